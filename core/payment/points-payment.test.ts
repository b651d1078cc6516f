import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import type { PointsValue } from "../content/loyalty-programme.ts"
import { CHOOSE_NIGHTS_FOR_POINTS, NO_POINTS_VALUE_FOR_NIGHT, NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "./messages.ts"
import { pointsEarnedForStay } from "../loyalty/stay-points.ts"
import { cardDueCents } from "./card-due.ts"
import { mostNightsByPoints, pointsEarnedForCardNights, pointsPaymentPlan, type RoomNight, roomNightsOfStay } from "./points-payment.ts"

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
    expect(plan(500, 1)).toMatchObject({ kind: "plan", points: 500 })
    expect(plan(1_000, 0)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 5)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 1.5)).toEqual({ kind: "refused", message: CHOOSE_NIGHTS_FOR_POINTS })
    expect(plan(1_000, 3)).toEqual({ kind: "refused", message: NOT_ENOUGH_POINTS_FOR_NIGHTS })
  })

  it("refuses nights the hotel's brand has no redeem value for", () => {
    expect(pointsPaymentPlan({ brand: "city", redeemValues: REDEEM, roomNights: STAY, usablePoints: 5_000, nights: 1 })).toEqual({ kind: "refused", message: NO_POINTS_VALUE_FOR_NIGHT })
    // one chosen night without a value is enough: the table below has Thursday's values and not Friday's
    const midweekOnly = REDEEM.filter((value) => value.day === "midweek")
    expect(pointsPaymentPlan({ brand: "town", redeemValues: midweekOnly, roomNights: STAY, usablePoints: 5_000, nights: 2 })).toMatchObject({ kind: "plan" })
    expect(pointsPaymentPlan({ brand: "town", redeemValues: midweekOnly, roomNights: STAY, usablePoints: 5_000, nights: 3 })).toEqual({ kind: "refused", message: NO_POINTS_VALUE_FOR_NIGHT })
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

describe("a booking's room-nights", () => {
  it("share each line's price equally over its rooms and nights, the odd cents on the first ones, rooms numbered across lines", () => {
    const nights = roomNightsOfStay(
      [
        { adults: 2, kids: 0, units: 1, priceCents: 100_001 },
        { adults: 1, kids: 0, units: 2, priceCents: 90_000 },
      ],
      day("2026-12-03"),
      day("2026-12-05"),
    )
    expect(nights.map((night) => [night.date.toString(), night.room, night.guests, night.priceCents])).toEqual([
      ["2026-12-03", 0, 2, 50_001],
      ["2026-12-03", 1, 1, 22_500],
      ["2026-12-03", 2, 1, 22_500],
      ["2026-12-04", 0, 2, 50_000],
      ["2026-12-04", 1, 1, 22_500],
      ["2026-12-04", 2, 1, 22_500],
    ])
  })

  it("add up to the booked price to the cent, one per room per night", () => {
    const line = fc.record({
      adults: fc.integer({ min: 1, max: 4 }),
      kids: fc.integer({ min: 0, max: 3 }),
      units: fc.integer({ min: 1, max: 4 }),
      priceCents: fc.integer({ min: 0, max: 5_000_000 }),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 30 }), (lines, stayNights) => {
        const nights = roomNightsOfStay(lines, day("2026-12-01"), day("2026-12-01").add({ days: stayNights }))
        expect(nights.reduce((sum, night) => sum + night.priceCents, 0)).toBe(lines.reduce((sum, each) => sum + each.priceCents, 0))
        expect(nights).toHaveLength(lines.reduce((sum, each) => sum + each.units, 0) * stayNights)
      }),
    )
  })
})

describe("points earned beside points paid", () => {
  const EARN: ReadonlyArray<PointsValue> = [
    { brand: "town", day: "midweek", guests: 1, points: 40 },
    { brand: "town", day: "midweek", guests: 2, points: 50 },
    { brand: "town", day: "weekend", guests: 1, points: 60 },
    { brand: "town", day: "weekend", guests: 2, points: 70 },
  ]

  it("the room-nights paid with points earn nothing; the others earn the earn table's value", () => {
    expect(pointsEarnedForCardNights(EARN, "town", STAY, 0)).toBe(50 + 40 + 70 + 60)
    expect(pointsEarnedForCardNights(EARN, "town", STAY, 2)).toBe(70 + 60)
    expect(pointsEarnedForCardNights(EARN, "town", STAY, 4)).toBe(0)
  })

  it("with no nights paid with points, a stay earns what pointsEarnedForStay says", () => {
    const room = fc.record({ adults: fc.integer({ min: 1, max: 3 }), kids: fc.integer({ min: 0, max: 2 }) })
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 14 }), (rooms, start, length) => {
        const checkIn = day("2026-12-01").add({ days: start })
        const checkOut = checkIn.add({ days: length })
        const nights = roomNightsOfStay(rooms.map((each) => ({ ...each, units: 1, priceCents: 1_000 })), checkIn, checkOut)
        expect(pointsEarnedForCardNights(EARN, "town", nights, 0)).toBe(pointsEarnedForStay(EARN, "town", rooms, checkIn, checkOut))
      }),
    )
  })
})

describe("what the card pays (issue 15)", () => {
  it("is the total less what points covered: the two together are the total, and points paying all leaves nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const [covered, total] = a <= b ? [a, b] : [b, a]
        expect(cardDueCents(total, covered) + covered).toBe(total)
        expect(cardDueCents(total, total)).toBe(0)
      }),
    )
  })
})
