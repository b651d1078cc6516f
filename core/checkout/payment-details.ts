import { Schema } from "effect"
import { DEFAULT_PAYMENT_FORM, PaymentForm } from "../payment/payment-option.ts"
import type { PointsOption } from "../payment/points-option.ts"
import type { PointsPaid } from "../payment/points-payment.ts"
import { formatMoney } from "../rates/money-format.ts"
import { nightsBetween } from "../time/calendar.ts"
import { CHARITY_ADDS_NOTHING, charityAddsLabel, leftForCard, payAmountLabel, pointsPaidSummary } from "./messages.ts"
import { checkoutNotice } from "../payment/checkout-notice.ts"
import { needsPaymentAtCheckout } from "../booking/mandatory-payment.ts"
import type { BookingSessionState } from "../booking/session-state.ts"

/**
 * spec B §2: the payment details' "Payment required upon checkout" label, when a chosen room's mandatory payment
 * periods overlap the session's stay; undefined otherwise.
 */
export const paymentDetailsNotice = (state: BookingSessionState): string | undefined => {
  const { checkInDate, checkOutDate } = state
  if (checkInDate === null || checkOutDate === null) return undefined
  const stay = { checkInDate, checkOutDate }
  return checkoutNotice(state.guestRooms.some((room) => needsPaymentAtCheckout(stay, room.roomDescription?.mandatoryPaymentPeriods ?? [])))
}

/** The payment details form: the option, the charities, and how many room-nights the points pay (issue 24). */
export const PaymentDetailsForm = Schema.Struct({ ...PaymentForm.fields, pointsNights: Schema.Int })
export type PaymentDetailsForm = typeof PaymentDetailsForm.Type

/** The card first, no charity, one room-night should the member choose points. */
export const DEFAULT_PAYMENT_DETAILS_FORM: PaymentDetailsForm = { ...DEFAULT_PAYMENT_FORM, pointsNights: 1 }

/** The stay's room-nights (rooms times nights), the most the points may pay; none before the dates are known. */
export const roomNightsOfSession = (state: BookingSessionState): number =>
  state.checkInDate === null || state.checkOutDate === null ? 0 : state.guestRooms.length * nightsBetween(state.checkInDate, state.checkOutDate)

/** The choices of room-nights for points: 1 up to the stay's room-nights. */
export const nightsForPointsChoices = (roomNights: number): ReadonlyArray<number> => Array.from({ length: roomNights }, (_, index) => index + 1)

/**
 * issue 24 (spec B §4 shows the points option, the action is ours): the card pays at once; points pay only while
 * the option is enabled (500 points) and for a whole number of the stay's room-nights.
 */
export const canPay = (form: Pick<PaymentDetailsForm, "paymentOption" | "pointsNights">, points: PointsOption | null, roomNights: number): boolean => {
  if (form.paymentOption === "paygate") return true
  if (form.paymentOption !== "loyaltyPoints" || points?.kind !== "enabled") return false
  return Number.isInteger(form.pointsNights) && form.pointsNights >= 1 && form.pointsNights <= roomNights
}

/** What the points paid, in display form: the summary and what is left for the card. */
export interface PointsPaidView {
  readonly summary: string
  readonly cardLeft: string
}

export const pointsPaidView = (paid: Pick<PointsPaid, "nights" | "points" | "coveredCents" | "cardCents">, currency: string): PointsPaidView => ({
  summary: pointsPaidSummary(paid.nights, paid.points, formatMoney(paid.coveredCents, currency)),
  cardLeft: leftForCard(formatMoney(paid.cardCents, currency)),
})

/**
 * issue 29 §8: the card's button says what it charges: the stay's total, or what is left once points paid part of it
 * ("Pay R 2,980.00"), in core's money format.
 */
export const payByCardLabel = (totalCents: number, paid: Pick<PointsPaid, "cardCents"> | null, currency: string): string =>
  payAmountLabel(formatMoney(paid?.cardCents ?? totalCents, currency))

// issue 29 §8: what supporting a charity adds to the price. The charities carry no amount (contracts/README.md
// "Charities"): the choice is kept with the booking and initiate_payment charges the booking's total, so it adds nothing.
export const CHARITY_ADDED_CENTS = 0

/** issue 29 §8: the charity choice states its amount: nothing, or by how much it adds to the price. */
export const charityPriceNote = (addedCents: number, currency: string): string =>
  addedCents <= 0 ? CHARITY_ADDS_NOTHING : charityAddsLabel(formatMoney(addedCents, currency))
