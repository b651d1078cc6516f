// The manage-booking screens' own words that the spec does not give (spec B §2, §4); the spec's words for managing a
// booking are in core/booking/messages.ts, where the booking website's flows share them.

// Not the spec's words: the page behind the Manage Your Booking modal (/manage-bookings)
export const MANAGE_BOOKINGS_INTRO = "Find your booking with its reference and the e-mail address it was made with. We send you a one-time code to open it."

// Not the spec's words: /my-account/my-bookings for a visitor without an account, reached after cancelling
export const MANAGE_ANOTHER_BOOKING = "Manage another booking"
export const MY_BOOKINGS_VISITOR_TEXT = "Your bookings are listed here once you have an account. You can manage any booking with its reference and e-mail address."

// Not the spec's words: the way back from editing dates and from their confirmation
export const BACK = "Back"

// Not the spec's words: the line shown while the 60 s before Resend OTP run (spec A §4)
export const resendIn = (remaining: string): string => `You can ask for a new code in ${remaining}.`

// Not the spec's words: the booking detail view's headings and table headers (spec B §2)
export const bookingHeading = (reference: string): string => `Booking ${reference}`
export const STATUS = "Status"
export const TOTAL = "Total"
export const GUESTS = "Guests"
export const ROOMS_BOOKED = "Rooms booked"
export const GUESTS_READ_ONLY = "Guests (read only)"
export const BOOKING_OPTIONS = "Booking options"
export const COLUMN_ROOM = "Room"
export const COLUMN_REFERENCE = "Reference"
export const COLUMN_ROOM_TYPE = "Room type"
export const COLUMN_ADULTS = "Adults"
export const COLUMN_CHILDREN = "Children"
export const COLUMN_PRICE = "Price"
export const COLUMN_NAME = "Name"
export const COLUMN_EMAIL = "E-mail"
export const COLUMN_MOBILE = "Mobile"
export const COLUMN_ID = "ID or passport"

// Not the spec's words: the Cancel Booking dialog's summary and what cancelling gives back (issue 29 §10), also
// said in the cancellation message (docs/decisions.md: a refundable rate's room is free to cancel until 16:00 on the
// check-in day, a non-refundable rate's is kept; the hotel refunds the card).
export const CANCEL_SUMMARY_STAY = "Stay"
export const CANCEL_SUMMARY_REFUND = "Refund"
export const REFUND_NOTHING_PAID = "Free of charge: nothing has been paid, so nothing is charged."
export const NOTHING_REFUNDED_NON_REFUNDABLE = "Your rate is non-refundable, so nothing is refunded."
export const refundToCard = (amount: string): string => `${amount} will be refunded to the card you paid with.`
export const partRefundToCard = (amount: string, paid: string): string =>
  `${amount} of the ${paid} you paid will be refunded to the card you paid with; the non-refundable rooms' share is kept.`
export const refundPoints = (points: number): string => `The ${points.toLocaleString("en-US")} points you paid with go back to your account.`
export const partRefundPoints = (points: number, paid: number): string =>
  `${points.toLocaleString("en-US")} of the ${paid.toLocaleString("en-US")} points you paid with go back to your account.`
// Not the spec's words: a visitor's landing on My Bookings after cancelling (issue 29 §10, WCAG 4.1.3)
export const cancelledReference = (reference: string): string => `Cancelled booking reference: ${reference}`
// issue 29 §13 (ours): the code dialog names where the code went
export const THE_BOOKINGS_MOBILE = "the mobile number on the booking"
export const codeSentByEmail = (maskedEmail: string): string => `We have sent a one-time code to ${maskedEmail}.`
export const codeSentBySms = (maskedMobile: string): string => `We have sent a one-time code by SMS to ${maskedMobile}.`
export const codeSentByEmailAndSms = (maskedEmail: string, maskedMobile: string): string =>
  `We have sent a one-time code to ${maskedEmail} and by SMS to ${maskedMobile}.`
// Not the spec's words: why the edit-booking page offers no Edit Dates (docs/decisions.md "A paid booking keeps its
// dates"; the server refuses the same bookings with 409)
export const DATES_LOCKED_CANCELLED = "This booking is cancelled, so its dates can no longer be changed."
export const DATES_LOCKED_NON_REFUNDABLE = "This booking is paid on a non-refundable rate, so its dates cannot be changed."
export const DATES_LOCKED_PAID = "This booking is paid, so its dates cannot be changed online. Please contact the hotel to stay on other dates."
export const DATES_LOCKED_POINTS = "Loyalty points paid part of this booking, so its dates cannot be changed."
