/**
 * Card payments against what a booking awaits (issue 22, docs/decisions.md "Money"): how long a started card payment
 * counts as in flight, and what a gateway approval does to the booking it was started for. Plain rules: the server
 * applies them under the booking's row lock.
 */

/**
 * Decided (contracts/README.md): a card payment started in the last PAYMENT_SESSION_MINUTES and not finished blocks a
 * date change and a points payment, so the amount the guest pays by card is still the booking's.
 */
export const PAYMENT_SESSION_MINUTES = 30

/** The booking as the approval finds it, read under its row lock. */
export interface AwaitedPayment {
  readonly status: "unpaid" | "paid" | "cancelled"
  /** What is left for the card: the total less what loyalty points cover. */
  readonly dueCents: number
}

/**
 * What an approved card payment does:
 * - `pays`: the booking awaited at most the amount: it is Paid; anything above what it awaited is to be refunded.
 * - `refund`: the booking awaits nothing (paid already, by points or another card payment, or cancelled): it stays as
 *   it is and the whole amount is to be refunded.
 * - `short`: the booking awaits more than the amount (its price rose after the payment started): it stays Unpaid and
 *   the hotel settles the difference.
 */
export type CardApproval =
  | { readonly kind: "pays"; readonly refundCents: number }
  | { readonly kind: "refund"; readonly refundCents: number }
  | { readonly kind: "short"; readonly shortCents: number }

/** An approval never leaves a booking it paid in full Unpaid, and never keeps more than the booking awaited. */
export const settleCardApproval = (booking: AwaitedPayment, amountCents: number): CardApproval => {
  if (booking.status !== "unpaid") return { kind: "refund", refundCents: amountCents }
  if (amountCents < booking.dueCents) return { kind: "short", shortCents: booking.dueCents - amountCents }
  return { kind: "pays", refundCents: amountCents - booking.dueCents }
}
