import { Temporal } from "temporal-polyfill"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import { type MandatoryPaymentPeriod, needsPaymentAtCheckout } from "../booking/mandatory-payment.ts"


export interface PayLaterInput {
  readonly hotelCode: string
  /** The booking is flagged mandatory payment (e.g. a booking_with_mandatory_payment promo). */
  readonly isMandatoryPayment: boolean
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
  /** The chosen rooms' mandatory payment periods. */
  readonly rooms: ReadonlyArray<{ readonly mandatoryPaymentPeriods: ReadonlyArray<MandatoryPaymentPeriod> }>
  /** Today at the hotels (core/time/clock.ts `today`). */
  readonly today: Temporal.PlainDate
}

/** What the guest-details step offers: Confirm & Pay Later (hidden, beside Pay Booking, or alone full width) and Pay Booking. */
export interface GuestDetailsActions {
  readonly payLater: "hidden" | "shown" | "only"
  readonly payBooking: boolean
}

/**
 * spec B §4 (Guest details): Pay Later is hidden when payment is mandatory, when check-in is today,
 * or when a room's mandatory payment periods overlap the stay. Hotel 830 is the exception: Pay Later
 * is the only option there, whatever the other conditions, and Pay Booking is absent.
 */
export const guestDetailsActions = (input: PayLaterInput): GuestDetailsActions => {
  if (input.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return { payLater: "only", payBooking: false }
  const checkInToday = Temporal.PlainDate.compare(toPlainDate(input.checkInDate), input.today) === 0
  const periodsOverlap = input.rooms.some((room) => needsPaymentAtCheckout(input, room.mandatoryPaymentPeriods))
  const hidden = input.isMandatoryPayment || checkInToday || periodsOverlap
  return { payLater: hidden ? "hidden" : "shown", payBooking: true }
}
