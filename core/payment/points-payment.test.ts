import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import type { PointsValue } from "../content/loyalty-programme.ts"
import { CHOOSE_NIGHTS_FOR_POINTS, NO_POINTS_VALUE_FOR_NIGHT, NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "./messages.ts"
import { mostNightsByPoints, pointsPaymentPlan, type RoomNight } from "./points-payment.ts"

const day = (iso: string) => Temporal.PlainDate.from(iso)

const REDEEM: ReadonlyArray<PointsValue> = [
  { brand: "town", day: "midweek", guests: 1, points: 400 },
  { brand: "town", day: "midweek", guests: 2, points: 500 },
  { brand: "town", day: "weekend", guests: 1, points: 600 },
  { brand: "town", day: "weekend", guests: 2, points: 700 },
]

// Thursday and Friday, two rooms: the second room for one guest
const STAY: ReadonlyArray<RoomNight> = [
  { date: day("2026-12-04"), room: 1, guests: 1, priceCents: 90_000 },
  { date: day("2026-12-03"), room: 1, guests: 1, priceCents: 80_000 },
  { date: day("2026-12-04"), room: 0, guests: 2, priceCents: 120_000 },
  { date: day("2026-12-03"), room: 0, guests: 2, priceCents: 100_000 },
]

const plan = (usablePoints: number, nights: number) => pointsPaymentPlan({ brand: "town", redeemValues: REDEEM, roomNights: STAY, usablePoints, nights })

describe("paying whole nights with points", () => {
  it("pays the first room-nights by date then room at the redeem table's value, the rest by card", () => {
    expect(plan(1_000, 2)).toEqual({
      kind: "plan",
      byPoints: [STAY[3], STAY[1]],
      points: 500 + 400,
      coveredCents: 180_000,
      cardCents: 210_000,
    })
    expect(plan(5_000, 4)).toMatchObject({ kind: "plan", points: 500 + 400 + 700 + 600, cardCents: 0 })
  })

  it("needs 500 usable points, a whole number of nights the stay has, and enough points for them", () => {
    expect(plan(499, 1)).toEqual({ kind: "refused", message: NOT_ENOUGH_POINTS })
    expect(plan(1_000, 0)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 5)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 1.5)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 3)).toEqual({ kind: "refused", message: NOT_ENOUGH_POINTS_FOR_NIGHTS })
  })

  it("refuses nights the hotel's brand has no redeem value for", () => {
    expect(pointsPaymentPlan({ brand: "city", redeemValues: REDEEM, roomNights: STAY, usablePoints: 5_000, nights: 1 })).toEqual({ kind: "refused", message: NO_POINTS_VALUE_FOR_NIGHT })
  })

  it("finds the most nights the points pay for", () => {
    const input = { brand: "town" as const, redeemValues: REDEEM, roomNights: STAY }
    expect(mostNightsByPoints({ ...input, usablePoints: 499 })).toBe(0)
    expect(mostNightsByPoints({ ...input, usablePoints: 900 })).toBe(2)
    expect(mostNightsByPoints({ ...input, usablePoints: 2_200 })).toBe(4)
  })

  it("points and card always pay the whole stay, and never spend more points than the member has", () => {
    const roomNight = fc.record({
      date: fc.integer({ min: 0, max: 60 }).map((offset) => day("2026-12-01").add({ days: offset })),
      room: fc.integer({ min: 0, max: 3 }),
      guests: fc.constantFrom(1 as const, 2 as const),
      priceCents: fc.integer({ min: 0, max: 500_000 }),
    })
    fc.assert(
      fc.property(fc.array(roomNight, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), (roomNights, usablePoints, nights) => {
        const result = pointsPaymentPlan({ brand: "town", redeemValues: REDEEM, roomNights, usablePoints, nights })
        if (result.kind !== "plan") return
        const total = roomNights.reduce((sum, night) => sum + night.priceCents, 0)
        expect(result.coveredCents + result.cardCents).toBe(total)
        expect(result.cardCents).toBeGreaterThanOrEqual(0)
        expect(result.points).toBeLessThanOrEqual(usablePoints)
        expect(result.byPoints).toHaveLength(nights)
        expect(nights).toBeLessThanOrEqual(mostNightsByPoints({ brand: "town", redeemValues: REDEEM, roomNights, usablePoints }))
      }),
    )
  })
})
