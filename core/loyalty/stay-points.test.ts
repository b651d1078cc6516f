import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import type { PointsValue } from "../content/loyalty-programme.ts"
import { nightsOf, pointsEarnedForStay, pointsGuests } from "./stay-points.ts"

const day = (iso: string) => Temporal.PlainDate.from(iso)

const EARN: ReadonlyArray<PointsValue> = [
  { brand: "city", day: "midweek", guests: 1, points: 10 },
  { brand: "city", day: "midweek", guests: 2, points: 15 },
  { brand: "city", day: "weekend", guests: 1, points: 20 },
  { brand: "city", day: "weekend", guests: 2, points: 30 },
]

describe("points earned by a stay", () => {
  it("counts every room and night at its brand, kind of day and guests", () => {
    // Thursday 2026-12-03 (midweek) and Friday 2026-12-04 (weekend); one room for one, one for two
    const rooms = [{ adults: 1, kids: 0 }, { adults: 1, kids: 1 }]
    expect(pointsEarnedForStay(EARN, "city", rooms, day("2026-12-03"), day("2026-12-05"))).toBe(10 + 20 + 15 + 30)
  })

  it("earns nothing for nights the table has no value for", () => {
    expect(pointsEarnedForStay(EARN, "road", [{ adults: 2, kids: 0 }], day("2026-12-03"), day("2026-12-05"))).toBe(0)
  })

  it("takes the two-guest value for two people or more", () => {
    expect(pointsGuests({ adults: 1, kids: 0 })).toBe(1)
    expect(pointsGuests({ adults: 0, kids: 2 })).toBe(2)
    expect(pointsGuests({ adults: 3, kids: 1 })).toBe(2)
  })

  it("a stay of n nights earns what its n one-night stays earn together", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 3 }), (offset, nights, adults) => {
        const checkIn = day("2026-01-01").add({ days: offset })
        const rooms = [{ adults, kids: 0 }]
        const whole = pointsEarnedForStay(EARN, "city", rooms, checkIn, checkIn.add({ days: nights }))
        const split = nightsOf(checkIn, checkIn.add({ days: nights })).reduce((sum, night) => sum + pointsEarnedForStay(EARN, "city", rooms, night, night.add({ days: 1 })), 0)
        expect(nightsOf(checkIn, checkIn.add({ days: nights }))).toHaveLength(nights)
        expect(whole).toBe(split)
      }),
    )
  })
})
