import { randomUUID } from "node:crypto"
import { and, eq } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Result, Schema } from "effect"
import { cardDueCents } from "../../core/payment/card-due.ts"
import { ALREADY_PAID, BOOKING_IS_CANCELLED, PAY_AT_HOTEL_ONLY, PAYMENT_GATEWAY_UNAVAILABLE } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../../core/booking/hotel.ts"
import { ServerConfig } from "../config.ts"
import { bookings, hotels, paymentNotifications, payments } from "../db/schema.ts"
import { PayWeb3Client, returnedPayRequestId } from "./payweb3/client.ts"
import type { TransactionStatusCode } from "./payweb3/codes.ts"
import type { FormInput } from "./payweb3/form.ts"
import type { TransactionResult } from "./payweb3/messages.ts"
import { Db } from "../db/Db.ts"
import { Notifier } from "../notify/Notifier.ts"
import { LoyaltyStays } from "../loyalty/LoyaltyStays.ts"
import { mainGuestOf } from "../bookings/main-guest.ts"
import { applyResult, idempotencyKeyOf, matchesPayment, type PaymentRow, queryConfirms, type RecordOutcome } from "./payment-results.ts"
import { paymentSiteOrigin } from "./site-origin.ts"

/**
 * Card payments with PayGate PayWeb3 (issue 3 §3, QUALITY.md, contracts/README.md "Initiate payment"):
 * - initiate: an Unpaid, not cancelled booking at a hotel that takes online payment starts a PayWeb3
 *   request for its total_for_stay_cents less what loyalty points cover (REFERENCE the booking reference, EMAIL the main guest's,
 *   RETURN_URL and NOTIFY_URL ours). The amount is read under the booking's row lock, and the payment row (status
 *   not_done) is written in that transaction, before the gateway is asked (issue 22): a points payment, which takes the
 *   same lock, either finished before (the card charges what is left) or finds the card payment in flight (409). The
 *   row gets the gateway's PAY_REQUEST_ID once it answers, and goes if it refuses.
 * - the gateway's result reaches us twice: the notify (server to server) and the guest's return
 *   (browser). Each must be correctly signed and name a PAY_REQUEST_ID of ours (the notify also our
 *   REFERENCE, AMOUNT and CURRENCY), and each is only a claim: what is recorded is the gateway's own
 *   answer to query.trans (a signature proves little when the key is PayGate's published test key, or
 *   leaked). When there is no answer to trust yet, nothing is recorded and the notify asks for a retry.
 *   Then ONE transaction (payment-results.ts) inserts the payment_notifications row (unique per
 *   PAY_REQUEST_ID and TRANSACTION_STATUS: a replay inserts nothing and changes nothing), moves the
 *   payment row on if the gateway's transitions allow it (a contradicting result is kept for audit
 *   only), marks the booking Paid when approved, and sends the payment-received message (Notifier: the outbox, in
 *   that transaction).
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

/**
 * Why the gateway did not confirm a notify or return: its query failed (unreachable, refused, an HTTP error),
 * answered something we cannot verify (bad checksum, another request, amount or currency than ours), or still
 * calls the request Not Done.
 */
export const UNCONFIRMED_REASONS = ["gateway_failed", "unverifiable", "not_done"] as const

/** A believable notify or return the gateway's query did not confirm (yet): nothing was changed. */
export class PaymentUnconfirmed extends Schema.TaggedError<PaymentUnconfirmed>()("PaymentUnconfirmed", {
  reason: Schema.Literals(UNCONFIRMED_REASONS),
}) {}

/** What the browser needs to reach the card page: it posts PAY_REQUEST_ID and CHECKSUM to processUrl. */
export interface StartedPayment {
  readonly checksum: string
  readonly payRequestId: string
  readonly reference: string
  readonly processUrl: string
}

export type { RecordOutcome } from "./payment-results.ts"

/**
 * A payment row's PAY_REQUEST_ID while the gateway has not answered its initiate yet (unique, never one of the
 * gateway's GUIDs, so no notify or return can name it).
 */
const unansweredPayRequestId = () => `unanswered:${randomUUID()}`

type Source = "notify" | "return"

/** A verified return: the booking to show, and whether the gateway's query confirmed the result. */
export interface ReturnOutcome {
  readonly bookingUuid: string
  readonly confirmed: boolean
}

export interface PaymentServiceShape {
  /** POST /api/web/bookings/{uuid}/initiate_payment; `siteOrigin` is where the guest opened the site (site-origin.ts). */
  readonly initiate: (bookingUuid: string, siteOrigin?: string) => Effect.Effect<StartedPayment, PaymentBookingNotFound | PaymentNotAllowed | PaymentGatewayFailed>
  /** The gateway's notify (form-encoded): verified, confirmed through query, and recorded, idempotently. */
  readonly acceptNotify: (form: FormInput) => Effect.Effect<RecordOutcome, PaymentResultRefused | PaymentUnconfirmed>
  /** The guest's return (form-encoded): verified, confirmed through query, recorded like a notify. */
  readonly acceptReturn: (form: FormInput) => Effect.Effect<ReturnOutcome, PaymentResultRefused>
}

export class PaymentService extends Context.Service<PaymentService, PaymentServiceShape>()("hotel/server/PaymentService") {
  static readonly layer: Layer.Layer<PaymentService, never, Db | PayWeb3Client | Notifier | ServerConfig | LoyaltyStays> = Layer.effect(
    PaymentService,
    Effect.gen(function* () {
      const database = yield* Db
      const client = yield* PayWeb3Client
      const config = yield* ServerConfig
      const notifier = yield* Notifier
      const stays = yield* LoyaltyStays
      // A database failure is not the caller's doing: each method makes it a defect, answered 500 (and, for a notify,
      // retried by the gateway).

      const paymentByRequest = (payRequestId: string) =>
        database.query((db) => db.select().from(payments).where(eq(payments.payRequestId, payRequestId)).limit(1)).pipe(Effect.map((rows) => rows[0]))

      /**
       * One transaction: the booking's row locked, what is left for the card read under that lock, and the payment row
       * written for it (not_done, no PAY_REQUEST_ID yet), so a points payment after it finds the card payment in flight.
       */
      const claimPayment = (bookingUuid: string, now: Date) =>
        database.transaction(
          Effect.gen(function* () {
            const [booking] = yield* database.query((db) =>
              db
                .select({
                  id: bookings.id,
                  referenceNumber: bookings.referenceNumber,
                  status: bookings.status,
                  totalForStayCents: bookings.totalForStayCents,
                  pointsCoveredCents: bookings.pointsCoveredCents,
                  currency: bookings.currency,
                  hotelCode: hotels.code,
                })
                .from(bookings)
                .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
                .where(eq(bookings.uuid, bookingUuid))
                .for("update", { of: bookings }),
            )
            if (booking === undefined) return yield* new PaymentBookingNotFound({ message: BOOKING_NOT_FOUND })
            if (booking.status === "cancelled") return yield* new PaymentNotAllowed({ message: BOOKING_IS_CANCELLED })
            if (booking.status === "paid") return yield* new PaymentNotAllowed({ message: ALREADY_PAID })
            // spec B §4, §6: hotel 830 is pay later only; the website offers no Pay Booking there, and the API agrees.
            if (booking.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return yield* new PaymentNotAllowed({ message: PAY_AT_HOTEL_ONLY })
            const guest = yield* mainGuestOf(database, booking.id)
            // A confirmed booking always has a main guest with an e-mail (the confirmation requires one).
            if (guest?.email == null) return yield* Effect.die(new Error(`booking ${booking.id} has no main guest e-mail`))
            // issue 15: the card pays what loyalty points do not (a booking they pay in full is paid already)
            const dueByCard = cardDueCents(booking.totalForStayCents, booking.pointsCoveredCents)
            const [claimed] = yield* database.query((db) =>
              db
                .insert(payments)
                .values({
                  bookingId: booking.id,
                  payRequestId: unansweredPayRequestId(),
                  reference: booking.referenceNumber,
                  amountCents: dueByCard,
                  currency: booking.currency,
                  status: "not_done",
                  createdAt: now,
                  updatedAt: now,
                })
                .returning({ id: payments.id, payRequestId: payments.payRequestId }),
            )
            return { booking, dueByCard, email: guest.email, payment: claimed! }
          }),
        )

      const initiate = Effect.fn("PaymentService.initiate")(
        function* (bookingUuid: string, siteOrigin: string = config.publicUrl) {
          const { booking, dueByCard, email, payment } = yield* claimPayment(bookingUuid, new Date(yield* Clock.currentTimeMillis))
          // The gateway refused or never answered (or the request ended): the guest has no PAY_REQUEST_ID to pay, so the
          // payment is not in flight. If even that delete fails, the row only blocks points for PAYMENT_SESSION_MINUTES.
          const forget = database
            .query((db) => db.delete(payments).where(and(eq(payments.id, payment.id), eq(payments.payRequestId, payment.payRequestId))))
            .pipe(Effect.ignore)

          const started = yield* client
            .initiate({
              reference: booking.referenceNumber,
              amountCents: dueByCard,
              currency: booking.currency,
              returnUrl: `${paymentSiteOrigin(config.publicUrl, siteOrigin)}${PAYWEB3_RETURN_PATH}`,
              notifyUrl: `${config.publicUrl}${PAYWEB3_NOTIFY_PATH}`,
              email,
            })
            .pipe(
              Effect.tapError((error) =>
                Effect.logWarning("payment gateway refused the initiate").pipe(
                  Effect.annotateLogs({ booking_id: booking.id, error: error._tag, ...(error._tag === "PayWeb3Refused" ? { gateway_code: error.code } : {}) }),
                ),
              ),
              Effect.onError(() => forget),
              Effect.mapError(() => new PaymentGatewayFailed({ message: PAYMENT_GATEWAY_UNAVAILABLE })),
            )
          const answeredAt = new Date(yield* Clock.currentTimeMillis)
          yield* database.query((db) =>
            db.update(payments).set({ payRequestId: started.payRequestId, reference: started.reference, updatedAt: answeredAt }).where(eq(payments.id, payment.id)),
          )
          yield* Effect.logInfo("payment initiated").pipe(Effect.annotateLogs({ booking_id: booking.id, pay_request_id: started.payRequestId }))
          return { checksum: started.checksum, payRequestId: started.payRequestId, reference: started.reference, processUrl: started.processUrl }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      /** Whether a result with this PAY_REQUEST_ID and status has been recorded already (applied, or kept for audit). */
      const isRecorded = (result: TransactionResult) =>
        database.query((db) =>
          db
            .select({ id: paymentNotifications.id })
            .from(paymentNotifications)
            .where(eq(paymentNotifications.idempotencyKey, idempotencyKeyOf(result)))
            .limit(1),
        ).pipe(Effect.map((rows) => rows.length > 0))

      /** The gateway's own answer to query.trans about `payment`, if it confirms a notify or return that claimed `claimed`. */
      const confirmWithGateway = Effect.fnUntraced(function* (payment: PaymentRow, claimed: TransactionStatusCode, source: Source) {
        const fields = { source, booking_id: payment.bookingId, pay_request_id: payment.payRequestId, claimed_status: claimed }
        // A guest's return the gateway has not caught up with is ordinary; a notify it does not confirm may be forged.
        const unconfirmed = (reason: PaymentUnconfirmed["reason"], error?: string) =>
          (source === "notify" ? Effect.logWarning : Effect.logInfo)("payment result not confirmed by the gateway; nothing recorded").pipe(
            Effect.annotateLogs({ ...fields, reason, ...(error === undefined ? {} : { error }) }),
            Effect.andThen(Effect.fail(new PaymentUnconfirmed({ reason }))),
          )
        const queried = yield* Effect.result(client.query({ payRequestId: payment.payRequestId, reference: payment.reference }))
        if (Result.isFailure(queried)) {
          const error = queried.failure._tag
          return yield* unconfirmed(error === "PayWeb3Forged" || error === "PayWeb3Malformed" ? "unverifiable" : "gateway_failed", error)
        }
        if (!matchesPayment(queried.success, payment)) return yield* unconfirmed("unverifiable")
        if (!queryConfirms(claimed, queried.success.transactionStatus)) return yield* unconfirmed("not_done")
        return queried.success
      })

      /** Records the gateway's confirmed answer about `payment`, once. */
      const record = Effect.fnUntraced(function* (payment: PaymentRow, result: TransactionResult, source: Source) {
        const now = new Date(yield* Clock.currentTimeMillis)
        const applied = yield* database.transaction(applyResult(database, notifier, payment, result, now, stays.creditPaidStay)).pipe(Effect.orDie)
        const fields = { source, booking_id: applied.bookingId, pay_request_id: payment.payRequestId, transaction_status: result.transactionStatus }
        if (applied.outcome === "contradicted") {
          // The gateway said something that cannot follow what it said before (Declined after Approved): a fault or a
          // dispute for people to look at, never a reason to rewrite a settled payment.
          yield* Effect.logWarning("payment result contradicts the recorded one; kept for audit, nothing changed").pipe(
            Effect.annotateLogs({ ...fields, recorded_status: applied.keptStatus, result_status: result.paymentStatus }),
          )
          return applied.outcome
        }
        // For the hotel: ids and amounts only, never the guest's name, e-mail or card details.
        if (applied.refundDueCents > 0) {
          yield* Effect.logWarning("approved card payment above what the booking awaited; refund due").pipe(
            Effect.annotateLogs({ ...fields, payment_id: payment.id, amount_cents: payment.amountCents, refund_due_cents: applied.refundDueCents, became_paid: applied.becamePaid }),
          )
        }
        if (applied.needsAttention) {
          yield* Effect.logWarning("approved card payment below what the booking now awaits; booking left unpaid").pipe(
            Effect.annotateLogs({ ...fields, payment_id: payment.id, amount_cents: payment.amountCents }),
          )
        }
        yield* Effect.logInfo(applied.outcome === "replay" ? "payment result replayed" : "payment result recorded").pipe(
          Effect.annotateLogs({ ...fields, became_paid: applied.becamePaid }),
        )
        return applied.outcome
      })

      const refusal = (source: Source) => (error: PaymentResultRefused) =>
        Effect.logWarning(`payment ${source} refused`).pipe(Effect.annotateLogs({ reason: error.reason }))

      const acceptNotify = Effect.fn("PaymentService.acceptNotify")(
        function* (form: FormInput) {
          const verified = client.verifyNotify(form)
          if (Result.isFailure(verified)) {
            return yield* new PaymentResultRefused({ reason: verified.failure._tag === "PayWeb3Forged" ? "forged" : "malformed" })
          }
          const claimed = verified.success
          const payment = yield* paymentByRequest(claimed.payRequestId)
          if (payment === undefined) return yield* new PaymentResultRefused({ reason: "unknown_request" })
          if (!matchesPayment(claimed, payment)) return yield* new PaymentResultRefused({ reason: "mismatch" })
          // PayGate retrying a result we hold needs no second query: it is answered OK even while the gateway is down.
          if (yield* isRecorded(claimed)) {
            yield* Effect.logInfo("payment result replayed").pipe(
              Effect.annotateLogs({ source: "notify", booking_id: payment.bookingId, pay_request_id: payment.payRequestId, transaction_status: claimed.transactionStatus }),
            )
            return "replay" as const
          }
          const confirmed = yield* confirmWithGateway(payment, claimed.transactionStatus, "notify")
          return yield* record(payment, confirmed, "notify")
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        Effect.tapErrorTag("PaymentResultRefused", refusal("notify")),
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
          const [booking] = yield* database.query((db) => db.select({ uuid: bookings.uuid }).from(bookings).where(eq(bookings.id, payment.bookingId)))
          const bookingUuid = booking!.uuid
          // Unconfirmed, the guest still goes to the thank-you page, which shows the booking as it is; the notify tells.
          const confirmed = yield* Effect.result(confirmWithGateway(payment, claimed.success.transactionStatus, "return"))
          if (Result.isFailure(confirmed)) return { bookingUuid, confirmed: false }
          const outcome = yield* record(payment, confirmed.success, "return")
          return { bookingUuid, confirmed: outcome !== "contradicted" }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        Effect.tapError(refusal("return")),
      )

      return PaymentService.of({ initiate, acceptNotify, acceptReturn })
    }),
  )
}
