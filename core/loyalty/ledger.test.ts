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
  pendingPoints,
  pointsTotals,
  pointsUsableFrom,
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
    // the stay's points became usable the day after its departure, and run out 24 months after that
    expect(pointsExpiring([...entries, paid], day("2026-07-01"))).toEqual([{ date: day("2028-06-02"), points: 200 }])
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
    expect(pointsTotals([...entries, ...due], today)).toEqual({ usable: 0, pending: 0, redeemed: 0, expired: 100 })
  })

  it("takes a cancelled stay's points back only once, and never more than the member has", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const stay = earnCredit({ id: "e", today: JOINED, points: 500, reservation: "R1", depart: day("2026-01-02") })
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
    expect(back).toMatchObject({ kind: "redemption_returned", points: 500, returns: "r", reservation: "R-r" })
    // a Temporal date is compared with toEqual: toMatchObject matches any date, or none
    expect(back?.expiresOn).toEqual(day("2028-03-19"))
    if (back === null) throw new Error("the points come back")
    expect(returnRedemption([signUp, paid, back], "r", "b2", day("2027-12-20"))).toBeNull()
    expect(usablePoints([signUp, paid, back], day("2027-12-20"))).toBe(600)
  })

  it("gives back only the points asked for when a cancellation refunds part of a stay, and nothing when none", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", day("2027-12-01"), 500)
    expect(returnRedemption([signUp, paid], "r", "b", day("2027-12-20"), 268)).toMatchObject({ kind: "redemption_returned", points: 268, returns: "r" })
    expect(returnRedemption([signUp, paid], "r", "b", day("2027-12-20"), 900)?.points).toBe(500)
    expect(returnRedemption([signUp, paid], "r", "b", day("2027-12-20"), 0)).toBeNull()
  })

  it("keeps a returned redemption's own expiry when it is later than the grace", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", JOINED, 500)
    expect(returnRedemption([signUp, paid], "r", "b", day("2026-02-01"))?.expiresOn).toEqual(day("2028-01-05"))
  })

  it("lists the history newest first, with the spec's columns", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const paid = redeemed([signUp], "r", day("2026-02-01"), 500)
    expect(pointsHistory([signUp, paid], day("2026-02-01"))).toEqual([
      { date: day("2026-02-01"), reservation: "R-r", id: "r", depart: null, redeemed: 500, earned: 0, kind: "redeemed", pending: false },
      { date: JOINED, reservation: null, id: "s", depart: null, redeemed: 0, earned: 600, kind: "sign_up", pending: false },
    ])
  })

  it("keeps a stay's points pending until the day after its departure: they pay for nothing and never run out meanwhile", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const stay = earnCredit({ id: "e", today: JOINED, points: 5_300, reservation: "R1", depart: day("2026-06-03") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    const entries = [signUp, stay]
    for (const today of [JOINED, day("2026-06-03")]) {
      expect(usablePoints(entries, today)).toBe(100)
      expect(pendingPoints(entries, today)).toBe(5_300)
      expect(redeem(entries, { id: "r", today, points: 101, reservation: "R2" })).toEqual({ kind: "not_enough_points", usable: 100 })
      expect(pointsExpiring(entries, today)).toEqual([{ date: day("2028-01-05"), points: 100 }])
      expect(pointsTotals(entries, today)).toEqual({ usable: 100, pending: 5_300, redeemed: 0, expired: 0 })
    }
    // the stay is over: usable from the day after departure, for 24 months from that day
    expect(pointsUsableFrom(stay)).toEqual(day("2026-06-04"))
    expect(stay.expiresOn).toEqual(day("2028-06-04"))
    expect(usablePoints(entries, day("2026-06-04"))).toBe(5_400)
    expect(pendingPoints(entries, day("2026-06-04"))).toBe(0)
    expect(redeem(entries, { id: "r", today: day("2026-06-04"), points: 5_400, reservation: "R2" }).kind).toBe("redeemed")
  })

  it("makes a stay paid after its departure usable at once, for 24 months from its credit", () => {
    const stay = earnCredit({ id: "e", today: day("2026-06-10"), points: 600, reservation: "R1", depart: day("2026-06-03") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    expect(pointsUsableFrom(stay)).toEqual(day("2026-06-10"))
    expect(stay.expiresOn).toEqual(day("2028-06-10"))
    expect(usablePoints([stay], day("2026-06-10"))).toBe(600)
  })

  it("drops a cancelled stay's pending points whole, though the member spent every usable point", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const stay = earnCredit({ id: "e", today: JOINED, points: 5_300, reservation: "R1", depart: day("2026-06-03") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    const spent = redeemed([signUp, stay], "r", JOINED, 600)
    const reversal = reverseEarn([signUp, stay, spent], "e", "v", day("2026-02-01"))
    expect(reversal).toMatchObject({ kind: "earn_reversed", points: -5_300, reservation: "R1", lot: "e" })
    if (reversal === null) throw new Error("a reversal is written")
    const entries = [signUp, stay, spent, reversal]
    expect(pointsTotals(entries, day("2026-06-04"))).toEqual({ usable: 0, pending: 0, redeemed: 600, expired: 0 })
    expect(ledgerSum(entries)).toBe(0)
  })

  it("marks the history rows whose points are pending today", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const ahead = earnCredit({ id: "a", today: JOINED, points: 600, reservation: "R1", depart: day("2026-03-02") })
    const dropped = earnCredit({ id: "d", today: JOINED, points: 400, reservation: "R2", depart: day("2026-03-02") })
    if (ahead === null || dropped === null) throw new Error("stays that earn points are credited")
    const reversal = reverseEarn([signUp, ahead, dropped], "d", "v", JOINED)
    if (reversal === null) throw new Error("a reversal is written")
    const entries = [signUp, ahead, dropped, reversal]
    expect(pointsHistory(entries, JOINED).map((row) => [row.id, row.pending])).toEqual([
      ["v", false],
      ["d", false],
      ["a", true],
      ["s", false],
    ])
    expect(pointsHistory(entries, day("2026-03-03")).map((row) => row.pending)).toEqual([false, false, false, false])
  })

  it("credits nothing for a stay that earns no points", () => {
    expect(earnCredit({ id: "e", today: JOINED, points: 0, reservation: "R1", depart: JOINED })).toBeNull()
  })
})

describe("the points ledger, at its edges", () => {
  it("makes every credit but a stay's usable the day it is made, even one carrying a departure day", () => {
    const departed = day("2026-03-10")
    for (const kind of ["sign_up", "redemption_returned"] as const) expect(pointsUsableFrom({ kind, on: JOINED, depart: departed })).toEqual(JOINED)
    // a stay's credit with no departure day recorded has nothing to wait for
    expect(pointsUsableFrom({ kind: "earned", on: JOINED, depart: null })).toEqual(JOINED)
  })

  it("takes nothing back for a stay it never credited, nor for another kind of entry", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    expect(reverseEarn([signUp], "unknown", "v", JOINED)).toBeNull()
    expect(reverseEarn([signUp], "s", "v", JOINED)).toBeNull()
  })

  it("writes no reversal when the stay's points have run out and the member has none left to take", () => {
    const stay = earnCredit({ id: "e", today: JOINED, points: 500, reservation: "R1", depart: day("2026-01-02") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    // the stay's lot ran out on 2028-01-05, the day its 24 months ended
    expect(reverseEarn([stay], "e", "v", day("2028-01-05"))).toBeNull()
  })

  it("gives back only a redemption it wrote, each once, whatever other redemptions were given back", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const first = redeemed([signUp], "r1", JOINED, 100)
    const second = redeemed([signUp, first], "r2", JOINED, 100)
    const entries = [signUp, first, second]
    expect(returnRedemption(entries, "unknown", "b", JOINED)).toBeNull()
    expect(returnRedemption(entries, "s", "b", JOINED)).toBeNull()
    const backFirst = returnRedemption(entries, "r1", "b1", JOINED)
    if (backFirst === null) throw new Error("the first redemption's points come back")
    expect(returnRedemption([...entries, backFirst], "r2", "b2", JOINED)).toMatchObject({ kind: "redemption_returned", points: 100, returns: "r2" })
  })

  it("dates a returned redemption's expiry by the lot it drew on, not by the member's first lot", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 100 })
    const stay = earnCredit({ id: "e", today: day("2026-06-01"), points: 600, reservation: "R1", depart: day("2026-06-01") })
    if (stay === null) throw new Error("a stay that earns points is credited")
    const spendsSignUp = redeemed([signUp, stay], "r1", day("2026-07-01"), 100)
    const spendsStay = redeemed([signUp, stay, spendsSignUp], "r2", day("2026-07-01"), 300)
    // the sign-up lot ran out on 2028-01-05; the stay's runs out on 2028-06-02, after the 90 days of grace
    expect(returnRedemption([signUp, stay, spendsSignUp, spendsStay], "r2", "b", day("2026-07-02"))?.expiresOn).toEqual(day("2028-06-02"))
  })

  it("keeps the reservation and departure day of the redemption it gives back", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const result = redeem([signUp], { id: "r", today: JOINED, points: 200, reservation: "R9", depart: day("2026-04-03") })
    if (result.kind !== "redeemed") throw new Error("200 of 600 points are redeemable")
    const back = returnRedemption([signUp, result.debit], "r", "b", JOINED)
    // toEqual, not toMatchObject: a Temporal date has no enumerable fields, so toMatchObject let a null depart pass
    expect({ reservation: back?.reservation, depart: back?.depart, on: back?.on }).toEqual({ reservation: "R9", depart: day("2026-04-03"), on: JOINED })
  })

  it("dates a returned redemption's expiry by the lots that paid for it only, not a later lot it did not need", () => {
    const first = signUpCredit({ id: "s1", today: JOINED, points: 100 })
    const second = signUpCredit({ id: "s2", today: day("2026-06-01"), points: 100 })
    // 50 points, all from the first lot (the soonest to expire, 2028-01-05); the second (2028-06-01) gave none
    const paid = redeemed([first, second], "r", day("2026-07-01"), 50)
    expect(allocate([first, second, paid]).draws.get("r")).toEqual([{ lot: "s1", points: 50 }])
    expect(returnRedemption([first, second, paid], "r", "b", day("2026-08-01"))?.expiresOn).toEqual(day("2028-01-05"))
  })

  it("counts as expired the points whose expiry is due but not written yet", () => {
    const entries = [signUpCredit({ id: "s", today: JOINED, points: 100 })]
    expect(pointsTotals(entries, day("2028-02-01"))).toEqual({ usable: 0, pending: 0, redeemed: 0, expired: 100 })
    const due = dueExpiries(entries, day("2028-02-01"), (lot) => `x-${lot.id}`)
    // written, they are counted once
    expect(pointsTotals([...entries, ...due], day("2028-02-01")).expired).toBe(100)
  })

  it("counts as redeemed what paid for stays, less what cancelled redemptions gave back", () => {
    const signUp = signUpCredit({ id: "s", today: JOINED, points: 600 })
    const kept = redeemed([signUp], "r1", JOINED, 200)
    const cancelled = redeemed([signUp, kept], "r2", JOINED, 300)
    const back = returnRedemption([signUp, kept, cancelled], "r2", "b", JOINED)
    if (back === null) throw new Error("the cancelled redemption's points come back")
    expect(pointsTotals([signUp, kept, cancelled, back], JOINED)).toEqual({ usable: 400, pending: 0, redeemed: 200, expired: 0 })
  })
})

// ---------------------------------------------------------------------------------------------
// The model test: random sequences of earn, redeem, cancel, expire and the passing of days, applied to the ledger
// through its rules and, beside it, to a plain mutable model of lots. Both must agree after every step.

type Command =
  | { readonly tag: "days"; readonly days: number }
  | { readonly tag: "earn"; readonly points: number; readonly departIn: number }
  | { readonly tag: "redeem"; readonly points: number }
  | { readonly tag: "cancelStay"; readonly pick: number }
  | { readonly tag: "cancelRedemption"; readonly pick: number }
  | { readonly tag: "expire" }

// Weighted so that short runs already reach what matters: redemptions that succeed, and lots that expire.
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("days" as const), days: fc.integer({ min: 0, max: 500 }) }) },
  // a stay departing from a few days ago (paid after it ended) to more than a year ahead (pending until then)
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("earn" as const), points: fc.integer({ min: 0, max: 600 }), departIn: fc.integer({ min: -5, max: 400 }) }) },
  { weight: 3, arbitrary: fc.record({ tag: fc.constant("redeem" as const), points: fc.integer({ min: 1, max: 700 }) }) },
  { weight: 1, arbitrary: fc.record({ tag: fc.constant("cancelStay" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ tag: fc.constant("cancelRedemption" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ tag: "expire" as const }) },
)

/** The model: lots as plain mutable records, changed in place by each operation. */
interface ModelLot {
  readonly id: string
  readonly usableFrom: Temporal.PlainDate
  readonly expiresOn: Temporal.PlainDate
  amount: number
}

const isBefore = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Temporal.PlainDate.compare(a, b) < 0

class Model {
  readonly lots: Array<ModelLot> = []
  /** What each redemption took, by lot. */
  readonly taken = new Map<string, Array<{ lot: ModelLot; points: number }>>()

  isUsable(lot: ModelLot, today: Temporal.PlainDate): boolean {
    return !isBefore(today, lot.usableFrom) && isBefore(today, lot.expiresOn)
  }

  usable(today: Temporal.PlainDate, except?: ModelLot): number {
    return this.lots.filter((lot) => lot !== except && this.isUsable(lot, today)).reduce((sum, lot) => sum + lot.amount, 0)
  }

  pending(today: Temporal.PlainDate): number {
    return this.lots.filter((lot) => isBefore(today, lot.usableFrom)).reduce((sum, lot) => sum + lot.amount, 0)
  }

  /** Takes from `first` while it has not expired (pending or not), then from the usable lots, soonest expiry first. */
  take(points: number, today: Temporal.PlainDate, first?: ModelLot): Array<{ lot: ModelLot; points: number }> {
    const usable = this.lots.filter((lot) => this.isUsable(lot, today) && lot !== first).sort((a, b) => Temporal.PlainDate.compare(a.expiresOn, b.expiresOn))
    const order = first !== undefined && isBefore(today, first.expiresOn) ? [first, ...usable] : usable
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
  model.lots.push({ id: "s", usableFrom: today, expiresOn: today.add({ months: 24 }), amount: 100 })
  const stays: Array<string> = []
  const redemptions: Array<string> = []
  for (const command of commands) {
    switch (command.tag) {
      case "days":
        today = today.add({ days: command.days })
        break
      case "earn": {
        const depart = today.add({ days: command.departIn })
        const earned = earnCredit({ id: newId(), today, points: command.points, reservation: `R${next}`, depart })
        if (earned === null) break
        entries.push(earned)
        stays.push(earned.id)
        // pending until the day after departure (or usable at once when that has passed), then 24 months
        const usableFrom = isBefore(today, depart.add({ days: 1 })) ? depart.add({ days: 1 }) : today
        model.lots.push({ id: earned.id, usableFrom, expiresOn: usableFrom.add({ months: 24 }), amount: command.points })
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
        const ownLeft = lot !== undefined && isBefore(today, lot.expiresOn) ? lot.amount : 0
        const owed = already || lot === undefined ? 0 : Math.min(entries.find((entry) => entry.id === stay)?.points ?? 0, ownLeft + model.usable(today, lot))
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
        model.lots.push({ id: back.id, usableFrom: today, expiresOn: back.expiresOn, amount: back.points })
        break
      }
      case "expire":
        entries.push(...dueExpiries(entries, today, newId))
        break
    }
    check(entries, model, today)
  }
}

// A hundred runs of up to 40 commands each take about a second alone, and several on the shared 2-core machine.
describe("the points ledger, as a model", { timeout: 30_000 }, () => {
  it("agrees with a plain model of lots after every earn, redeem, cancel and expiry, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries, model, today) => {
          expect(usablePoints(entries, today)).toBe(model.usable(today))
          expect(pointsTotals(entries, today).usable).toBe(model.usable(today))
          expect(pointsTotals(entries, today).pending).toBe(model.pending(today))
        }),
      ),
    )
  })

  it("its balance is the sum of its entries once due expiries are written, usable and pending together, and never negative", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries, _model, today) => {
          const settled = [...entries, ...dueExpiries(entries, today, (lot) => `x-${lot.id}`)]
          expect(ledgerSum(settled)).toBe(usablePoints(entries, today) + pendingPoints(entries, today))
          expect(ledgerSum(settled)).toBeGreaterThanOrEqual(0)
          for (const lot of allocate(entries).lots) expect(lot.remaining).toBeGreaterThanOrEqual(0)
        }),
      ),
    )
  })

  it("never pays with a stay's points before the stay is over: no redemption draws on a lot pending on its day", () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { minLength: 5, maxLength: 40, size: "max" }), (commands) =>
        runCommands(commands, (entries) => {
          const { lots, draws } = allocate(entries)
          for (const entry of entries) {
            if (entry.kind !== "redeemed") continue
            for (const draw of draws.get(entry.id) ?? []) {
              const lot = lots.find((candidate) => candidate.id === draw.lot)!
              expect(Temporal.PlainDate.compare(lot.usableFrom, entry.on)).toBeLessThanOrEqual(0)
            }
          }
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
