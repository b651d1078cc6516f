import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { HotelsQuery } from "../../contracts/api/hotels.ts"
import { BookSpecialOfferRequest } from "../../contracts/api/offers.ts"
import { NewsletterRequest } from "../../contracts/api/enquiries.ts"
import { hotelExample, specialOfferExample } from "../../contracts/api/testing/examples.ts"
import { specialOffersListingQuery } from "../../core/content/special-offer.ts"
import { allHotelsQuery, locationHotelsQuery } from "../../core/content/hotel-listing.ts"
import { ContentApi } from "../../core/ports/ContentApi.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { acceptedBody, answer, API, http, makeLogCapture, url, useMswServer } from "../testing/http.testing.ts"
import * as ContentApiHttp from "./ContentApi.http.ts"

const server = useMswServer()

/** The real ContentApi adapter over msw (anything unanswered is an error), its warnings captured. */
const makeContentHarness = () => {
  const logs = makeLogCapture()
  const layer = ContentApiHttp.layerHttp({ baseUrl: API }).pipe(Layer.provide(makeTokenStoreMemory().layer), Layer.provideMerge(logs.layer))
  const run = <A, E>(effect: Effect.Effect<A, E, ContentApi>) => Effect.runPromise(Effect.provide(effect, layer))
  const fail = <A, E>(effect: Effect.Effect<A, E, ContentApi>) => Effect.runPromise(Effect.flip(Effect.provide(effect, layer)))
  return { run, fail, logs: logs.lines }
}

const pagination = { current_page: 1, total_pages: 3, total_count: 30 }
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

describe("ContentApi over HTTP: the hotels list (GET /api/web/hotels)", () => {
  it("asks for page 1 of 100 with the brand filter, in the contract's query, and maps the hotels to core's model", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/hotels"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ hotels: [hotelExample], pagination })
      }),
    )
    const page = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotels(allHotelsQuery({ brand: "town" }))))
    expect(queries).toStrictEqual([{ page: "1", per: "100", brand: "town" }])
    expect(acceptedBody(HotelsQuery, queries[0])).toBeDefined()
    expect(page.totalPages).toBe(3)
    const [hotel] = page.hotels
    expect(hotel).toMatchObject({
      id: 12,
      code: "830",
      name: "Karoo Town Lodge Cape Town Waterfront",
      brand: { id: 4, name: "Karoo Town Lodge", slogan: "Stay in town", logo: { url: "/images/brands/town.svg" } },
      physicalAddress: "1 Dock Road, V&A Waterfront, Cape Town, 8001",
      city: "Cape Town",
      images: [{ url: "/images/hotels/830/front.webp" }],
      mandatoryPaymentPeriods: [{ checkInDate: "2026-12-15", checkOutDate: "2027-01-05", description: "Festive season" }],
      lowestRate: 125000,
      halfDayRate: 250000,
      uShapedSeats: 20,
      cinemaSeats: null,
      facilitiesLinked: [1, 2],
      socialPlacesId: "sp-830",
    })
  })

  it("sends a location search as the location with page 1", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/hotels"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ hotels: [], pagination: { ...pagination, total_pages: 0, total_count: 0 } })
      }),
    )
    await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotels(locationHotelsQuery("  Cape Town "))))
    expect(queries).toStrictEqual([{ page: "1", per: "100", location: "Cape Town" }])
  })

  it("fails with the normalised error, logging the drift, when the answer breaks the contract", async () => {
    server.use(http.get(url("/api/web/hotels"), () => answer({ hotels: [{ ...hotelExample, latitude: 123 }], pagination })))
    const harness = makeContentHarness()
    const error = await harness.fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotels(allHotelsQuery())))
    expect(error.status).toBe(0)
    expect(harness.logs.map((line) => line.level)).toStrictEqual(["Warn"])
  })

  it("passes a server failure on as the normalised error", async () => {
    server.use(http.get(url("/api/web/hotels"), () => answer({ errors: {} }, 503)))
    const error = await makeContentHarness().fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotels(allHotelsQuery())))
    expect(error.status).toBe(503)
  })
})

describe("ContentApi over HTTP: one hotel (GET /api/web/hotels/{id})", () => {
  it("reads the hotel at its path and maps it", async () => {
    server.use(http.get(url("/api/web/hotels/12"), () => answer({ hotel: hotelExample })))
    const hotel = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotel(12)))
    expect(hotel).toMatchObject({ id: 12, name: "Karoo Town Lodge Cape Town Waterfront", physicalAddress: "1 Dock Road, V&A Waterfront, Cape Town, 8001" })
  })

  it("answers a missing hotel with the 404", async () => {
    server.use(http.get(url("/api/web/hotels/99"), () => answer({ errors: {} }, 404)))
    const error = await makeContentHarness().fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotel(99)))
    expect(error.status).toBe(404)
  })
})

describe("ContentApi over HTTP: the site settings (GET /api/web/site_config)", () => {
  it("gives the configured tile server and its attribution, and the older loyalty site", async () => {
    server.use(
      http.get(url("/api/web/site_config"), () =>
        answer({
          map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
          map_tile_attribution: "© OpenStreetMap contributors",
          legacy_loyalty_url: "https://club.example.co.za",
        }),
      ),
    )
    const config = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.siteConfig()))
    expect(config).toStrictEqual({
      mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" },
      legacyLoyaltyUrl: "https://club.example.co.za",
    })
  })

  it("gives no tiles and no loyalty site when none is configured (the default), a blank one counting as none", async () => {
    server.use(http.get(url("/api/web/site_config"), () => answer({ map_tile_url: null, map_tile_attribution: null, legacy_loyalty_url: " " })))
    const config = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.siteConfig()))
    expect(config).toStrictEqual({ mapTiles: null, legacyLoyaltyUrl: null })
  })
})

describe("ContentApi over HTTP: a hotel's room types (GET /api/web/hotels/{id}/room_types)", () => {
  const queenRoom = {
    id: 11,
    room_type_code: "QUEEN",
    name: "Queen Room",
    description: "27 m² with 1 queen bed.",
    images: [{ url: "/images/hotels/801/rooms/queen/1.svg" }],
    amenities: [{ name: "Free Wi-Fi", images: [] }],
    max_adults: 2,
    max_occupancy: 3,
  }

  it("reads the hotel's room types at their path and maps them to core's model", async () => {
    server.use(http.get(url("/api/web/hotels/1/room_types"), () => answer({ room_types: [queenRoom] })))
    const roomTypes = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.roomTypes(1)))
    expect(roomTypes).toStrictEqual([
      {
        id: 11,
        roomTypeCode: "QUEEN",
        name: "Queen Room",
        description: "27 m² with 1 queen bed.",
        images: [{ url: "/images/hotels/801/rooms/queen/1.svg" }],
        amenities: [{ name: "Free Wi-Fi", images: [] }],
      },
    ])
  })

  it("fails with the normalised error, logging the drift, when a room type breaks the contract", async () => {
    server.use(http.get(url("/api/web/hotels/1/room_types"), () => answer({ room_types: [{ ...queenRoom, max_adults: "two" }] })))
    const harness = makeContentHarness()
    const error = await harness.fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.roomTypes(1)))
    expect(error.status).toBe(0)
    expect(harness.logs.map((line) => line.level)).toStrictEqual(["Warn"])
  })

  it("answers a missing hotel with the 404", async () => {
    server.use(http.get(url("/api/web/hotels/99/room_types"), () => answer({ message: "Hotel not found." }, 404)))
    const error = await makeContentHarness().fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.roomTypes(99)))
    expect(error.status).toBe(404)
  })
})

describe("ContentApi over HTTP: a hotel's banners (GET /api/web/hotels/{id}/banners)", () => {
  it("reads the banners at their path and gives each picture's url", async () => {
    server.use(http.get(url("/api/web/hotels/1/banners"), () => answer({ banners: [{ id: 101, image: { url: "/images/hotels/801/1.svg" } }] })))
    const banners = await makeContentHarness().run(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotelBanners(1)))
    expect(banners).toStrictEqual([{ image: { url: "/images/hotels/801/1.svg" } }])
  })

  it("fails with the normalised error when a banner has no picture", async () => {
    server.use(http.get(url("/api/web/hotels/1/banners"), () => answer({ banners: [{ id: 101 }] })))
    const harness = makeContentHarness()
    const error = await harness.fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.hotelBanners(1)))
    expect(error.status).toBe(0)
    expect(harness.logs.map((line) => line.level)).toStrictEqual(["Warn"])
  })
})

describe("ContentApi over HTTP: special offers (GET /api/web/special_offers, /{slug}, POST /{slug}/book)", () => {
  it("asks for a tab's page of 12 running offers in the contract's query and maps the offers to core's model", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/special_offers"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ specials: [specialOfferExample], pagination })
      }),
    )
    const page = await makeContentHarness().run(
      Effect.flatMap(Effect.service(ContentApi), (api) => api.specialOffers(specialOffersListingQuery("Accommodation & Food", 2, 12))),
    )
    expect(queries).toStrictEqual([{ page: "2", per: "12", active_status: "true", type: "accommodation_plus_food", hotel_id: "12" }])
    expect(page.totalPages).toBe(3)
    expect(page.offers).toStrictEqual([
      {
        id: 3,
        name: "Festive Escape",
        slug: "festive-escape",
        description: "Two nights with breakfast.",
        specialTag: "Limited",
        image: specialOfferExample.image,
        bannerImage: null,
        specialType: "accommodation_plus_food",
        actionType: "booking_with_mandatory_payment",
        promoCode: "FESTIVE",
        startAt: "2026-12-01",
        endAt: "2027-01-10",
        marketStartAt: null,
        marketEndAt: null,
        hotelIds: [12],
        isActive: true,
        link: null,
        writeUp: { htmlContent: "<p>Two nights with breakfast.</p>" },
        termsAndConditions: { url: "/documents/festive-escape-terms.pdf" },
      },
    ])
  })

  it("reads one offer at its path, and answers a missing one with the 404", async () => {
    server.use(
      http.get(url("/api/web/special_offers/festive-escape"), () => answer({ special: specialOfferExample })),
      http.get(url("/api/web/special_offers/no-such-offer"), () => answer({ message: "Special offer not found." }, 404)),
    )
    const harness = makeContentHarness()
    expect(await harness.run(Effect.flatMap(Effect.service(ContentApi), (api) => api.specialOffer("festive-escape")))).toMatchObject({ slug: "festive-escape" })
    expect((await harness.fail(Effect.flatMap(Effect.service(ContentApi), (api) => api.specialOffer("no-such-offer")))).status).toBe(404)
  })

  it("sends an enquiry to the offer's path in the contract's body", async () => {
    const bodies: Array<unknown> = []
    server.use(
      http.post(url("/api/web/special_offers/festive-escape/book"), async ({ request }) => {
        bodies.push(await request.json())
        return answer({ id: 4, message: "ok" }, 201)
      }),
    )
    await makeContentHarness().run(
      Effect.flatMap(Effect.service(ContentApi), (api) =>
        api.requestSpecialOffer("festive-escape", {
          hotelEmail: "waterfront.town@karoohotels.example",
          senderEmail: "thandi@example.co.za",
          senderFirstName: "Thandi",
          senderMobile: "+27821234567",
          senderSurname: "Mokoena",
        }),
      ),
    )
    expect(bodies).toStrictEqual([
      {
        hotel_email: "waterfront.town@karoohotels.example",
        sender_email: "thandi@example.co.za",
        sender_first_name: "Thandi",
        sender_mobile: "+27821234567",
        sender_surname: "Mokoena",
      },
    ])
    expect(acceptedBody(BookSpecialOfferRequest, bodies[0])).toBeDefined()
  })
})

describe("ContentApi over HTTP: the newsletter sign-up (POST /api/web/news_letters)", () => {
  it("sends the sign-up in the contract's body, an unticked preference as false", async () => {
    const bodies: Array<unknown> = []
    server.use(
      http.post(url("/api/web/news_letters"), async ({ request }) => {
        bodies.push(await request.json())
        return answer({ id: 5, message: "ok" }, 201)
      }),
    )
    await makeContentHarness().run(
      Effect.flatMap(Effect.service(ContentApi), (api) =>
        api.signUpForNewsletter({ firstName: "Thandi", surname: "Mokoena", contactNumber: "082 123 4567", email: "thandi@example.co.za", viaWhatsapp: true }),
      ),
    )
    expect(bodies).toStrictEqual([
      { first_name: "Thandi", surname: "Mokoena", contact_number: "082 123 4567", email: "thandi@example.co.za", via_email: false, via_whatsapp: true },
    ])
    expect(acceptedBody(NewsletterRequest, bodies[0])).toBeDefined()
  })

  it("passes the server's refusal on with its field errors", async () => {
    server.use(http.post(url("/api/web/news_letters"), () => answer({ message: "Validation failed", errors: { email: ["can't be blank"] } }, 422)))
    const error = await makeContentHarness().fail(
      Effect.flatMap(Effect.service(ContentApi), (api) => api.signUpForNewsletter({ firstName: "T", surname: "M", contactNumber: "1", email: "x" })),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toStrictEqual({ email: ["can't be blank"] })
  })
})
