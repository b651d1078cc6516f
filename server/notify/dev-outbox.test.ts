import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { MUST_BE_TEXT } from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { silentLogger } from "../testing/logs.ts"
import type { Notification } from "./Notifier.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { makeDb } from "../db/Db.ts"
import { makeOutboxStoreDrizzle } from "./OutboxStore.drizzle.ts"
import { makeOutboxStoreMemory } from "./OutboxStore.memory.ts"

const at = (iso: string) => new Date(iso)

const seed = (messages: ReadonlyArray<Notification & { readonly createdAt: Date }>) => {
  const memory = makeOutboxStoreMemory()
  for (const message of messages) Effect.runSync(memory.store.append(message))
  return memory
}

const code: Notification = { channel: "sms", to: "+27821234567", body: "Your code for booking BK1 is 123456.", kind: "one_time_code", bookingId: 7 }
const confirmation: Notification = {
  channel: "email",
  to: "ann@example.com",
  subject: "Booking confirmation BK1",
  body: "Dear <Ann> & family,\nyour booking is confirmed.",
  kind: "booking_confirmation",
  bookingId: 7,
}

const appWith = (memory = seed([]), nodeEnv: "development" | "production" | "test" = "development") =>
  makeApp({ config: testConfig({ nodeEnv }), log: silentLogger, checkDatabase: async () => undefined, outbox: memory.store, distDir: "/nonexistent" })

describe("GET /dev/outbox", () => {
  const memory = seed([
    { ...confirmation, createdAt: at("2026-12-01T10:00:00Z") },
    { ...code, createdAt: at("2026-12-01T10:05:00Z") },
  ])

  it("answers JSON, newest first, with ?format=json", async () => {
    const response = await appWith(memory).request("/dev/outbox?format=json")
    expect(response.status).toBe(200)
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    const { messages } = (await response.json()) as { messages: Array<Record<string, unknown>> }
    expect(messages.map((message) => message.kind)).toEqual(["one_time_code", "booking_confirmation"])
    expect(messages[1]).toEqual({
      id: 1,
      channel: "email",
      to: "ann@example.com",
      subject: "Booking confirmation BK1",
      body: "Dear <Ann> & family,\nyour booking is confirmed.",
      kind: "booking_confirmation",
      booking_id: 7,
      created_at: "2026-12-01T10:00:00.000Z",
    })
  })

  it("answers JSON to Accept: application/json", async () => {
    const response = await appWith(memory).request("/dev/outbox", { headers: { Accept: "application/json" } })
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/)
  })

  it("filters by recipient, kind, channel and booking", async () => {
    const app = appWith(memory)
    const read = async (query: string) =>
      ((await (await app.request(`/dev/outbox?format=json&${query}`)).json()) as { messages: Array<{ id: number }> }).messages.map((m) => m.id)
    expect(await read("to=ann%40example.com")).toEqual([1])
    expect(await read("kind=one_time_code")).toEqual([2])
    expect(await read("channel=email")).toEqual([1])
    expect(await read("booking_id=7")).toEqual([2, 1])
    expect(await read("booking_id=8")).toEqual([])
    expect(await read("limit=1")).toEqual([2])
    expect(await read("kind=&channel=")).toEqual([2, 1])
  })

  it("refuses a filter it does not know the value of with 422", async () => {
    const response = await appWith(memory).request("/dev/outbox?kind=spam&limit=-1")
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual(["kind", "limit"])
  })

  it("shows a readable, accessible HTML page to a browser, newest first and escaped", async () => {
    const response = await appWith(memory).request("/dev/outbox", { headers: { Accept: "text/html,application/xhtml+xml,*/*" } })
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(html).toContain("<title>Outbox (development)</title>")
    expect(html).toContain("<h1>Outbox</h1>")
    expect(html).toContain('<label>To <input name="to"')
    expect(html).toContain('<p role="status">2 messages</p>')
    expect(html.indexOf("SMS to +27821234567")).toBeLessThan(html.indexOf("Booking confirmation BK1"))
    expect(html).toContain("Dear &lt;Ann&gt; &amp; family,\nyour booking is confirmed.")
    expect(html).not.toContain("<Ann>")
    // 10:00 UTC is 12:00 at the hotels.
    expect(html).toContain('<time datetime="2026-12-01T10:00:00.000Z">2026-12-01 12:00:00</time>')
  })

  it("styles the page with a nonce the CSP allows, and no other inline code", async () => {
    const response = await appWith(memory).request("/dev/outbox")
    const html = await response.text()
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1]
    expect(nonce).toBeDefined()
    expect(response.headers.get("Content-Security-Policy")).toContain(`style-src 'self' 'nonce-${nonce}'`)
    expect(html).not.toMatch(/<script|style="/)
    const again = await (await appWith(memory).request("/dev/outbox")).text()
    expect(/<style nonce="([^"]+)">/.exec(again)?.[1]).not.toBe(nonce)
  })

  it("escapes what a guest typed wherever it appears", async () => {
    const hostile = seed([{ channel: "email", to: '"><script>alert(1)</script>', subject: "<img src=x onerror=alert(1)>", body: "x", kind: "cancellation", createdAt: at("2026-12-01T10:00:00Z") }])
    const html = await (await appWith(hostile).request("/dev/outbox?to=%22%3E%3Cscript%3E")).text()
    expect(html).not.toMatch(/<script>|<img/)
  })

  it("says so when there are no messages", async () => {
    const html = await (await appWith().request("/dev/outbox")).text()
    expect(html).toContain("<p>No messages yet.</p>")
  })

  it("does not exist in production", async () => {
    const response = await appWith(memory, "production").request("/dev/outbox?format=json")
    expect(response.status).toBe(404)
  })
})

describe("GET /dev/outbox over the database", () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database?.close())

  // PostgreSQL text cannot hold U+0000: the filter reached the query and failed it (500).
  it("refuses a filter holding a NUL character with 422 on its field, never a 500", async () => {
    const app = makeApp({ config: testConfig({ nodeEnv: "development" }), log: silentLogger, checkDatabase: async () => undefined, outbox: makeOutboxStoreDrizzle(makeDb(database)), distDir: "/nonexistent" })
    for (const query of ["format=json&to=a%00b", "to=%00"]) {
      const response = await app.request(`/dev/outbox?${query}`)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { to: [MUST_BE_TEXT] } })
    }
    expect((await app.request("/dev/outbox?format=json&to=ann%40example.com")).status).toBe(200)
  })
})
