import { CLUB_CARD_DISCOUNT_PERCENT } from "../../core/rates/club-card-discount.ts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseAmount } from "../../core/rates/amount.ts"
import { Result } from "effect"
import {
  adjustByPercent,
  type NightPrice,
  perNightCents,
  type PricedRatePlan,
  priceRoomLines,
  priceStay,
  quoteStay,
  promoOfferApplies,
  type PromoOfferTerms,
} from "./pricing.ts"

const FLEX: PricedRatePlan = { code: "RO-FLEX", name: "Flexible Rate", kind: "room_only", adjustmentPercent: 0, perGuestNightCents: 0 }
const BB: PricedRatePlan = { code: "BB-FLEX", name: "Bed and Breakfast", kind: "bed_and_breakfast", adjustmentPercent: 0, perGuestNightCents: 19_500 }
const SAVER: PricedRatePlan = { code: "NR-SAVER", name: "Non-refundable Saver", kind: "non_refundable", adjustmentPercent: -12, perGuestNightCents: 0 }
const PROMO: PricedRatePlan = { code: "PROMO-STAYLONGER", name: "Stay Longer, Pay Less", kind: "promo", adjustmentPercent: -20, perGuestNightCents: 0 }

const nightsOf = (prices: ReadonlyArray<number>, first = 4): ReadonlyArray<NightPrice> =>
  prices.map((basePriceCents, index) => ({ day: `2030-03-${String(first + index).padStart(2, "0")}`, basePriceCents }))

const stayOf = (prices: ReadonlyArray<number>) => ({
  nights: nightsOf(prices),
  checkIn: "2030-03-04",
  checkOut: `2030-03-${String(4 + prices.length).padStart(2, "0")}`,
})

const cents = (amount: string): number => Result.getOrThrow(parseAmount(amount))

// Bounds: a night from R 10 to R 50 000 (far beyond any seeded price), stays of 1..30 nights (the
// contract's maximum), 1..10 guests, plan adjustments within the rate_plans CHECK (-90..100 %).
const nightPrice = fc.integer({ min: 1_000, max: 5_000_000 })
const stayPrices = fc.array(nightPrice, { minLength: 1, maxLength: 30 })
const guests = fc.record({ adults: fc.integer({ min: 1, max: 6 }), kids: fc.integer({ min: 0, max: 4 }) })
const plan: fc.Arbitrary<PricedRatePlan> = fc.record({
  code: fc.constantFrom("RO-FLEX", "BB-FLEX", "NR-SAVER", "PROMO-X"),
  name: fc.constantFrom("Flexible Rate", "Bed and Breakfast"),
  kind: fc.constantFrom("room_only", "bed_and_breakfast", "non_refundable", "promo"),
  adjustmentPercent: fc.integer({ min: -90, max: 100 }),
  perGuestNightCents: fc.integer({ min: 0, max: 50_000 }),
})
const discountPlan: fc.Arbitrary<PricedRatePlan> = fc.record({
  code: fc.constant("PROMO-X"),
  name: fc.constant("Promo"),
  kind: fc.constant("promo" as const),
  adjustmentPercent: fc.integer({ min: -90, max: 0 }),
  perGuestNightCents: fc.integer({ min: 0, max: 50_000 }),
})

describe("the price of one room for a stay", () => {
  it("sums the nightly base prices on the flexible rate, in the rate detail shape", () => {
    const price = priceStay({ ...stayOf([125_000, 130_000, 99_990]), ratePlan: FLEX, guests: { adults: 2, kids: 0 }, clubCard: false })
    expect(price.totalCents).toBe(354_990)
    expect(price.baseCents).toBe(354_990)
    expect(price.details).toEqual([
      {
        rate_description: "Flexible Rate",
        total_amount: "3,549.90",
        total_currency: "ZAR",
        base_currency: "ZAR",
        unit_multiplier: 3,
        effective_date: "2030-03-04",
        expiry_date: "2030-03-07",
        base_amount: "3,549.90",
      },
    ])
  })

  it("adds breakfast for every guest, adults and kids, every night on the bed-and-breakfast rate", () => {
    const price = priceStay({ ...stayOf([100_000, 100_000]), ratePlan: BB, guests: { adults: 2, kids: 1 }, clubCard: false })
    expect(price.totalCents).toBe(2 * (100_000 + 3 * 19_500))
    expect(price.baseCents).toBe(price.totalCents)
  })

  it("prices the non-refundable saver below the flexible rate as its own price, not a discount", () => {
    const price = priceStay({ ...stayOf([100_000]), ratePlan: SAVER, guests: { adults: 1, kids: 0 }, clubCard: false })
    expect(price.totalCents).toBe(88_000)
    expect(price.baseCents).toBe(88_000)
  })

  it("shows a promo rate's discount against the price before it", () => {
    const price = priceStay({ ...stayOf([100_000, 110_000]), ratePlan: PROMO, guests: { adults: 1, kids: 0 }, clubCard: false })
    expect(price.totalCents).toBe(80_000 + 88_000)
    expect(price.baseCents).toBe(210_000)
    expect(price.details[0]).toMatchObject({ total_amount: "1,680.00", base_amount: "2,100.00" })
  })

  it(`takes ${CLUB_CARD_DISCOUNT_PERCENT} % off each night with the club card, after the promo discount`, () => {
    const price = priceStay({ ...stayOf([100_000]), ratePlan: PROMO, guests: { adults: 1, kids: 0 }, clubCard: true })
    expect(price.totalCents).toBe(72_000)
    expect(price.baseCents).toBe(100_000)
  })

  it("rounds a percentage half up to the cent", () => {
    expect(adjustByPercent(1_005, -10)).toBe(905) // 904.5
    expect(adjustByPercent(1_004, -10)).toBe(904) // 903.6
    expect(adjustByPercent(999, 0)).toBe(999)
  })

  it("refuses a stay without nights (a bug in the caller)", () => {
    expect(() => priceStay({ nights: [], checkIn: "2030-03-04", checkOut: "2030-03-04", ratePlan: FLEX, guests: { adults: 1, kids: 0 }, clubCard: false })).toThrow(
      RangeError,
    )
    // The error names what the caller got wrong, for the log that shows the bug.
    expect(() => priceStay({ nights: [], checkIn: "2030-03-04", checkOut: "2030-03-04", ratePlan: FLEX, guests: { adults: 1, kids: 0 }, clubCard: false })).toThrow(
      "priceStay needs at least one night",
    )
  })

  it("the total is the sum of the nights, and the amount strings say the same cents", () => {
    fc.assert(
      fc.property(stayPrices, plan, guests, fc.boolean(), (prices, ratePlan, roomGuests, clubCard) => {
        const price = priceStay({ ...stayOf(prices), ratePlan, guests: roomGuests, clubCard })
        expect(price.totalCents).toBe(price.nights.reduce((sum, night) => sum + night.totalCents, 0))
        expect(price.baseCents).toBe(price.nights.reduce((sum, night) => sum + night.baseCents, 0))
        expect(price.nights.map((night) => night.day)).toEqual(stayOf(prices).nights.map((night) => night.day))
        const [detail] = price.details
        expect(price.details).toHaveLength(1)
        expect(cents(detail!.total_amount)).toBe(price.totalCents)
        expect(cents(detail!.base_amount)).toBe(price.baseCents)
        expect(detail!.unit_multiplier).toBe(prices.length)
      }),
    )
  })

  it("a search's quote is the stay's price without the nights, whatever the plan, guests and card", () => {
    fc.assert(
      fc.property(stayPrices, fc.oneof(discountPlan, plan), guests, fc.boolean(), (prices, ratePlan, roomGuests, clubCard) => {
        const input = { ...stayOf(prices), ratePlan, guests: roomGuests, clubCard }
        const { nights, ...quote } = priceStay(input)
        expect(quoteStay(input)).toEqual(quote)
        expect(quote.nightCount).toBe(nights.length)
      }),
    )
  })

  it("discounts never raise a price: with a promo or the club card the total is at most the base", () => {
    fc.assert(
      fc.property(stayPrices, fc.oneof(discountPlan, plan), guests, fc.boolean(), (prices, ratePlan, roomGuests, clubCard) => {
        const price = priceStay({ ...stayOf(prices), ratePlan, guests: roomGuests, clubCard })
        const withoutCard = priceStay({ ...stayOf(prices), ratePlan, guests: roomGuests, clubCard: false })
        expect(price.totalCents).toBeLessThanOrEqual(withoutCard.totalCents)
        for (const night of price.nights) expect(night.totalCents).toBeLessThanOrEqual(night.baseCents)
        expect(price.totalCents).toBeLessThanOrEqual(price.baseCents)
        expect(price.totalCents).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it("a promo rate never costs more than the same stay on the flexible terms it discounts", () => {
    fc.assert(
      fc.property(stayPrices, discountPlan, guests, (prices, promo, roomGuests) => {
        const flexible = { ...promo, kind: "room_only" as const, adjustmentPercent: 0 }
        const promoPrice = priceStay({ ...stayOf(prices), ratePlan: promo, guests: roomGuests, clubCard: false })
        const flexiblePrice = priceStay({ ...stayOf(prices), ratePlan: flexible, guests: roomGuests, clubCard: false })
        expect(promoPrice.totalCents).toBeLessThanOrEqual(flexiblePrice.totalCents)
        expect(promoPrice.baseCents).toBe(flexiblePrice.totalCents)
      }),
    )
  })

  it("price per night times the nights is the total, within the rounding of one division", () => {
    fc.assert(
      fc.property(stayPrices, plan, guests, fc.boolean(), (prices, ratePlan, roomGuests, clubCard) => {
        const price = priceStay({ ...stayOf(prices), ratePlan, guests: roomGuests, clubCard })
        const nights = prices.length
        // |perNight − total/nights| ≤ 1/2 cent  ⇔  |perNight·nights − total| ≤ nights/2
        expect(2 * Math.abs(perNightCents(price) * nights - price.totalCents)).toBeLessThanOrEqual(nights)
      }),
    )
  })
})

describe("the price of several rooms", () => {
  const line = (ratePlan: PricedRatePlan, units: number, prices = [100_000, 100_000]) => ({ nights: nightsOf(prices), ratePlan, guests: { adults: 1, kids: 0 }, units })

  it("discounts only the first room with the club card and prices the rest in full", () => {
    const priced = priceRoomLines({ checkIn: "2030-03-04", checkOut: "2030-03-06", lines: [line(FLEX, 2), line(BB, 1)], clubCard: true })
    expect(priced.lines.map((each) => each.unitTotalsCents)).toEqual([[180_000, 200_000], [239_000]])
    expect(priced.lines.map((each) => each.clubCardUnits)).toEqual([1, 0])
    expect(priced.totalCents).toBe(180_000 + 200_000 + 239_000)
    expect(priced.baseCents).toBe(200_000 * 2 + 239_000)
  })

  it("a line of no units has no unit to carry the club card discount", () => {
    const priced = priceRoomLines({ checkIn: "2030-03-04", checkOut: "2030-03-06", lines: [line(FLEX, 0), line(BB, 1)], clubCard: true })
    expect(priced.lines.map((each) => each.unitTotalsCents)).toEqual([[], [239_000]])
    expect(priced.lines.map((each) => each.clubCardUnits)).toEqual([0, 0])
  })

  it("each line costs what priceStay says for each of its units", () => {
    const priced = priceRoomLines({ checkIn: "2030-03-04", checkOut: "2030-03-06", lines: [line(SAVER, 3)], clubCard: false })
    const one = priceStay({ nights: nightsOf([100_000, 100_000]), checkIn: "2030-03-04", checkOut: "2030-03-06", ratePlan: SAVER, guests: { adults: 1, kids: 0 }, clubCard: false })
    expect(priced.lines[0]!.totalCents).toBe(3 * one.totalCents)
  })

  it("the club card applies to at most one room per stay, and only with a card", () => {
    const lines = fc.array(
      fc.record({ nights: stayPrices.map((prices) => nightsOf(prices.slice(0, 3))), ratePlan: plan, guests, units: fc.integer({ min: 1, max: 4 }) }),
      { minLength: 1, maxLength: 5 },
    )
    fc.assert(
      fc.property(lines, fc.boolean(), (roomLines, clubCard) => {
        const priced = priceRoomLines({ checkIn: "2030-03-04", checkOut: "2030-03-07", lines: roomLines, clubCard })
        const carded = priced.lines.reduce((sum, each) => sum + each.clubCardUnits, 0)
        expect(carded).toBe(clubCard ? 1 : 0)
        const plain = priceRoomLines({ checkIn: "2030-03-04", checkOut: "2030-03-07", lines: roomLines, clubCard: false })
        expect(priced.totalCents).toBeLessThanOrEqual(plain.totalCents)
        // Only the carded unit differs from the plain price.
        const differing = priced.lines.flatMap((each, i) => each.unitTotalsCents.filter((unit, u) => unit !== plain.lines[i]!.unitTotalsCents[u]))
        expect(differing.length).toBeLessThanOrEqual(1)
        expect(priced.totalCents).toBe(priced.lines.reduce((sum, each) => sum + each.totalCents, 0))
      }),
    )
  })
})

describe("who gets a discount", () => {
  const offer: PromoOfferTerms = { promoCode: "STAYLONGER", isActive: true, startAt: "2030-03-01", endAt: "2030-03-10", hotelIds: [1, 2] }
  const use = { code: "staylonger ", hotelId: 1, checkIn: "2030-03-04", checkOut: "2030-03-06" }

  it("applies a promo code ignoring case and spaces at the offer's hotels within its dates", () => {
    expect(promoOfferApplies(offer, use)).toBe(true)
    // The last night is the night before check-out: a stay ending the day after endAt still fits.
    expect(promoOfferApplies(offer, { ...use, checkIn: "2030-03-01", checkOut: "2030-03-11" })).toBe(true)
  })

  it("ignores a promo code for another hotel, other dates, a switched-off offer or another code", () => {
    expect(promoOfferApplies(offer, { ...use, hotelId: 3 })).toBe(false)
    expect(promoOfferApplies(offer, { ...use, checkIn: "2030-02-28" })).toBe(false)
    expect(promoOfferApplies(offer, { ...use, checkOut: "2030-03-12" })).toBe(false)
    expect(promoOfferApplies({ ...offer, isActive: false }, use)).toBe(false)
    expect(promoOfferApplies(offer, { ...use, code: "STAY" })).toBe(false)
    expect(promoOfferApplies(offer, { ...use, code: "  " })).toBe(false)
    expect(promoOfferApplies({ ...offer, promoCode: null }, { ...use, code: "" })).toBe(false)
  })

  it("a code matches only an offer that has a code (spec: valid when a matching special offer is found)", () => {
    // An offer without a code is matched by no code, whatever the guest types.
    expect(promoOfferApplies({ ...offer, promoCode: null }, use)).toBe(false)
    // An offer whose code is blank does not make an empty code a match: no code was given.
    expect(promoOfferApplies({ ...offer, promoCode: "" }, { ...use, code: "" })).toBe(false)
    expect(promoOfferApplies({ ...offer, promoCode: " " }, { ...use, code: "  " })).toBe(false)
  })
})
