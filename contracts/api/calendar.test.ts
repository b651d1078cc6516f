import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { MAX_RATE_CALENDAR_NIGHTS, PriceCalendarRequest, PriceCalendarResponse } from "./calendar.ts"
import { validationErrorBody } from "./errors.ts"
import { priceCalendarExample } from "./testing/examples.ts"

const errorsOf = (input: unknown) => {
  const result = Schema.decodeUnknownResult(PriceCalendarRequest)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

const calendar = (fields: Record<string, unknown>) => ({ calendar: { ...priceCalendarExample.calendar, ...fields } })

describe("price calendar (POST /api/web/bookings/calendar)", () => {
  it("decodes the room search's fields under calendar, absent club card and promo code read as empty", () => {
    const decoded = Schema.decodeUnknownSync(PriceCalendarRequest)(priceCalendarExample)
    expect(decoded.calendar).toMatchObject({ hotel_code: "830", start_date: "2026-12-01", end_date: "2027-03-01" })
    expect(Schema.encodeUnknownSync(PriceCalendarRequest)(decoded)).toEqual(priceCalendarExample)
    const { clicks_club_card: _card, promotion_code: _promo, ...bare } = priceCalendarExample.calendar
    expect(Schema.decodeUnknownSync(PriceCalendarRequest)({ calendar: bare }).calendar).toMatchObject({ clicks_club_card: "", promotion_code: "" })
  })

  it("covers three months of 31 nights at most", () => {
    expect(MAX_RATE_CALENDAR_NIGHTS).toBe(93)
    expect(errorsOf(calendar({ start_date: "2026-12-01", end_date: "2027-03-04" }))).toEqual({}) // 93 nights
    expect(errorsOf(calendar({ start_date: "2026-12-01", end_date: "2027-03-05" }))).toEqual({
      "calendar.end_date": ["A price calendar covers at most 93 nights"],
    })
  })

  it("needs its end after its start", () => {
    expect(errorsOf(calendar({ start_date: "2026-12-01", end_date: "2026-12-01" }))).toEqual({ "calendar.end_date": ["The end date must be after the start date"] })
    expect(errorsOf(calendar({ start_date: "2026-12-02", end_date: "2026-12-01" }))).toEqual({ "calendar.end_date": ["The end date must be after the start date"] })
  })

  it("says what is missing or malformed, field by field", () => {
    expect(errorsOf({ calendar: {} })).toEqual({
      "calendar.hotel_code": ["A hotel is required"],
      "calendar.start_date": ["Required"],
      "calendar.end_date": ["Required"],
      "calendar.guests": ["Required"],
    })
    expect(errorsOf(calendar({ hotel_code: "-1", start_date: "2026-02-30", guests: [{ adults: 0, kids: 0 }], clicks_club_card: "123" }))).toEqual({
      "calendar.hotel_code": ["A hotel is required"],
      "calendar.start_date": ["Invalid date"],
      "calendar.guests.0.adults": ["At least one adult required"],
      "calendar.clicks_club_card": ["Club card number must be 13 characters"],
    })
  })

  it("answers a night without a price when nothing is free", () => {
    const answer = {
      nights: [
        { date: "2026-12-01T12:00:00+02:00", available: true, price_cents: 145_000, currency: "ZAR", rate_description: "Flexible rate" },
        { date: "2026-12-02T12:00:00+02:00", available: false, price_cents: null, currency: "ZAR", rate_description: null },
      ],
    }
    const decoded = Schema.decodeUnknownSync(PriceCalendarResponse)(answer)
    expect(decoded.nights.map((night) => night.date)).toEqual(["2026-12-01", "2026-12-02"])
    expect(Schema.encodeUnknownSync(PriceCalendarResponse)(decoded)).toEqual(answer)
    expect(() => Schema.decodeUnknownSync(PriceCalendarResponse)({ nights: [{ ...answer.nights[0], price_cents: -1 }] })).toThrow()
  })
})
