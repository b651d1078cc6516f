import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validationErrorBody } from "./errors.ts"
import { bookSpecialOfferExample, specialOfferExample } from "./testing/examples.ts"
import { BookSpecialOfferRequest, SpecialOfferParams, SpecialOfferResponse, SpecialOffersQuery, SpecialOffersResponse } from "./offers.ts"

type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

const errorsOf = (schema: Decodable, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

const roundTrips = (schema: Decodable, input: unknown) =>
  expect(Schema.encodeUnknownSync(schema)(Schema.decodeUnknownSync(schema)(input))).toEqual(input)

describe("special offers (GET /api/web/special_offers)", () => {
  it("reads the promo-code lookup: page 1 of 10 at a hotel with a code (spec B §4)", () => {
    expect(Schema.decodeUnknownSync(SpecialOffersQuery)({ page: "1", per: "10", hotel_id: "12", promo_code: "FESTIVE" })).toEqual({
      page: 1,
      per: 10,
      hotel_id: 12,
      promo_code: "FESTIVE",
    })
  })

  it("reads the listing: active offers of one kind, or all but one kind", () => {
    const query = { active_status: "true", type: "experience", exclude_special_type: "partnership", page: "2", per: "12" }
    expect(Schema.decodeUnknownSync(SpecialOffersQuery)(query)).toEqual({ ...query, active_status: true, page: 2, per: 12 })
    roundTrips(SpecialOffersQuery, query)
  })

  it("refuses unknown kinds and flags", () => {
    expect(errorsOf(SpecialOffersQuery, { type: "spa", active_status: "yes" })).toEqual({
      type: ["Must be one of: accommodation, accommodation_plus_food, food_and_beverage, experience, partnership"],
      active_status: ["Must be one of: true, false"],
    })
  })

  it("answers specials with their action type and the pagination", () => {
    roundTrips(SpecialOffersResponse, { specials: [specialOfferExample], pagination: { current_page: 1, total_pages: 1, total_count: 1 } })
    roundTrips(SpecialOfferResponse, { special: { ...specialOfferExample, action_type: null, promo_code: null } })
  })
})

describe("an offer enquiry (POST /api/web/special_offers/{slug}/book)", () => {
  it("takes the slug in the path", () => {
    expect(Schema.decodeUnknownSync(SpecialOfferParams)({ slug: "festive-escape" })).toEqual({ slug: "festive-escape" })
    expect(errorsOf(SpecialOfferParams, { slug: "../etc/passwd" })).toEqual({ slug: ["Must be a slug such as festive-escape"] })
  })

  it("decodes the spec's flat body and needs every field", () => {
    roundTrips(BookSpecialOfferRequest, bookSpecialOfferExample)
    expect(errorsOf(BookSpecialOfferRequest, { hotel_email: "front desk" })).toEqual({
      hotel_email: ["Must be a valid email"],
      sender_email: ["Required"],
      sender_first_name: ["Required"],
      sender_mobile: ["Required"],
      sender_surname: ["Required"],
    })
  })
})
