import { eq } from "drizzle-orm"
import { Effect, Exit, Layer, ManagedRuntime } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Db } from "../db/Db.ts"
import { accounts, loyaltyLedgerEntries } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LoyaltyLedger, NotEnoughPoints } from "./LoyaltyLedger.ts"

/** The ledger's service over the database: what it writes, what it refuses, and the same change made twice. */

/** 2030-03-04 10:00 in Johannesburg (UTC+2): a Monday. */
const MONDAY = Date.UTC(2030, 2, 4, 8)
const DAY_MILLIS = 86_400_000
const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""

let database: TestDatabase
let runtime: ManagedRuntime.ManagedRuntime<LoyaltyLedger, never>
let nextAccount = 1

const run = <A, E>(effect: Effect.Effect<A, E, LoyaltyLedger>) => runtime.runPromise(effect)
import type { LoyaltyLedgerShape } from "./LoyaltyLedger.ts"
const ledger = <A, E>(use: (service: LoyaltyLedgerShape) => Effect.Effect<A, E>) => LoyaltyLedger.use(use)
const setDay = (days: number) => runtime.runPromise(TestClock.setTime(MONDAY + days * DAY_MILLIS))
/** A stay that ended before the tests' first day, so its points are usable as soon as they are credited. */
const stay = (accountId: number, reservation: string, points: number) => ({ accountId, reservation, points, depart: Temporal.PlainDate.from("2030-03-02") })
const usable = async (accountId: number) => (await run(ledger((service) => service.statement(accountId)))).totals.usable
const rowsOf = (accountId: number) => database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, accountId))

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 20 })
  const clock = Layer.effectDiscard(TestClock.setTime(MONDAY)).pipe(Layer.provideMerge(TestClock.layer()))
  runtime = ManagedRuntime.make(LoyaltyLedger.layer.pipe(Layer.provide(Db.layer(database)), Layer.provideMerge(clock)))
})
afterAll(async () => {
  await runtime?.dispose()
  await database?.close()
})

/** A member's account row, as registration leaves it (the ledger's rows point at it). */
const newMember = async () => {
  const serial = nextAccount++
  const [account] = await database.db
    .insert(accounts)
    .values({ email: `ledger${serial}@example.com`, passwordHash: "not-a-hash", mobileNumber: `+2782000${String(serial).padStart(4, "0")}` })
    .returning({ id: accounts.id })
  const accountId = account!.id
  await setDay(0)
  await run(ledger((service) => service.signUp(accountId)))
  return accountId
}

describe("the loyalty ledger service", () => {
  it("gives 100 points on sign-up, once", async () => {
    const member = await newMember()
    await run(ledger((service) => service.signUp(member)))
    const statement = await run(ledger((service) => service.statement(member)))
    expect(statement.totals).toEqual({ usable: 100, pending: 0, redeemed: 0, expired: 0 })
    expect(statement.expiring).toEqual([{ date: Temporal.PlainDate.from("2032-03-04"), points: 100 }])
    expect(statement.history).toHaveLength(1)
  })

  it("credits a paid stay once, takes it back once when cancelled", async () => {
    const member = await newMember()
    await run(ledger((service) => service.creditStay(stay(member, "R1", 400))))
    await run(ledger((service) => service.creditStay(stay(member, "R1", 400))))
    expect(await usable(member)).toBe(500)
    await run(ledger((service) => service.reverseStay(member, "R1")))
    await run(ledger((service) => service.reverseStay(member, "R1")))
    expect(await usable(member)).toBe(100)
  })

  it("redeems points it holds, refuses more, and gives a cancelled redemption back", async () => {
    const member = await newMember()
    await run(ledger((service) => service.creditStay(stay(member, "R1", 500))))
    const refused = await runtime.runPromiseExit(ledger((service) => service.redeem(stay(member, "R2", 601))))
    expect(refused).toEqual(Exit.fail(new NotEnoughPoints({ usable: 600 })))
    await run(ledger((service) => service.redeem(stay(member, "R2", 550))))
    // a retried request for the same stay takes nothing more
    await run(ledger((service) => service.redeem(stay(member, "R2", 550))))
    expect(await usable(member)).toBe(50)
    await run(ledger((service) => service.returnRedemption(member, "R2")))
    await run(ledger((service) => service.returnRedemption(member, "R2")))
    const statement = await run(ledger((service) => service.statement(member)))
    expect(statement.totals).toEqual({ usable: 600, pending: 0, redeemed: 0, expired: 0 })
  })

  it("writes expiries when the ledger is next read, once, and the sum of the rows is the usable points", async () => {
    const member = await newMember()
    await setDay(800)
    expect(await usable(member)).toBe(0)
    expect(await usable(member)).toBe(0)
    const rows = await rowsOf(member)
    expect(rows.map((row) => [row.kind, row.points, row.on])).toEqual([
      ["sign_up", 100, "2030-03-04"],
      ["expired", -100, "2032-03-04"],
    ])
    expect((await run(ledger((service) => service.statement(member)))).totals).toEqual({ usable: 0, pending: 0, redeemed: 0, expired: 100 })
  })

  it(`lets concurrent redemptions spend no more than the member holds (${onPostgres ? "PostgreSQL" : "PGlite"})`, async () => {
    const member = await newMember()
    await run(ledger((service) => service.creditStay(stay(member, "R0", 400))))
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) => runtime.runPromiseExit(ledger((service) => service.redeem(stay(member, `R${index + 1}`, 100))))),
    )
    expect(attempts.filter(Exit.isSuccess)).toHaveLength(5)
    expect(await usable(member)).toBe(0)
    const rows = await rowsOf(member)
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(0)
  })

  it("refuses a row the rules would never write (the table's checks)", async () => {
    const member = await newMember()
    const write = database.db.insert(loyaltyLedgerEntries).values({ id: crypto.randomUUID(), accountId: member, kind: "redeemed", points: 100, on: "2030-03-04" })
    await expect(write).rejects.toThrow()
  })
})
