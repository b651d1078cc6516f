import { describe, expect, it } from "vitest"
import { NOT_A_HOTEL_OF_THE_OFFER, SPECIAL_OFFER_NOT_FOUND } from "../api/errors.ts"
import { REQUEST_SENT } from "../api/messages.ts"
import { SPECIAL_TYPES } from "../api/offers.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { specialOffersListingQuery } from "../../core/content/special-offer.ts"
import { promoLookupQuery } from "../../core/search/promo-code.ts"
import { booking, content, contentFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, fieldErrorsLike, paginationLike } from "./testing/wire-bodies.ts"
import { boolean, calendarDate, integer, jsonAnswer, listMaybeEmpty, listOf, matching, orNull, string } from "./testing/wire-matchers.ts"

/**
 * The promo code lookup (spec B §7 "Special offers lookup for promo"): page 1 of 10 running offers with the code; the
 * specials pages' listing, one offer and its enquiry (spec A §7, issue 25).
 */

const pact = websitePact()

/** contracts/README.md "Special offers": an offer with its pictures and terms (what the promo state promises). */
const specialOfferLike = () => ({
  id: integer(1),
  name: string("Stay Longer, Pay Less"),
  slug: string("stay-longer-pay-less"),
  description: string("Stay three nights or more and save 20 % on the flexible rate."),
  special_tag: orNull(string("Save 20%")),
  image: { url: string("/images/offers/stay-longer-pay-less/card.svg") },
  banner_image: { url: string("/images/offers/stay-longer-pay-less/banner.svg") },
  special_type: matching(`^(${SPECIAL_TYPES.join("|")})$`, "accommodation"),
  action_type: orNull(string("booking_with_mandatory_payment")),
  promo_code: orNull(string("STAYLONGER")),
  start_at: calendarDate("2030-01-01T12:00:00+02:00"),
  end_at: calendarDate("2030-07-23T12:00:00+02:00"),
  market_start_at: orNull(calendarDate("2029-12-15T12:00:00+02:00")),
  market_end_at: orNull(calendarDate("2030-07-23T12:00:00+02:00")),
  hotel_ids: listMaybeEmpty(integer(1)),
  is_active: boolean(true),
  link: orNull(string("/special-offers/stay-longer-pay-less")),
  write_up: { html_content: string("<p>Settle in for longer.</p>") },
  terms_and_conditions: { url: string("/files/offers/stay-longer-pay-less/terms.pdf") },
})

describe("the promo code lookup (GET /api/web/special_offers)", () => {
  it("finds the running offer with the code at the hotel, with its action", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("a lookup of promo code STAYLONGER at hotel 1")
      .withRequest("GET", "/api/web/special_offers", (request) =>
        request.query({ active_status: "true", promo_code: "STAYLONGER", hotel_id: "1", page: "1", per: "10" }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { specials: listOf(specialOfferLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.lookupPromoCode(promoLookupQuery("STAYLONGER", 1)))).toStrictEqual([
          { promoCode: "STAYLONGER", actionType: "booking_with_mandatory_payment" },
        ])
      })
  })

  it("finds nothing for a code no offer has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noPromo)
      .uponReceiving("a lookup of a promo code no offer has")
      .withRequest("GET", "/api/web/special_offers", (request) =>
        request.query({ active_status: "true", promo_code: MISSING.promoCode, hotel_id: "1", page: "1", per: "10" }),
      )
      .willRespondWith(200, (response) =>
        jsonAnswer(response, { specials: [], pagination: { current_page: integer(1), total_pages: integer(0), total_count: integer(0) } }),
      )
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.lookupPromoCode(promoLookupQuery(MISSING.promoCode, 1)))).toStrictEqual([])
      })
  })
})

describe("the special offers listing (GET /api/web/special_offers)", () => {
  it("gives the first page of 12 running offers (the All offers tab)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("a request for the first page of 12 running special offers")
      .withRequest("GET", "/api/web/special_offers", (request) => request.query({ page: "1", per: "12", active_status: "true" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { specials: listOf(specialOfferLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        const page = await content(mock, (api) => api.specialOffers(specialOffersListingQuery("All offers", 1)))
        expect(page.totalPages).toBe(7)
        expect(page.offers[0]).toMatchObject({
          slug: "stay-longer-pay-less",
          specialType: "accommodation",
          promoCode: "STAYLONGER",
          startAt: "2030-01-01",
          hotelIds: [1],
          writeUp: { htmlContent: "<p>Settle in for longer.</p>" },
          termsAndConditions: { url: "/files/offers/stay-longer-pay-less/terms.pdf" },
        })
      })
  })

  it("gives the running offers of one kind (the Accommodation tab)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("a request for the first page of 12 running accommodation offers")
      .withRequest("GET", "/api/web/special_offers", (request) => request.query({ page: "1", per: "12", active_status: "true", type: "accommodation" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { specials: listOf(specialOfferLike()), pagination: paginationLike() }))
      .executeTest(async (mock) => {
        const page = await content(mock, (api) => api.specialOffers(specialOffersListingQuery("Accommodation", 1)))
        expect(page.offers.map((offer) => offer.specialType)).toStrictEqual(["accommodation"])
      })
  })
})

describe("one special offer (GET /api/web/special_offers/{slug})", () => {
  it("gives the offer with that slug", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("a request for the offer stay-longer-pay-less")
      .withRequest("GET", "/api/web/special_offers/stay-longer-pay-less")
      .willRespondWith(200, (response) => jsonAnswer(response, { special: specialOfferLike() }))
      .executeTest(async (mock) => {
        const offer = await content(mock, (api) => api.specialOffer("stay-longer-pay-less"))
        expect(offer).toMatchObject({ name: "Stay Longer, Pay Less", slug: "stay-longer-pay-less", promoCode: "STAYLONGER" })
      })
  })

  it("answers 404 for a slug no offer has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noOffer)
      .uponReceiving("a request for a special offer that does not exist")
      .withRequest("GET", `/api/web/special_offers/${MISSING.offerSlug}`)
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(SPECIAL_OFFER_NOT_FOUND)))
      .executeTest(async (mock) => {
        expect((await contentFailure(mock, (api) => api.specialOffer(MISSING.offerSlug))).status).toBe(404)
      })
  })
})

describe("an offer enquiry (POST /api/web/special_offers/{slug}/book)", () => {
  const request = {
    hotelEmail: "sandton.city@karoohotels.example",
    senderEmail: "thandi@example.co.za",
    senderFirstName: "Thandi",
    senderMobile: "+27821234567",
    senderSurname: "Mokoena",
  }
  const body = (hotelEmail: string) => ({
    hotel_email: hotelEmail,
    sender_email: "thandi@example.co.za",
    sender_first_name: "Thandi",
    sender_mobile: "+27821234567",
    sender_surname: "Mokoena",
  })

  it("is accepted for one of the offer's hotels", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("an enquiry about stay-longer-pay-less for hotel 1")
      .withRequest("POST", "/api/web/special_offers/stay-longer-pay-less/book", (builder) => builder.jsonBody(body(request.hotelEmail)))
      .willRespondWith(201, (response) => jsonAnswer(response, { id: integer(41), message: string(REQUEST_SENT) }))
      .executeTest(async (mock) => {
        await content(mock, (api) => api.requestSpecialOffer("stay-longer-pay-less", request))
      })
  })

  it("is refused, on the hotel, for a hotel the offer is not at", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoRunning)
      .uponReceiving("an enquiry about stay-longer-pay-less for a hotel it is not at")
      .withRequest("POST", "/api/web/special_offers/stay-longer-pay-less/book", (builder) => builder.jsonBody(body("someone@example.co.za")))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("hotel_email", NOT_A_HOTEL_OF_THE_OFFER)))
      .executeTest(async (mock) => {
        const error = await contentFailure(mock, (api) => api.requestSpecialOffer("stay-longer-pay-less", { ...request, hotelEmail: "someone@example.co.za" }))
        expect(error.status).toBe(422)
        expect(error.fieldErrors).toStrictEqual({ hotel_email: [NOT_A_HOTEL_OF_THE_OFFER] })
      })
  })
})
