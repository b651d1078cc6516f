import { describe, expect, it } from "vitest"
import { SPECIAL_TYPES } from "../api/offers.ts"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { promoLookupQuery } from "../../core/search/promo-code.ts"
import { booking, websitePact } from "./testing/consumer-pact.ts"
import { paginationLike } from "./testing/wire-bodies.ts"
import { boolean, calendarDate, integer, jsonAnswer, listMaybeEmpty, listOf, matching, orNull, string } from "./testing/wire-matchers.ts"

/** The promo code lookup (spec B §7 "Special offers lookup for promo"): page 1 of 10 running offers with the code. */

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
