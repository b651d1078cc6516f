import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import {
  allocate,
  dueExpiries,
  earnCredit,
  type LedgerEntry,
  ledgerSum,
  pointsExpiring,
  pointsHistory,
  pointsTotals,
  POINTS_VALID_MONTHS,
  redeem,
  RETURNED_POINTS_GRACE_DAYS,
  returnRedemption,
  reverseEarn,
  signUpCredit,
  usablePoints,
} from "./ledger.ts"

const day = (iso: string) => Temporal.PlainDate.from(iso)
const JOINED = day("2026-01-05")

const redeemed = (entries: ReadonlyArray<LedgerEntry>, id: string, today: Temporal.PlainDate, points: number) => {
  const result = redeem(entries, { id, today, points, reservation: `R-${id}` })
  if (result.kind !== "redeemed") throw new Error(`expected ${points} points to be redeemable, ${result.usable} usable`)
  return result.debit
}

describe("the points ledger, by example", () => {
  it("gives a new member 100 points that expire 24 months later", () => {
    const entries = [signUpCredit({ id: "s", today: JOINED, points: 100 })]
    expect(usablePoints(entries, JOINED)).toBe(100)
    expect(pointsExpiring(entries, JOINED)).toEqual([{ date: day("2028-01-05"), points: 100 }])
    expect(POINTS_VALID_MONTHS).toBe(24)
    expect(usablePoints(entries, day("2028-01-04"))).toBe(100)
    expect(usablePoints(entries, day("2028-01-05"))).toBe(0)
  })

  it("spends the points that expire soonest first, so fewer run out", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const stay = earnCredit({ id: "e", today: day("2026-06-01"), points: 600, reservation: "R1", depart: day("2026-06-01") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    const entries = [signUp, stay]
    const paid = redeemed(entries, "r", day("2026-07-01"), 500)
    expect(allocate([...entries, paid]).draws.get("r")).toEqual([
      { lot: "s", points: 100 },
      { lot: "e", points: 400 },
    ])
    expect(pointsExpiring([...entries, paid], day("2026-07-01"))).toEqual([{ date: day("2028-06-01"), points: 200 }])
  })

  it("refuses a redemption above the usable points, expired points not counted", () => {
    const entries = [signUpCredit({ id: "s", today: JOINED, points: 100 })]
    expect(redeem(entries, { id: "r", today: JOINED, points: 101, reservation: "R1" })).toEqual({ kind: "not_enough_points", usable: 100 })
    expect(redeem(entries, { id: "r", today: day("2028-01-05"), points: 1, reservation: "R1" })).toEqual({ kind: "not_enough_points", usable: 0 })
    expect(redeem(entries, { id: "r", today: JOINED, points: 0, reservation: "R1" }).kind).toBe("not_enough_points")
  })

  it("writes each lot's expiry once, dated the day it ran out, after which the sum is the usable points", () => {
    const entries = [signUpCredit({ id: "s", today: JOINED, points: 100 })]
    const today = day("2028-02-01")
    const due = dueExpiries(entries, today, (lot) => `x-${lot.id}`)
    expect(due).toEqual([{ kind: "expired", id: "x-s", on: day("2028-01-05"), reservation: null, depart: null, points: -100, lot: "s" }])
    expect(dueExpiries([...entries, ...due], today, (lot) => `x-${lot.id}`)).toEqual([])
    expect(ledgerSum([...entries, ...due])).toBe(0)
    expect(pointsTotals([...entries, ...due], today)).toEqual({ usable: 0, redeemed: 0, expired: 100 })
  })

  it("takes a cancelled stay's points back only once, and never more than the member has", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const stay = earnCredit({ id: "e", today: JOINED, points: 500, reservation: "R1" })
    if (stay === null) throw new Error("a stay that earns points is credited")
    const spent = redeemed([signUp, stay], "r", JOINED, 550)
    const entries = [signUp, stay, spent]
    const reversal = reverseEarn(entries, "e", "v", JOINED)
    expect(reversal).toMatchObject({ kind: "earn_reversed", points: -50, reservation: "R1", lot: "e" })
    if (reversal === null) throw new Error("a reversal is written")
    expect(usablePoints([...entries, reversal], JOINED)).toBe(0)
    expect(reverseEarn([...entries, reversal], "e", "v2", JOINED)).toBeNull()
    expect(reverseEarn(entries, "s", "v3", JOINED)).toBeNull()
  })

  it("gives a cancelled redemption's points back once, for at least 90 days", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", day("2027-12-01"), 500)
    const back = returnRedemption([signUp, paid], "r", "b", day("2027-12-20"))
    expect(RETURNED_POINTS_GRACE_DAYS).toBe(90)
    // the sign-up lot expires on 2028-01-05, sooner than 90 days after the return
    expect(back).toMatchObject({ kind: "redemption_returned", points: 500, expiresOn: day("2028-03-19"), returns: "r", reservation: "R-r" })
    if (back === null) throw new Error("the points come back")
    expect(returnRedemption([signUp, paid, back], "r", "b2", day("2027-12-20"))).toBeNull()
    expect(usablePoints([signUp, paid, back], day("2027-12-20"))).toBe(600)
  })

  it("keeps a returned redemption's own expiry when it is later than the grace", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", JOINED, 500)
    expect(returnRedemption([signUp, paid], "r", "b", day("2026-02-01"))?.expiresOn).toEqual(day("2028-01-05"))
  })

  it("lists the history newest first, with the spec's columns", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", day("2026-02-01"), 500)
    expect(pointsHistory([signUp, paid])).toEqual([
      { date: day("2026-02-01"), reservation: "R-r", id: "r", depart: null, redeemed: 500, earned: 0, kind: "redeemed" },
      { date: JOINED, reservation: null, id: "s", depart: null, redeemed: 0, earned: 600, kind: "sign_up" },
    ])
  })

  it("credits nothing for a stay that earns no points", () => {
    expect(earnCredit({ id: "e", today: JOINED, points: 0, reservation: "R1" })).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// The model test: random sequences of earn, redeem, cancel, expire and the passing of days, applied to the ledger
// through its rules and, beside it, to a plain mutable model of lots. Both must agree after every step.

type Command =
  | { readonly tag: "days"; readonly days: number }
  | { readonly tag: "earn"; readonly points: number }
  | { readonly tag: "redeem"; readonly points: number }
  | { readonly tag: "cancelStay"; readonly pick: number }
  | { readonly tag: "cancelRedemption"; readonly pick: number }
  | { readonly tag: "expire" }

// Weighted so that short runs already reach what matters: redemptions that succeed, and lots that expire.
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("days" as const), days: fc.integer({ min: 0, max: 500 }) }) },
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("earn" as const), points: fc.integer({ min: 0, max: 600 }) }) },
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("redeem" as const), points: fc.integer({ min: 1, max: 700 }) }) },
  { weight: 1, arbitrary: fc.record({ tag: fc.constant("cancelStay" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ tag: fc.constant("cancelRedemption" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ tag: "expire" as const }) },
)

/** The model: lots as plain mutable records, changed in place by each operation. */
interface ModelLot {
  readonly id: string
  readonly expiresOn: Temporal.PlainDate
  amount: number
}

class Model {
  readonly lots: Array<ModelLot> = []
  /** What each redemption took, by lot. */
  readonly taken = new Map<string, Array<{ lot: ModelLot; points: number }>>()

  usable(today: Temporal.PlainDate): number {
    return this.lots.filter((lot) => Temporal.PlainDate.compare(today, lot.expiresOn) < 0).reduce((sum, lot) => sum + lot.amount, 0)
  }

  take(points: number, today: Temporal.PlainDate, first?: ModelLot): Array<{ lot: ModelLot; points: number }> {
    const usable = this.lots
      .filter((lot) => Temporal.PlainDate.compare(today, lot.expiresOn) < 0 && lot !== first)
      .sort((a, b) => Temporal.PlainDate.compare(a.expiresOn, b.expiresOn))
    const order = first !== undefined && Temporal.PlainDate.compare(today, first.expiresOn) < 0 ? [first, ...usable] : usable
    const taken: Array<{ lot: ModelLot; points: number }> = []
    let owed = points
    for (const lot of order) {
      const now = Math.min(owed, lot.amount)
      if (now === 0) continue
      lot.amount -= now
      owed -= now
      taken.push({ lot, points: now })
    }
    return taken
  }
}

const runCommands = (commands: ReadonlyArray<Command>, check: (entries: ReadonlyArray<LedgerEntry>, model: Model, today: Temporal.PlainDate) => void) => {
  let today = JOINED
  let next = 0
  const newId = () => `n${(next += 1)}`
  const entries: Array<LedgerEntry> = [signUpCredit({ id: "s", today, points: 100 })]
  const model = new Model()
  model.lots.push({ id: "s", expiresOn: today.add({ months: 24 }), amount: 100 })
  const stays: Array<string> = []
  const redemptions: Array<string> = []
  for (const command of commands) {
    switch (command.tag) {
      case "days":
        today = today.add({ days: command.days })
        break
      case "earn": {
        const earned = earnCredit({ id: newId(), today, points: command.points, reservation: `R${next}` })
        if (earned === null) break
        entries.push(earned)
        stays.push(earned.id)
        model.lots.push({ id: earned.id, expiresOn: today.add({ months: 24 }), amount: command.points })
        break
      }
      case "redeem": {
        const result = redeem(entries, { id: newId(), today, points: command.points, reservation: `R${next}` })
        expect(result.kind === "redeemed").toBe(command.points <= model.usable(today))
        if (result.kind !== "redeemed") break
        entries.push(result.debit)
        redemptions.push(result.debit.id)
        model.taken.set(result.debit.id, model.take(command.points, today))
        break
      }
      case "cancelStay": {
        const stay = stays[command.pick % Math.max(stays.length, 1)]
        if (stay === undefined) break
        const reversal = reverseEarn(entries, stay, newId(), today)
        const lot = model.lots.find((candidate) => candidate.id === stay)
        const already = entries.some((entry) => entry.kind === "earn_reversed" && entry.lot === stay)
        const owed = already || lot === undefined ? 0 : Math.min(entries.find((entry) => entry.id === stay)?.points ?? 0, model.usable(today))
        expect(reversal === null ? 0 : -reversal.points).toBe(owed)
        if (reversal === null) break
        entries.push(reversal)
        model.take(owed, today, lot)
        break
      }
      case "cancelRedemption": {
        const redemption = redemptions[command.pick % Math.max(redemptions.length, 1)]
        if (redemption === undefined) break
        const back = returnRedemption(entries, redemption, newId(), today)
        if (back === null) break
        entries.push(back)
        model.lots.push({ id: back.id, expiresOn: back.expiresOn, amount: back.points })
        break
      }
      case "expire":
        entries.push(...dueExpiries(entries, today, newId))
        break
    }
    check(entries, model, today)
  }
}

describe("the points ledger, as a model", () => {
  it("agrees with a plain model of lots after every earn, redeem, cancel and expiry, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries, model, today) => {
          expect(usablePoints(entries, today)).toBe(model.usable(today))
          expect(pointsTotals(entries, today).usable).toBe(model.usable(today))
        }),
      ),
    )
  })

  it("its balance is the sum of its entries once due expiries are written, and never negative", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries, _model, today) => {
          const settled = [...entries, ...dueExpiries(entries, today, (lot) => `x-${lot.id}`)]
          expect(ledgerSum(settled)).toBe(usablePoints(entries, today))
          expect(ledgerSum(settled)).toBeGreaterThanOrEqual(0)
          for (const lot of allocate(entries).lots) expect(lot.remaining).toBeGreaterThanOrEqual(0)
        }),
      ),
    )
  })

  it("lists the points expiring in date order, adding up to the usable points", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries, _model, today) => {
          const rows = pointsExpiring(entries, today)
          for (const [index, row] of rows.entries()) {
            expect(row.points).toBeGreaterThan(0)
            expect(Temporal.PlainDate.compare(today, row.date)).toBeLessThan(0)
            const previous = rows[index - 1]
            if (previous !== undefined) expect(Temporal.PlainDate.compare(previous.date, row.date)).toBeLessThan(0)
          }
          expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(usablePoints(entries, today))
        }),
      ),
    )
  })
})
