// @ts-nocheck
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { toIsoDate } from "../time/iso-date.ts"
import {
  isDateInPeriod,
  type MandatoryPaymentPeriod,
  needsPaymentAtCheckout,
  rangesOverlap,
  stayDays,
  stayOverlapsPeriod,
} from "./mandatory-payment.ts"

const festive: MandatoryPaymentPeriod = {
  checkInDate: "2026-12-20",
  checkOutDate: "2026-12-31",
  description: "Festive season",
}

const base = Temporal.PlainDate.from("2026-01-01")
const day = (offset: number) => toIsoDate(base.add({ days: offset }))
// two months either side of a period is enough to be before, inside, across and after it
const dayOffset = fc.integer({ min: 0, max: 120 })
const range = fc.tuple(dayOffset, fc.nat(30)).map(([start, length]) => ({ first: day(start), last: day(start + length) }))
const period = fc
  .tuple(dayOffset, fc.nat(30))
  .map(([start, length]): MandatoryPaymentPeriod => ({ checkInDate: day(start), checkOutDate: day(start + length), description: "" }))
const stay = fc.tuple(dayOffset, fc.nat(14)).map(([start, nights]) => ({ checkInDate: day(start), checkOutDate: day(start + nights) }))

describe("a date in a mandatory payment period", () => {
  it("falls in the period on its first day, its last day and between", () => {
    expect(isDateInPeriod("2026-12-20", festive)).toBe(true)
    expect(isDateInPeriod("2026-12-25", festive)).toBe(true)
    expect(isDateInPeriod("2026-12-31", festive)).toBe(true)
  })

  it("does not fall in the period the day before it starts or the day after it ends", () => {
    expect(isDateInPeriod("2026-12-19", festive)).toBe(false)
    expect(isDateInPeriod("2027-01-01", festive)).toBe(false)
  })

  it("accepts Temporal dates as well as ISO strings", () => {
    expect(isDateInPeriod(Temporal.PlainDate.from("2026-12-20"), festive)).toBe(true)
    expect(isDateInPeriod(Temporal.PlainDate.from("2026-12-19"), festive)).toBe(false)
  })
})

describe("overlap of day ranges", () => {
  it("overlap is symmetric", () => {
    fc.assert(fc.property(range, range, (a, b) => rangesOverlap(a, b) === rangesOverlap(b, a)))
  })

  it("a period overlaps itself", () => {
    fc.assert(fc.property(range, (a) => rangesOverlap(a, a)))
  })

  it("disjoint periods do not overlap", () => {
    fc.assert(
      fc.property(range, fc.integer({ min: 1, max: 30 }), fc.nat(30), (a, gap, length) => {
        const after = Temporal.PlainDate.from(a.last).add({ days: gap })
        const b = { first: toIsoDate(after), last: toIsoDate(after.add({ days: length })) }
        expect(rangesOverlap(a, b)).toBe(false)
        expect(rangesOverlap(b, a)).toBe(false)
      }),
    )
  })

  it("ranges sharing only one end day overlap", () => {
    expect(rangesOverlap({ first: "2026-01-01", last: "2026-01-05" }, { first: "2026-01-05", last: "2026-01-09" })).toBe(true)
    expect(rangesOverlap({ first: "2026-01-01", last: "2026-01-04" }, { first: "2026-01-05", last: "2026-01-09" })).toBe(false)
  })
})

describe("a stay overlapping a mandatory payment period", () => {
  it("counts the nights from check-in to the day before check-out", () => {
    const days = stayDays({ checkInDate: "2026-12-18", checkOutDate: "2026-12-20" })
    expect(days.first.toString()).toBe("2026-12-18")
    expect(days.last.toString()).toBe("2026-12-19")
  })

  it("counts the check-in day of a stay with no night", () => {
    const days = stayDays({ checkInDate: "2026-12-18", checkOutDate: "2026-12-18" })
    expect(days.first.toString()).toBe("2026-12-18")
    expect(days.last.toString()).toBe("2026-12-18")
  })

  it("does not overlap when the guest checks out on the first day of the period", () => {
    expect(stayOverlapsPeriod({ checkInDate: "2026-12-18", checkOutDate: "2026-12-20" }, festive)).toBe(false)
    expect(stayOverlapsPeriod({ checkInDate: "2026-12-18", checkOutDate: "2026-12-21" }, festive)).toBe(true)
  })

  it("overlaps when the guest checks in on the last day of the period, not the day after", () => {
    expect(stayOverlapsPeriod({ checkInDate: "2026-12-31", checkOutDate: "2027-01-02" }, festive)).toBe(true)
    expect(stayOverlapsPeriod({ checkInDate: "2027-01-01", checkOutDate: "2027-01-02" }, festive)).toBe(false)
  })

  it("overlaps when the stay spans the whole period", () => {
    expect(stayOverlapsPeriod({ checkInDate: "2026-12-01", checkOutDate: "2027-01-10" }, festive)).toBe(true)
  })

  it("overlaps exactly when one of its nights falls in the period", () => {
    fc.assert(
      fc.property(stay, period, (s, p) => {
        const checkIn = Temporal.PlainDate.from(s.checkInDate)
        const nights = Math.max(1, checkIn.until(Temporal.PlainDate.from(s.checkOutDate)).days)
        const nightInPeriod = Array.from({ length: nights }, (_, i) => checkIn.add({ days: i })).some((night) =>
          isDateInPeriod(night, p),
        )
        expect(stayOverlapsPeriod(s, p)).toBe(nightInPeriod)
      }),
    )
  })

  it("needs payment at checkout when any period overlaps the stay, and not without periods", () => {
    const christmas = { checkInDate: "2026-12-24", checkOutDate: "2026-12-26" }
    const winter = { ...festive, checkInDate: "2026-07-01", checkOutDate: "2026-07-31" }
    expect(needsPaymentAtCheckout(christmas, [winter, festive])).toBe(true)
    expect(needsPaymentAtCheckout(christmas, [winter])).toBe(false)
    expect(needsPaymentAtCheckout(christmas, [])).toBe(false)
  })
})
