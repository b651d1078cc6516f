import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { SIGN_UP_POINTS } from "../../core/account/loyalty-points.ts"
import { earnCredit, type LedgerEntry, redeem, returnRedemption, reverseEarn, signUpCredit } from "../../core/loyalty/ledger.ts"
import { creditStayEntries, redeemEntries, returnRedemptionEntries, reverseStayEntries, signUpEntries, type StayPoints } from "./LoyaltyLedger.ts"

/**
 * What each change of the loyalty ledger appends (no database): once per member or per stay, a change written already
 * appends nothing; the points are core's (core/loyalty/ledger.ts), so the expected entries are core's too. The lock and
 * the transaction around them are LoyaltyLedger.test.ts's.
 */

const day = (text: string) => Temporal.PlainDate.from(text)
const JOINED = day("2030-01-05")
const TODAY = day("2030-06-01")

/** Ids new-1, new-2, … in the order they are asked for. */
const ids = () => {
  let next = 0
  return () => `new-${++next}`
}

const signUp = signUpCredit({ id: "s", today: JOINED, points: SIGN_UP_POINTS })
const stay = (reservation: string, points: number): StayPoints => ({ accountId: 42, reservation, points, depart: day("2030-05-10") })
const earned = earnCredit({ id: "e", today: day("2030-05-01"), points: 300, reservation: "BKG-1", depart: day("2030-05-04") })!

describe("signing up", () => {
  it("credits the sign-up points once, on the day, with a new id", () => {
    expect(signUpEntries([], TODAY, ids())).toStrictEqual([signUpCredit({ id: "new-1", today: TODAY, points: SIGN_UP_POINTS })])
    expect(signUpEntries([earned], TODAY, ids())).toHaveLength(1)
  })

  it("credits nothing to a member who has had them", () => {
    expect(signUpEntries([signUp, earned], TODAY, ids())).toStrictEqual([])
  })
})

describe("a paid stay's points", () => {
  it("are credited as core earns them, with a new id", () => {
    const paid = stay("BKG-2", 250)
    const expected = earnCredit({ id: "new-1", today: TODAY, points: 250, reservation: "BKG-2", depart: paid.depart })
    expect(creditStayEntries([signUp, earned], TODAY, paid, ids())).toStrictEqual([expected])
  })

  it("are credited once per stay: a stay that earned already gets nothing more", () => {
    expect(creditStayEntries([signUp, earned], TODAY, stay("BKG-1", 300), ids())).toStrictEqual([])
  })

  it("are credited to a stay that only redeemed points so far", () => {
    const redeemed: LedgerEntry = { kind: "redeemed", id: "r", on: TODAY, points: -50, reservation: "BKG-2", depart: null, lot: null }
    expect(creditStayEntries([signUp, redeemed], TODAY, stay("BKG-2", 250), ids())).toHaveLength(1)
  })

  it("are nothing for a stay that earns none", () => {
    expect(creditStayEntries([signUp], TODAY, stay("BKG-2", 0), ids())).toStrictEqual([])
  })
})

describe("a cancelled stay's points", () => {
  it("are taken back as core reverses them", () => {
    const entries = [signUp, earned]
    expect(reverseStayEntries(entries, TODAY, "BKG-1", ids())).toStrictEqual([reverseEarn(entries, "e", "new-1", TODAY)])
    expect(reverseStayEntries(entries, TODAY, "BKG-1", ids())).toHaveLength(1)
  })

  it("are nothing for a stay that earned none, or whose points were taken back already", () => {
    expect(reverseStayEntries([signUp, earned], TODAY, "BKG-9", ids())).toStrictEqual([])
    const reversed = reverseEarn([signUp, earned], "e", "x", TODAY)!
    expect(reverseStayEntries([signUp, earned, reversed], TODAY, "BKG-1", ids())).toStrictEqual([])
  })
})

describe("points paid for a stay", () => {
  it("are redeemed as core redeems them when the member has them", () => {
    const entries = [signUp]
    const paying = stay("BKG-3", 60)
    const core = redeem(entries, { id: "new-1", today: TODAY, points: 60, reservation: "BKG-3", depart: paying.depart })
    expect(core.kind).toBe("redeemed")
    expect(redeemEntries(entries, TODAY, paying, ids())).toStrictEqual({ kind: "entries", entries: [core.kind === "redeemed" ? core.debit : null] })
  })

  it("are refused with the points usable when the member has fewer", () => {
    expect(redeemEntries([signUp], TODAY, stay("BKG-3", SIGN_UP_POINTS + 1), ids())).toStrictEqual({ kind: "refused", usable: SIGN_UP_POINTS })
  })

  it("are taken once per stay: a retried redemption takes nothing more", () => {
    const first = redeemEntries([signUp], TODAY, stay("BKG-3", 60), ids())
    const written = first.kind === "entries" ? first.entries : []
    expect(redeemEntries([signUp, ...written], TODAY, stay("BKG-3", 60), ids())).toStrictEqual({ kind: "entries", entries: [] })
  })

  it("are redeemed for another stay beside one that earned", () => {
    expect(redeemEntries([signUp, earned], TODAY, stay("BKG-1", 60), ids())).toMatchObject({ kind: "entries", entries: [{ kind: "redeemed" }] })
  })
})

describe("a cancelled redemption's points", () => {
  const redeemed: LedgerEntry = { kind: "redeemed", id: "r", on: TODAY, points: -80, reservation: "BKG-3", depart: day("2030-06-10"), lot: null }
  const entries = [signUp, redeemed]

  it("are given back as core returns them: all, or up to what the cancellation refunds", () => {
    expect(returnRedemptionEntries(entries, TODAY, "BKG-3", ids())).toStrictEqual([returnRedemption(entries, "r", "new-1", TODAY)])
    expect(returnRedemptionEntries(entries, TODAY, "BKG-3", ids())).toMatchObject([{ points: 80 }])
    expect(returnRedemptionEntries(entries, TODAY, "BKG-3", ids(), 30)).toMatchObject([{ points: 30, returns: "r" }])
  })

  it("are nothing for a stay that redeemed none, or whose points were given back already", () => {
    expect(returnRedemptionEntries(entries, TODAY, "BKG-9", ids())).toStrictEqual([])
    const back = returnRedemption(entries, "r", "x", TODAY)!
    expect(returnRedemptionEntries([...entries, back], TODAY, "BKG-3", ids())).toStrictEqual([])
  })
})
