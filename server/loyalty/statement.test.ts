import { eq } from "drizzle-orm"
import { Effect, Layer, Logger, ManagedRuntime } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Db, DbFailure } from "../db/Db.ts"
import { accounts, loyaltyLedgerEntries } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LoyaltyLedger } from "./LoyaltyLedger.ts"

/**
 * The statement is a read: a GET of the member's points must not fail or wait on the ledger's lock because of the
 * expiries it writes. Nothing due: one plain read, no transaction. Expiries due but their write refused: it still
 * answers, with them counted.
 */

/** 2030-03-04 10:00 in Johannesburg (UTC+2). */
const START = Date.UTC(2030, 2, 4, 8)
const DAY_MILLIS = 86_400_000
/** Past the sign-up points' 24 months. */
const AFTER_EXPIRY_DAYS = 2 * 366

/** PostgreSQL's lock_not_available: what a lock timeout answers. */
const LOCK_NOT_AVAILABLE = "55P03"

let database: TestDatabase
let transactions = 0
let refuseTransactions = false

/** The real database, counting transactions and refusing them (a lock timeout) when told to. */
const countingDb = Layer.effect(
  Db,
  Effect.map(Effect.service(Db), (db) =>
    Db.of({
      ...db,
      transaction: (work) =>
        Effect.suspend(() => {
          transactions += 1
          return refuseTransactions ? Effect.fail(new DbFailure({ code: LOCK_NOT_AVAILABLE })) : db.transaction(work)
        }),
    }),
  ),
)

/** What the ledger logged (nothing reaches the console). */
const logged: Array<{ readonly level: string; readonly message: unknown }> = []
const capturedLogs = Logger.layer([Logger.make(({ logLevel, message }) => void logged.push({ level: logLevel, message }))])

let runtime: ManagedRuntime.ManagedRuntime<LoyaltyLedger, never>
const run = <A, E>(effect: Effect.Effect<A, E, LoyaltyLedger>) => runtime.runPromise(effect)
const setDay = (days: number) => runtime.runPromise(TestClock.setTime(START + days * DAY_MILLIS))
const statement = (accountId: number) => run(LoyaltyLedger.use((ledger) => ledger.statement(accountId)))

beforeAll(async () => {
  database = await createTestDatabase()
  const clock = Layer.effectDiscard(TestClock.setTime(START)).pipe(Layer.provideMerge(TestClock.layer()))
  runtime = ManagedRuntime.make(
    LoyaltyLedger.layer.pipe(Layer.provide(countingDb.pipe(Layer.provide(Db.layer(database)))), Layer.provideMerge(clock), Layer.provideMerge(capturedLogs)),
  )
})
afterAll(async () => {
  await runtime?.dispose()
  await database?.close()
})

let serial = 0
const newMember = async () => {
  serial += 1
  const [account] = await database.db
    .insert(accounts)
    .values({ email: `statement${serial}@example.com`, passwordHash: "not-a-hash", mobileNumber: `+2782100${String(serial).padStart(4, "0")}` })
    .returning({ id: accounts.id })
  await setDay(0)
  refuseTransactions = false
  await run(LoyaltyLedger.use((ledger) => ledger.signUp(account!.id)))
  return account!.id
}

describe("the loyalty statement as a read", () => {
  it("opens no transaction (takes no lock) when no points ran out since the last change", async () => {
    const member = await newMember()
    transactions = 0
    refuseTransactions = true
    expect((await statement(member)).totals).toEqual({ usable: 100, pending: 0, redeemed: 0, expired: 0 })
    expect(transactions).toBe(0)
  })

  it("answers points that ran out even when writing their expiry is refused, then writes it once it can", async () => {
    const member = await newMember()
    await setDay(AFTER_EXPIRY_DAYS)
    refuseTransactions = true
    logged.length = 0
    const refused = await statement(member)
    expect(logged.map((line) => line.level)).toEqual(["Warn"])
    expect(refused.totals).toEqual({ usable: 0, pending: 0, redeemed: 0, expired: 100 })
    expect(refused.expiring).toEqual([])
    expect(refused.history.map((row) => [row.kind, row.redeemed])).toEqual([["expired", 100], ["sign_up", 0]])
    const rows = () => database.db.select({ kind: loyaltyLedgerEntries.kind }).from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, member))
    expect((await rows()).map((row) => row.kind)).toEqual(["sign_up"])

    refuseTransactions = false
    const written = await statement(member)
    expect(written.totals).toEqual(refused.totals)
    expect((await rows()).map((row) => row.kind).sort()).toEqual(["expired", "sign_up"])
    // written once: the next read is a plain read again
    transactions = 0
    await statement(member)
    expect(transactions).toBe(0)
  })
})
