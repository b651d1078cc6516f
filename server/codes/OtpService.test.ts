import { maskMobile } from "../../core/manage-booking/code-recipient.ts"
import { desc, eq } from "drizzle-orm"
import { Effect, Exit, Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS } from "../../contracts/api/search.ts"
import { OTP_INCORRECT, OTP_LOCKED } from "../../contracts/api/errors.ts"
import { oneTimeCodes, outbox } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { codeMatches, hashCode, newCode, OtpService } from "./OtpService.ts"
import { insertTestBooking, type TestBooking } from "../payments/testing/payment-bookings.ts"
import { silentLogs } from "../testing/logs.ts"

/**
 * The one-time code rules on the service (issue 3 §3, QUALITY.md): CSPRNG digits, hashed at rest,
 * 10-minute life on the Clock, single use, locked after 5 wrong tries, a new code voids the old one.
 * Time is TestClock's; nothing waits.
 */

const SECRET = "test-otp-secret"
const START = Date.UTC(2030, 2, 1, 8, 0, 0)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: ["801"] } })
})
afterAll(() => database.close())

/** Runs `program` with the service over this file's database and a TestClock set to START. */
const run = <A, E>(program: Effect.Effect<A, E, OtpService | TestClock.TestClock>) =>
  Effect.runPromiseExit(
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      return yield* program
    }).pipe(Effect.provide(Layer.mergeAll(OtpService.layer({ secret: SECRET }).pipe(Layer.provide(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)))), TestClock.layer(), silentLogs))),
  )

const ok = async <A, E>(program: Effect.Effect<A, E, OtpService | TestClock.TestClock>): Promise<A> => {
  const exit = await run(program)
  if (Exit.isFailure(exit)) throw new Error(`expected success, got ${JSON.stringify(exit.cause)}`)
  return exit.value
}

/** The error the program failed with (tag and message), or "success". */
const outcome = async <A, E>(program: Effect.Effect<A, E, OtpService | TestClock.TestClock>) => {
  const exit = await run(program)
  if (Exit.isSuccess(exit)) return "success"
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  return error === undefined ? "defect" : { tag: (error.error as { _tag: string })._tag, message: (error.error as { message: string }).message }
}

const CLIENT = "c1$test-client"

/** The code in the newest message to the booking (what the guest reads). */
const lastCodeSent = async (booking: TestBooking): Promise<string> => {
  const [message] = await database.db.select().from(outbox).where(eq(outbox.bookingId, booking.id)).orderBy(desc(outbox.id)).limit(1)
  const code = /code for booking \S+ is (\d{6})\./.exec(message?.body ?? "")?.[1]
  if (code === undefined) throw new Error("no code in the outbox")
  return code
}

const incorrect = { tag: "OtpIncorrect", message: OTP_INCORRECT }
const locked = { tag: "OtpLocked", message: OTP_LOCKED }

/** A wrong code for `code` (same length, never equal). */
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

describe("one-time codes", () => {
  it("are 6 digits, leading zeros kept, and spread over all ten digits in every place", () => {
    const codes = Array.from({ length: 2000 }, newCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    for (let place = 0; place < 6; place++) expect(new Set(codes.map((code) => code[place])).size).toBe(10)
  })

  it("are stored as a salted HMAC that only the same secret and code match", () => {
    const stored = hashCode(SECRET, "012345")
    expect(stored).toMatch(/^hmac-sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(stored).not.toContain("012345")
    expect(codeMatches(SECRET, stored, "012345")).toBe(true)
    expect(codeMatches(SECRET, stored, "012346")).toBe(false)
    expect(codeMatches("another secret", stored, "012345")).toBe(false)
    expect(hashCode(SECRET, "012345")).not.toBe(stored)
    expect(codeMatches(SECRET, "plain 012345", "012345")).toBe(false)
  })

  it("never keeps the plain code: the row holds its hash, the guest's message holds the code", async () => {
    const booking = await insertTestBooking(database.db)
    const issued = await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    expect(issued).toEqual({ channels: ["email"], maskedMobile: null, expiresInSeconds: OTP_LIFETIME_SECONDS })
    const code = await lastCodeSent(booking)
    const rows = await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.bookingId, booking.id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(codeMatches(SECRET, rows[0]!.codeHash, code)).toBe(true)
    expect(rows[0]!.expiresAt.getTime() - START).toBe(OTP_LIFETIME_SECONDS * 1000)
  })

  it("live 10 minutes on the Clock: accepted at 9:59, refused at 10:00", async () => {
    const booking = await insertTestBooking(database.db)
    await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    const code = await lastCodeSent(booking)
    expect(
      await outcome(
        Effect.gen(function* () {
          yield* TestClock.adjust("599 seconds")
          return yield* (yield* OtpService).verify(booking.id, code)
        }),
      ),
    ).toBe("success")
    expect(
      await outcome(
        Effect.gen(function* () {
          yield* TestClock.adjust("600 seconds")
          return yield* (yield* OtpService).consume(booking.id, code)
        }),
      ),
    ).toEqual(incorrect)
  })

  it("are single use: the right code opens once, then it is incorrect", async () => {
    const booking = await insertTestBooking(database.db)
    await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    const code = await lastCodeSent(booking)
    expect(await outcome(OtpService.use((service) => service.verify(booking.id, code)))).toBe("success")
    expect(await outcome(OtpService.use((service) => service.consume(booking.id, code)))).toBe("success")
    expect(await outcome(OtpService.use((service) => service.consume(booking.id, code)))).toEqual(incorrect)
    expect(await outcome(OtpService.use((service) => service.verify(booking.id, code)))).toEqual(incorrect)
  })

  it("are used by exactly one of several requests that bring the right code at once", async () => {
    const booking = await insertTestBooking(database.db)
    await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    const code = await lastCodeSent(booking)
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => outcome(OtpService.use((service) => service.consume(booking.id, code)))))
    expect(outcomes.filter((result) => result === "success")).toHaveLength(1)
    expect(outcomes.filter((result) => result !== "success")).toEqual(Array(7).fill(incorrect))
  })

  it(`lock after ${OTP_MAX_ATTEMPTS} wrong tries: the fifth says locked, and then even the right code is refused`, async () => {
    const booking = await insertTestBooking(database.db)
    await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    const code = await lastCodeSent(booking)
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      expect(await outcome(OtpService.use((service) => service.verify(booking.id, wrong(code))))).toEqual(incorrect)
    }
    expect(await outcome(OtpService.use((service) => service.consume(booking.id, wrong(code))))).toEqual(locked)
    expect(await outcome(OtpService.use((service) => service.consume(booking.id, code)))).toEqual(locked)
    const [row] = await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.bookingId, booking.id))
    expect(row).toMatchObject({ attempts: OTP_MAX_ATTEMPTS, consumedAt: null })
  })

  it("are voided by a new code: the old one is incorrect, the new one opens", async () => {
    const booking = await insertTestBooking(database.db)
    await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    const first = await lastCodeSent(booking)
    await ok(
      Effect.gen(function* () {
        yield* TestClock.adjust("61 seconds")
        return yield* (yield* OtpService).issue(booking.id, { clientKey: CLIENT })
      }),
    )
    const second = await lastCodeSent(booking)
    const rows = await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.bookingId, booking.id))
    expect(rows.map((row) => row.voidedAt === null)).toEqual([false, true])
    if (first !== second) expect(await outcome(OtpService.use((service) => service.consume(booking.id, first)))).toEqual(incorrect)
    expect(await outcome(OtpService.use((service) => service.consume(booking.id, second)))).toBe("success")
  })

  it("a booking without a code has nothing to verify", async () => {
    const booking = await insertTestBooking(database.db)
    expect(await outcome(OtpService.use((service) => service.verify(booking.id, "123456")))).toEqual(incorrect)
  })

  it("go by every channel the booking chose, to its main guest", async () => {
    const booking = await insertTestBooking(database.db, { viaEmail: true, viaSms: true })
    const issued = await ok(OtpService.use((service) => service.issue(booking.id, { clientKey: CLIENT })))
    expect(issued.channels).toEqual(["email", "sms"])
    expect(issued.maskedMobile).toBe(maskMobile(booking.mobile))
    const messages = await database.db.select().from(outbox).where(eq(outbox.bookingId, booking.id))
    expect(messages.map((message) => [message.channel, message.recipient, message.kind])).toEqual([
      ["email", booking.email, "one_time_code"],
      ["sms", booking.mobile, "one_time_code"],
    ])
    expect(messages[0]!.createdAt.getTime()).toBe(START)
  })

  it("key clients by a hash of their address, never the address", async () => {
    const keys = await ok(OtpService.use((service) => Effect.succeed([service.clientKeyOf("203.0.113.9"), service.clientKeyOf("203.0.113.9"), service.clientKeyOf("203.0.113.10")])))
    expect(keys[0]).toBe(keys[1])
    expect(keys[0]).not.toBe(keys[2])
    expect(keys[0]).not.toContain("203.0.113.9")
  })
})
