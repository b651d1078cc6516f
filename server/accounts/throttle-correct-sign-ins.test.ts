import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { LIMITS } from "./AuthThrottle.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp, type TestMember } from "./testing/accounts-app.ts"

/**
 * Correct sign-ins are never refused for attempts still in progress (issue 22 §3): the throttle counts a failure when it
 * fails. A burst beyond the limits waits its turn instead, so the wrong-password limit still holds (throttle-burst.test.ts).
 * On PostgreSQL the requests really run at once.
 */

const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""
/** More than the per-account limit of attempts in flight at once. */
const SAME_MEMBER = LIMITS.login.perSubject + 3
/** More than the per-client limit of attempts in flight at once: an office or a hotel lobby behind one address. */
const ONE_ADDRESS = LIMITS.login.perClient + 10
const OFFICE = "203.0.113.40"
/**
 * How long each check of the signing-in app takes: longer than letting every attempt of a burst in takes, as when many
 * checks queue for their turn in production, so the attempts of a burst are all in progress at once.
 */
const SLOW_CHECK_MS = 500

let database: TestDatabase
/** Members sign up here, at the test's usual speed... */
let app: AccountsApp
/** ...and sign in here, on the same database, where checks are slow. */
let slow: AccountsApp

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 20 })
  app = await startAccountsApp(database)
  slow = await startAccountsApp(database, { hashing: { delayMs: SLOW_CHECK_MS } })
})
afterAll(async () => {
  await slow?.dispose()
  await app?.dispose()
  await database?.close()
})

const signIn = (member: TestMember, address: string) => slow.request("POST", "/api/login", { body: { username: member.email, password: member.password }, address })

describe(`correct sign-ins at once (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`signs in ${SAME_MEMBER} simultaneous correct sign-ins of one member, from as many addresses`, async () => {
    const member = newMember()
    await signUp(app, database, member)
    const answers = await Promise.all(Array.from({ length: SAME_MEMBER }, (_, index) => signIn(member, `198.51.100.${60 + index}`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: SAME_MEMBER }, () => 200))
  })

  it(`signs in ${ONE_ADDRESS} members signing in at once from one address`, async () => {
    const members = Array.from({ length: ONE_ADDRESS }, () => newMember())
    for (const [index, member] of members.entries()) await signUp(app, database, member, `192.0.2.${index + 1}`)
    const answers = await Promise.all(members.map((member) => signIn(member, OFFICE)))
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200))
  })

  it("still refuses an account after its limit of wrong passwords, also when a correct one follows", async () => {
    const member = newMember()
    await signUp(app, database, member)
    for (let index = 0; index < LIMITS.login.perSubject; index++) {
      expect((await signIn({ ...member, password: `Wrong-Guess-${index}` }, "198.51.100.90")).status).toBe(401)
    }
    expect((await signIn(member, "198.51.100.91")).status).toBe(429)
  })
})
