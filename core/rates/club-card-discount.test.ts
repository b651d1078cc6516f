import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BRAND_IDS } from "../booking/hotel.ts"
import { CLUB_CARD_COUNTRIES, clubCardDiscountApplies, isValidClubCardNumber } from "./club-card-discount.ts"

const CARD = "6009123456781"
const johannesburg = { brandId: BRAND_IDS.city, country: "South Africa" }

describe("the Clicks ClubCard number", () => {
  it("accepts a ClubCard number with a correct EAN-13 check digit", () => {
    expect(isValidClubCardNumber("6009123456780")).toBe(false)
    // 6·1+0·3+0·1+9·3+1·1+2·3+3·1+4·3+5·1+6·3+7·1+8·3 = 6+0+0+27+1+6+3+12+5+18+7+24 = 109 → check 1
    expect(isValidClubCardNumber("6009123456781")).toBe(true)
    expect(isValidClubCardNumber("4006381333931")).toBe(true)
  })

  it("refuses anything that is not 13 digits", () => {
    for (const text of ["", "600912345678", "60091234567811", "600912345678a", " 600912345678", "６００９１２３４５６７８１"]) {
      expect(isValidClubCardNumber(text)).toBe(false)
    }
  })

  it("exactly one check digit completes any 12 digits", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }), (digits) => {
        const valid = Array.from({ length: 10 }, (_, check) => `${digits.join("")}${check}`).filter(isValidClubCardNumber)
        expect(valid).toHaveLength(1)
      }),
    )
  })
})

describe("where the ClubCard discount applies", () => {
  it("applies with a valid card at every brand but Karoo Road Lodges", () => {
    expect(clubCardDiscountApplies(CARD, johannesburg)).toBe(true)
    expect(clubCardDiscountApplies(CARD, { ...johannesburg, brandId: BRAND_IDS.courtyard })).toBe(true)
    expect(clubCardDiscountApplies(CARD, { ...johannesburg, brandId: BRAND_IDS.town })).toBe(true)
    expect(clubCardDiscountApplies(CARD, { ...johannesburg, brandId: BRAND_IDS.road })).toBe(false)
  })

  it("applies in South Africa, Botswana and Namibia, never in Mozambique", () => {
    expect(CLUB_CARD_COUNTRIES).toEqual(["South Africa", "Botswana", "Namibia"])
    for (const country of CLUB_CARD_COUNTRIES) expect(clubCardDiscountApplies(CARD, { ...johannesburg, country })).toBe(true)
    expect(clubCardDiscountApplies(CARD, { ...johannesburg, country: "Mozambique" })).toBe(false)
  })

  it("never applies without a valid card", () => {
    expect(clubCardDiscountApplies("6009123456780", johannesburg)).toBe(false)
    expect(clubCardDiscountApplies("", johannesburg)).toBe(false)
  })
})
