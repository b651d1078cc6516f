import { asc, eq } from "drizzle-orm"
import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { POINTS_NEEDED_FOR_POINTS_PAYMENT } from "../../../core/account/loyalty-points.ts"
import { memberKind } from "../../../core/account/member-type.ts"
import { pointsTotals } from "../../../core/loyalty/ledger.ts"
import { PasswordHasher } from "../../accounts/PasswordHasher.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../testing/test-database.ts"
import { accounts, companies, loyaltyLedgerEntries, travellers } from "../schema.ts"
import { DEMO_CORPORATE_EMAIL, DEMO_INDIVIDUAL_EMAIL, DEMO_PASSWORD, DEMO_TRAVELLERS, writeDemoMembers } from "./members.ts"
import { seedIfEmpty } from "./seed.ts"

const CHEAP = { memoryKiB: 1024, passes: 1, lanes: 1 }
const run = <A>(effect: Effect.Effect<A, never, PasswordHasher>) => Effect.runPromise(Effect.provide(effect, PasswordHasher.layer(CHEAP)))
const hash = (password: string) =>
  run(
    Effect.gen(function* () {
      return yield* (yield* PasswordHasher).hash(password)
    }),
  )
const verify = (password: string, stored: string) =>
  run(
    Effect.gen(function* () {
      return yield* (yield* PasswordHasher).verify(password, stored)
    }),
  )

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await seedIfEmpty(database.db, { startDate: TEST_START_DATE, days: 2, hotels: 2, content: false, demoMembers: { hash } })
})

afterAll(async () => {
  await database?.close()
})

const accountOf = async (email: string) => {
  const [row] = await database.db.select().from(accounts).where(eq(accounts.email, email))
  if (row === undefined) throw new Error(`no demo account ${email}`)
  return row
}

describe("the demo members (issue 24)", () => {
  it("an individual member whose ledger, read by the ledger's rules, holds enough usable points to pay with them", async () => {
    const member = await accountOf(DEMO_INDIVIDUAL_EMAIL)
    expect(memberKind(member.loyaltyType)).toBe("individual")
    expect(member.registrationCompletedAt).not.toBeNull()
    expect((await verify(DEMO_PASSWORD, member.passwordHash!)).matches).toBe(true)
    const rows = await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, member.id)).orderBy(asc(loyaltyLedgerEntries.seq))
    expect(rows.map((row) => row.kind)).toEqual(["sign_up", ...Array.from({ length: rows.length - 1 }, () => "earned")])
    const entries = rows.map((row) => ({
      ...row,
      on: Temporal.PlainDate.from(row.on),
      depart: row.depart === null ? null : Temporal.PlainDate.from(row.depart),
      expiresOn: Temporal.PlainDate.from(row.expiresOn!),
    })) as never
    const totals = pointsTotals(entries, Temporal.PlainDate.from(TEST_START_DATE))
    expect(totals.usable).toBeGreaterThanOrEqual(POINTS_NEEDED_FOR_POINTS_PAYMENT)
    // enough for a night at every brand's dearest redeem value (3 500)
    expect(totals.usable).toBeGreaterThanOrEqual(3_500)
  })

  it("a corporate member with a company and travellers, the same password", async () => {
    const member = await accountOf(DEMO_CORPORATE_EMAIL)
    expect(memberKind(member.loyaltyType)).toBe("other")
    expect((await verify(DEMO_PASSWORD, member.passwordHash!)).matches).toBe(true)
    expect(await database.db.select().from(companies).where(eq(companies.accountId, member.id))).toHaveLength(1)
    const names = await database.db.select({ lastName: travellers.lastName }).from(travellers).where(eq(travellers.accountId, member.id))
    expect(names.map((row) => row.lastName).toSorted()).toEqual(DEMO_TRAVELLERS.map((traveller) => traveller.lastName).toSorted())
  })

  it("writes nothing again on a later start", async () => {
    const report = await database.db.transaction((tx) => writeDemoMembers(tx, TEST_START_DATE, { hash }))
    expect(report).toEqual({ members: 0, ledgerEntries: 0, travellers: 0 })
  })

  it("writes no member unless asked for", async () => {
    const plain = await createTestDatabase({ seed: { days: 1, hotels: 1 } })
    try {
      expect(await plain.db.select({ id: accounts.id }).from(accounts)).toEqual([])
    } finally {
      await plain.close()
    }
  })
})
