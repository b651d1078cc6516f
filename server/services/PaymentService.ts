import { and, asc, eq } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Result, Schema } from "effect"
import { ALREADY_PAID, BOOKING_IS_CANCELLED, PAY_AT_HOTEL_ONLY, PAYMENT_GATEWAY_UNAVAILABLE } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../../core/booking/hotel.ts"
import { ServerConfig } from "../config.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { bookingGuests, bookingItems, bookings, hotels, paymentNotifications, payments } from "../db/schema.ts"
import { PayWeb3Client, returnedPayRequestId } from "../gateway/payweb3/client.ts"
import { TRANSACTION_STATUS } from "../gateway/payweb3/codes.ts"
import type { FormInput } from "../gateway/payweb3/form.ts"
import type { TransactionResult } from "../gateway/payweb3/messages.ts"
import { makeOutboxStoreDrizzle } from "../notify/OutboxStore.drizzle.ts"
import { notificationsFor, paymentReceived } from "../notify/templates.ts"
import { Db, query, transaction } from "./Db.ts"

/**
 * Card payments with PayGate PayWeb3 (issue 3 §3, QUALITY.md, contracts/README.md "Initiate payment"):
 * - initiate: an Unpaid, not cancelled booking at a hotel that takes online payment starts a PayWeb3
 *   request for its total_for_stay_cents (REFERENCE the booking reference, EMAIL the main guest's,
 *   RETURN_URL and NOTIFY_URL ours); the payment row (status not_done) is stored before the browser
 *   gets the PAY_REQUEST_ID.
 * - the gateway's result reaches us twice: the notify (server to server) and the guest's return
 *   (browser), which is only a claim until query.trans confirms it. Both go through `record`: the
 *   result must be correctly signed, name a PAY_REQUEST_ID of ours, and carry our REFERENCE, AMOUNT and
 *   CURRENCY; then ONE transaction inserts the payment_notifications row (unique per PAY_REQUEST_ID
 *   and TRANSACTION_STATUS: a replay inserts nothing and changes nothing), updates the payment row,
 *   marks the booking Paid when approved, and writes the payment-received message to the outbox.
 */

/** The public paths of our PayWeb3 endpoints (RETURN_URL and NOTIFY_URL are PUBLIC_URL + these). */
export const PAYWEB3_NOTIFY_PATH = "/api/web/payments/payweb3/notify"
export const PAYWEB3_RETURN_PATH = "/api/web/payments/payweb3/return"

/** 404: no confirmed booking has this uuid. */
export class PaymentBookingNotFound extends Schema.TaggedError<PaymentBookingNotFound>()("PaymentBookingNotFound", {
  message: Schema.String,
}) {}

/** 409: the booking cannot be paid online (cancelled, already paid, or hotel 830). */
export class PaymentNotAllowed extends Schema.TaggedError<PaymentNotAllowed>()("PaymentNotAllowed", {
  message: Schema.String,
}) {}

/** 502: the gateway refused the initiate, did not answer, or answered something we cannot trust. */
export class PaymentGatewayFailed extends Schema.TaggedError<PaymentGatewayFailed>()("PaymentGatewayFailed", {
  message: Schema.String,
}) {}

/** Why a notify or return was refused: never its field values, which are the gateway's and the guest's. */
export const REFUSAL_REASONS = ["forged", "malformed", "unknown_request", "mismatch"] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** A notify or return we do not believe: nothing was changed. */
export class PaymentResultRefused extends Schema.TaggedError<PaymentResultRefused>()("PaymentResultRefused", {
  reason: Schema.Literals(REFUSAL_REASONS),
}) {}

/** What the browser needs to reach the card page: it posts PAY_REQUEST_ID and CHECKSUM to processUrl. */
export interface StartedPayment {
  readonly checksum: string
  readonly payRequestId: string
  readonly reference: string
  readonly processUrl: string
}

/** `recorded`: the result was new and applied; `replay`: it had been applied already, nothing changed. */
export type RecordOutcome = "recorded" | "replay"

/** A verified return: the booking to show, and whether the gateway's query confirmed the result. */
export interface ReturnOutcome {
  readonly bookingUuid: string
  readonly confirmed: boolean
}

export interface PaymentServiceShape {
  /** POST /api/web/bookings/{uuid}/initiate_payment. */
  readonly initiate: (bookingUuid: string) => Effect.Effect<StartedPayment, PaymentBookingNotFound | PaymentNotAllowed | PaymentGatewayFailed>
  /** The gateway's notify (form-encoded): verified and recorded, idempotently. */
  readonly acceptNotify: (form: FormInput) => Effect.Effect<RecordOutcome, PaymentResultRefused>
  /** The guest's return (form-encoded): verified, confirmed through query, recorded like a notify. */
  readonly acceptReturn: (form: FormInput) => Effect.Effect<ReturnOutcome, PaymentResultRefused>
}

type PaymentRow = typeof payments.$inferSelect

/** The PayWeb3 fields of a result, as kept in payment_notifications.fields (no card data: PayWeb3 sends none). */
const resultFields = (result: TransactionResult): Record<string, string> => ({
  PAYGATE_ID: result.paygateId,
  PAY_REQUEST_ID: result.payRequestId,
  REFERENCE: result.reference,
  TRANSACTION_STATUS: String(result.transactionStatus),
  RESULT_CODE: result.resultCode,
  AUTH_CODE: result.authCode,
  CURRENCY: result.currency,
  AMOUNT: String(result.amountCents),
  RESULT_DESC: result.resultDesc,
  TRANSACTION_ID: result.transactionId,
  RISK_INDICATOR: result.riskIndicator,
  PAY_METHOD: result.payMethod,
  PAY_METHOD_DETAIL: result.payMethodDetail,
})

/** A result's idempotency key: one PAY_REQUEST_ID reaches each TRANSACTION_STATUS once. */
export const idempotencyKeyOf = (result: Pick<TransactionResult, "payRequestId" | "transactionStatus">): string =>
  `${result.payRequestId}:${result.transactionStatus}`

/** Whether a signed result is about `payment` as we asked for it: same request, reference, amount and currency. */
const matchesPayment = (result: TransactionResult, payment: PaymentRow): boolean =>
  result.payRequestId === payment.payRequestId &&
  result.reference === payment.reference &&
  result.amountCents === payment.amountCents &&
  result.currency === payment.currency

/** The main guest: the first room's first guest (spec B §4: the guest who holds the booking). */
const mainGuestOf = async (db: AppDatabase | AppTransaction, bookingId: number) => {
  const rows = await db
    .select({ email: bookingGuests.email, mobile: bookingGuests.mobile, firstName: bookingGuests.firstName, surname: bookingGuests.surname })
    .from(bookingItems)
    .innerJoin(bookingGuests, eq(bookingGuests.bookingItemId, bookingItems.id))
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id), asc(bookingGuests.position))
    .limit(1)
  return rows[0]
}

interface Applied {
  readonly outcome: RecordOutcome
  readonly bookingId: number
  readonly becamePaid: boolean
  /** An approved payment for a booking paid already, cancelled, or now priced otherwise: the hotel must look at it (a refund or the difference). */
  readonly needsAttention: boolean
}

/**
 * Applies a verified result in one transaction. The notification row goes first: of concurrent
 * deliveries of one result, the unique key lets exactly one insert (the others wait for it, then
 * insert nothing and stop), so the booking is paid once and one message is written.
 */
const applyResult = async (tx: AppTransaction, payment: PaymentRow, result: TransactionResult, now: Date): Promise<Applied> => {
  const inserted = await tx
    .insert(paymentNotifications)
    .values({
      payRequestId: payment.payRequestId,
      idempotencyKey: idempotencyKeyOf(result),
      transactionStatus: result.transactionStatus,
      resultCode: result.resultCode,
      fields: resultFields(result),
      receivedAt: now,
    })
    .onConflictDoNothing({ target: paymentNotifications.idempotencyKey })
    .returning({ id: paymentNotifications.id })
  if (inserted.length === 0) return { outcome: "replay", bookingId: payment.bookingId, becamePaid: false, needsAttention: false }

  // "Not done" never overwrites an outcome already known (a late or stale query answer).
  const notDone = result.transactionStatus === TRANSACTION_STATUS.notDone
  await tx
    .update(payments)
    .set({
      status: result.paymentStatus,
      transactionStatus: result.transactionStatus,
      resultCode: result.resultCode,
      resultDescription: result.resultDesc,
      transactionId: result.transactionId === "" ? null : result.transactionId,
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), notDone ? eq(payments.status, "not_done") : undefined))

  if (result.paymentStatus !== "approved") return { outcome: "recorded", bookingId: payment.bookingId, becamePaid: false, needsAttention: false }

  // Paid only at the booking's own amount: a payment started before the dates (and the price) changed settles
  // nothing by itself; it is recorded and flagged for the hotel to settle the difference.
  const paid = await tx
    .update(bookings)
    .set({ status: "paid", isPaid: true, updatedAt: now })
    .where(and(eq(bookings.id, payment.bookingId), eq(bookings.status, "unpaid"), eq(bookings.totalForStayCents, payment.amountCents)))
    .returning({
      id: bookings.id,
      referenceNumber: bookings.referenceNumber,
      checkIn: bookings.checkInDate,
      checkOut: bookings.checkOutDate,
      viaEmail: bookings.viaEmail,
      viaSms: bookings.viaSms,
      hotelId: bookings.hotelId,
    })
  const booking = paid[0]
  if (booking === undefined) return { outcome: "recorded", bookingId: payment.bookingId, becamePaid: false, needsAttention: true }

  const [hotel] = await tx.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, booking.hotelId))
  const guest = await mainGuestOf(tx, booking.id)
  const guestName = guest === undefined ? undefined : `${guest.firstName} ${guest.surname}`.trim()
  const content = paymentReceived({
    referenceNumber: booking.referenceNumber,
    hotelName: hotel?.name ?? "",
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    ...(guestName === undefined ? {} : { guestName }),
    amountCents: payment.amountCents,
    currency: payment.currency,
    ...(result.transactionId === "" ? {} : { transactionReference: result.transactionId }),
  })
  const recipients = {
    ...(booking.viaEmail && guest?.email ? { email: guest.email } : {}),
    ...(booking.viaSms && guest?.mobile ? { mobile: guest.mobile } : {}),
  }
  const outbox = makeOutboxStoreDrizzle(tx)
  for (const message of notificationsFor(content, "payment_received", recipients, booking.id)) {
    await Effect.runPromise(outbox.append({ ...message, createdAt: now }))
  }
  return { outcome: "recorded", bookingId: booking.id, becamePaid: true, needsAttention: false }
}

export class PaymentService extends Context.Service<PaymentService, PaymentServiceShape>()("hotel/server/PaymentService") {
  static readonly layer: Layer.Layer<PaymentService, never, Db | PayWeb3Client | ServerConfig> = Layer.effect(
    PaymentService,
    Effect.gen(function* () {
      const database = yield* Db
      const client = yield* PayWeb3Client
      const config = yield* ServerConfig
      // A database failure is not the caller's doing: a defect, answered 500 (and, for a notify, retried by the gateway).
      const run = <A>(work: (db: AppDatabase) => Promise<A>) => query(work).pipe(Effect.provideService(Db, database), Effect.orDie)
      const inTransaction = <A>(work: (tx: AppTransaction) => Promise<A>) =>
        transaction(work).pipe(Effect.provideService(Db, database), Effect.orDie)

      const paymentByRequest = (payRequestId: string) =>
        run((db) => db.select().from(payments).where(eq(payments.payRequestId, payRequestId)).limit(1)).pipe(Effect.map((rows) => rows[0]))

      const initiate = Effect.fn("PaymentService.initiate")(function* (bookingUuid: string) {
        const [booking] = yield* run((db) =>
          db
            .select({
              id: bookings.id,
              referenceNumber: bookings.referenceNumber,
              status: bookings.status,
              totalForStayCents: bookings.totalForStayCents,
              currency: bookings.currency,
              hotelCode: hotels.code,
            })
            .from(bookings)
            .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
            .where(eq(bookings.uuid, bookingUuid))
            .limit(1),
        )
        if (booking === undefined) return yield* new PaymentBookingNotFound({ message: BOOKING_NOT_FOUND })
        if (booking.status === "cancelled") return yield* new PaymentNotAllowed({ message: BOOKING_IS_CANCELLED })
        if (booking.status === "paid") return yield* new PaymentNotAllowed({ message: ALREADY_PAID })
        // spec B §4, §6: hotel 830 is pay later only; the website offers no Pay Booking there, and the API agrees.
        if (booking.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return yield* new PaymentNotAllowed({ message: PAY_AT_HOTEL_ONLY })
        const guest = yield* run((db) => mainGuestOf(db, booking.id))
        // A confirmed booking always has a main guest with an e-mail (the confirmation requires one).
        if (guest?.email == null) return yield* Effect.die(new Error(`booking ${booking.id} has no main guest e-mail`))

        const started = yield* client
          .initiate({
            reference: booking.referenceNumber,
            amountCents: booking.totalForStayCents,
            currency: booking.currency,
            returnUrl: `${config.publicUrl}${PAYWEB3_RETURN_PATH}`,
            notifyUrl: `${config.publicUrl}${PAYWEB3_NOTIFY_PATH}`,
            email: guest.email,
          })
          .pipe(
            Effect.tapError((error) =>
              Effect.logWarning("payment gateway refused the initiate").pipe(
                Effect.annotateLogs({ booking_id: booking.id, error: error._tag, ...(error._tag === "PayWeb3Refused" ? { gateway_code: error.code } : {}) }),
              ),
            ),
            Effect.mapError(() => new PaymentGatewayFailed({ message: PAYMENT_GATEWAY_UNAVAILABLE })),
          )
        const now = new Date(yield* Clock.currentTimeMillis)
        yield* run((db) =>
          db.insert(payments).values({
            bookingId: booking.id,
            payRequestId: started.payRequestId,
            reference: started.reference,
            amountCents: booking.totalForStayCents,
            currency: booking.currency,
            status: "not_done",
            createdAt: now,
            updatedAt: now,
          }),
        )
        yield* Effect.logInfo("payment initiated").pipe(Effect.annotateLogs({ booking_id: booking.id, pay_request_id: started.payRequestId }))
        return { checksum: started.checksum, payRequestId: started.payRequestId, reference: started.reference, processUrl: started.processUrl }
      })

      /** Records a signed result of one of our payments, once; refuses one that is not about it. */
      const record = Effect.fnUntraced(function* (result: TransactionResult, source: "notify" | "return") {
        const payment = yield* paymentByRequest(result.payRequestId)
        if (payment === undefined) return yield* new PaymentResultRefused({ reason: "unknown_request" })
        if (!matchesPayment(result, payment)) return yield* new PaymentResultRefused({ reason: "mismatch" })
        const now = new Date(yield* Clock.currentTimeMillis)
        const applied = yield* inTransaction((tx) => applyResult(tx, payment, result, now))
        const fields = { source, booking_id: applied.bookingId, pay_request_id: payment.payRequestId, transaction_status: result.transactionStatus }
        if (applied.needsAttention) {
          yield* Effect.logWarning("approved payment for a booking not awaiting payment at that amount").pipe(Effect.annotateLogs(fields))
        }
        yield* Effect.logInfo(applied.outcome === "replay" ? "payment result replayed" : "payment result recorded").pipe(
          Effect.annotateLogs({ ...fields, became_paid: applied.becamePaid }),
        )
        return applied.outcome
      })

      const refusal = (source: "notify" | "return") => (error: PaymentResultRefused) =>
        Effect.logWarning(`payment ${source} refused`).pipe(Effect.annotateLogs({ reason: error.reason }))

      const acceptNotify = Effect.fn("PaymentService.acceptNotify")(
        function* (form: FormInput) {
          const verified = client.verifyNotify(form)
          if (Result.isFailure(verified)) {
            return yield* new PaymentResultRefused({ reason: verified.failure._tag === "PayWeb3Forged" ? "forged" : "malformed" })
          }
          return yield* record(verified.success, "notify")
        },
        Effect.tapError(refusal("notify")),
      )

      const acceptReturn = Effect.fn("PaymentService.acceptReturn")(
        function* (form: FormInput) {
          const payRequestId = returnedPayRequestId(form)
          const payment = payRequestId === undefined ? undefined : yield* paymentByRequest(payRequestId)
          if (payment === undefined) return yield* new PaymentResultRefused({ reason: "unknown_request" })
          const claimed = client.verifyReturn(form, payment.reference)
          if (Result.isFailure(claimed)) {
            return yield* new PaymentResultRefused({ reason: claimed.failure._tag === "PayWeb3Forged" ? "forged" : "malformed" })
          }
          const [booking] = yield* run((db) => db.select({ uuid: bookings.uuid }).from(bookings).where(eq(bookings.id, payment.bookingId)))
          const bookingUuid = booking!.uuid
          // The return is the browser's claim: only the gateway's own answer to query.trans is recorded.
          const queried = yield* Effect.result(client.query({ payRequestId: payment.payRequestId, reference: payment.reference }))
          if (Result.isFailure(queried)) {
            yield* Effect.logWarning("payment query failed after a return; the notify will tell").pipe(
              Effect.annotateLogs({ booking_id: payment.bookingId, pay_request_id: payment.payRequestId, error: queried.failure._tag }),
            )
            return { bookingUuid, confirmed: false }
          }
          // A return says the guest finished; a gateway that still answers "not done" contradicts it (or has not caught
          // up): nothing is recorded from it, and the notify, if any, tells the outcome.
          if (queried.success.transactionStatus === TRANSACTION_STATUS.notDone) {
            yield* Effect.logInfo("payment return not confirmed by query").pipe(
              Effect.annotateLogs({ booking_id: payment.bookingId, pay_request_id: payment.payRequestId, claimed_status: claimed.success.transactionStatus }),
            )
            return { bookingUuid, confirmed: false }
          }
          const recorded = yield* Effect.result(record(queried.success, "return"))
          if (Result.isFailure(recorded)) {
            yield* refusal("return")(recorded.failure)
            return { bookingUuid, confirmed: false }
          }
          return { bookingUuid, confirmed: true }
        },
        Effect.tapError(refusal("return")),
      )

      return PaymentService.of({ initiate, acceptNotify, acceptReturn })
    }),
  )
}
