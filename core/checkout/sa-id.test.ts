import { Result } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { validate } from "../validation/field-errors.ts"
import { ID_NUMBER_DIGITS_ONLY, ID_NUMBER_LENGTH, INVALID_SA_ID_NUMBER } from "../booking/messages.ts"
import { isValidSaIdNumber, luhnCheckDigit, SA_ID_LENGTH, SaIdNumber, saIdNumberIssues } from "./sa-id.ts"

const check = validate(SaIdNumber)

/** An ID from its first 12 digits, with the check digit computed. */
const withCheckDigit = (first12: string): string => first12 + String(luhnCheckDigit(first12))

const pad = (n: number, width: number): string => String(n).padStart(width, "0")

const FIRST_DAY = Temporal.PlainDate.from("1900-01-01")
const DAYS_1900_TO_2099 = FIRST_DAY.until(Temporal.PlainDate.from("2099-12-31")).days

/** Valid IDs: a real date in 19YY or 20YY, any sequence, citizenship 0, 1 or 2, any 12th digit. */
const validId = fc
  .record({
    date: fc.integer({ min: 0, max: DAYS_1900_TO_2099 }).map((days) => FIRST_DAY.add({ days })),
    sequence: fc.nat(9999),
    citizenship: fc.constantFrom(0, 1, 2),
    twelfth: fc.nat(9),
  })
  .map(({ date, sequence, citizenship, twelfth }) =>
    withCheckDigit(
      pad(date.year % 100, 2) + pad(date.month, 2) + pad(date.day, 2) + pad(sequence, 4) + citizenship + twelfth,
    ),
  )

describe("South African ID number", () => {
  it("uses the spec's words and length", () => {
    expect(ID_NUMBER_LENGTH).toBe("ID Number must be 13 characters long")
    expect(ID_NUMBER_DIGITS_ONLY).toBe("ID Number can only contain numbers")
    expect(INVALID_SA_ID_NUMBER).toBe("Invalid South African ID number")
    expect(SA_ID_LENGTH).toBe(13)
  })

  it("accepts real-looking IDs", () => {
    // 1 January 1980, citizen; 29 February 2000, permanent resident; 31 December 1999, refugee
    for (const id of ["8001015009087", "0002295123182", "9912314800282"]) {
      expect(check(id)).toEqual(Result.succeed(id))
      expect(isValidSaIdNumber(id)).toBe(true)
    }
  })

  it("computes the Luhn check digit", () => {
    expect(luhnCheckDigit("800101500908")).toBe(7)
    expect(luhnCheckDigit("000229512318")).toBe(2)
    expect(luhnCheckDigit("991231480028")).toBe(2)
    expect(luhnCheckDigit("7992739871")).toBe(3)
  })

  it("needs exactly 13 characters", () => {
    expect(check("800101500908")).toEqual(Result.fail({ "": [ID_NUMBER_LENGTH] }))
    expect(check("80010150090870")).toEqual(Result.fail({ "": [ID_NUMBER_LENGTH] }))
    expect(check("")).toEqual(Result.fail({ "": [ID_NUMBER_LENGTH] }))
  })

  it("needs digits only", () => {
    expect(check("800101500908A")).toEqual(Result.fail({ "": [ID_NUMBER_DIGITS_ONLY] }))
    expect(check("8001 15009087")).toEqual(Result.fail({ "": [ID_NUMBER_DIGITS_ONLY] }))
  })

  it("reports length and digits together, without the pattern message", () => {
    expect(saIdNumberIssues("80-01")).toEqual([ID_NUMBER_LENGTH, ID_NUMBER_DIGITS_ONLY])
  })

  it("refuses a wrong check digit", () => {
    expect(check("8001015009088")).toEqual(Result.fail({ "": [INVALID_SA_ID_NUMBER] }))
    expect(check("8001015009086")).toEqual(Result.fail({ "": [INVALID_SA_ID_NUMBER] }))
  })

  it("refuses birth dates that do not exist in either century", () => {
    expect(saIdNumberIssues(withCheckDigit("010229500908"))).toEqual([INVALID_SA_ID_NUMBER])
    expect(saIdNumberIssues(withCheckDigit("801301500908"))).toEqual([INVALID_SA_ID_NUMBER])
    expect(saIdNumberIssues(withCheckDigit("800001500908"))).toEqual([INVALID_SA_ID_NUMBER])
    expect(saIdNumberIssues(withCheckDigit("800132500908"))).toEqual([INVALID_SA_ID_NUMBER])
    expect(saIdNumberIssues(withCheckDigit("800100500908"))).toEqual([INVALID_SA_ID_NUMBER])
    expect(saIdNumberIssues(withCheckDigit("800431500908"))).toEqual([INVALID_SA_ID_NUMBER])
    // the last day of each month that has it
    expect(saIdNumberIssues(withCheckDigit("801231500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("800430500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("040229500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("000229500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("810131500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("810228500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("810101500908"))).toEqual([])
    expect(saIdNumberIssues(withCheckDigit("040230500908"))).toEqual([INVALID_SA_ID_NUMBER])
  })

  it("accepts a birth date exactly when it is a date in 19YY or 20YY", () => {
    const isDate = (year: number, month: number, day: number): boolean => {
      try {
        Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" })
        return true
      } catch {
        return false
      }
    }
    fc.assert(
      fc.property(fc.nat(99), fc.nat(14), fc.nat(33), (yy, month, day) => {
        const id = withCheckDigit(pad(yy, 2) + pad(month, 2) + pad(day, 2) + "500908")
        const expected = isDate(1900 + yy, month, day) || isDate(2000 + yy, month, day)
        expect(isValidSaIdNumber(id)).toBe(expected)
      }),
      { numRuns: scaledRuns(2000) },
    )
  })

  it("accepts citizenship digits 0, 1 and 2 and refuses the others", () => {
    expect(isValidSaIdNumber(withCheckDigit("800101500008"))).toBe(true)
    expect(isValidSaIdNumber(withCheckDigit("800101500018"))).toBe(true)
    expect(isValidSaIdNumber(withCheckDigit("800101500028"))).toBe(true)
    for (const citizenship of [3, 4, 5, 6, 7, 8, 9]) {
      expect(isValidSaIdNumber(withCheckDigit(`8001015000${citizenship}8`))).toBe(false)
    }
  })

  it("does not check the 12th digit", () => {
    for (const twelfth of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(isValidSaIdNumber(withCheckDigit(`80010150000${twelfth}`))).toBe(true)
    }
  })

  it("every generated valid ID is accepted", () => {
    fc.assert(fc.property(validId, (id) => {
      expect(saIdNumberIssues(id)).toEqual([])
    }))
  })

  it("every single-digit change of a valid ID is caught", () => {
    fc.assert(
      fc.property(validId, fc.nat(SA_ID_LENGTH - 1), fc.integer({ min: 1, max: 9 }), (id, position, shift) => {
        const changed = (Number(id[position]) + shift) % 10
        const mistyped = id.slice(0, position) + String(changed) + id.slice(position + 1)
        expect(saIdNumberIssues(mistyped)).toEqual([INVALID_SA_ID_NUMBER])
      }),
    )
  })

  it("the check digit is the one digit that makes the Luhn sum a multiple of ten", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first12) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => luhnCheckDigit(first12) === d)
        expect(valid).toHaveLength(1)
        const digits = (first12 + String(luhnCheckDigit(first12))).split("").map(Number)
        const sum = digits.reverse().reduce((acc, digit, i) => acc + (i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0)
        expect(sum % 10).toBe(0)
      }),
    )
  })
})
