import { eq, or } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ALREADY_TAKEN } from "../../core/account/messages.ts"
import { accounts } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { type AccountsApp, newMember, registerBody, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * Registration races (issue 14): the same e-mail or mobile registered many times at once gives exactly
 * one account, and every other request the spec's duplicate message. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL), where the requests really run side by side; PGlite runs them one by one.
 */

const AT_ONCE = 12

let database: TestDatabase
let app: AccountsApp
beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app.dispose()
  await database.close()
})

const registerAll = (bodies: ReadonlyArray<unknown>) =>
  Promise.all(bodies.map((body, index) => app.request("POST", "/api/web/accounts/register", { body, address: `192.0.2.${index + 1}` })))

describe("registrations at the same moment", () => {
  it("give one account for one e-mail, whatever the mobiles", async () => {
    const member = newMember()
    const answers = await registerAll(Array.from({ length: AT_ONCE }, () => registerBody({ ...member, mobile: newMember().mobile })))
    // The others are duplicates (422), or, once 5 tries for one e-mail are recorded, throttled (429).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.every((answer) => [201, 422, 429].includes(answer.status))).toBe(true)
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(((await answer.json()) as { errors: Record<string, Array<string>> }).errors["user_account.email"]).toEqual([ALREADY_TAKEN])
    }
    expect(await database.db.select().from(accounts).where(eq(accounts.email, member.email))).toHaveLength(1)
  })

  it("give one account for one mobile, whatever the e-mails", async () => {
    const member = newMember()
    const bodies = Array.from({ length: AT_ONCE }, () => registerBody({ ...member, email: newMember().email }))
    const answers = await registerAll(bodies)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(422)
      expect(((await answer.json()) as { errors: Record<string, Array<string>> }).errors["user_account.account_attributes.mobile_number"]).toEqual([ALREADY_TAKEN])
    }
    const rows = await database.db
      .select()
      .from(accounts)
      .where(or(eq(accounts.mobileNumber, member.mobile)))
    expect(rows).toHaveLength(1)
  })
})
