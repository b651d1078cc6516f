import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"

const day = (text: string) => Temporal.PlainDate.from(text)

describe("Temporal values in every project's assertions (tests/testing/temporal-equality.ts)", () => {
  it("toMatchObject tells one date from another, as toEqual does", () => {
    expect({ checkIn: day("2026-01-01"), nights: 2 }).toMatchObject({ checkIn: day("2026-01-01") })
    expect({ checkIn: day("2026-01-01"), nights: 2 }).not.toMatchObject({ checkIn: day("2027-05-05") })
    expect({ checkIn: day("2026-01-01") }).not.toEqual({ checkIn: day("2027-05-05") })
  })

  it("never takes one kind of Temporal value, or a plain object, for another", () => {
    expect(day("2026-01-01")).not.toEqual(Temporal.PlainDateTime.from("2026-01-01T00:00"))
    expect(day("2026-01-01")).not.toEqual({})
  })

  it("compares instants and durations by what they say", () => {
    expect(Temporal.Instant.from("2026-01-01T10:00:00Z")).toEqual(Temporal.Instant.from("2026-01-01T12:00:00+02:00"))
    expect(Temporal.Duration.from({ hours: 24 })).not.toEqual(Temporal.Duration.from({ days: 1 }))
  })
})
