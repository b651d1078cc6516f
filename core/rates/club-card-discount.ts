import { BRAND_IDS, type BrandId } from "../booking/hotel.ts"
import { SOUTH_AFRICA } from "../checkout/countries.ts"

/**
 * The Clicks ClubCard promotion (spec accounts-and-content §9: "discount on one room per card per stay; applies to
 * South Africa, Botswana and Namibia; excludes Road Lodges"). The search prices with it and the reservation charges
 * it, both on the server; the website shows what they answer.
 */

/**
 * Decision (contracts/README.md): a valid Clicks ClubCard takes 10 % off one room for the stay. The spec names no
 * percentage; 10 % is what loyalty-card partners of hotel groups commonly give.
 */
export const CLUB_CARD_DISCOUNT_PERCENT = 10

/** spec A §9: the countries whose hotels give the discount (Mozambique's do not). */
export const CLUB_CARD_COUNTRIES: ReadonlyArray<string> = [SOUTH_AFRICA, "Botswana", "Namibia"]

/** spec A §9: Road Lodges give no discount. */
export const CLUB_CARD_EXCLUDED_BRAND_ID: BrandId = BRAND_IDS.road

/**
 * Decision (contracts/README.md): a ClubCard number is an EAN-13 barcode, 13 digits whose last is the GS1 check digit
 * (weights 1, 3, 1, 3, ... over the first 12 digits; the check digit brings the sum to a multiple of 10). Anything
 * else is not a card.
 */
export const isValidClubCardNumber = (number: string): boolean => {
  if (!/^\d{13}$/.test(number)) return false
  const digits = [...number].map(Number)
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10 === digits[12]
}

/** Where a stay is: the hotel's brand and country. */
export interface ClubCardHotel {
  readonly brandId: number
  readonly country: string
}

/** The discount applies: a valid card, at a hotel in South Africa, Botswana or Namibia that is not a Road Lodge. */
export const clubCardDiscountApplies = (clubCardNumber: string, hotel: ClubCardHotel): boolean =>
  hotel.brandId !== CLUB_CARD_EXCLUDED_BRAND_ID && CLUB_CARD_COUNTRIES.includes(hotel.country) && isValidClubCardNumber(clubCardNumber)
