import { PAY_LATER_ONLY_HOTEL_CODE } from "../../../core/booking/hotel.ts"
import { MANDATORY_PAYMENT_ACTION } from "../../../core/search/promo-code.ts"
import type { SpecialTypeValue } from "../schema.ts"
import type { HotelEntry } from "./hotels.ts"
import { placeOf } from "./places.ts"

/**
 * The special offers (every specialType of spec A §3, most with a promo code) and the charities.
 * Offer dates are days counted from the calendar's first day, so the offers are current whatever
 * day the server is started on. Two are there to be refused: one has ended, one is switched off.
 */
export interface OfferEntry {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly specialTag: string | null
  readonly specialType: SpecialTypeValue
  readonly actionType: string | null
  readonly promoCode: string | null
  /** Bookable stay dates, in days from the calendar start (both included). */
  readonly startOffset: number
  readonly endOffset: number
  readonly isActive: boolean
  /** Discount on the flexible rate in percent; an offer with one gets a promo rate plan. */
  readonly discountPercent: number | null
  /** Breakfast included in the promo rate (accommodation plus food). */
  readonly includesBreakfast: boolean
  /** Refundable promo rate (a prepaid offer is not). */
  readonly refundable: boolean
  readonly appliesTo: (hotel: HotelEntry, code: string) => boolean
  readonly writeUp: string
}

const everyHotel = (): boolean => true

export const OFFERS: ReadonlyArray<OfferEntry> = [
  {
    slug: "stay-longer-pay-less",
    name: "Stay Longer, Pay Less",
    description: "Stay three nights or more at a Karoo City or Karoo Courtyard hotel and save 20 % on the flexible rate.",
    specialTag: "Save 20%",
    specialType: "accommodation",
    actionType: null,
    promoCode: "STAYLONGER",
    startOffset: -30,
    endOffset: 240,
    isActive: true,
    discountPercent: 20,
    includesBreakfast: false,
    refundable: true,
    appliesTo: (hotel) => hotel.brand === "city" || hotel.brand === "courtyard",
    writeUp: "<p>Settle in for longer. Book three nights or more and save 20 % on the flexible room-only rate.</p>",
  },
  {
    slug: "bed-and-breakfast-escape",
    name: "Bed & Breakfast Escape",
    description: "A room and a full buffet breakfast for everyone in it, 15 % below the usual bed-and-breakfast price.",
    specialTag: "Breakfast included",
    specialType: "accommodation_plus_food",
    actionType: null,
    promoCode: "BBESCAPE",
    startOffset: -14,
    endOffset: 180,
    isActive: true,
    discountPercent: 15,
    includesBreakfast: true,
    refundable: true,
    appliesTo: (hotel) => hotel.brand === "town" || hotel.brand === "courtyard",
    writeUp: "<p>Wake up to a full buffet breakfast: eggs to order, fresh fruit, pastries and filter coffee.</p>",
  },
  {
    slug: "early-bird-prepaid-saver",
    name: "Early Bird Prepaid Saver",
    description: "Pay in full when you book and save 25 %. Payment is taken at booking; this rate cannot be paid later.",
    specialTag: "Save 25%",
    specialType: "accommodation",
    actionType: MANDATORY_PAYMENT_ACTION,
    promoCode: "EARLYBIRD",
    startOffset: 0,
    endOffset: 364,
    isActive: true,
    discountPercent: 25,
    includesBreakfast: false,
    refundable: false,
    // Hotel 830 takes pay later only, so an offer paid at booking cannot be sold there.
    appliesTo: (_, code) => code !== PAY_LATER_ONLY_HOTEL_CODE,
    writeUp: "<p>Plan ahead and pay now: the lowest price we offer, paid in full at booking.</p>",
  },
  {
    slug: "sunday-lunch-carvery",
    name: "Sunday Lunch Carvery",
    description: "A three-course Sunday carvery with roast lamb, beef and all the trimmings.",
    specialTag: "Sundays only",
    specialType: "food_and_beverage",
    actionType: null,
    promoCode: "SUNDAYLUNCH",
    startOffset: -7,
    endOffset: 120,
    isActive: true,
    discountPercent: null,
    includesBreakfast: false,
    refundable: true,
    appliesTo: (hotel) => hotel.brand === "city",
    writeUp: "<p>Every Sunday from 12:00 to 15:00. Children under 12 eat for half price.</p>",
  },
  {
    slug: "winelands-weekend",
    name: "Winelands Weekend",
    description: "Two nights in the Cape with a guided tasting at a Stellenbosch wine farm, and 10 % off your room.",
    specialTag: "Experience",
    specialType: "experience",
    actionType: null,
    promoCode: "WINELANDS",
    startOffset: 0,
    endOffset: 150,
    isActive: true,
    discountPercent: 10,
    includesBreakfast: true,
    refundable: true,
    appliesTo: (hotel) => placeOf(hotel.city)?.province === "Western Cape" && hotel.brand !== "road",
    writeUp: "<p>Includes a guided tasting of five wines and a cheese board for two at a partner wine farm.</p>",
  },
  {
    slug: "harbour-sunset-cruise",
    name: "Harbour Sunset Cruise",
    description: "A one-hour sunset cruise from the V&A Waterfront for two, booked at reception.",
    specialTag: "Experience",
    specialType: "experience",
    actionType: null,
    promoCode: null,
    startOffset: -30,
    endOffset: 200,
    isActive: true,
    discountPercent: null,
    includesBreakfast: false,
    refundable: true,
    appliesTo: (hotel) => hotel.city === "V&A Waterfront",
    writeUp: "<p>Sail past the Clock Tower and out into Table Bay as the sun goes down.</p>",
  },
  {
    slug: "road-trip-rewards",
    name: "Road Trip Rewards",
    description: "Members of our road-trip partner programme save 10 % at every Karoo Road Lodge.",
    specialTag: "Partner offer",
    specialType: "partnership",
    actionType: null,
    promoCode: "ROADTRIP",
    startOffset: -60,
    endOffset: 300,
    isActive: true,
    discountPercent: 10,
    includesBreakfast: false,
    refundable: true,
    appliesTo: (hotel) => hotel.brand === "road",
    writeUp: "<p>Show your partner membership card at check-in to keep the discount.</p>",
  },
  {
    slug: "heritage-month-special",
    name: "Heritage Month Special",
    description: "Celebrate our heritage with 15 % off. This offer has ended.",
    specialTag: "Ended",
    specialType: "accommodation",
    actionType: null,
    promoCode: "HERITAGE",
    startOffset: -90,
    endOffset: -30,
    isActive: true,
    discountPercent: 15,
    includesBreakfast: false,
    refundable: true,
    appliesTo: everyHotel,
    writeUp: "<p>Thank you to everyone who stayed with us during Heritage Month.</p>",
  },
  {
    slug: "spring-getaway",
    name: "Spring Getaway",
    description: "10 % off spring breaks at our coastal hotels (currently unavailable).",
    specialTag: null,
    specialType: "accommodation",
    actionType: null,
    promoCode: "SPRING",
    startOffset: 0,
    endOffset: 90,
    isActive: false,
    discountPercent: 10,
    includesBreakfast: false,
    refundable: true,
    appliesTo: (hotel) => placeOf(hotel.city)?.leisure === true,
    writeUp: "<p>Back soon.</p>",
  },
]

export interface CharityEntry {
  readonly name: string
  readonly slug: string
  readonly isActive: boolean
  readonly htmlContent: string
}

/** Fictional charities a guest may add a donation for when paying. */
export const CHARITIES: ReadonlyArray<CharityEntry> = [
  {
    name: "Karoo Hotels Foundation",
    slug: "karoo-hotels-foundation",
    isActive: true,
    htmlContent: "<p>Bursaries for hospitality students from the towns our hotels call home.</p>",
  },
  {
    name: "Little Hands Early Learning Trust",
    slug: "little-hands",
    isActive: true,
    htmlContent: "<p>Books, meals and trained teachers for early childhood development centres.</p>",
  },
  {
    name: "Coastal Clean-up Collective",
    slug: "coastal-clean-up",
    isActive: true,
    htmlContent: "<p>Monthly beach and river clean-ups along the Cape and KwaZulu-Natal coasts.</p>",
  },
  {
    name: "Shelter Our Paws",
    slug: "shelter-our-paws",
    isActive: false,
    htmlContent: "<p>Care and rehoming for abandoned cats and dogs.</p>",
  },
]
