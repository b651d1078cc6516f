// @ts-nocheck
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { dayOfIso, toNoonIso } from "./noon-iso.ts"

describe("dates sent to the server at noon", () => {
  it("writes noon on the hotels' clock with its offset", () => {
    expect(toNoonIso("2026-12-01")).toBe("2026-12-01T12:00:00+02:00")
    expect(toNoonIso(Temporal.PlainDate.from("2027-01-31"))).toBe("2027-01-31T12:00:00+02:00")
  })

  it("is read back as the same calendar day from any zone less than twelve hours from the hotels", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -11, max: 11 }), (days, hoursFromHotels) => {
        const offsetHours = 2 + hoursFromHotels
        const date = Temporal.PlainDate.from("2000-01-01").add({ days })
        const noon = toNoonIso(date)
        expect(dayOfIso(noon).equals(date)).toBe(true)
        const elsewhere = Temporal.Instant.from(noon).toZonedDateTimeISO(offsetHours >= 0 ? `+${String(offsetHours).padStart(2, "0")}:00` : `-${String(-offsetHours).padStart(2, "0")}:00`)
        expect(elsewhere.toPlainDate().equals(date)).toBe(true)
      }),
    )
  })

  it("reads the day of a UTC instant on the hotels' clock", () => {
    expect(dayOfIso("2026-12-01T23:30:00Z").toString()).toBe("2026-12-02")
    expect(dayOfIso("2026-12-01T21:59:59Z").toString()).toBe("2026-12-01")
    expect(dayOfIso("2026-12-01").toString()).toBe("2026-12-01")
  })
})
