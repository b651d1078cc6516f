import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LIMITS } from "./AuthThrottle.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * A burst of simultaneous wrong passwords for one account (issue 14): the throttle counts each attempt as it lets
 * it through, under the subject's lock, so no more than the limit are ever tried, also on PostgreSQL where the
 * requests really run at once.
 */

const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""
const BURST = 20

let database: TestDatabase
let app: AccountsApp

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 20 })
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

describe(`a burst of sign-ins (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`tries at most ${LIMITS.login.perSubject} wrong passwords for an account, however many arrive at once`, async () => {
    const member = newMember()
    await signUp(app, database, member)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        app.request("POST", "/api/login", { body: { username: member.email, password: `Wrong-Guess-${index}` }, address: `198.51.100.${10 + index}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.login.perSubject)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMITS.login.perSubject)
  })
})
