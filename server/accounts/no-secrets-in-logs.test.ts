import { desc, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { outbox } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { type AccountsApp, lastCodeTo, newMember, registerBody, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * issue 14, QUALITY.md "no personal data in logs": every line the server logs (access log and the services'
 * Effect logs, at debug level) through registration, sign-in, refresh, a reset and logout never holds a password,
 * a token, a code or a reset link's token.
 */

const lines: Array<string> = []
let database: TestDatabase
let app: AccountsApp

beforeAll(async () => {
  database = await createTestDatabase()
  const log = makeLogger({ level: "debug", write: (line) => lines.push(line) })
  app = await startAccountsApp(database, { log, logs: effectLoggerLayer(log, "debug") })
})
afterAll(async () => {
  await app.dispose()
  await database.close()
})

describe("the logs of the accounts slice", () => {
  it("never hold a password, a token or a code, whatever the calls", async () => {
    const member = newMember()
    const secrets: Array<string> = [member.password]
    const A = "/api/web/accounts"
    await app.request("POST", `${A}/register`, { body: registerBody(member) })
    const code = await lastCodeTo(database, member.mobile)
    secrets.push(code)
    await app.request("POST", `${A}/verify_otp`, { body: { otp: { email: member.email, code: "000000" } } })
    await app.request("POST", `${A}/verify_otp`, { body: { otp: { email: member.email, code } } })
    await app.request("POST", "/api/login", { body: { username: member.email, password: "Wrong-Password-1" } })
    const tokens = (await (await app.request("POST", "/api/login", { body: { username: member.email, password: member.password } })).json()) as { access_token: string; refresh_token: string }
    secrets.push(tokens.access_token, tokens.refresh_token)
    const refreshed = (await (await app.request("POST", "/loyalty_users/token", { body: { grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, refresh_token: tokens.refresh_token } })).json()) as { access_token: string; refresh_token: string }
    secrets.push(refreshed.access_token, refreshed.refresh_token)
    // A reused refresh token is logged as a warning: the token itself must not be in it.
    await app.request("POST", "/loyalty_users/token", { body: { grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, refresh_token: tokens.refresh_token } })
    await app.request("POST", `${A}/forgot_password`, { body: { user: { email: member.email } } })
    await app.idle()
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, member.email)).orderBy(desc(outbox.id)).limit(1)
    const resetToken = /reset_token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")![1]!
    secrets.push(resetToken)
    const newPassword = "Brand-New-Pass-9"
    secrets.push(newPassword)
    await app.request("POST", `${A}/reset_password`, { body: { user: { password: newPassword, password_confirmation: newPassword, token: resetToken } } })
    const again = (await (await app.request("POST", "/api/login", { body: { username: member.email, password: newPassword } })).json()) as { access_token: string }
    secrets.push(again.access_token)
    await app.request("GET", A, { token: again.access_token })
    await app.request("POST", `${A}/logout`, { token: again.access_token })

    expect(lines.length).toBeGreaterThan(10)
    for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([])
  })
})
