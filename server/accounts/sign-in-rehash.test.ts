import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accounts } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { parseHash } from "./PasswordHasher.ts"
import { newMember, signUp, startAccountsApp, TEST_SCRYPT } from "./testing/accounts-app.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe("signing in after the hash parameters rose", () => {
  it("replaces the stored hash with one at the current parameters, and the password still signs in", async () => {
    const member = newMember()
    const before = await startAccountsApp(database, { scrypt: TEST_SCRYPT })
    await signUp(before, database, member)
    await before.dispose()
    const stronger = { ...TEST_SCRYPT, logN: TEST_SCRYPT.logN + 1 }
    const after = await startAccountsApp(database, { scrypt: stronger })
    const signIn = () => after.request("POST", "/api/login", { body: { username: member.email, password: member.password } })
    expect((await signIn()).status).toBe(200)
    const [row] = await database.db.select().from(accounts).where(eq(accounts.email, member.email))
    expect(parseHash(row!.passwordHash!)?.parameters).toEqual(stronger)
    expect((await signIn()).status).toBe(200)
    await after.dispose()
  })
})
