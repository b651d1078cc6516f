import type { PaidWith } from "../booking/cancellation-refund.ts"
import { formatMoney } from "../rates/money-format.ts"
import { NOTHING_REFUNDED_NON_REFUNDABLE, partRefundPoints, partRefundToCard, REFUND_NOTHING_PAID, refundPoints, refundToCard } from "./messages.ts"

/**
 * What cancelling gives back, in words: the Cancel Booking dialog says it before, the cancellation message after
 * (issue 29 §10). `back` is core's `cancellationRefund` of what was `paid`.
 */
export const refundStatement = (paid: PaidWith, back: PaidWith, currency: string): string => {
  if (paid.cardCents === 0 && paid.points === 0) return REFUND_NOTHING_PAID
  if (back.cardCents === 0 && back.points === 0) return NOTHING_REFUNDED_NON_REFUNDABLE
  const card =
    paid.cardCents === 0
      ? []
      : [back.cardCents === paid.cardCents ? refundToCard(formatMoney(back.cardCents, currency)) : partRefundToCard(formatMoney(back.cardCents, currency), formatMoney(paid.cardCents, currency))]
  const points = paid.points === 0 ? [] : [back.points === paid.points ? refundPoints(back.points) : partRefundPoints(back.points, paid.points)]
  return [...card, ...points].join(" ")
}
