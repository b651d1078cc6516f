import { and, desc, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import { OTP_INCORRECT, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { OtpService } from "../codes/OtpService.ts"
import { bookings, outbox } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { confirmation, reservation } from "../testing/booking-kit.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * The account panel's cancel (issue 14, contracts/README.md "Cancel booking"): a member cancels their own booking
 * with its one-time code while signed in. The member's bearer token is accepted beside the code, never instead of
 * it; a token that no longer works is a 401 before the code is spent; another member's token helps nobody.
 */

let database: TestDatabase
let app: AccountsApp
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 40, hotels: ["801"] } })
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app.dispose()
  await database.close()
})

let stays = 0
/** A two-night stay booked while signed in with `token`; answers its uuid and internal id. */
const book = async (token: string) => {
  stays += 1
  const day = (offset: number) => new Date(Date.UTC(2030, 2, 5 + offset, 10)).toISOString().slice(0, 10)
  const stay = { start_date: `${day(stays * 3)}T12:00:00+02:00`, end_date: `${day(stays * 3 + 2)}T12:00:00+02:00` }
  const held = await app.request("POST", "/api/web/bookings/reservation", { body: { reservation: reservation(stay) } })
  const { uuid } = (await held.json()) as { uuid: string }
  const confirmed = await app.request("POST", "/api/web/bookings/confirmation", { body: { reservation: confirmation(uuid, stay) }, token })
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}`)
  const [row] = await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.uuid, uuid))
  return { uuid, id: row!.id }
}

/** A new one-time code for the booking, read from the outbox as the guest reads it. */
const codeFor = async (bookingId: number): Promise<string> => {
  await app.http.runtime.runPromise(OtpService.use((codes) => codes.issue(bookingId, { clientKey: `member-cancel-${bookingId}` })))
  const [message] = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, "one_time_code")))
    .orderBy(desc(outbox.id))
    .limit(1)
  return /\b(\d{6})\b/.exec(message?.body ?? "")![1]!
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")
const cancel = (uuid: string, otp: string | undefined, token?: string) =>
  app.request("POST", `/api/web/bookings/${uuid}/cancel`, { body: { booking_otp: otp === undefined ? {} : { otp } }, ...(token === undefined ? {} : { token }) })
const statusOf = async (uuid: string) => (await database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.uuid, uuid)))[0]?.status

describe("POST /api/web/bookings/{id}/cancel with a member's bearer token", () => {
  it("cancels the member's own booking with its code", async () => {
    const tokens = await signUp(app, database, newMember())
    const booking = await book(tokens.access_token)
    const response = await cancel(booking.uuid, await codeFor(booking.id), tokens.access_token)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { booking: { status: string } }).booking.status).toBe("Cancelled")
  })

  it("still needs the code: the member's token with a wrong code or none cancels nothing", async () => {
    const tokens = await signUp(app, database, newMember())
    const booking = await book(tokens.access_token)
    const code = await codeFor(booking.id)
    const wrong = await cancel(booking.uuid, otherCode(code), tokens.access_token)
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({ message: VALIDATION_FAILED, errors: { "booking_otp.otp": [OTP_INCORRECT] } })
    expect((await cancel(booking.uuid, undefined, tokens.access_token)).status).toBe(422)
    expect(await statusOf(booking.uuid)).not.toBe("cancelled")
  })

  it("answers another member's token with a wrong code as it answers no token: the token helps nobody", async () => {
    const owner = await signUp(app, database, newMember())
    const stranger = await signUp(app, database, newMember())
    const booking = await book(owner.access_token)
    const code = await codeFor(booking.id)
    const withStranger = await cancel(booking.uuid, otherCode(code), stranger.access_token)
    const withNone = await cancel(booking.uuid, otherCode(code))
    expect([withStranger.status, withNone.status]).toEqual([422, 422])
    expect(await withStranger.json()).toEqual(await withNone.json())
    expect(await statusOf(booking.uuid)).not.toBe("cancelled")
  })

  it("answers 401 for a token that no longer works, before the code is spent, so the site's retry still cancels", async () => {
    const tokens = await signUp(app, database, newMember())
    const booking = await book(tokens.access_token)
    const code = await codeFor(booking.id)
    await app.request("POST", "/api/web/accounts/logout", { token: tokens.access_token })
    const refused = await cancel(booking.uuid, code, tokens.access_token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: SIGN_IN_REQUIRED })
    expect(refused.headers.get("WWW-Authenticate")).toContain("Bearer")
    expect(await statusOf(booking.uuid)).not.toBe("cancelled")
    // the same code, without the dead token (the site logged out), still works: it was not spent on the 401
    expect((await cancel(booking.uuid, code)).status).toBe(200)
  })
})
