import { eq } from "drizzle-orm"
import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import { LOYALTY_POINTS_PATH, LoyaltyStatementResponse } from "../../contracts/api/loyalty.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp, type TestMember } from "../accounts/testing/accounts-app.ts"
import { accounts, loyaltyLedgerEntries } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LoyaltyLedger } from "./LoyaltyLedger.ts"

/** GET /api/web/accounts/loyalty_points over HTTP: the member's own statement, never cached, expiries written once. */

let database: TestDatabase
let app: AccountsApp
let alice: { member: TestMember; token: string }
let bob: { member: TestMember; token: string }

const decodeStatement = Schema.decodeUnknownSync(LoyaltyStatementResponse)

const accountIdOf = async (member: TestMember) => (await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email)))[0]!.id

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
  const a = newMember()
  const b = newMember()
  alice = { member: a, token: (await signUp(app, database, a)).access_token }
  bob = { member: b, token: (await signUp(app, database, b, "198.51.100.2")).access_token }
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

const statementOf = async (token?: string) => {
  const response = await app.request("GET", LOYALTY_POINTS_PATH, token === undefined ? {} : { token })
  return { status: response.status, cache: response.headers.get("Cache-Control"), challenge: response.headers.get("WWW-Authenticate"), body: (await response.json()) as Record<string, unknown> }
}

describe("the loyalty points statement", () => {
  it("needs a signed-in member, and says so without being cached", async () => {
    expect(await statementOf()).toMatchObject({ status: 401, cache: "no-store", body: { message: SIGN_IN_REQUIRED } })
    expect((await statementOf("not-a-live-token-aaaaaaaaaaaaaaaaaaa")).status).toBe(401)
    expect((await statementOf()).challenge).toMatch(/^Bearer/)
  })

  it("answers a new member's 100 sign-up points: totals, the day they expire and the history row, in the contract's shape", async () => {
    const answer = await statementOf(bob.token)
    expect([answer.status, answer.cache]).toEqual([200, "no-store"])
    const statement = decodeStatement(answer.body)
    expect(statement).toMatchObject({ total_usable_loyalty_points: 100, total_pending_loyalty_points: 0, total_redeemed_loyalty_points: 0, total_expired_loyalty_points: 0 })
    // signed up on TEST_START (2030-03-01 at the hotels); points last 24 months
    expect(statement.points_expiring).toEqual([{ date: "2032-03-01", points: 100 }])
    expect(statement.points_history).toEqual([{ date: "2030-03-01", reservation: null, id: expect.any(String), depart: null, redeemed: 0, earned: 100, kind: "sign_up", pending: false }])
    // calendar days travel as noon on the hotels' clock
    expect((answer.body["points_expiring"] as Array<{ date: string }>)[0]!.date).toBe("2032-03-01T12:00:00+02:00")
  })

  it("shows only the member's own points: a stay credited to one member is not in another's statement", async () => {
    const aliceId = await accountIdOf(alice.member)
    await app.http.runtime.runPromise(
      LoyaltyLedger.use((ledger) => ledger.creditStay({ accountId: aliceId, reservation: "KRTEST01", points: 600, depart: Temporal.PlainDate.from("2030-02-27") })),
    )
    const hers = decodeStatement((await statementOf(alice.token)).body)
    expect(hers.total_usable_loyalty_points).toBe(700)
    expect(hers.points_history[0]).toMatchObject({ reservation: "KRTEST01", depart: "2030-02-27", earned: 600, kind: "earned", pending: false })
    const his = decodeStatement((await statementOf(bob.token)).body)
    expect(his.total_usable_loyalty_points).toBe(100)
    expect(his.points_history.map((row) => row.reservation)).toEqual([null])
  })

  it("answers a stay not over yet as pending, with its depart day, outside the usable total", async () => {
    const member = newMember()
    const token = (await signUp(app, database, member, "198.51.100.4")).access_token
    const accountId = await accountIdOf(member)
    await app.http.runtime.runPromise(
      LoyaltyLedger.use((ledger) => ledger.creditStay({ accountId, reservation: "KRTEST02", points: 600, depart: Temporal.PlainDate.from("2030-03-04") })),
    )
    const statement = decodeStatement((await statementOf(token)).body)
    expect(statement).toMatchObject({ total_usable_loyalty_points: 100, total_pending_loyalty_points: 600, points_expiring: [{ date: "2032-03-01", points: 100 }] })
    expect(statement.points_history[0]).toMatchObject({ reservation: "KRTEST02", depart: "2030-03-04", earned: 600, kind: "earned", pending: true })
  })

  it("writes points that ran out once, on the first read after their day, and answers them as expired", async () => {
    const member = newMember()
    const token = (await signUp(app, database, member, "198.51.100.3")).access_token
    const accountId = await accountIdOf(member)
    const rows = () => database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, accountId))
    await app.advance(2 * 366 * 86_400)
    // a token lives 15 minutes: sign in again after two years
    const fresh = (await (await app.request("POST", "/api/login", { body: { username: member.email, password: member.password }, address: "198.51.100.3" })).json()) as { access_token: string }
    expect(token).not.toBe(fresh.access_token)
    const [first, second] = [decodeStatement((await statementOf(fresh.access_token)).body), decodeStatement((await statementOf(fresh.access_token)).body)]
    expect(first).toMatchObject({ total_usable_loyalty_points: 0, total_expired_loyalty_points: 100, points_expiring: [] })
    expect(first.points_history[0]).toMatchObject({ date: "2032-03-01", redeemed: 100, kind: "expired" })
    expect(second).toEqual(first)
    expect((await rows()).map((row) => row.kind).sort()).toEqual(["expired", "sign_up"])
  })
})
