import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { DEFAULT_PHONE_COUNTRY, displayMobile, Mobile, MOBILE_MIN_LENGTH, mobileToServer, removeSpaces } from "./mobile.ts"
import { MOBILE_NEEDS_COUNTRY_CODE, MOBILE_REQUIRED, MOBILE_TOO_SHORT } from "./messages.ts"

const check = validate(Mobile)

/** A mobile in international form as a person types it: "+", 11 to 14 digits, spaces anywhere after the plus. */
const typedMobile = fc
  .array(fc.constantFrom("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), { minLength: 11, maxLength: 14 })
  .chain((digits) =>
    fc.array(fc.boolean(), { minLength: digits.length, maxLength: digits.length }).map(
      (spaces) => "+" + digits.map((digit, i) => (spaces[i] ? ` ${digit}` : digit)).join(""),
    ),
  )

describe("shared mobile rule", () => {
  it("uses the spec's words and defaults to South Africa", () => {
    expect(MOBILE_REQUIRED).toBe("Mobile number is required")
    expect(MOBILE_NEEDS_COUNTRY_CODE).toBe("Number must start with country calling code.")
    expect(MOBILE_TOO_SHORT).toBe("Number must be longer than 12 characters")
    expect(DEFAULT_PHONE_COUNTRY).toBe("ZA")
    expect(MOBILE_MIN_LENGTH).toBe(12)
  })

  it("accepts a South African mobile and removes its spaces", () => {
    expect(check("+27 82 123 4567")).toEqual(Result.succeed("+27821234567"))
    expect(check("+27821234567")).toEqual(Result.succeed("+27821234567"))
  })

  it("requires a number, and says only that when the field is empty", () => {
    expect(check("")).toEqual(Result.fail({ "": [MOBILE_REQUIRED] }))
    expect(check("   ")).toEqual(Result.fail({ "": [MOBILE_REQUIRED] }))
  })

  it("requires the country calling code", () => {
    expect(check("0827 1234 5678")).toEqual(Result.fail({ "": [MOBILE_NEEDS_COUNTRY_CODE] }))
  })

  it("refuses a number of 11 characters and accepts one of 12, spaces not counted", () => {
    expect(check("+27 82 123 456")).toEqual(Result.fail({ "": [MOBILE_TOO_SHORT] }))
    expect(check("+2782123456")).toEqual(Result.fail({ "": [MOBILE_TOO_SHORT] }))
    expect(check("+278212345 67")).toEqual(Result.succeed("+27821234567"))
  })

  it("reports both format messages for a short local number", () => {
    expect(check("082 123")).toEqual(Result.fail({ "": [MOBILE_NEEDS_COUNTRY_CODE, MOBILE_TOO_SHORT] }))
  })

  it("decoding removes every space and changes nothing else", () => {
    fc.assert(fc.property(typedMobile, (typed) => {
      expect(check(typed)).toEqual(Result.succeed(typed.replaceAll(" ", "")))
    }))
  })
})

describe("mobile for the server and for display", () => {
  it("sends the spec's example as digits with a 00 prefix", () => {
    expect(mobileToServer("+27 82 123 4567")).toBe("0027821234567")
    expect(mobileToServer("+27821234567")).toBe("0027821234567")
  })

  it("sends a number already in server form unchanged", () => {
    expect(mobileToServer("0027821234567")).toBe("0027821234567")
    expect(mobileToServer("00 27 82 123 4567")).toBe("0027821234567")
  })

  it("shows numbers starting 00 with a plus and leaves others alone", () => {
    expect(displayMobile("0027821234567")).toBe("+27821234567")
    expect(displayMobile("+27821234567")).toBe("+27821234567")
    expect(displayMobile("0821234567")).toBe("0821234567")
    expect(displayMobile("")).toBe("")
  })

  it("removes spaces, tabs and nothing else", () => {
    expect(removeSpaces(" +27 82\t123 4567 ")).toBe("+27821234567")
  })

  it("server form is digits only and starts with 00", () => {
    fc.assert(fc.property(typedMobile, (typed) => {
      expect(mobileToServer(typed)).toMatch(/^00\d+$/)
    }))
  })

  it("displaying the server form gives back the typed number without spaces", () => {
    fc.assert(fc.property(typedMobile, (typed) => {
      expect(displayMobile(mobileToServer(typed))).toBe(removeSpaces(typed))
    }))
  })

  it("converting to server form twice is the same as once", () => {
    fc.assert(fc.property(typedMobile, (typed) => {
      expect(mobileToServer(mobileToServer(typed))).toBe(mobileToServer(typed))
    }))
  })
})
