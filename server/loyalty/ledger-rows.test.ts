import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { type LedgerEntry, pointsExpiring, pointsHistory, pointsTotals } from "../../core/loyalty/ledger.ts"
import { type LedgerRow, ledgerRow, statementOf, toEntry } from "./LoyaltyLedger.ts"

/**
 * The loyalty ledger's rows and entries (no database): a ledger entry as its row and back, and a statement as core
 * reads the entries. The points rules themselves are core's (core/loyalty/ledger.ts).
 */

const day = (text: string) => Temporal.PlainDate.from(text)

const signUp: LedgerEntry = { kind: "sign_up", id: "c1", on: day("2030-01-05"), points: 100, reservation: null, depart: null, expiresOn: day("2032-01-05"), returns: null }
const earned: LedgerEntry = { kind: "earned", id: "c2", on: day("2030-02-01"), points: 250, reservation: "BKG-1", depart: day("2030-02-04"), expiresOn: day("2032-02-04"), returns: null }
const redeemed: LedgerEntry = { kind: "redeemed", id: "d1", on: day("2030-03-01"), points: -120, reservation: "BKG-2", depart: day("2030-03-09"), lot: null }
const returned: LedgerEntry = { kind: "redemption_returned", id: "c3", on: day("2030-03-02"), points: 120, reservation: "BKG-2", depart: day("2030-03-09"), expiresOn: day("2032-01-05"), returns: "d1" }
const reversed: LedgerEntry = { kind: "earn_reversed", id: "d2", on: day("2030-03-03"), points: -250, reservation: "BKG-1", depart: day("2030-02-04"), lot: "c2" }
const expired: LedgerEntry = { kind: "expired", id: "d3", on: day("2032-01-05"), points: -100, reservation: null, depart: null, lot: "c1" }

/** The row as the table gives it back: what ledgerRow wrote, with the columns the database fills. */
const readBack = (row: ReturnType<typeof ledgerRow>, seq: number): LedgerRow => ({
  id: row.id,
  seq,
  accountId: row.accountId,
  kind: row.kind,
  points: row.points,
  on: row.on,
  reservation: row.reservation ?? null,
  depart: row.depart ?? null,
  expiresOn: row.expiresOn ?? null,
  lot: row.lot ?? null,
  returns: row.returns ?? null,
  createdAt: new Date(0),
})

describe("a ledger entry as its row", () => {
  it("writes a credit with its days as ISO dates, its expiry and what it returns, and no lot", () => {
    expect(ledgerRow(42, returned)).toStrictEqual({
      id: "c3",
      accountId: 42,
      kind: "redemption_returned",
      points: 120,
      on: "2030-03-02",
      reservation: "BKG-2",
      depart: "2030-03-09",
      expiresOn: "2032-01-05",
      lot: null,
      returns: "d1",
    })
  })

  it("writes a debit with its lot, and no expiry and nothing returned", () => {
    expect(ledgerRow(42, reversed)).toStrictEqual({
      id: "d2",
      accountId: 42,
      kind: "earn_reversed",
      points: -250,
      on: "2030-03-03",
      reservation: "BKG-1",
      depart: "2030-02-04",
      expiresOn: null,
      lot: "c2",
      returns: null,
    })
  })

  it("writes no check-out day for points that belong to no stay", () => {
    expect(ledgerRow(42, signUp).depart).toBeNull()
    expect(ledgerRow(42, expired).depart).toBeNull()
  })
})

describe("a ledger row as its entry", () => {
  it.each([signUp, earned, redeemed, returned, reversed, expired].map((entry) => [entry.kind, entry] as const))(
    "reads back the %s entry it was written from",
    (_, entry) => {
      const read = toEntry(readBack(ledgerRow(42, entry), 1))
      expect(JSON.stringify(read)).toBe(JSON.stringify(entry))
      expect(read.on).toBeInstanceOf(Temporal.PlainDate)
      if (entry.depart !== null) expect(read.depart).toBeInstanceOf(Temporal.PlainDate)
      if ("expiresOn" in read) expect(read.expiresOn).toBeInstanceOf(Temporal.PlainDate)
    },
  )

  it("reads a credit without the debit's lot, and a debit without the credit's expiry and return", () => {
    expect(Object.keys(toEntry(readBack(ledgerRow(42, earned), 2))).sort()).toStrictEqual(["depart", "expiresOn", "id", "kind", "on", "points", "reservation", "returns"])
    expect(Object.keys(toEntry(readBack(ledgerRow(42, redeemed), 3))).sort()).toStrictEqual(["depart", "id", "kind", "lot", "on", "points", "reservation"])
  })
})

describe("a statement", () => {
  it("is core's totals, points expiring and history of the entries as of the day", () => {
    const entries = [signUp, earned, redeemed, returned]
    const asOf = day("2030-06-01")
    const statement = statementOf(entries, asOf)
    expect(statement).toStrictEqual({ totals: pointsTotals(entries, asOf), expiring: pointsExpiring(entries, asOf), history: pointsHistory(entries, asOf) })
    expect(statement.history).toHaveLength(4)
    expect(statement.expiring.length).toBeGreaterThan(0)
  })

  it("reads the entries as of the day it is given", () => {
    const entries = [signUp, earned]
    expect(statementOf(entries, day("2030-01-10")).totals).toStrictEqual(pointsTotals(entries, day("2030-01-10")))
    expect(statementOf(entries, day("2033-01-10")).totals).toStrictEqual(pointsTotals(entries, day("2033-01-10")))
    expect(statementOf(entries, day("2033-01-10")).totals).not.toStrictEqual(statementOf(entries, day("2030-01-10")).totals)
  })
})
