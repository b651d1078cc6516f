// @ts-nocheck
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { pointsDayKind } from "./points-day.ts"

describe("points day kind", () => {
  it("counts Monday to Thursday as midweek and Friday to Sunday as weekend", () => {
    // 2026-11-30 is a Monday
    const week = Array.from({ length: 7 }, (_, offset) => pointsDayKind(Temporal.PlainDate.from("2026-11-30").add({ days: offset })))
    expect(week).toEqual(["midweek", "midweek", "midweek", "midweek", "weekend", "weekend", "weekend"])
  })

  it("every week has four midweek days and three weekend days", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const start = Temporal.PlainDate.from("2000-01-01").add({ days: offset })
        const kinds = Array.from({ length: 7 }, (_, day) => pointsDayKind(start.add({ days: day })))
        expect(kinds.filter((kind) => kind === "midweek")).toHaveLength(4)
        expect(kinds.filter((kind) => kind === "weekend")).toHaveLength(3)
      }),
    )
  })
})
