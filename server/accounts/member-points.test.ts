import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIGN_UP_POINTS } from "../../core/account/loyalty-points.ts"
import { accounts, loyaltyLedgerEntries } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { ACCOUNT_ROUTES_PATH } from "./routes.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/** A member's points are their loyalty ledger's (issue 15): sign-up credits it, the account call reads it. */

let database: TestDatabase
let app: AccountsApp

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

describe("a member's loyalty points", () => {
  it("start at 100, written in the ledger when the registration is verified, and the account reads them from it", async () => {
    const member = newMember()
    const { access_token } = await signUp(app, database, member)
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email))
    const rows = await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, account!.id))
    expect(rows.map((row) => [row.kind, row.points])).toEqual([["sign_up", SIGN_UP_POINTS]])

    // a stay's points written beside them show in the account at once
    await database.db.insert(loyaltyLedgerEntries).values({ id: crypto.randomUUID(), accountId: account!.id, kind: "earned", points: 450, on: rows[0]!.on, expiresOn: rows[0]!.expiresOn, reservation: "KH-TEST-1" })
    const answer = (await (await app.request("GET", ACCOUNT_ROUTES_PATH, { token: access_token })).json()) as Record<string, unknown>
    expect(answer).toMatchObject({ total_usable_loyalty_points: 550, total_redeemed_loyalty_points: 0, total_expired_loyalty_points: 0 })
  })
})
