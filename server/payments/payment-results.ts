import { and, eq, inArray } from "drizzle-orm"
import { Effect } from "effect"
import { settleCardApproval } from "../../core/payment/card-payments.ts"
import { cardDueCents } from "../../core/payment/card-due.ts"
import type { PaymentStatus } from "../../core/payment/payment-status.ts"
import { statusesAccepting } from "../../core/payment/payment-transitions.ts"
import type { DbFailure, DbShape } from "../db/Db.ts"
import { chosenCharitiesOf } from "../charities/charity-queries.ts"
import { bookings, hotels, paymentNotifications, payments } from "../db/schema.ts"
import { TRANSACTION_STATUS, type TransactionStatusCode } from "./payweb3/codes.ts"
import type { TransactionResult } from "./payweb3/messages.ts"
import { mainGuestOf, recipientsOf } from "../bookings/main-guest.ts"
import type { NotifierError, NotifierShape } from "../notify/Notifier.ts"
import { notificationsFor, paymentReceived } from "../notify/templates.ts"

/**
 * How a gateway result of one of our payments is recorded (PaymentService's notify and return both end here): the
 * checks a result must pass to be about the payment, the rule for when the gateway's query confirms what a notify or
 * return claimed, and the one transaction that records it.
 */

export type PaymentRow = typeof payments.$inferSelect

/**
 * `recorded`: the result was new and applied; `replay`: it had been recorded already, nothing changed;
 * `contradicted`: it was new but cannot follow the payment's recorded status (core/payment/payment-transitions.ts),
 * so it was kept for audit only and nothing else changed.
 */
export type RecordOutcome = "recorded" | "replay" | "contradicted"

/** The PayWeb3 fields of a result, as kept in payment_notifications.fields (no card data: PayWeb3 sends none). */
export const resultFields = (result: TransactionResult): Record<string, string> => ({
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
export const matchesPayment = (result: TransactionResult, payment: PaymentRow): boolean =>
  result.payRequestId === payment.payRequestId &&
  result.reference === payment.reference &&
  result.amountCents === payment.amountCents &&
  result.currency === payment.currency

/**
 * Whether the gateway's query answer confirms a notify or return that claimed `claimed`. Any outcome the gateway
 * reports is its own word, recorded whatever was claimed; but "Not Done" for a request said to have ended means the
 * gateway has not (or not yet) got that outcome, so nothing is recorded from it. A claim of Not Done that the gateway
 * repeats is confirmed (a request that ended unprocessed, e.g. 990022 Bank Not Available).
 */
export const queryConfirms = (claimed: TransactionStatusCode, queried: TransactionStatusCode): boolean =>
  queried !== TRANSACTION_STATUS.notDone || claimed === TRANSACTION_STATUS.notDone

export interface Applied {
  readonly outcome: RecordOutcome
  readonly bookingId: number
  readonly becamePaid: boolean
  /**
   * Of an approved payment, what the booking did not await (paid already, cancelled, or points paid part meanwhile):
   * recorded on the payment row (refund_due_cents) for the hotel to refund. 0 otherwise.
   */
  readonly refundDueCents: number
  /** An approved payment below what the booking now awaits (its price rose): it stays Unpaid; the hotel settles the difference. */
  readonly needsAttention: boolean
  /** The status the payment keeps when the result contradicted it. */
  readonly keptStatus?: PaymentStatus
}

/**
 * Applies a verified result in one transaction. The notification row goes first: of concurrent
 * deliveries of one result, the unique key lets exactly one insert (the others wait for it, then
 * insert nothing and stop), so the booking is paid once and one message is written.
 */
export const applyResult = Effect.fnUntraced(function* (
  database: DbShape,
  notifier: NotifierShape,
  payment: PaymentRow,
  result: TransactionResult,
  now: Date,
  /** The points the paid stay earns, credited to its member in this transaction (LoyaltyStays.creditPaidStay). */
  creditPaidStay: (bookingId: number) => Effect.Effect<void, DbFailure>,
): Effect.fn.Return<Applied, DbFailure | NotifierError> {
  const inserted = yield* database.query((db) =>
    db
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
      .returning({ id: paymentNotifications.id }),
  )
  const nothingElse = { bookingId: payment.bookingId, becamePaid: false, refundDueCents: 0, needsAttention: false }
  if (inserted.length === 0) return { outcome: "replay", ...nothingElse }

  // Only along the gateway's own transitions, checked by the update itself: of two different results racing for one
  // payment, the second is weighed against the status the first left (PostgreSQL re-reads the row it waited for).
  const moved = yield* database.query((db) =>
    db
      .update(payments)
      .set({
        status: result.paymentStatus,
        transactionStatus: result.transactionStatus,
        resultCode: result.resultCode,
        resultDescription: result.resultDesc,
        transactionId: result.transactionId === "" ? null : result.transactionId,
        updatedAt: now,
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...statusesAccepting(result.paymentStatus)])))
      .returning({ id: payments.id }),
  )
  if (moved.length === 0) {
    const [kept] = yield* database.query((db) => db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)))
    return { outcome: "contradicted", ...nothingElse, ...(kept === undefined ? {} : { keptStatus: kept.status }) }
  }

  if (result.paymentStatus !== "approved") return { outcome: "recorded", ...nothingElse }

  // What the booking awaits, read under its row lock (a points payment or a cancellation of it waits, or went first),
  // decides what the approval does (core/payment/card-payments.ts, issue 22): a booking the amount covers is Paid,
  // never left Unpaid; what it did not await is kept on the payment for the hotel to refund.
  const [awaiting] = yield* database.query((db) =>
    db
      .select({ status: bookings.status, totalForStayCents: bookings.totalForStayCents, pointsCoveredCents: bookings.pointsCoveredCents })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId))
      .for("update"),
  )
  // payments.booking_id references bookings: a payment always has its booking
  const approval = settleCardApproval({ status: awaiting!.status, dueCents: cardDueCents(awaiting!.totalForStayCents, awaiting!.pointsCoveredCents) }, payment.amountCents)
  if (approval.kind === "short") return { outcome: "recorded", ...nothingElse, needsAttention: true }
  if (approval.refundCents > 0) {
    yield* database.query((db) => db.update(payments).set({ refundDueCents: approval.refundCents, updatedAt: now }).where(eq(payments.id, payment.id)))
  }
  if (approval.kind === "refund") return { outcome: "recorded", ...nothingElse, refundDueCents: approval.refundCents }

  const paid = yield* database.query((db) =>
    db
      .update(bookings)
      .set({ status: "paid", isPaid: true, updatedAt: now })
      .where(eq(bookings.id, payment.bookingId))
      .returning({
        id: bookings.id,
        referenceNumber: bookings.referenceNumber,
        checkIn: bookings.checkInDate,
        checkOut: bookings.checkOutDate,
        viaEmail: bookings.viaEmail,
        viaSms: bookings.viaSms,
        hotelId: bookings.hotelId,
      }),
  )
  // the row is locked by this transaction since the read above: it is still there and Unpaid
  const booking = paid[0]!
  // issue 15: a member's paid stay earns its points with the payment, in this transaction; a replay never gets here.
  yield* creditPaidStay(booking.id)

  const [hotel] = yield* database.query((db) => db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, booking.hotelId)))
  const guest = yield* mainGuestOf(database, booking.id)
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
    charities: (yield* chosenCharitiesOf(database, booking.id)).map((charity) => charity.name),
  })
  for (const message of notificationsFor(content, "payment_received", recipientsOf(booking, guest), booking.id)) {
    yield* notifier.send(message)
  }
  return { outcome: "recorded", bookingId: booking.id, becamePaid: true, refundDueCents: approval.refundCents, needsAttention: false }
})
