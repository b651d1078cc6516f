// @ts-nocheck
import { Result, Schema } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { IsoDate, toIsoDate, toPlainDate } from "./iso-date.ts"

const isIsoDate = (text: unknown) => Result.isSuccess(Schema.decodeUnknownResult(IsoDate)(text))

describe("ISO dates", () => {
  it("accepts a real calendar date written YYYY-MM-DD", () => {
    expect(isIsoDate("2026-12-01")).toBe(true)
    expect(isIsoDate("2028-02-29")).toBe(true)
  })

  it("rejects impossible dates and other shapes", () => {
    expect(isIsoDate("2026-02-29")).toBe(false)
    expect(isIsoDate("2026-13-01")).toBe(false)
    expect(isIsoDate("2026-1-01")).toBe(false)
    expect(isIsoDate("01/12/2026")).toBe(false)
    expect(isIsoDate("2026-12-01T12:00:00Z")).toBe(false)
    expect(isIsoDate(20261201)).toBe(false)
  })

  it("turns a date into text and back unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (days) => {
        const date = Temporal.PlainDate.from("1900-01-01").add({ days })
        expect(isIsoDate(toIsoDate(date))).toBe(true)
        expect(toPlainDate(toIsoDate(date)).equals(date)).toBe(true)
      }),
    )
  })

  it("passes a Temporal date through toPlainDate", () => {
    const date = Temporal.PlainDate.from("2026-11-21")
    expect(toPlainDate(date)).toBe(date)
  })
})
