import { and, asc, eq } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { BookingRefunds } from "../bookings/BookingRefunds.ts"
import { Db } from "../db/Db.ts"
import { payments } from "../db/schema.ts"

interface Refundable {
  readonly id: number
  readonly amountCents: number
  readonly refundDueCents: number
}

/**
 * `cents` owed back spread over approved payments, oldest first, each up to what it does not owe back already:
 * the new refund_due_cents of each payment it reaches. What no payment can carry is dropped (a booking's card part is
 * never above what its approved payments took).
 */
export const spreadRefund = (approved: ReadonlyArray<Refundable>, cents: number): ReadonlyArray<{ readonly id: number; readonly refundDueCents: number }> => {
  let left = cents
  const due: Array<{ id: number; refundDueCents: number }> = []
  for (const payment of approved) {
    if (left <= 0) break
    const share = Math.min(left, payment.amountCents - payment.refundDueCents)
    if (share <= 0) continue
    due.push({ id: payment.id, refundDueCents: payment.refundDueCents + share })
    left -= share
  }
  return due
}

/** Bookings' port for a cancellation's card refund (bookings/BookingRefunds.ts), answered from the payments table. */
export const bookingRefunds: Layer.Layer<BookingRefunds, never, Db> = Layer.effect(
  BookingRefunds,
  Effect.gen(function* () {
    const database = yield* Db
    return BookingRefunds.of({
      refundOnCancel: Effect.fnUntraced(function* (bookingId, cents, now) {
        if (cents <= 0) return
        const approved = yield* database.query((db) =>
          db
            .select({ id: payments.id, amountCents: payments.amountCents, refundDueCents: payments.refundDueCents })
            .from(payments)
            .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "approved")))
            .orderBy(asc(payments.id))
            .for("update"),
        )
        for (const payment of spreadRefund(approved, cents)) {
          yield* database.query((db) => db.update(payments).set({ refundDueCents: payment.refundDueCents, updatedAt: now }).where(eq(payments.id, payment.id)))
        }
        // The hotel refunds the card (the gateway's refund call is outside this API): ids and amounts only.
        yield* Effect.logWarning("cancelled booking's card payment to refund").pipe(Effect.annotateLogs({ booking_id: bookingId, refund_due_cents: cents }))
      }),
    })
  }),
)
