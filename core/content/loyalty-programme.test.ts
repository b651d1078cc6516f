import { Schema } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { EarnRedeemValues, LOYALTY_QUICK_LINKS, LoyaltyProgramme, loyaltyProgrammePath, pointsFor, pointsForNight, pointsTable, type PointsValue } from "./loyalty-programme.ts"
import { BECOME_A_MEMBER_TODAY, HOW_TO_EARN_POINTS, HOW_TO_REDEEM_POINTS } from "./messages.ts"
import { pointsDayKind } from "./points-day.ts"
import { CORPORATE_LOYALTY_ROUTE, INDIVIDUAL_LOYALTY_ROUTE, LOYALTY_PROGRAMMES_ROUTE } from "../routes.ts"

const earn: ReadonlyArray<PointsValue> = [
  { brand: "city", day: "midweek", guests: 1, points: 100 },
  { brand: "city", day: "midweek", guests: 2, points: 150 },
  { brand: "city", day: "weekend", guests: 1, points: 80 },
  { brand: "city", day: "weekend", guests: 2, points: 120 },
  { brand: "road", day: "midweek", guests: 1, points: 40 },
]

describe("loyalty programmes", () => {
  it("hold a name, a description and an image", () => {
    const programme = { id: 1, name: "Individual", description: "For you", image: { url: "https://img.example/i.jpg" } }
    expect(Schema.decodeUnknownSync(LoyaltyProgramme)(programme)).toEqual(programme)
  })

  it("lead from the first card to the individual programme and from the others to the corporate one", () => {
    expect(LOYALTY_PROGRAMMES_ROUTE).toBe("/loyalty-programmes")
    expect(INDIVIDUAL_LOYALTY_ROUTE).toBe("/loyalty-programmes/individual-loyalty-programme")
    expect(CORPORATE_LOYALTY_ROUTE).toBe("/loyalty-programmes/corporate-loyalty-programme")
    expect([0, 1, 2].map(loyaltyProgrammePath)).toEqual([INDIVIDUAL_LOYALTY_ROUTE, CORPORATE_LOYALTY_ROUTE, CORPORATE_LOYALTY_ROUTE])
  })

  it("offer the spec's quick links and headings", () => {
    expect(LOYALTY_QUICK_LINKS).toEqual(["How to become a member", "Member Benefits", "Earn & Redeem", "FAQ's"])
    expect([HOW_TO_EARN_POINTS, HOW_TO_REDEEM_POINTS, BECOME_A_MEMBER_TODAY]).toEqual([
      "How to Earn Points",
      "How to Redeem Points",
      "Become a Member Today",
    ])
  })
})

describe("earn and redeem values", () => {
  it("are keyed by brand, midweek or weekend, and one or two guests", () => {
    expect(pointsFor(earn, "city", "midweek", 1)).toBe(100)
    expect(pointsFor(earn, "city", "midweek", 2)).toBe(150)
    expect(pointsFor(earn, "city", "weekend", 1)).toBe(80)
    expect(pointsFor(earn, "city", "weekend", 2)).toBe(120)
    expect(pointsFor(earn, "road", "midweek", 1)).toBe(40)
  })

  it("are undefined when the content has no such value", () => {
    expect(pointsFor(earn, "road", "weekend", 1)).toBeUndefined()
    expect(pointsFor(earn, "town", "midweek", 1)).toBeUndefined()
    expect(pointsFor([], "city", "midweek", 1)).toBeUndefined()
  })

  it("take Thursday's night at the midweek value and Friday's at the weekend value", () => {
    // 2026-12-03 is a Thursday
    expect(pointsForNight(earn, "city", Temporal.PlainDate.from("2026-12-03"), 2)).toBe(150)
    expect(pointsForNight(earn, "city", Temporal.PlainDate.from("2026-12-04"), 2)).toBe(120)
    expect(pointsForNight(earn, "city", Temporal.PlainDate.from("2026-12-06"), 1)).toBe(80)
    expect(pointsForNight(earn, "city", Temporal.PlainDate.from("2026-12-07"), 1)).toBe(100)
  })

  it("a night's points are the value of its kind of day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(1 as const, 2 as const), (offset, guests) => {
        const date = Temporal.PlainDate.from("2026-01-01").add({ days: offset })
        expect(pointsForNight(earn, "city", date, guests)).toBe(pointsFor(earn, "city", pointsDayKind(date), guests))
      }),
    )
  })

  it("decode as earn and redeem lists, guests one or two only", () => {
    const values = { earn, redeem: [] }
    expect(Schema.decodeUnknownSync(EarnRedeemValues)(values)).toEqual(values)
    expect(Schema.decodeUnknownOption(EarnRedeemValues)({ earn: [{ ...earn[0], guests: 3 }], redeem: [] })._tag).toBe("None")
  })

  it("make one table row per brand with values, brands in id order", () => {
    expect(pointsTable([...earn].reverse())).toStrictEqual([
      { brand: "city", midweekOneGuest: 100, midweekTwoGuests: 150, weekendOneGuest: 80, weekendTwoGuests: 120 },
      { brand: "road", midweekOneGuest: 40, midweekTwoGuests: undefined, weekendOneGuest: undefined, weekendTwoGuests: undefined },
    ])
    expect(
      pointsTable([
        { brand: "town", day: "weekend", guests: 2, points: 1 },
        { brand: "courtyard", day: "weekend", guests: 2, points: 2 },
      ]).map((row) => row.brand),
    ).toEqual(["courtyard", "town"])
    expect(pointsTable([])).toEqual([])
  })
})
