import { asc, eq, inArray, ne } from "drizzle-orm"
import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { MAX_LOCATION_MATCHES } from "../../contracts/api/hotels.ts"
import { HOTEL_NOT_FOUND, MALFORMED_JSON, NOT_A_HOTEL_OF_THE_OFFER, SPECIAL_OFFER_NOT_FOUND, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { atLeast, atMost, CLUB_CARD_LENGTH, CLUB_CARD_REQUIRED, INVALID_EMAIL, mustBeOneOf, REQUEST_SENT, REQUIRED, tooLong, WHOLE_NUMBER } from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { brands, dailyInventory, enquiries, hotels, mandatoryPaymentPeriods, outbox, ratePlans, roomTypes, specialOfferHotels, specialOffers } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { CatalogueService } from "./CatalogueService.ts"
import { EnquiryService } from "../enquiries/EnquiryService.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { priceNight } from "../rates/pricing.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { CATALOGUE_ROUTES_PATH, makeCatalogueRoutes } from "./routes.ts"

/** 08:00 on the hotels' clock on the first seeded day: "today" for every test here. */
const NOW = Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)

/**
 * Sixteen hotels of every brand: City (Sandton, Rosebank, Cape Town, V&A Waterfront, Umhlanga, Durban,
 * Windhoek), Courtyard (Sandton, Rosebank, Sea Point, V&A Waterfront), Karoo Road Lodge (Johannesburg Central,
 * Rivonia, Pretoria), Karoo Town Lodge (Rosebank, Bedfordview).
 */
const SEEDED = ["801", "802", "803", "804", "805", "806", "813", "815", "816", "819", "820", "827", "829", "830", "846", "847"]

let database: TestDatabase
let http: HttpRuntime<CatalogueService | TestClock.TestClock>
let app: ReturnType<typeof makeApp>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 3, hotels: SEEDED } })
  http = makeHttpRuntime(Layer.mergeAll(CatalogueService.layer.pipe(Layer.provide(EnquiryService.layer), Layer.provide(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)))), TestClock.layer()), { logger: silentLogs })
  await http.runtime.runPromise(TestClock.setTime(NOW))
  app = makeApp({
    config: testConfig(),
    log: silentLogger,
    checkDatabase: async () => undefined,
    api: [{ path: CATALOGUE_ROUTES_PATH, routes: makeCatalogueRoutes(http) }],
    distDir: "/nonexistent",
  })
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})
afterEach(async () => {
  await database.db.update(dailyInventory).set({ available: dailyInventory.total })
  await database.db.delete(mandatoryPaymentPeriods)
  await database.db.delete(outbox)
  await database.db.delete(enquiries)
})

const get = async (path: string) => {
  const response = await app.request(`${CATALOGUE_ROUTES_PATH}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const post = async (path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) => {
  const response = await app.request(`${CATALOGUE_ROUTES_PATH}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const invalid = (errors: Record<string, ReadonlyArray<string>>) => ({ status: 422, body: { message: VALIDATION_FAILED, errors } })

interface WireHotel {
  id: number
  code: string
  name: string
  city: string
  brand: { id: number; name: string }
  lowest_rate: number
  mandatory_payment_periods: Array<unknown>
}

const listHotels = async (query = "") => {
  const answer = await get(`/hotels${query}`)
  expect(answer.status).toBe(200)
  return answer.body as { hotels: Array<WireHotel>; pagination: { current_page: number; total_pages: number; total_count: number } }
}

const codes = (list: ReadonlyArray<{ code: string }>) => list.map((hotel) => hotel.code)

/** The seeded hotels matching `keep`, in name order (code points, as the API sorts). */
const expectedCodes = async (keep: (hotel: typeof hotels.$inferSelect) => boolean = () => true) =>
  (await database.db.select().from(hotels))
    .filter(keep)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((hotel) => hotel.code)

const hotelByCode = async (code: string) => (await database.db.select().from(hotels).where(eq(hotels.code, code)))[0]!

describe("GET /api/web/hotels", () => {
  it("lists the hotels by name, 12 a page by default, with the pagination", async () => {
    const all = await expectedCodes()
    const first = await listHotels()
    expect(codes(first.hotels)).toEqual(all.slice(0, 12))
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_count: SEEDED.length })
    const second = await listHotels("?page=2")
    expect(codes(second.hotels)).toEqual(all.slice(12))
    expect((await listHotels("?page=3")).hotels).toEqual([])
    const five = await listHotels("?per=5&page=2")
    expect(codes(five.hotels)).toEqual(all.slice(5, 10))
    expect(five.pagination).toEqual({ current_page: 2, total_pages: 4, total_count: SEEDED.length })
  })

  it("answers every hotel in the one hotel shape, with its brand", async () => {
    const { hotels: list } = await listHotels("?per=100")
    const sandton = list.find((hotel) => hotel.code === "801")!
    const row = await hotelByCode("801")
    expect(sandton).toMatchObject({
      id: row.id,
      name: "Karoo City Sandton",
      brand: { id: 1, name: "Karoo City", slogan: "Stylish stays in the heart of the city", logo: { url: "/images/brands/city.svg" } },
      physical_address: row.physicalAddress,
      city: "Sandton",
      province: "Gauteng",
      country: "South Africa",
      images: row.images.map((url) => ({ url })),
      pdf: { url: row.pdfUrl },
      half_day_rate: row.halfDayRateCents,
      hotels_linked: row.hotelsLinked,
      social_places_id: row.socialPlacesId,
    })
  })

  it("filters by brand, country, province and city, ignoring case, and combines them", async () => {
    const brandIds = new Map((await database.db.select().from(brands)).map((brand) => [brand.key, brand.id]))
    expect(codes((await listHotels("?brand=road")).hotels)).toEqual(await expectedCodes((hotel) => hotel.brandId === brandIds.get("road")))
    expect(codes((await listHotels("?country=namibia")).hotels)).toEqual(["813"])
    expect(codes((await listHotels("?province=western%20cape&per=100")).hotels)).toEqual(await expectedCodes((hotel) => hotel.province === "Western Cape"))
    expect(codes((await listHotels("?city=ROSEBANK")).hotels)).toEqual(await expectedCodes((hotel) => hotel.city === "Rosebank"))
    expect(codes((await listHotels("?city=rosebank&brand=town")).hotels)).toEqual(["846"])
    expect((await listHotels("?city=Rose")).hotels).toEqual([])
  })

  it("filters by facility, an amenity's name, ignoring case (the explorer's facility filter)", async () => {
    const withPool = (hotel: typeof hotels.$inferSelect) => hotel.amenities.some((amenity) => amenity.name === "Swimming pool")
    expect(codes((await listHotels("?facility=swimming%20POOL&per=100")).hotels)).toEqual(await expectedCodes(withPool))
    expect((await listHotels("?facility=swimming%20POOL&per=100")).hotels.length).toBeGreaterThan(0)
    expect((await listHotels("?facility=Swimming")).hotels).toEqual([])
  })

  it("searches name, city, province and country by location, and takes a list of ids", async () => {
    expect(codes((await listHotels("?location=sandton&page=1")).hotels)).toEqual(await expectedCodes((hotel) => hotel.city === "Sandton" || hotel.name.includes("Sandton")))
    expect(codes((await listHotels("?location=kwazulu")).hotels)).toEqual(await expectedCodes((hotel) => hotel.province.toLowerCase().startsWith("kwazulu")))
    const [a, b] = [await hotelByCode("830"), await hotelByCode("803")]
    expect(codes((await listHotels(`?ids=${a.id},${b.id},999999`)).hotels)).toEqual(["803", "830"])
    // Wildcards in the text are only text.
    expect((await listHotels("?location=%25")).hotels).toEqual([])
  })

  it("gives each hotel its lowest one-night price on sale, and -1 when nothing is on sale", async () => {
    const hotel = await hotelByCode("801")
    const types = await database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel.id))
    const nights = await database.db.select().from(dailyInventory).where(inArray(dailyInventory.roomTypeId, types.map((type) => type.id)))
    const plans = await database.db.select().from(ratePlans).where(eq(ratePlans.hotelId, hotel.id))
    const cheapest = Math.min(
      ...nights.flatMap((night) => plans.filter((plan) => plan.kind !== "promo").map((plan) => priceNight(night, plan, { adults: 1, kids: 0 }, false).totalCents)),
    )
    expect((await get(`/hotels/${hotel.id}`)).body["hotel"]).toMatchObject({ lowest_rate: cheapest })

    await database.db.update(dailyInventory).set({ available: 0 }).where(inArray(dailyInventory.roomTypeId, types.map((type) => type.id)))
    expect((await get(`/hotels/${hotel.id}`)).body["hotel"]).toMatchObject({ lowest_rate: -1 })
  })

  it("refuses a bad page, page size, brand or id list with 422", async () => {
    expect(await get("/hotels?page=0")).toEqual(invalid({ page: [atLeast(1)] }))
    expect(await get("/hotels?per=101")).toEqual(invalid({ per: [atMost(100)] }))
    expect(await get("/hotels?per=ten")).toEqual(invalid({ per: [WHOLE_NUMBER] }))
    expect(await get("/hotels?brand=palace")).toEqual(invalid({ brand: [mustBeOneOf(["city", "courtyard", "road", "town"])] }))
    expect((await get("/hotels?ids=1,a")).status).toBe(422)
  })
})

describe("GET /api/web/hotels/{id} and its room types and banners", () => {
  it("answers one hotel with the mandatory payment periods that have not ended", async () => {
    const hotel = await hotelByCode("804")
    await database.db.insert(mandatoryPaymentPeriods).values([
      { hotelId: hotel.id, checkInDate: "2030-12-15", checkOutDate: "2031-01-05", description: "Festive season." },
      { hotelId: hotel.id, checkInDate: "2029-12-15", checkOutDate: "2030-01-05", description: "Last festive season." },
    ])
    const answer = await get(`/hotels/${hotel.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body["hotel"]).toMatchObject({
      id: hotel.id,
      code: "804",
      mandatory_payment_periods: [{ check_in_date: "2030-12-15T12:00:00+02:00", check_out_date: "2031-01-05T12:00:00+02:00", description: "Festive season." }],
    })
  })

  it("lists a hotel's room types with their occupancy", async () => {
    const hotel = await hotelByCode("829")
    const rows = await database.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel.id)).orderBy(asc(roomTypes.id))
    const answer = await get(`/hotels/${hotel.id}/room_types`)
    expect(answer).toEqual({
      status: 200,
      body: {
        room_types: rows.map((row) => ({
          id: row.id,
          room_type_code: row.code,
          name: row.name,
          description: row.description,
          images: row.images.map((url) => ({ url })),
          amenities: row.amenities.map((amenity) => ({ name: amenity.name, images: amenity.images.map((url) => ({ url })) })),
          max_adults: row.maxAdults,
          max_occupancy: row.maxOccupancy,
        })),
      },
    })
  })

  it("gives a hotel's pictures as its banners", async () => {
    const hotel = await hotelByCode("801")
    expect(await get(`/hotels/${hotel.id}/banners`)).toEqual({
      status: 200,
      body: { banners: hotel.images.map((url, index) => ({ id: hotel.id * 100 + index + 1, image: { url } })) },
    })
  })

  it("answers 404 for an unknown or malformed hotel id", async () => {
    for (const path of ["/hotels/999999", "/hotels/0", "/hotels/abc", "/hotels/1e3", "/hotels/99999999999"]) {
      expect(await get(path)).toEqual({ status: 404, body: { message: HOTEL_NOT_FOUND } })
    }
    expect(await get("/hotels/999999/room_types")).toEqual({ status: 404, body: { message: HOTEL_NOT_FOUND } })
    expect(await get("/hotels/x/banners")).toEqual({ status: 404, body: { message: HOTEL_NOT_FOUND } })
  })
})

describe("GET /api/web/locations", () => {
  it("finds hotels by name, city, province or address, best match first, at most ten", async () => {
    const sandton = (await get("/locations?text=Sandton")).body["hotels"] as Array<{ code: string; city: string; name: string }>
    // The three hotels in the city of Sandton, by name.
    expect(sandton.map((hotel) => hotel.code)).toEqual(["801", "815", "829"])
    const rivonia = (await get("/locations?text=rivonia")).body["hotels"] as Array<Record<string, unknown>>
    const lodge = await hotelByCode("829")
    // The Karoo Road Lodge is named for Rivonia; the City hotel's address is on Rivonia Road.
    expect(rivonia[0]).toEqual({
      id: lodge.id,
      name: lodge.name,
      physical_address: lodge.physicalAddress,
      city: lodge.city,
      code: "829",
      latitude: lodge.latitude,
      longitude: lodge.longitude,
    })
    expect(rivonia.map((hotel) => hotel["code"])).toEqual(["829", "801"])
    const many = (await get("/locations?text=karoo")).body["hotels"] as Array<unknown>
    expect(many).toHaveLength(MAX_LOCATION_MATCHES)
    expect((await get("/locations?text=nowhere")).body).toEqual({ hotels: [] })
  })

  it("refuses a missing, blank or overlong text with 422", async () => {
    expect(await get("/locations")).toEqual(invalid({ text: [REQUIRED] }))
    expect(await get("/locations?text=%20%20")).toEqual(invalid({ text: [REQUIRED] }))
    expect(await get(`/locations?text=${"a".repeat(101)}`)).toEqual(invalid({ text: [tooLong(100)] }))
  })
})

describe("GET /api/web/special_offers", () => {
  interface WireOffer {
    slug: string
    promo_code: string | null
    is_active: boolean
    hotel_ids: Array<number>
    special_type: string
  }
  const listOffers = async (query = "") => {
    const answer = await get(`/special_offers${query}`)
    expect(answer.status).toBe(200)
    return answer.body as { specials: Array<WireOffer>; pagination: unknown }
  }
  const slugs = (list: { specials: ReadonlyArray<WireOffer> }) => list.specials.map((offer) => offer.slug)
  const ENDED_OR_OFF = ["heritage-month-special", "spring-getaway"]

  it("lists every offer with its hotels, and says which are running today", async () => {
    const all = await listOffers()
    expect(all.pagination).toEqual({ current_page: 1, total_pages: 1, total_count: 9 })
    for (const offer of all.specials) expect(offer.is_active).toBe(!ENDED_OR_OFF.includes(offer.slug))
    const stayLonger = all.specials.find((offer) => offer.slug === "stay-longer-pay-less")!
    const [row] = await database.db.select().from(specialOffers).where(eq(specialOffers.slug, "stay-longer-pay-less"))
    const links = await database.db.select().from(specialOfferHotels).where(eq(specialOfferHotels.specialOfferId, row!.id)).orderBy(asc(specialOfferHotels.hotelId))
    expect(stayLonger).toEqual({
      id: row!.id,
      name: "Stay Longer, Pay Less",
      slug: "stay-longer-pay-less",
      description: row!.description,
      special_tag: "Save 20%",
      image: { url: row!.imageUrl },
      banner_image: { url: row!.bannerImageUrl },
      special_type: "accommodation",
      action_type: null,
      promo_code: "STAYLONGER",
      start_at: `${row!.startAt}T12:00:00+02:00`,
      end_at: `${row!.endAt}T12:00:00+02:00`,
      market_start_at: `${row!.marketStartAt}T12:00:00+02:00`,
      market_end_at: `${row!.marketEndAt}T12:00:00+02:00`,
      hotel_ids: links.map((link) => link.hotelId),
      is_active: true,
      link: "/special-offers/stay-longer-pay-less",
      write_up: { html_content: row!.writeUpHtml },
      terms_and_conditions: { url: row!.termsUrl },
    })
  })

  it("filters running and not running offers", async () => {
    expect(slugs(await listOffers("?active_status=true"))).not.toEqual(expect.arrayContaining([ENDED_OR_OFF[0]]))
    expect((await listOffers("?active_status=true")).specials).toHaveLength(7)
    expect(slugs(await listOffers("?active_status=false"))).toEqual(ENDED_OR_OFF)
  })

  it("looks a promo code up ignoring case and spaces, at a hotel, page 1 of 10", async () => {
    const hotel = await hotelByCode("801")
    expect(slugs(await listOffers(`?promo_code=%20staylonger%20&hotel_id=${hotel.id}&page=1&per=10`))).toEqual(["stay-longer-pay-less"])
    const road = await hotelByCode("829")
    expect(slugs(await listOffers(`?promo_code=staylonger&hotel_id=${road.id}`))).toEqual([])
    expect(slugs(await listOffers("?promo_code=NOPE"))).toEqual([])
    const early = (await listOffers("?promo_code=earlybird")).specials[0]!
    expect(early).toMatchObject({ slug: "early-bird-prepaid-saver", promo_code: "EARLYBIRD" })
    expect((await get("/special_offers?promo_code=earlybird")).body["specials"]).toMatchObject([{ action_type: "booking_with_mandatory_payment" }])
  })

  it("filters by hotel, by type and by an excluded type, and pages", async () => {
    const road = await hotelByCode("829")
    const atRoad = await database.db
      .select({ slug: specialOffers.slug })
      .from(specialOffers)
      .innerJoin(specialOfferHotels, eq(specialOfferHotels.specialOfferId, specialOffers.id))
      .where(eq(specialOfferHotels.hotelId, road.id))
      .orderBy(asc(specialOffers.id))
    expect(slugs(await listOffers(`?hotel_id=${road.id}`))).toEqual(atRoad.map((offer) => offer.slug))
    expect(slugs(await listOffers("?type=experience"))).toEqual(["winelands-weekend", "harbour-sunset-cruise"])
    const notAccommodation = await database.db.select({ slug: specialOffers.slug }).from(specialOffers).where(ne(specialOffers.specialType, "accommodation")).orderBy(asc(specialOffers.id))
    expect(slugs(await listOffers("?exclude_special_type=accommodation"))).toEqual(notAccommodation.map((offer) => offer.slug))
    const page = await listOffers("?per=4&page=3")
    expect(page.specials).toHaveLength(1)
    expect(page.pagination).toEqual({ current_page: 3, total_pages: 3, total_count: 9 })
  })

  it("refuses bad filters with 422", async () => {
    expect(await get("/special_offers?active_status=yes")).toEqual(invalid({ active_status: [mustBeOneOf(["true", "false"])] }))
    expect(await get("/special_offers?type=spa")).toEqual(invalid({ type: [mustBeOneOf(["accommodation", "accommodation_plus_food", "food_and_beverage", "experience", "partnership"])] }))
    expect(await get("/special_offers?hotel_id=-1")).toEqual(invalid({ hotel_id: [WHOLE_NUMBER] }))
  })
})

describe("GET /api/web/special_offers/{slug}", () => {
  it("answers one offer", async () => {
    const answer = await get("/special_offers/winelands-weekend")
    expect(answer.status).toBe(200)
    expect(answer.body["special"]).toMatchObject({ slug: "winelands-weekend", special_type: "experience", promo_code: "WINELANDS", is_active: true })
  })

  it("answers 404 for an unknown or malformed slug", async () => {
    for (const slug of ["no-such-offer", "Not_A_Slug", "-"]) {
      expect(await get(`/special_offers/${slug}`)).toEqual({ status: 404, body: { message: SPECIAL_OFFER_NOT_FOUND } })
    }
  })
})

describe("POST /api/web/special_offers/{slug}/book", () => {
  const enquiry = (fields: Record<string, unknown> = {}) => ({
    hotel_email: "sandton.city@karoohotels.example",
    sender_email: "thandi@example.com",
    sender_first_name: "Thandi",
    sender_mobile: "+27821234567",
    sender_surname: "Nkosi",
    ...fields,
  })

  it("records the enquiry and mails it to the hotel in one step", async () => {
    const hotel = await hotelByCode("801")
    expect(hotel.email).toBe("sandton.city@karoohotels.example")
    const answer = await post("/special_offers/stay-longer-pay-less/book", enquiry({ hotel_email: "Sandton.City@KarooHotels.example" }))
    expect(answer.status).toBe(201)
    const [row] = await database.db.select().from(enquiries)
    expect(answer.body).toEqual({ id: row!.id, message: REQUEST_SENT })
    expect(row).toMatchObject({ kind: "special_offer", payload: { special_offer_slug: "stay-longer-pay-less", hotel_id: hotel.id, sender_email: "thandi@example.com" } })
    const mail = await database.db.select().from(outbox)
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ channel: "email", recipient: hotel.email, kind: "enquiry" })
    expect(mail[0]!.subject).toBe(`Special offer enquiry ${row!.id}: Stay Longer, Pay Less at Karoo City Sandton`)
    expect(mail[0]!.body).toContain("Thandi Nkosi")
    expect(mail[0]!.body).toContain("+27821234567")
  })

  it("refuses a hotel e-mail that is not one of the offer's hotels', sending nothing", async () => {
    // The Karoo Road Lodge is a real hotel, but not one of this offer's.
    const road = await hotelByCode("829")
    expect(await post("/special_offers/stay-longer-pay-less/book", enquiry({ hotel_email: road.email }))).toEqual(invalid({ hotel_email: [NOT_A_HOTEL_OF_THE_OFFER] }))
    expect(await post("/special_offers/stay-longer-pay-less/book", enquiry({ hotel_email: "someone@example.com" }))).toEqual(invalid({ hotel_email: [NOT_A_HOTEL_OF_THE_OFFER] }))
    expect(await database.db.select().from(enquiries)).toEqual([])
    expect(await database.db.select().from(outbox)).toEqual([])
  })

  it("refuses missing fields with 422, an unknown offer with 404, and a body that is not JSON with 400", async () => {
    expect(await post("/special_offers/stay-longer-pay-less/book", { hotel_email: "nope" })).toEqual(
      invalid({ hotel_email: [INVALID_EMAIL], sender_email: [REQUIRED], sender_first_name: [REQUIRED], sender_mobile: [REQUIRED], sender_surname: [REQUIRED] }),
    )
    expect(await post("/special_offers/no-such-offer/book", enquiry())).toEqual({ status: 404, body: { message: SPECIAL_OFFER_NOT_FOUND } })
    expect(await post("/special_offers/stay-longer-pay-less/book", "{")).toEqual({ status: 400, body: { message: MALFORMED_JSON } })
  })
})

describe("POST /api/web/clicks/validate", () => {
  const validate = (number: unknown) => post("/clicks/validate", { clicks: { clubcard_number: number } })

  it("accepts a 13-digit number with a valid EAN-13 check digit", async () => {
    expect(await validate("6009123456781")).toEqual({ status: 200, body: { is_valid: true } })
  })

  it("says a well-formed number that is not a card is not valid, without an error", async () => {
    expect(await validate("6009123456789")).toEqual({ status: 200, body: { is_valid: false } })
    expect(await validate("ABCDEFGHIJKLM")).toEqual({ status: 200, body: { is_valid: false } })
  })

  it("refuses a missing or wrong-length number with 422", async () => {
    expect(await validate("")).toEqual(invalid({ "clicks.clubcard_number": [CLUB_CARD_REQUIRED] }))
    expect(await validate("600912345678")).toEqual(invalid({ "clicks.clubcard_number": [CLUB_CARD_LENGTH] }))
    expect(await post("/clicks/validate", { clicks: {} })).toEqual(invalid({ "clicks.clubcard_number": [CLUB_CARD_REQUIRED] }))
  })
})
