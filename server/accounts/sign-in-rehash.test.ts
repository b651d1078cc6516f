import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accounts } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { parseArgon2Parameters } from "./PasswordHasher.ts"
import { legacyScryptHash } from "./testing/legacy-hashes.ts"
import { newMember, signUp, startAccountsApp, TEST_ARGON2 } from "./testing/accounts-app.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const storedHash = async (email: string) => {
  const [row] = await database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.email, email))
  return row!.hash!
}

describe("signing in replaces an outdated hash", () => {
  it("replaces the stored hash with one at the current parameters when they rose, and the password still signs in", async () => {
    const member = newMember()
    const before = await startAccountsApp(database)
    await signUp(before, database, member)
    await before.dispose()
    const stronger = { ...TEST_ARGON2, passes: TEST_ARGON2.passes + 1 }
    const after = await startAccountsApp(database, { hashing: { parameters: stronger } })
    const signIn = () => after.request("POST", "/api/login", { body: { username: member.email, password: member.password } })
    expect((await signIn()).status).toBe(200)
    expect(parseArgon2Parameters(await storedHash(member.email))).toEqual(stronger)
    expect((await signIn()).status).toBe(200)
    await after.dispose()
  })

  it("moves a member whose password was hashed with scrypt to argon2id at their next sign-in (issue 22 §3)", async () => {
    const member = newMember()
    const app = await startAccountsApp(database)
    await signUp(app, database, member)
    await database.db.update(accounts).set({ passwordHash: legacyScryptHash(member.password, { logN: 10, r: 8, p: 1 }) }).where(eq(accounts.email, member.email))
    const signIn = (password = member.password) => app.request("POST", "/api/login", { body: { username: member.email, password } })
    expect((await signIn("Not-Their-Password-1")).status).toBe(401)
    expect((await storedHash(member.email)).startsWith("scrypt$")).toBe(true)
    expect((await signIn()).status).toBe(200)
    expect(parseArgon2Parameters(await storedHash(member.email))).toEqual(TEST_ARGON2)
    expect((await signIn()).status).toBe(200)
    await app.dispose()
  })
})
