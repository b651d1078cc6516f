import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BRAND_LIST, BRAND_PROFILES } from "./brands.ts"
import { addDays, calendarDays, festivePeriods } from "./calendar.ts"
import { isFestive, MAX_SOLD_SHARE, nightlyPriceCents, roomsSoldElsewhere, type CalendarDay, type PricedRoom } from "./pricing.ts"
import { seededRandom } from "./random.ts"

const random = seededRandom(1)

/** Any night in the years the site will run, with its lead time. */
const night = fc
  .record({ day: fc.integer({ min: 0, max: 5 * 366 }), offset: fc.integer({ min: 0, max: 400 }) })
  .map(({ day, offset }): CalendarDay => ({ ...calendarDays(addDays("2026-01-01", day), 1)[0]!, offset }))

const pricedRoom = (fields: Partial<PricedRoom> = {}): fc.Arbitrary<PricedRoom> =>
  fc.record({
    hotelCode: fc.constantFrom("801", "830", "858"),
    roomTypeCode: fc.constantFrom("QUEEN", "TWIN", "FAMILY", "ACCESSIBLE", "EXECUTIVE"),
    brandBaseCents: fc.constantFrom(...BRAND_LIST.map((brand) => brand.basePriceCents)),
    placeLevel: fc.double({ min: 0.85, max: 1.3, noNaN: true }),
    roomFactor: fc.constantFrom(1, 1.3, 1.45),
    leisure: fc.boolean(),
    winterRainfall: fc.boolean(),
    budget: fc.boolean(),
  }).map((room) => ({ ...room, ...fields }))

describe("nightly prices", () => {
  it("are whole ten-rand amounts above zero", () => {
    fc.assert(
      fc.property(pricedRoom(), night, (room, day) => {
        const cents = nightlyPriceCents(random, room, day)
        expect(cents).toBeGreaterThan(0)
        expect(cents % 1_000).toBe(0)
      }),
    )
  })

  it("are the same every time for the same room and night", () => {
    fc.assert(fc.property(pricedRoom(), night, (room, day) => nightlyPriceCents(random, room, day) === nightlyPriceCents(random, room, day)))
  })

  it("rank the brands on the same night in the same town: Road Lodge, Town Lodge, City, Courtyard", () => {
    const { road, town, city, courtyard } = BRAND_PROFILES
    fc.assert(
      fc.property(pricedRoom(), night, (room, day) => {
        const price = (base: number, budget: boolean) => nightlyPriceCents(random, { ...room, brandBaseCents: base, budget }, day)
        const prices = [price(road.basePriceCents, true), price(town.basePriceCents, false), price(city.basePriceCents, false), price(courtyard.basePriceCents, false)]
        expect(prices).toEqual([...prices].sort((a, b) => a - b))
      }),
    )
  })

  it("are dearer over the festive season than in early March in a leisure town", () => {
    const room: PricedRoom = {
      hotelCode: "804", roomTypeCode: "QUEEN", brandBaseCents: BRAND_PROFILES.city.basePriceCents,
      placeLevel: 1.3, roomFactor: 1, leisure: true, winterRainfall: true, budget: false,
    }
    const [festive] = calendarDays("2030-12-24", 1)
    const [march] = calendarDays("2030-03-05", 1)
    expect(nightlyPriceCents(random, room, festive!)).toBeGreaterThan(nightlyPriceCents(random, room, march!))
  })
})

describe("rooms sold through other channels", () => {
  it("never take the last room of a type, however few it has", () => {
    fc.assert(
      fc.property(pricedRoom(), night, fc.integer({ min: 1, max: 500 }), (room, day, total) => {
        const sold = roomsSoldElsewhere(random, room, day, total)
        expect(sold).toBeGreaterThanOrEqual(0)
        expect(sold).toBeLessThanOrEqual(Math.floor(total * MAX_SOLD_SHARE))
        expect(total - sold).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe("the festive season", () => {
  it("runs from 15 December to 5 January, both included", () => {
    const at = (iso: string) => isFestive(calendarDays(iso, 1)[0]!)
    expect([at("2030-12-14"), at("2030-12-15"), at("2031-01-05"), at("2031-01-06")]).toEqual([false, true, true, false])
  })

  it("becomes a mandatory payment period for each season the calendar touches", () => {
    expect(festivePeriods(7, "2030-03-04", 365)).toEqual([{ hotelId: 7, checkInDate: "2030-12-15", checkOutDate: "2031-01-05", description: expect.any(String) }])
    expect(festivePeriods(7, "2031-01-04", 2)).toEqual([expect.objectContaining({ checkInDate: "2030-12-15" })])
    expect(festivePeriods(7, "2031-01-06", 300)).toEqual([])
  })
})
