import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { ID_MASK_CHARACTER, isMaskedIdNumber, maskIdNumber, VISIBLE_ID_CHARACTERS } from "./id-mask.ts"

// ID and passport numbers as typed: SA IDs are 13 digits, passports up to 20 characters (contracts/api/reservations.ts)
const idNumber = fc.string({ minLength: 0, maxLength: 20, unit: fc.constantFrom(..."0123456789ABCDEFGHJKLMNPRSTUVWXYZ".split("")) })

describe("masking an ID or passport number (issue 13: only the last 3 characters shown)", () => {
  it("shows the last 3 characters and masks every other one, keeping the length", () => {
    expect(VISIBLE_ID_CHARACTERS).toBe(3)
    expect(maskIdNumber("8001015009087")).toBe("••••••••••087")
    expect(maskIdNumber("A12345678")).toBe("••••••678")
  })

  it("masked keeps the length, and the visible tail is the number's last 3 characters", () => {
    fc.assert(
      fc.property(idNumber.filter((number) => number.length > VISIBLE_ID_CHARACTERS), (number) => {
        const masked = maskIdNumber(number)
        expect(masked).toHaveLength(number.length)
        expect(masked.slice(-VISIBLE_ID_CHARACTERS)).toBe(number.slice(-VISIBLE_ID_CHARACTERS))
        expect(masked.slice(0, -VISIBLE_ID_CHARACTERS)).toBe(ID_MASK_CHARACTER.repeat(number.length - VISIBLE_ID_CHARACTERS))
      }),
      { numRuns: scaledRuns(200) },
    )
  })

  it("never shows more than 3 characters of a number, and a number of 3 or fewer not at all", () => {
    fc.assert(
      fc.property(idNumber, (number) => {
        const shown = [...maskIdNumber(number)].filter((character) => character !== ID_MASK_CHARACTER)
        expect(shown.length).toBeLessThanOrEqual(Math.min(VISIBLE_ID_CHARACTERS, Math.max(0, number.length - 1)))
      }),
      { numRuns: scaledRuns(200) },
    )
    expect(maskIdNumber("087")).toBe("•••")
    expect(maskIdNumber("")).toBe("")
  })

  it("a masked number reads as masked; a whole number does not", () => {
    fc.assert(
      fc.property(idNumber.filter((number) => number.length > 0), (number) => {
        expect(isMaskedIdNumber(maskIdNumber(number))).toBe(true)
      }),
      { numRuns: scaledRuns(200) },
    )
    expect(isMaskedIdNumber("8001015009087")).toBe(false)
    expect(isMaskedIdNumber("•••••••••9087")).toBe(false)
    expect(isMaskedIdNumber("")).toBe(false)
  })

  it("masking a masked number changes nothing, so the screen may mask what the server already masked", () => {
    fc.assert(
      fc.property(idNumber, (number) => {
        expect(maskIdNumber(maskIdNumber(number))).toBe(maskIdNumber(number))
      }),
    )
  })
})
