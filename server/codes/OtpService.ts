import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { OTP_LIFETIME_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../contracts/api/search.ts"
import { OTP_INCORRECT, OTP_LOCKED, TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import type { AppDatabase } from "../db/database.ts"
import { bookingGuests, bookingItems, bookings, oneTimeCodes, otpSends } from "../db/schema.ts"
import { mainGuestOf, recipientsOf } from "../bookings/main-guest.ts"
import { maskMobile } from "../../core/manage-booking/code-recipient.ts"
import { Notifier } from "../notify/Notifier.ts"
import { notificationsFor, oneTimeCode } from "../notify/templates.ts"
import { Db } from "../db/Db.ts"
import { CancellationCode, OtpIncorrect, OtpLocked } from "../bookings/CancellationCode.ts"

export { OtpIncorrect, OtpLocked }

/**
 * One-time codes that let a guest manage a booking (issue 3 §3, QUALITY.md, contracts/README.md
 * "Send booking code" and "Verify booking code"):
 * - 6 digits from a CSPRNG (`crypto.randomInt`), stored only as `hmac-sha256$<salt>$<digest>`: an
 *   HMAC-SHA-256 keyed with the server secret over a fresh 16-byte salt and the code, compared in
 *   constant time. Without a secret the key is empty, which still salts every code (never the plain
 *   code in the database) but lets someone holding a copy of the table try the 10^6 codes: give
 *   the layer a secret in production.
 * - lives OTP_LIFETIME_SECONDS (10 minutes, on Effect's Clock), used at most once, locked after
 *   OTP_MAX_ATTEMPTS (5) wrong tries; issuing a new code voids the live one (the table's partial
 *   unique index allows one live code per booking).
 * - sends are limited: one per booking every OTP_RESEND_SECONDS (60 s), OTP_SENDS_PER_BOOKING_PER_HOUR
 *   per booking, OTP_REQUESTS_PER_CLIENT_PER_HOUR per client (a keyed hash of its address). A
 *   send_otp or verify_otp naming no booking counts against its client too, so guessing e-mail and
 *   reference pairs is limited as well. Refusals carry Retry-After; so does a locked code: the seconds until
 *   the booking may be sent a new one.
 * - the code goes by the booking's via_email / via_sms to its main guest, written to the outbox in
 *   the same transaction as the code, so a code is never stored without its message or sent without
 *   being stored.
 */

/** Contract (contracts/README.md "Send booking code"): codes one booking may be sent in an hour. */
export const OTP_SENDS_PER_BOOKING_PER_HOUR = 5
/** Contract: send_otp and unmatched verify_otp calls one client may make in an hour. */
export const OTP_REQUESTS_PER_CLIENT_PER_HOUR = 20
/** How codes are formed: 6 digits. */
export const OTP_DIGITS = 6

const HOUR_MS = 60 * 60 * 1000
const HASH_SCHEME = "hmac-sha256"

/** 429 with Retry-After: too many codes sent for this booking or requests from this client. */
export class OtpRateLimited extends Schema.TaggedError<OtpRateLimited>()("OtpRateLimited", {
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}

/** 404: no booking has that guest e-mail and reference (the Booking not found text). */
export class OtpBookingNotFound extends Schema.TaggedError<OtpBookingNotFound>()("OtpBookingNotFound", {
  message: Schema.String,
}) {}

export type OtpChannel = "email" | "sms"

/**
 * What a send did: the channels the code went by (the booking's via_email / via_sms), the mobile an SMS went to,
 * masked (issue 29 §13; null when none went), and its life in seconds.
 */
export interface IssuedCode {
  readonly channels: ReadonlyArray<OtpChannel>
  readonly maskedMobile: string | null
  readonly expiresInSeconds: number
}

export interface OtpServiceShape {
  /**
   * A new code for the booking (internal id): voids the live one, stores only its hash, and writes
   * the message for each of the booking's channels to the outbox in the same transaction. Limited
   * per booking and per client (`clientKey`, from `clientKeyOf`).
   */
  readonly issue: (bookingId: number, options: { readonly clientKey: string }) => Effect.Effect<IssuedCode, OtpRateLimited>
  /** Checks the booking's live code WITHOUT using it up; a wrong code counts as a try. */
  readonly verify: (bookingId: number, code: string) => Effect.Effect<void, OtpIncorrect | OtpLocked>
  /** Checks the booking's live code and uses it up (single use), atomically; a wrong code counts as a try. */
  readonly consume: (bookingId: number, code: string) => Effect.Effect<void, OtpIncorrect | OtpLocked>
  /** send_otp: finds the booking by a guest's e-mail (ignoring case) and a booking or room reference, then `issue`s. */
  readonly sendForBooking: (request: {
    readonly email: string
    readonly referenceNumber: string
    readonly clientKey: string
  }) => Effect.Effect<IssuedCode, OtpBookingNotFound | OtpRateLimited>
  /** verify_otp: finds the booking as sendForBooking does, `consume`s the code, answers the booking's uuid. */
  readonly openWithCode: (request: {
    readonly email: string
    readonly referenceNumber: string
    readonly code: string
    readonly clientKey: string
  }) => Effect.Effect<{ readonly uuid: string }, OtpBookingNotFound | OtpIncorrect | OtpLocked | OtpRateLimited>
  /** A client's key for rate limits: a keyed hash of its address (no personal data stored). */
  readonly clientKeyOf: (address: string) => string
}

export interface OtpServiceOptions {
  /** The server secret the code hashes are keyed with (HMAC-SHA-256); empty when not given (salted only). */
  readonly secret?: string | undefined
}

// ---------------------------------------------------------------------------------------------
// Pure parts: codes and their hashes.

/** A fresh code: OTP_DIGITS digits, uniformly drawn by the CSPRNG (leading zeros kept). */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0")

const digest = (secret: string, salt: string, code: string): Buffer => createHmac("sha256", secret).update(`${salt}:${code}`, "utf8").digest()

/** The stored form of `code`: scheme, salt and HMAC, never the code itself. */
export const hashCode = (secret: string, code: string, salt: string = randomBytes(16).toString("hex")): string =>
  `${HASH_SCHEME}$${salt}$${digest(secret, salt, code).toString("hex")}`

/** Whether `code` is the one `stored` was made from; constant-time over the digests. */
export const codeMatches = (secret: string, stored: string, code: string): boolean => {
  const [scheme, salt, hex] = stored.split("$")
  if (scheme !== HASH_SCHEME || salt === undefined || hex === undefined || !/^[0-9a-f]{64}$/.test(hex)) return false
  return timingSafeEqual(digest(secret, salt, code), Buffer.from(hex, "hex"))
}

/** Seconds until a window of `windowMs` opened at `since` lets another request through (at least 1). */
const secondsUntil = (since: Date, windowMs: number, now: number): number => Math.max(1, Math.ceil((since.getTime() + windowMs - now) / 1000))

// ---------------------------------------------------------------------------------------------
// Reads (plain Drizzle, run through Db.query: on the transaction when inside one).

/** The booking whose reference (or a room's) and a guest's e-mail match, ignoring case. */
const findBooking = async (db: AppDatabase, email: string, referenceNumber: string) => {
  const reference = referenceNumber.trim().toLowerCase()
  const rows = await db
    .select({ id: bookings.id, uuid: bookings.uuid })
    .from(bookings)
    .where(
      and(
        sql`(lower(${bookings.referenceNumber}) = ${reference} or exists (select 1 from ${bookingItems} where ${bookingItems.bookingId} = ${bookings.id} and lower(${bookingItems.referenceNumber}) = ${reference}))`,
        sql`exists (select 1 from ${bookingItems} join ${bookingGuests} on ${bookingGuests.bookingItemId} = ${bookingItems.id} where ${bookingItems.bookingId} = ${bookings.id} and lower(${bookingGuests.email}) = ${email.trim().toLowerCase()})`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(1)
  return rows[0]
}

/** Seconds to wait when the client has used up its hourly requests, else undefined. */
const clientWait = async (db: AppDatabase, clientKey: string, now: number): Promise<number | undefined> => {
  const windowStart = new Date(now - HOUR_MS)
  const recent = await db
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.clientKey, clientKey), gt(otpSends.sentAt, windowStart)))
    .orderBy(asc(otpSends.sentAt))
  if (recent.length < OTP_REQUESTS_PER_CLIENT_PER_HOUR) return undefined
  // The request that frees a place is the oldest one still counted once it leaves the hour.
  return secondsUntil(recent[recent.length - OTP_REQUESTS_PER_CLIENT_PER_HOUR]!.sentAt, HOUR_MS, now)
}

/** Seconds to wait before this booking may be sent another code, else undefined. */
const bookingWait = async (db: AppDatabase, bookingId: number, now: number): Promise<number | undefined> => {
  const recent = await db
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.bookingId, bookingId), gt(otpSends.sentAt, new Date(now - HOUR_MS))))
    .orderBy(asc(otpSends.sentAt))
  const last = recent.at(-1)?.sentAt
  const resend = last !== undefined && last.getTime() + OTP_RESEND_SECONDS * 1000 > now ? secondsUntil(last, OTP_RESEND_SECONDS * 1000, now) : 0
  const hourly =
    recent.length < OTP_SENDS_PER_BOOKING_PER_HOUR ? 0 : secondsUntil(recent[recent.length - OTP_SENDS_PER_BOOKING_PER_HOUR]!.sentAt, HOUR_MS, now)
  const wait = Math.max(resend, hourly)
  return wait === 0 ? undefined : wait
}

const liveCode = (bookingId: number) =>
  and(eq(oneTimeCodes.bookingId, bookingId), isNull(oneTimeCodes.consumedAt), isNull(oneTimeCodes.voidedAt))

type IssueOutcome = { readonly kind: "issued"; readonly code: IssuedCode } | { readonly kind: "limited"; readonly retryAfterSeconds: number }

type CheckOutcome = "ok" | "incorrect" | "locked"

// ---------------------------------------------------------------------------------------------

export class OtpService extends Context.Service<OtpService, OtpServiceShape>()("hotel/server/OtpService") {
  static readonly layer = (options: OtpServiceOptions = {}): Layer.Layer<OtpService, never, Db | Notifier> =>
    Layer.effect(
      OtpService,
      Effect.gen(function* () {
        const database = yield* Db
        const notifier = yield* Notifier
        const secret = options.secret ?? ""
        // A database failure here is not the guest's doing: each method makes it a defect, answered 500 without detail.

        const clientKeyOf = (address: string): string => `c1$${createHmac("sha256", secret).update(`client:${address}`, "utf8").digest("hex").slice(0, 40)}`

        /** Records a request that matched no booking, so it counts against the client. */
        const recordMiss = (clientKey: string, now: number) =>
          database.query((db) => db.insert(otpSends).values({ bookingId: null, clientKey, sentAt: new Date(now) }))

        /** A new code for the booking, in the send's transaction: refused (answered "limited") within the limits. */
        const issueIn = Effect.fnUntraced(function* (bookingId: number, clientKey: string, now: number) {
          // The booking's row lock serialises sends for one booking: the limits and the one live code hold under concurrency.
          const [booking] = yield* database.query((db) =>
            db
              .select({ id: bookings.id, referenceNumber: bookings.referenceNumber, viaEmail: bookings.viaEmail, viaSms: bookings.viaSms })
              .from(bookings)
              .where(eq(bookings.id, bookingId))
              .for("update"),
          )
          if (booking === undefined) return yield* Effect.die(new Error(`OtpService.issue: no booking ${bookingId}`))
          const wait = yield* database.query(async (db) => Math.max((await clientWait(db, clientKey, now)) ?? 0, (await bookingWait(db, bookingId, now)) ?? 0))
          if (wait > 0) return { kind: "limited", retryAfterSeconds: wait } satisfies IssueOutcome

          const recipients = recipientsOf(booking, yield* mainGuestOf(database, bookingId))
          const code = newCode()
          yield* database.query(async (db) => {
            await db.update(oneTimeCodes).set({ voidedAt: new Date(now) }).where(liveCode(bookingId))
            await db.insert(oneTimeCodes).values({
              bookingId,
              codeHash: hashCode(secret, code),
              expiresAt: new Date(now + OTP_LIFETIME_SECONDS * 1000),
              createdAt: new Date(now),
            })
            await db.insert(otpSends).values({ bookingId, clientKey, sentAt: new Date(now) })
          })
          const content = oneTimeCode({ code, referenceNumber: booking.referenceNumber, validMinutes: OTP_LIFETIME_SECONDS / 60 })
          const messages = notificationsFor(content, "one_time_code", recipients, bookingId)
          for (const message of messages) yield* notifier.send(message).pipe(Effect.orDie)
          const channels = messages.map((message) => message.channel)
          const maskedMobile = channels.includes("sms") && recipients.mobile !== undefined ? maskMobile(recipients.mobile) : null
          return { kind: "issued", code: { channels, maskedMobile, expiresInSeconds: OTP_LIFETIME_SECONDS } } satisfies IssueOutcome
        })

        const issue = Effect.fn("OtpService.issue")(
          function* (bookingId: number, { clientKey }: { readonly clientKey: string }) {
            const now = yield* Clock.currentTimeMillis
            const outcome: IssueOutcome = yield* database.transaction(issueIn(bookingId, clientKey, now))
            if (outcome.kind === "limited") return yield* new OtpRateLimited({ message: TOO_MANY_REQUESTS, retryAfterSeconds: outcome.retryAfterSeconds })
            yield* Effect.logInfo("one-time code issued").pipe(Effect.annotateLogs({ booking_id: bookingId, channels: outcome.code.channels.join(",") }))
            return outcome.code
          },
          Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        )

        /** Checks the live code; on a match uses it up when `use` says so. Wrong tries are counted and committed. */
        const check = Effect.fnUntraced(function* (bookingId: number, code: string, use: boolean) {
          const now = yield* Clock.currentTimeMillis
          const at = new Date(now)
          const outcome = yield* database.transaction(database.query(async (tx): Promise<CheckOutcome> => {
            const [live] = await tx.select().from(oneTimeCodes).where(liveCode(bookingId)).limit(1)
            if (live === undefined) return "incorrect"
            if (live.attempts >= OTP_MAX_ATTEMPTS) return "locked"
            if (live.expiresAt.getTime() <= now) return "incorrect"
            if (codeMatches(secret, live.codeHash, code)) {
              if (!use) return "ok"
              // Conditional: of two requests with the right code at once, exactly one uses it.
              const used = await tx
                .update(oneTimeCodes)
                .set({ consumedAt: at })
                .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt), isNull(oneTimeCodes.voidedAt), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS), gt(oneTimeCodes.expiresAt, at)))
                .returning({ id: oneTimeCodes.id })
              return used.length === 1 ? "ok" : "incorrect"
            }
            const [counted] = await tx
              .update(oneTimeCodes)
              .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
              .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt), isNull(oneTimeCodes.voidedAt), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
              .returning({ attempts: oneTimeCodes.attempts })
            // The try that reaches the limit already answers "locked", so the guest knows to ask for a new code.
            return counted !== undefined && counted.attempts >= OTP_MAX_ATTEMPTS ? "locked" : "incorrect"
          }))
          if (outcome === "locked") {
            // The lock ends only with a new code: the honest wait is until one may be sent.
            const wait = yield* database.query((db) => bookingWait(db, bookingId, now))
            return yield* new OtpLocked({ message: OTP_LOCKED, retryAfterSeconds: wait ?? 1 })
          }
          if (outcome === "incorrect") return yield* new OtpIncorrect({ message: OTP_INCORRECT })
        })

        const verify = Effect.fn("OtpService.verify")(
          function* (bookingId: number, code: string) {
            yield* check(bookingId, code, false)
          },
          Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        )

        const consume = Effect.fn("OtpService.consume")(
          function* (bookingId: number, code: string) {
            yield* check(bookingId, code, true)
          },
          Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        )

        /** The booking for e-mail and reference, after the client's limit; a miss is recorded and answered 404. */
        const bookingFor = Effect.fnUntraced(function* (email: string, referenceNumber: string, clientKey: string) {
          const now = yield* Clock.currentTimeMillis
          const wait = yield* database.query((db) => clientWait(db, clientKey, now))
          if (wait !== undefined) return yield* new OtpRateLimited({ message: TOO_MANY_REQUESTS, retryAfterSeconds: wait })
          const booking = yield* database.query((db) => findBooking(db, email, referenceNumber))
          if (booking === undefined) {
            yield* recordMiss(clientKey, now)
            return yield* new OtpBookingNotFound({ message: BOOKING_NOT_FOUND })
          }
          return booking
        })

        const sendForBooking = Effect.fn("OtpService.sendForBooking")(
          function* (request: {
            readonly email: string
            readonly referenceNumber: string
            readonly clientKey: string
          }) {
            const booking = yield* bookingFor(request.email, request.referenceNumber, request.clientKey)
            return yield* issue(booking.id, { clientKey: request.clientKey })
          },
          Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        )

        const openWithCode = Effect.fn("OtpService.openWithCode")(
          function* (request: { readonly email: string; readonly referenceNumber: string; readonly code: string; readonly clientKey: string }) {
            const booking = yield* bookingFor(request.email, request.referenceNumber, request.clientKey)
            yield* consume(booking.id, request.code)
            return { uuid: booking.uuid }
          },
          Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        )

        return OtpService.of({ issue, verify, consume, sendForBooking, openWithCode, clientKeyOf })
      }),
    )

  /** Bookings' port for a cancellation's code (bookings/CancellationCode.ts), answered by `consume`. */
  static readonly cancellationCode: Layer.Layer<CancellationCode, never, OtpService> = Layer.effect(
    CancellationCode,
    Effect.gen(function* () {
      const otp = yield* OtpService
      return CancellationCode.of({ consume: otp.consume })
    }),
  )
}
