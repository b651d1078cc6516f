/**
 * User-facing words of the booking session, rooms, hotel list, hold and pay-later rules.
 * (Guest and existing-booking messages live in `messages.ts`.)
 */

// spec B §8: empty room list
export const NO_ROOMS_AVAILABLE =
  "No Rooms Available For These Dates - Please Try Different Dates Or One Of Our Other Hotels."

// spec B §8 and A §8: empty hotel list
export const NO_HOTELS_AVAILABLE = "No hotels available"

// spec B §8: missing room content
export const UNKNOWN_ROOM_NAME = "Unknown room name"

// spec B §8: missing room content
export const UNKNOWN_ROOM_DESCRIPTION = "Unknown room description"

// spec B §2: review step countdown label
export const ROOMS_HELD_FOR = "Room(s) held for"

// spec B §2: modal shown when the hold timer reaches zero
export const RESERVATION_TIMEOUT_TITLE = "Reservation Timeout"

// spec B §4: Reservation Timeout modal text
export const RESERVATION_TIMEOUT_MESSAGE =
  "Your reserved room is no longer available as the reservation timer has expired. Please start the booking process again to secure your room."

// Decision (issue 9, docs/decisions.md): a 429 when one connection holds too many rooms at once; the spec gives no words
export const TOO_MANY_ROOMS_ON_HOLD =
  "Too many rooms are on hold from your connection. Complete or release a booking, or try again in a few minutes."

// spec B §2 and §4, §9: guest-details note (pay later reserves 24 hours before check-in)
export const PAY_LATER_RESERVATION_NOTE =
  "The booking is reserved for 24 hours before check-in if pay later is chosen."

// spec B §4 and §9: account area (unpaid booking held until 48 hours before check-in)
export const UNPAID_BOOKING_HOLD_NOTE = "An unpaid booking is held until 48 hours before check-in."

// spec B §2: guest-details buttons
export const CONFIRM_AND_PAY_LATER = "Confirm & Pay Later"

// spec B §2: guest-details buttons
export const PAY_BOOKING = "Pay Booking"

// spec B §2 (thank-you card), §3 (booking summary): singular and plural wording of the counts
export const ADULT = "adult"
export const ADULTS = "adults"
export const CHILD = "child"
export const CHILDREN = "children"
export const ROOM = "room"
export const ROOMS = "rooms"
