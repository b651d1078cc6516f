// User-facing messages of the search capability, word for word from the spec.

// Guests and rooms

/** spec B §5: no room in the search. */
export const NEED_TO_SELECT_A_ROOM = "Need to select a room"
/** spec B §5: more rooms than a search allows. */
export const CANNOT_SELECT_MORE_THAN_10_ROOMS = "Cannot select more than 10 rooms"
/** spec B §5: written once for both counts in the spec, so both fields carry the same words. */
export const NEGATIVE_GUESTS = "Cannot have negative number of adults / kids"
/** spec B §5: every room needs an adult. */
export const AT_LEAST_ONE_ADULT_REQUIRED = "At least one adult required"
// decision: a head count no room type holds (the server's bound, so the form never meets a 422 it could prevent)
export const TOO_MANY_GUESTS_IN_A_ROOM = "Cannot have more than 10 adults or kids in a room"
/** spec B §5, B §8, A §8: ADD ROOM pressed with 10 rooms already (no full stop in the spec). */
export const ROOM_LIMIT = "Cannot book more than 10 rooms through the website"

// Search form

/** spec B §5. */
export const NEED_A_CHECK_IN_DATE = "Need a Check-In Date"
/** spec B §5. */
export const NEED_A_CHECK_OUT_DATE = "Need a Check-Out Date"
/** spec B §5: the first room has neither adults nor kids. */
export const NEED_TO_SPECIFY_THE_ROOMS = "Need to specify the rooms"
/** spec B §5: the destination field, in capitals as the product shows it. */
export const THIS_FIELD_IS_REQUIRED = "THIS FIELD IS REQUIRED!"
/** Not in the spec (decision): a stay needs at least one night, so check-out comes after check-in. */
export const CHECK_OUT_AFTER_CHECK_IN = "Check-Out Date must be after the Check-In Date"
// decision: the longest stay the website books (longer stays go through the hotel; the server refuses them too)
export const STAY_TOO_LONG = "A stay can be at most 30 nights"

// Promo code

/** spec A §5, A §8 (B §4 and §8 drop the full stop; A's form is kept). */
export const PROMO_CODE_INVALID = "This code is expired/invalid."

// Club card

/** Not worded in the spec (B §5, A §5 say only "required"): decision. */
export const CLUB_CARD_REQUIRED = "Club card number is required"
/** Not worded in the spec (B §5, A §5: exactly 13 characters): decision. */
export const CLUB_CARD_LENGTH = "Club card number must be 13 characters"
/** spec B §8, A §8: the server answered is_valid false. */
export const CLUB_CARD_INVALID = "Invalid card number"
/** spec B §8, A §8: the server accepted the card; the modal closes. */
export const CLUB_CARD_VALIDATED = "Validation successful"
/** spec B §8, A §8: the validation failed without a server message. */
export const SOMETHING_WENT_WRONG = "Something went wrong"

// Same-day notice

/** spec B §2: the Same Day Reservations warning modal. */
export const SAME_DAY_NOTICE_TITLE = "Same Day Reservations"
/** spec B §8: the spec's words, written as a sentence. */
export const SAME_DAY_NOTICE_TEXT =
  "Because the check-in date is today, immediate online payment is required to confirm; if online payment is not possible, cancel the booking and contact the hotel directly."
/** spec B §8: the notice's button. */
export const SAME_DAY_NOTICE_BUTTON = "Got it!"

// Redirect

/** spec B §2: shown while a booking page without a search sends the user home. */
export const REDIRECTING = "Redirecting..."

// Location

/** spec B §8, A §8: the browser failed without a message of its own. */
export { UNKNOWN_ERROR as LOCATION_UNKNOWN_ERROR } from "../http/messages.ts"
/** spec B §8, A §8: the browser has no geolocation. */
export const LOCATION_UNSUPPORTED = "Browser does not support location tracking"

// Destination search

/** spec B §8 "Empty lists": nothing matches the destination typed. */
export { NO_RESULTS as NO_DESTINATION_RESULTS } from "../content/messages.ts"
/** Decision: the place searched when the visitor asks for hotels near their own position. */
export const NEAR_ME = "Hotels near me"

// Search buttons (spec B §2)

/** spec B §2: the home availability form's button. */
export const CHECK_AVAILABILITY_HOME = "Check Availability"
/** spec B §2: the top bar's button before a search is shown in it (the Book Today page). */
export const CHECK_AVAILABILITY = "Check availability"
/** spec B §2: the top bar's search button in edit mode. */
export const SEARCH_FOR_RATES = "Search for rates"
/** spec B §2: the top bar's button while it shows the current search. */
export const EDIT_SEARCH = "Edit"
/** The dates field before any date is chosen (decision: dates are never assumed, DESIGN.md). */
export const ADD_DATES = "Add dates"

// The search form's own words (not the spec's): its name, its fields and their popovers (spec B §2)

export const SEARCH_HOTELS = "Search hotels"
/** The fields' labels: the fields and the placeholder shown while their code loads say the same. */
export const DESTINATION_LABEL = "Destination"
export const DATES_LABEL = "Check-in – Check-out"
export const GUESTS_LABEL = "Guests and rooms"
export const DATES_POPOVER = "Choose your dates"
export const DESTINATION_PLACEHOLDER = "City, area or hotel"
export const DESTINATIONS = "Destinations"
export const POPULAR_CITIES_HEADING = "Popular cities"
export const SEARCHING = "Searching"
export const FINDING_NEARBY = "Finding hotels near you"
export const ALL_HOTELS_IN_CITY = "All hotels in this city"
export const roomTitle = (room: number): string => `Room ${room}`
export const removeRoomLabel = (room: number): string => `Remove room ${room}`
export const REMOVE = "Remove"
export const ADULTS_STEPPER = "Adults"
export { ADULT, BOOK_TODAY, DONE } from "../booking/messages.ts"
export const KIDS_STEPPER = "Kids"
export const KID = "kid"
/** spec B §2: the guests dropdown's buttons. */
export const ADD_ROOM = "ADD ROOM"
export const MORE_THAN_10_ROOMS = "More than 10 rooms required?"

// The promo code and club card popovers (spec B §2, §4)

export const PROMO_CODE = "Promo code"
export const ADD_PROMO_CODE = "Add Promo Code"
// Issue 29 §7: the entered code as a chip, and its Remove's accessible name (the words are ours)
export const removePromoCode = (code: string): string => `Remove promo code ${code}`
export const CLOSE = "Close"
export const PROMOTIONAL_CODE = "Promotional Code"
export const CHECKING_THE_CODE = "Checking the code"
export const promoCodeApplied = (code: string): string => `Code ${code} applied.`
export const CLICKS_CLUBCARD = "Clicks ClubCard"
export const CLUB_CARD_INTRO = "Clicks ClubCard members get a discount on one room per card per stay."
export const ADD_CLUB_CARD = "Add Clicks ClubCard"
export const clubCardApplied = (card: string): string => `ClubCard ${card}`
export const CLUB_CARD_NUMBER = "Club card number"
export const VALIDATE = "Validate"

// The group booking request (spec A §2, §4)

export const MAKE_A_GROUP_BOOKING = "Make a Group Booking"
export const GROUP_BOOKING_INTRO = "Booking more than 10 rooms? Tell us about your group and our reservations team will come back to you."
export const GROUP_BOOKING_LABELS = {
  firstName: "First Name",
  lastName: "Surname",
  contactNumber: "Contact Number",
  email: "Email",
  arrivalDate: "Arrival Date",
  departureDate: "Departure Date",
  totalRooms: "Total Rooms",
  totalGuests: "Total Guests",
  locationOrHotel: "Location or Hotel",
} as const
export const CONTACT_NUMBER_PLACEHOLDER = "+27 82 123 4567"
export const SUBMIT_REQUEST = "Submit Request"

// Book Today (spec B §2 "/booking/today")

export const BOOK_TODAY_LEAD = "Need a room tonight? Search our hotels for a stay starting today."
