import { desc, eq } from "drizzle-orm"
import { Effect } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { RESET_LINK_SENT } from "../../contracts/api/password-reset.ts"
import { TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { accounts, outbox, passwordResets } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { NotifierError } from "../notify/Notifier.ts"
import { LIMITS } from "./AuthThrottle.ts"
import { type AccountsApp, newMember, type NotifierChange, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * issue 14 (ASVS 5.0 V6.3.8): forgot_password must not tell by its time whether an e-mail is registered. The link is
 * looked up, stored and e-mailed after the answer, so the answer waits for none of it; the link still always goes
 * to a registered e-mail, the call stays throttled, and a link that cannot be written is logged, the answer unchanged.
 */

const FORGOT = "/api/web/accounts/forgot_password"
/** A slow outbox (a mail relay having a bad day): far longer than the answer may take. */
const SLOW_OUTBOX_MS = 400
/** How much the two answers' times may differ: scheduling noise, well under the outbox's delay. */
const SAME_TIME_MS = 150
/** How long a held-back outbox is given before the test calls the answer late. */
const ANSWER_DEADLINE_MS = 2_000

let database: TestDatabase
let app: AccountsApp | undefined
beforeAll(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await app?.dispose()
  app = undefined
})
afterAll(async () => {
  await database.close()
})

/** The accounts app on the shared database, its password-reset e-mails changed by `notifier`. */
const start = async (notifier: NotifierChange, logs?: Parameters<typeof startAccountsApp>[1]) => {
  app = await startAccountsApp(database, { ...logs, notifier })
  return { app, database }
}

/** Password-reset e-mails go through `slow` first; other messages (the registration's code) as usual. */
const resetMailsThrough =
  (slow: Effect.Effect<void, NotifierError>): NotifierChange =>
  (outbox) => ({ send: (message) => (message.kind === "password_reset" ? Effect.andThen(slow, outbox.send(message)) : outbox.send(message)) })

const resetMailsTo = async (db: TestDatabase, email: string) =>
  db.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id))

/** Pairs of answers timed: as many as the throttle lets one e-mail ask for in its window. */
const ROUNDS = LIMITS.forgot_password.perSubject
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const timed = async (request: () => Promise<Response>) => {
  const started = performance.now()
  const response = await request()
  return { response, ms: performance.now() - started }
}

describe("POST /api/web/accounts/forgot_password takes the same time whether or not the e-mail is registered", () => {
  it("answers a registered e-mail while its link's e-mail is held back, and the link arrives once it is let go", async () => {
    let letGo: () => void = () => undefined
    const held = new Promise<void>((resolve) => (letGo = resolve))
    const { app, database } = await start(resetMailsThrough(Effect.promise(() => held)))
    const member = newMember()
    await signUp(app, database, member)

    const answer = app.request("POST", FORGOT, { body: { user: { email: member.email } }, address: "198.18.1.1" })
    const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), ANSWER_DEADLINE_MS))
    const first = await Promise.race([answer, late])
    letGo()
    expect(first).not.toBe("late")
    const response = first as Response
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: RESET_LINK_SENT })

    await app.idle()
    const [mail] = await resetMailsTo(database, member.email)
    expect(mail?.kind).toBe("password_reset")
    expect(mail?.body).toMatch(/\?reset_token=[A-Za-z0-9_-]{43}/)
  })

  it("answers a registered and an unknown e-mail in the same time, however slow the outbox", async () => {
    const { app, database } = await start(resetMailsThrough(Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, SLOW_OUTBOX_MS)))))
    const member = newMember()
    await signUp(app, database, member)
    let client = 0
    const ask = (email: string) => () => app.request("POST", FORGOT, { body: { user: { email } }, address: `198.18.2.${++client}` })
    // warm once, so neither measured call pays for a first use
    await ask(`warm-up-${member.email}`)()
    const registered: Array<number> = []
    const unknown: Array<number> = []
    for (let round = 0; round < ROUNDS; round++) {
      const mine = await timed(ask(member.email))
      const nobodys = await timed(ask(`nobody-${round}-${member.email}`))
      expect([mine.response.status, nobodys.response.status]).toEqual([200, 200])
      expect(await mine.response.json()).toEqual(await nobodys.response.json())
      registered.push(mine.ms)
      unknown.push(nobodys.ms)
    }

    expect(Math.max(...registered)).toBeLessThan(SLOW_OUTBOX_MS)
    expect(Math.abs(median(registered) - median(unknown))).toBeLessThan(SAME_TIME_MS)
    await app.idle()
    expect(await resetMailsTo(database, member.email)).toHaveLength(ROUNDS)
    expect(await resetMailsTo(database, `nobody-0-${member.email}`)).toHaveLength(0)
  })

  it("stays throttled per e-mail: past the limit it answers 429 with Retry-After and sends no more links", async () => {
    const { app, database } = await start((outbox) => outbox)
    const member = newMember()
    await signUp(app, database, member)
    const limit = LIMITS.forgot_password.perSubject
    for (let i = 0; i < limit; i++) {
      expect((await app.request("POST", FORGOT, { body: { user: { email: member.email } }, address: `198.18.3.${i + 1}` })).status).toBe(200)
    }
    const refused = await app.request("POST", FORGOT, { body: { user: { email: member.email } }, address: "198.18.3.99" })
    expect(refused.status).toBe(429)
    expect(refused.headers.get("Retry-After")).toBe(String(LIMITS.forgot_password.windowSeconds))
    expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS })
    await app.idle()
    expect(await resetMailsTo(database, member.email)).toHaveLength(limit)
  })

  it("logs a link that could not be written, without the e-mail, and answers as ever", async () => {
    const lines: Array<string> = []
    const log = makeLogger({ level: "info", write: (line) => lines.push(line) })
    const { app, database } = await start(resetMailsThrough(Effect.fail(new NotifierError({ message: "relay down", cause: undefined }))), {
      log,
      logs: effectLoggerLayer(log, "info"),
    })
    const member = newMember()
    await signUp(app, database, member)
    const response = await app.request("POST", FORGOT, { body: { user: { email: member.email } }, address: "198.18.4.1" })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: RESET_LINK_SENT })
    await app.idle()

    const failures = lines.filter((line) => line.includes("password reset link failed"))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toContain(response.headers.get("X-Request-Id") ?? "no request id")
    expect(lines.join("\n")).not.toContain(member.email)
    // the link's row went with the failed e-mail (one transaction): no link was stored that nobody was told of
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email))
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.accountId, account!.id))).toHaveLength(0)
  })
})
