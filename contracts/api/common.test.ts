import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  Amount,
  BookingMobile,
  CalendarDate,
  Email,
  Instant,
  InternationalMobile,
  pagingQueryFields,
  QueryFlag,
  QueryIdList,
  RequiredText,
  Text,
  WireStruct,
  TextBase,
} from "./common.ts"
import { validationErrorBody } from "./errors.ts"

/** The 422 errors a value earns against a schema, {} when it decodes. */
const errorsOf = (schema: Schema.Top & { readonly DecodingServices: never }, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown) =>
  Schema.decodeUnknownSync(schema)(input)

/** Any existing calendar day from 2000 to 2099 (the years a booking names, with margin). */
const anyDay = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

describe("calendar dates on the wire", () => {
  const Stay = WireStruct({ start_date: CalendarDate("Need a Check-In Date") })

  it("reads the spec's noon ISO form and a plain date as the same calendar day", () => {
    expect(decode(Stay, { start_date: "2026-12-01T12:00:00+02:00" })).toEqual({ start_date: "2026-12-01" })
    expect(decode(Stay, { start_date: "2026-12-01" })).toEqual({ start_date: "2026-12-01" })
  })

  it("writes every calendar day as noon on the hotels' clock", () => {
    expect(Schema.encodeSync(Stay)({ start_date: "2026-12-01" })).toEqual({ start_date: "2026-12-01T12:00:00+02:00" })
  })

  it("refuses days and times that do not exist", () => {
    for (const text of ["2026-02-30", "2023-02-29", "2026-13-01", "2026-12-01T24:00:00Z", "2026-12-01T12:60:00Z", "2026-12-01T12:00:00+25:00", "01-12-2026", "tomorrow", "0099-01-01"]) {
      expect(errorsOf(Stay, { start_date: text }), text).toEqual({ start_date: ["Invalid date"] })
    }
    expect(decode(Stay, { start_date: "2024-02-29" })).toEqual({ start_date: "2024-02-29" })
  })

  it("says the field's own words when the date is missing or empty, and Invalid date when it is not text", () => {
    expect(errorsOf(Stay, {})).toEqual({ start_date: ["Need a Check-In Date"] })
    expect(errorsOf(Stay, { start_date: "" })).toEqual({ start_date: ["Need a Check-In Date"] })
    expect(errorsOf(Stay, { start_date: 20261201 })).toEqual({ start_date: ["Invalid date"] })
  })

  it("decoding what was encoded gives the same day back, for every day", () => {
    const date = CalendarDate()
    fc.assert(fc.property(anyDay, (day) => decode(date, Schema.encodeSync(date)(day)) === day))
  })
})

describe("instants", () => {
  it("are ISO date-times with Z or an offset, seconds included", () => {
    expect(Schema.is(Instant)("2026-12-01T10:15:00.000Z")).toBe(true)
    expect(Schema.is(Instant)("2026-12-01T12:15:00+02:00")).toBe(true)
    expect(Schema.is(Instant)("2026-12-01T10:15Z")).toBe(false)
    expect(Schema.is(Instant)("2026-12-01T10:15:00")).toBe(false)
    expect(Schema.is(Instant)("2026-12-01")).toBe(false)
  })
})

describe("amounts", () => {
  it('are strings with comma thousands and two decimals, "1,250.00"', () => {
    for (const text of ["1,250.00", "0.00", "999.99", "1,234,567.89", "-5.00"]) expect(Schema.is(Amount)(text), text).toBe(true)
    for (const text of ["1250.00", "1,250", "1,25.00", "1.250,00", "R 1,250.00", "12.5"]) expect(Schema.is(Amount)(text), text).toBe(false)
  })

  it("every number of cents written the en-US way is an amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        return Schema.is(Amount)(text)
      }),
    )
  })
})

describe("text fields", () => {
  const Person = WireStruct({ name: RequiredText(5), note: Text(3) })

  it('say "Required" when absent or blank, instead of Effect\'s "Missing key"', () => {
    expect(errorsOf(Person, {})).toEqual({ name: ["Required"], note: ["Required"] })
    expect(errorsOf(Person, { name: "   ", note: "" })).toEqual({ name: ["Required"] })
  })

  it("say what they expect when given another type", () => {
    expect(errorsOf(Person, { name: 1, note: null })).toEqual({ name: ["Must be text"], note: ["Must be text"] })
    expect(errorsOf(Person, "a string")).toEqual({ "": ["Must be an object"] })
  })

  it("refuse a huge string with one message that does not echo it", () => {
    const huge = "x".repeat(1_000_000)
    const errors = errorsOf(Person, { name: huge, note: huge })
    expect(errors).toEqual({ name: ["Must be at most 5 characters"], note: ["Must be at most 3 characters"] })
    expect(JSON.stringify(errors).length).toBeLessThan(200)
  })
})

describe("e-mails and mobiles", () => {
  it("take the shared e-mail rule's words", () => {
    expect(Schema.is(Email)("thandi@example.co.za")).toBe(true)
    for (const text of ["", "thandi", "thandi@localhost", "thandi@@example.com", "thandi example@x.co"]) expect(Schema.is(Email)(text), text).toBe(false)
    expect(errorsOf(WireStruct({ email: Email }), { email: "nope" })).toEqual({ email: ["Must be a valid email"] })
  })

  it("send a booking's mobile as digits with the 00 prefix (spec B §5)", () => {
    const Guest = WireStruct({ mobile: BookingMobile })
    expect(decode(Guest, { mobile: "0027821234567" })).toEqual({ mobile: "0027821234567" })
    expect(errorsOf(Guest, {})).toEqual({ mobile: ["Mobile number is required"] })
    expect(errorsOf(Guest, { mobile: "" })).toEqual({ mobile: ["Mobile number is required"] })
    expect(errorsOf(Guest, { mobile: "+27821234567" })).toEqual({ mobile: ["Number must start with country calling code."] })
    expect(errorsOf(Guest, { mobile: "0027 82 123 4567" })).toEqual({ mobile: ["Number can only contain digits after the country calling code"] })
    expect(errorsOf(Guest, { mobile: "002782123456" })).toEqual({ mobile: ["Number must be longer than 12 characters"] })
  })

  it("write other mobiles in the shared international form, without spaces (spec A §5)", () => {
    const Contact = WireStruct({ contact_number: InternationalMobile })
    expect(decode(Contact, { contact_number: "+27821234567" })).toEqual({ contact_number: "+27821234567" })
    expect(errorsOf(Contact, { contact_number: "0821234567" })).toEqual({ contact_number: ["Number must start with country calling code."] })
    expect(errorsOf(Contact, { contact_number: "+2782123456" })).toEqual({ contact_number: ["Number must be longer than 12 characters"] })
  })
})

describe("query strings", () => {
  const Paging = WireStruct(pagingQueryFields())

  it("read page and per as whole numbers, page 1 of 12 by default", () => {
    expect(decode(Paging, {})).toEqual({ page: 1, per: 12 })
    expect(decode(Paging, { page: "3", per: "100" })).toEqual({ page: 3, per: 100 })
    expect(Schema.encodeSync(Paging)({ page: 3, per: 100 })).toEqual({ page: "3", per: "100" })
  })

  it("refuse pages below 1, more than 100 a page, and anything that is not a whole number", () => {
    expect(errorsOf(Paging, { page: "0", per: "101" })).toEqual({ page: ["Must be at least 1"], per: ["Must be at most 100"] })
    expect(errorsOf(Paging, { page: "1.5", per: "-1" })).toEqual({ page: ["Must be a whole number"], per: ["Must be a whole number"] })
    expect(errorsOf(Paging, { page: "9".repeat(50) })).toEqual({ page: ["Must be at most 10000"] })
  })

  it("read flags as true or false and id lists as numbers", () => {
    expect(decode(WireStruct({ f: QueryFlag }), { f: "false" })).toEqual({ f: false })
    expect(errorsOf(WireStruct({ f: QueryFlag }), { f: "1" })).toEqual({ f: ["Must be one of: true, false"] })
    expect(decode(WireStruct({ ids: QueryIdList(3) }), { ids: "4,5,6" })).toEqual({ ids: [4, 5, 6] })
    expect(errorsOf(WireStruct({ ids: QueryIdList(3) }), { ids: "1,2,3,4" })).toEqual({ ids: ["Must have at most 3 items"] })
    expect(errorsOf(WireStruct({ ids: QueryIdList(3) }), { ids: "1,,2" })).toEqual({ ids: ["Must be ids separated by commas, e.g. 1,2,3"] })
  })
})

describe("text PostgreSQL can store", () => {
  it("refuses text carrying a NUL character as not text", () => {
    const decode = Schema.decodeUnknownResult(TextBase)
    expect(Result.isSuccess(decode("Sandton"))).toBe(true)
    const refused = decode("Sand\u0000ton")
    expect(Result.isFailure(refused)).toBe(true)
    if (Result.isFailure(refused)) expect(refused.failure.message).toContain("Must be text")
  })
})
