/**
 * User-facing words of booking: the session, hotel and room lists, the hold and pay-later rules, guests,
 * communication, cancellation policy, existing bookings, manage booking, edit dates, quick assign and the
 * booking toasts.
 */

// Title, first name, surname and the main guest's address fields: the spec (B §5) marks them
// required without giving words; "Required" is the word the product uses elsewhere (A §5 My Details).
export { REQUIRED } from "../validation/messages.ts"

// spec B §5, A §5: South African ID
export const ID_NUMBER_LENGTH = "ID Number must be 13 characters long"

// spec B §5, A §5: South African ID
export const ID_NUMBER_DIGITS_ONLY = "ID Number can only contain numbers"

// spec B §5, A §5: South African ID
export const INVALID_SA_ID_NUMBER = "Invalid South African ID number"

// spec B §5: guest with id type Passport
export const PASSPORT_NUMBER_REQUIRED = "Passport number is required"

// spec B §8, A §8: a guest without a name
export const UNKNOWN_GUEST = "Unknown Guest"

// spec B §2: guest-details accordion, first guest
export const MAIN_GUEST = "Main Guest"

// spec B §5: confirmation communication
export const CONFIRMATION_METHOD_REQUIRED = "Confirmation method required"

// spec B §5, A §5: cancellation policy acceptance
export const NEEDS_TO_BE_ACCEPTED = "Needs to be accepted"

// spec B §3, §4, A §4: booking display statuses and table labels
export const CANCELLED = "Cancelled"
export const PAID = "Paid"
export const UNPAID = "Unpaid"
export const DONE = "Done"

// spec B §8, A §8: empty bookings tables
export const NO_BOOKINGS = "No bookings"

// spec B §2, §4: booking side panel
export const VIEW_BOOKING = "View Booking"
export const EDIT_BOOKING = "Edit Booking"
// Not the spec's words: the panel's cancel and resend actions, the cancel confirmation and the edit-dates form
export const CANCEL_BOOKING = "Cancel Booking"
export const RESEND_CONFIRMATION_EMAIL = "Resend confirmation by e-mail"
export const RESEND_CONFIRMATION_SMS = "Resend confirmation by SMS"
export const CANCEL_BOOKING_QUESTION = "Do you want to cancel this booking? We will send you a new one-time code to confirm."
export const KEEP_BOOKING = "Keep booking"
export const SEND_CANCEL_CODE = "Yes, send the code"
// issue 13 (the words are ours): cancelling needs a new code, but one code a minute goes to a booking, and the one
// that opened it may be seconds old
export const CANCEL_CODE_WAIT = "A code was sent to you less than a minute ago. Ask for a new one when the countdown ends."
// spec B §4: the button that unlocks the dates
export const EDIT_DATES = "Edit Dates"
export const SAVE_DATES = "Save dates"
export const CONFIRM_NEW_DATES = "Confirm new dates"
export const CONFIRM_NEW_DATES_PRICE = "The new total for your stay is"
export const CHANGE_DATES = "Change dates"
// issue 29 §11: the date-change confirmation shows the total before and after; the range picker's group and prompt
export const CURRENT_TOTAL = "Your current total is"
export const NEW_DATES_PICKER = "Choose your new dates"
export const PICK_CHECK_OUT = "Choose your check-out day"
export const CHECK_IN_LABEL = "Check-in"
export const CHECK_OUT_LABEL = "Check-out"

// spec B §2: the modal that finds a booking to manage, and the one-time-code modals
export const MANAGE_YOUR_BOOKING = "Manage Your Booking"
// Not the spec's words: the form's labels and the code step
export const BOOKING_REFERENCE_LABEL = "Booking reference"
export const EMAIL_LABEL = "E-mail"
export const SEND_CODE = "Send code"
export const ONE_TIME_CODE_TITLE = "Enter your one-time code"
export const ONE_TIME_CODE_SENT = "We have sent a one-time code to the e-mail address or mobile number on the booking."
export const ONE_TIME_CODE_LABEL = "One-time code (6 digits)"
// The button of every one-time code step of the site (also registration's and a new mobile number's: account VERIFY)
export const VERIFY_CODE = "Verify"

// spec B §2, §8: Booking not found modal, with its way to the support details (/contact-us)
export const BOOKING_NOT_FOUND_TITLE = "Booking not found"
export const SUPPORT_DETAILS = "Support Details"
// issue 29 §13 (ours): back to the details, as typed
export const TRY_AGAIN = "Try again"
export const BOOKING_NOT_FOUND =
  "We could not find your booking. Please double check your details and try again. Alternatively, please reach out to our customer support department."

// spec B §8, A §8: cancellation success toast
export const BOOKING_CANCELLED = "Your booking has been successfully cancelled"

// spec B §8 (A §8 gives the same words without the final full stop; B's wording is kept)
export const BOOKING_CANCEL_FAILED =
  "An error has occurred. Please make sure you have the correct OTP code and try again."

// spec B §8: confirmation resend
export const CONFIRMATION_SENT = "Booking confirmation sent!"

// spec B §8: confirmation resend
export const CONFIRMATION_RESEND_FAILED = "Could not resend booking confirmation."

// issue 13 (the words are ours; the spec has none): a booking's confirmation goes by each channel once a minute at
// most (contracts/README.md "Resend confirmation"); asked again too soon, the guest is told so and how long to wait
// (manage-booking.ts confirmationResendTooSoon)
export const CONFIRMATION_SENT_RECENTLY = "A confirmation was sent to you less than a minute ago."
export const TRY_AGAIN_IN = "Please try again in"
export const A_MINUTE = "a minute"

// spec B §2: Manage Booking header breadcrumbs
export const BREADCRUMB_HOME = "Home"
export const BREADCRUMB_MY_ACCOUNT = "My Account"
// The My Bookings page's name, also its heading and My Account's menu entry (account MY_BOOKINGS)
export const BREADCRUMB_MY_BOOKINGS = "My Bookings"
/** spec B §2, A §1: the user menu's and the small-screen footer's entry, and the last breadcrumb. */
export const MANAGE_BOOKING = "Manage Booking"
export const BREADCRUMB_MANAGE_BOOKING = MANAGE_BOOKING

// spec B §2: the small-screen footer's entry to /booking/today
export const BOOK_TODAY = "Book Today"

// spec B §5, §8: edit dates
export const CANNOT_UPDATE_TO_PAST_DATES = "Cannot update to past dates"

// spec B §5, §8: edit dates, no rooms for the new dates
export const DATES_NOT_AVAILABLE = "The selected dates are not available. Please choose different dates."

// spec B §5, §8: edit dates, rooms but not the booked room type and rate plan
export const ROOM_TYPE_NOT_AVAILABLE =
  "Your room type is not available for the selected dates. Please choose different dates."

// spec B §8: edit dates
export const COULD_NOT_UPDATE_DATES = "Could not update the dates"

// spec B §8: edit dates
export const DATES_UPDATED = "Dates updated successfully."

// spec B §6: note for individual members instead of Quick assign (the spec gives the idea, not the words)
export const POINTS_AFTER_PAYMENT_NOTE = "Please note: new points are issued only after successful payment."

// spec B §8: confirmation failure toast
export const COULD_NOT_CONFIRM_BOOKING = "Could not confirm booking"

// spec B §8: reservation failure
export const COULD_NOT_MAKE_RESERVATION = "Could not make reservation"

// spec B §8: booking outcome toasts (success shown 5 s)
export const BOOKING_CREATED = "Booking created successfully"
export const BOOKING_FAILED = "Booking has failed, Please try again."

// The booking session, hotel and room lists, the hold and pay later
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
// issue 29 (ours): a confirmed booking kept longer than an hour shows its deadline, "Room(s) held until 12:00, Mon 28 Dec"
export const ROOMS_HELD_UNTIL = "Room(s) held until"

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

// issue 29 §4: the pay-later booking's deadline, as a time and a day on the hotels' clock
export const PAY_BY = "Pay by {time}, {day}, or the room is released."
// Issue 29 §5: after a declined card payment, what the guest still has (the words are ours)
export const NO_MONEY_TAKEN = "No money was taken from your card."
export const HELD_UNTIL = "Your room is held until {time}, {day}."
export const PAY_LATER_INSTEAD = "You can also pay later: pay by {time}, {day}, or the room is released."

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

// Issue 11 (beyond the spec, docs/decisions.md): the price the server held the rooms at differs from the price shown
export const PRICE_CHANGED_TITLE = "The price of your stay has changed"

// Issue 11 (beyond the spec): Pay Booking for a booking that is no longer unpaid, or at the pay-at-hotel hotel
export const BOOKING_NOT_PAYABLE = "This booking cannot be paid online: it is already paid or cancelled, or its hotel takes payment on arrival."

// spec B §4 (thank-you page): confirmed, or payment unsuccessful with the reason (the headings' words are ours)
export const BOOKING_CONFIRMED_TITLE = "Your booking is confirmed"
// Issue 27 §5: a paid booking says so in the heading and by its total
export const BOOKING_PAID_TITLE = "Your booking is confirmed and paid"
export const TOTAL_LABEL = "Total"
export const TOTAL_PAID_LABEL = "Total paid"
export const PAYMENT_UNSUCCESSFUL_TITLE = "Payment unsuccessful"
// Issue 11 (beyond the spec): the thank-you page's actions
export const ADD_TO_CALENDAR = "Add to calendar"
export const RETRY_PAYMENT = "Retry payment"

// spec B §4 (hotel cancellation policy form) and §9 (cancel before 16:00 on the check-in day); the words are ours
export const CANCELLATION_POLICY_TITLE = "Hotel cancellation policy"
export const CANCELLATION_POLICY_TEXT =
  "You may cancel this booking free of charge until 16:00 on the day of check-in, using Manage Booking with your booking reference and e-mail address. After 16:00 on the day of check-in the booking can no longer be cancelled online; please contact the hotel directly."
export const VIEW_POLICY = "View Policy"
export const ACCEPT_CANCELLATION_POLICY = "I have read and accept the hotel cancellation policy"
export const BOOK_NOW = "Book now"
// Issue 29 §3: each rate's cancellation terms, from its own policy and the 16:00 cut-off (spec B §9); the words are ours
export const FREE_CANCELLATION_UNTIL = "Free cancellation until {time} on {day}"
export const NON_REFUNDABLE = "Non-refundable"
export const YOUR_RATE = "Your rate"

// Not the spec's words: the titles of the booking pages it names but does not title (each page's h1 and its
// document title, ui/app/route-table.ts)
export const CHOOSE_YOUR_DATES = "Choose Your Dates"
export const REVIEW_TITLE = "Review your booking"
export const PAYMENT_DETAILS_TITLE = "Payment details"
export const PAYMENT_TITLE = "Payment"
export const YOUR_BOOKING = "Your booking"

// spec B §2: the rooms page's title
export const FIND_THE_PERFECT_ROOM = "Find the Perfect Room"

// Not the spec's words: the hotel list's title, without a place searched, and with one
export const HOTELS_TITLE = "Hotels"
export const HOTELS_NEAR = "Hotels near"

// Not the spec's words: the hotel list's sort choices, its empty state's hint and its count
export const ORDER_RECOMMENDED = "Recommended"
export const ORDER_BY_PRICE = "Price (lowest first)"
export const ORDER_BY_DISTANCE = "Distance (nearest first)"
export const NO_HOTELS_HINT = "Try other dates or another destination in the search above."
export const ONE_HOTEL = "1 hotel"

// Not the spec's words (issue 29 §1): what a hotel card's "From R {amount}" is, and the stay's total beside it
export const PER_NIGHT_INCL_VAT = "per night, incl. VAT"
export const PER_ROOM_PER_NIGHT_INCL_VAT = "per room per night, incl. VAT"
export const STAY_TOTAL_FOR = "for"
export const STAY_TOTAL_A_ROOM_FOR = "a room for"

// Not the spec's words: the rate calendar's first instruction
export const PICK_CHECK_IN = "Pick your check-in date."

// Not the spec's words: the thank-you page without a booking in its link, its failure's lead and its print action
export const NO_BOOKING_TO_THANK = "We could not find this booking."
export const PAYMENT_FAILED_REASON = "The card payment did not go through:"
export const PRINT = "Print"

// Not the spec's words: the review's way back when the rooms could not be held, and its waiting state's name
export const BACK_TO_ROOMS = "Back to rooms"
export const HOLDING_YOUR_ROOMS = "Holding your rooms"

// Not the spec's words: the payment details' options legend, the card's description and the pay button
export const PAYMENT_METHOD = "How would you like to pay?"
export const PAY_NOW = "Pay now"
// issue 29 §4 (ours): the thank-you page's heading over a pay-later booking's deadline
export const PAYMENT_DUE = "Payment due"
export const CARD_DESCRIPTION = "Pay securely by card on our payment partner's page."

// Not the spec's words: what the payment hand-off says while the browser leaves for the gateway
export const TAKING_YOU_TO_PAYMENT = "Taking you to our secure payment page…"

// Not the spec's words (it names only a return-to-home action): the Reservation Timeout modal's button
export const RETURN_TO_HOME = "Return to home"

// spec B §2: the booking summary panel's lines
export const SUBTOTAL_RATE = "Subtotal rate"
export const TAXES_AND_FEES = "Taxes & Fees"
export const TOTAL_AMOUNT = "Total Amount"
// Not in the spec's words (decision): the panel's heading and a room still to choose.
export const BOOKING_SUMMARY = "Booking summary"
export const ROOM_NOT_CHOSEN = "Not chosen yet"

// Not in the spec's words (decision): a night the hotel has no price for cannot start a stay.
export const NO_PRICE = "Unavailable"
