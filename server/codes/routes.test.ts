import { maskMobile } from "../../core/manage-booking/code-recipient.ts"
import { desc, eq } from "drizzle-orm"
import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../contracts/api/search.ts"
import { MALFORMED_JSON, OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS, UNSUPPORTED_MEDIA_TYPE, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND, INVALID_EMAIL, OTP_FORMAT, OTP_SENT } from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { oneTimeCodes, otpSends, outbox } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { OTP_REQUESTS_PER_CLIENT_PER_HOUR, OTP_SENDS_PER_BOOKING_PER_HOUR, OtpService } from "./OtpService.ts"
import { insertTestBooking, snapshot, type TestBooking } from "../payments/testing/payment-bookings.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { BOOKING_CODE_ROUTES_PATH, makeBookingCodeRoutes } from "./routes.ts"

/**
 * POST /api/web/bookings/send_otp and /verify_otp over HTTP (in-process): every answer's status and
 * exact body, the rate limits with Retry-After, and the client's address as the node server gives it.
 */

const START = Date.UTC(2030, 2, 1, 8, 0, 0)

let database: TestDatabase
let http: HttpRuntime<OtpService | TestClock.TestClock>
let app: ReturnType<typeof makeApp>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: ["801"] } })
  http = makeHttpRuntime(Layer.mergeAll(OtpService.layer({ secret: "route-test-secret" }).pipe(Layer.provide(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)))), TestClock.layer()), { logger: silentLogs })
  await http.runtime.runPromise(TestClock.setTime(START))
  app = makeApp({
    config: testConfig(),
    log: silentLogger,
    checkDatabase: async () => undefined,
    api: [{ path: BOOKING_CODE_ROUTES_PATH, routes: makeBookingCodeRoutes(http) }],
    distDir: "/nonexistent",
  })
})
afterAll(async () => {
  await http.dispose()
  await database.close()
})

const advance = (seconds: number) => http.runtime.runPromise(TestClock.adjust(`${seconds} seconds`))

let clientSerial = 0
/** A client address of its own, so one test's requests do not spend another's limit. */
const newClient = (): string => `198.51.100.${++clientSerial}`

/** A JSON POST from `address`, as @hono/node-server hands the socket to the app. */
const post = (path: string, body: unknown, address: string) =>
  app.request(
    `${BOOKING_CODE_ROUTES_PATH}${path}`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  )

const send = (booking: Pick<TestBooking, "email" | "referenceNumber">, address: string) =>
  post("/send_otp", { booking_otp: { email: booking.email, reference_number: booking.referenceNumber } }, address)

const verify = (booking: Pick<TestBooking, "email" | "referenceNumber">, otp: string, address: string) =>
  post("/verify_otp", { booking_otp: { email: booking.email, reference_number: booking.referenceNumber, otp } }, address)

const lastCodeSent = async (booking: TestBooking): Promise<string> => {
  const [message] = await database.db.select().from(outbox).where(eq(outbox.bookingId, booking.id)).orderBy(desc(outbox.id)).limit(1)
  const code = /code for booking \S+ is (\d{6})\./.exec(message?.body ?? "")?.[1]
  if (code === undefined) throw new Error("no code in the outbox")
  return code
}

const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

const incorrectBody = { message: VALIDATION_FAILED, errors: { "booking_otp.otp": [OTP_INCORRECT] } }

describe("POST /api/web/bookings/send_otp", () => {
  it("sends a code by the booking's channels and says where it went and for how long", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: true, viaSms: true })
    const response = await send(booking, newClient())
    expect(response.status).toBe(200)
    // issue 29 §13: the mobile the SMS went to, masked
    expect(await response.json()).toEqual({ message: OTP_SENT, channels: ["email", "sms"], masked_mobile: maskMobile(booking.mobile), expires_in: OTP_LIFETIME_SECONDS })
    const messages = await database.db.select().from(outbox).where(eq(outbox.bookingId, booking.id))
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ["email", booking.email],
      ["sms", booking.mobile],
    ])
  })

  it("finds the booking by a room's reference and the e-mail in any case", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: false, viaSms: true })
    const response = await send({ email: booking.email.toUpperCase(), referenceNumber: booking.itemReference.toLowerCase() }, newClient())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: OTP_SENT, channels: ["sms"], masked_mobile: maskMobile(booking.mobile), expires_in: OTP_LIFETIME_SECONDS })
  })

  it("answers 404 Booking not found when the e-mail and reference do not belong together, and stores no code", async () => {
    const booking = await insertTestBooking(database.db)
    const other = await insertTestBooking(database.db)
    const before = await snapshot(database.db)
    for (const attempt of [
      { email: booking.email, referenceNumber: other.referenceNumber },
      { email: "nobody@example.com", referenceNumber: booking.referenceNumber },
      { email: booking.email, referenceNumber: "NO-SUCH-REF" },
    ]) {
      const response = await send(attempt, newClient())
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: BOOKING_NOT_FOUND })
    }
    const after = await snapshot(database.db)
    expect(after.codes).toEqual(before.codes)
    expect(after.outbox).toEqual(before.outbox)
    // Each miss counts against its client, with no booking named.
    expect(after.sends.slice(before.sends.length).map((send) => send.bookingId)).toEqual([null, null, null])
  })

  it("answers 422 on the fields for a malformed request, 400 for broken JSON and 415 for a form", async () => {
    const client = newClient()
    const invalid = await post("/send_otp", { booking_otp: { email: "not-an-email", reference_number: "" } }, client)
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      message: VALIDATION_FAILED,
      errors: { "booking_otp.email": [INVALID_EMAIL], "booking_otp.reference_number": ["Required"] },
    })
    const broken = await post("/send_otp", "{nope", client)
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: MALFORMED_JSON })
    const form = await app.request(`${BOOKING_CODE_ROUTES_PATH}/send_otp`, { method: "POST", body: "email=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } })
    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({ message: UNSUPPORTED_MEDIA_TYPE })
  })

  it(`sends one code per booking every ${OTP_RESEND_SECONDS} seconds: 429 with Retry-After until then`, async () => {
    const booking = await insertTestBooking(database.db)
    expect((await send(booking, newClient())).status).toBe(200)
    await advance(20)
    const early = await send(booking, newClient())
    expect(early.status).toBe(429)
    expect(early.headers.get("Retry-After")).toBe(String(OTP_RESEND_SECONDS - 20))
    expect(await early.json()).toEqual({ message: TOO_MANY_REQUESTS })
    await advance(OTP_RESEND_SECONDS - 20)
    expect((await send(booking, newClient())).status).toBe(200)
  })

  it(`sends at most ${OTP_SENDS_PER_BOOKING_PER_HOUR} codes per booking in an hour`, async () => {
    const booking = await insertTestBooking(database.db)
    for (let sent = 0; sent < OTP_SENDS_PER_BOOKING_PER_HOUR; sent++) {
      expect((await send(booking, newClient())).status).toBe(200)
      await advance(OTP_RESEND_SECONDS)
    }
    const refused = await send(booking, newClient())
    expect(refused.status).toBe(429)
    // The first send of the hour was 5 minutes ago: its place frees in 55 minutes.
    expect(refused.headers.get("Retry-After")).toBe(String(3600 - OTP_SENDS_PER_BOOKING_PER_HOUR * OTP_RESEND_SECONDS))
    await advance(3600)
    expect((await send(booking, newClient())).status).toBe(200)
  })

  it(`takes at most ${OTP_REQUESTS_PER_CLIENT_PER_HOUR} requests an hour from one client, misses included`, async () => {
    const client = newClient()
    const booking = await insertTestBooking(database.db)
    for (let request = 0; request < OTP_REQUESTS_PER_CLIENT_PER_HOUR; request++) {
      expect((await send({ email: `guess${request}@example.com`, referenceNumber: booking.referenceNumber }, client)).status).toBe(404)
    }
    const refused = await send(booking, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("Retry-After"))).toBe(3600)
    expect(await refused.json()).toEqual({ message: TOO_MANY_REQUESTS })
    // Another client is not held back.
    expect((await send(booking, newClient())).status).toBe(200)
    await advance(3600)
  })
})

describe("POST /api/web/bookings/verify_otp", () => {
  it("answers the booking's uuid for the right code, once", async () => {
    const booking = await insertTestBooking(database.db)
    const client = newClient()
    await send(booking, client)
    const code = await lastCodeSent(booking)
    const opened = await verify(booking, code, client)
    expect(opened.status).toBe(200)
    expect(await opened.json()).toEqual({ uuid: booking.uuid })
    const again = await verify(booking, code, client)
    expect(again.status).toBe(422)
    expect(await again.json()).toEqual(incorrectBody)
  })

  it("answers 422 on booking_otp.otp for an expired code", async () => {
    const booking = await insertTestBooking(database.db)
    const client = newClient()
    await send(booking, client)
    const code = await lastCodeSent(booking)
    await advance(OTP_LIFETIME_SECONDS)
    const expired = await verify(booking, code, client)
    expect(expired.status).toBe(422)
    expect(await expired.json()).toEqual(incorrectBody)
  })

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong codes: 429, even for the right one, until a new code is sent`, async () => {
    const booking = await insertTestBooking(database.db)
    const client = newClient()
    await send(booking, client)
    const code = await lastCodeSent(booking)
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      const response = await verify(booking, wrong(code), client)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual(incorrectBody)
    }
    for (const otp of [wrong(code), code]) {
      const response = await verify(booking, otp, client)
      expect(response.status).toBe(429)
      // Only a new code unlocks it: the answer says when one may be sent (a minute after the last).
      expect(response.headers.get("Retry-After")).toBe(String(OTP_RESEND_SECONDS))
      expect(await response.json()).toEqual({ message: OTP_LOCKED })
    }
    await advance(OTP_RESEND_SECONDS)
    await send(booking, client)
    const fresh = await lastCodeSent(booking)
    expect((await verify(booking, fresh, client)).status).toBe(200)
  })

  it("answers 404 for an unknown booking and 422 for a code that is not 6 digits", async () => {
    const booking = await insertTestBooking(database.db)
    const client = newClient()
    const unknown = await verify({ email: "nobody@example.com", referenceNumber: booking.referenceNumber }, "123456", client)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: BOOKING_NOT_FOUND })
    const malformed = await verify(booking, "12345a", client)
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toEqual({ message: VALIDATION_FAILED, errors: { "booking_otp.otp": [OTP_FORMAT] } })
  })

  it("voids the previous code when a new one is sent", async () => {
    const booking = await insertTestBooking(database.db)
    const client = newClient()
    await send(booking, client)
    const first = await lastCodeSent(booking)
    await advance(OTP_RESEND_SECONDS)
    await send(booking, client)
    const second = await lastCodeSent(booking)
    const live = await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.bookingId, booking.id))
    expect(live.filter((row) => row.voidedAt === null)).toHaveLength(1)
    if (first !== second) expect((await verify(booking, first, client)).status).toBe(422)
    expect((await verify(booking, second, client)).status).toBe(200)
  })

  it("keys clients by a hash: no address is stored", async () => {
    const sends = await database.db.select().from(otpSends)
    expect(sends.length).toBeGreaterThan(0)
    expect(sends.some((row) => row.clientKey.includes("198.51.100."))).toBe(false)
  })
})
