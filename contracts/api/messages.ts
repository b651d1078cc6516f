/**
 * The words of the wire contracts: validation messages of the request Schemas and the messages of the
 * error bodies. contracts/api/ imports only `effect` (ARCHITECTURE.md), so where core has the same
 * rule its TEXT is copied here, and each copy names the core constant it mirrors; a test compares
 * nothing across the boundary, so change both together. Messages marked "contract" are ours.
 */

// Shared field rules

/** Mirrors core/booking/messages.ts REQUIRED and core/account/messages.ts REQUIRED. */
export const REQUIRED = "Required"
/** Mirrors core/account/messages.ts INVALID_DATE (and core/time/iso-date.ts). */
export const INVALID_DATE = "Invalid date"
/** Mirrors core/account/messages.ts WHOLE_NUMBER. */
export const WHOLE_NUMBER = "Must be a whole number"
/** Contract: a value of the wrong JSON type. */
export const MUST_BE_TEXT = "Must be text"
export const MUST_BE_A_NUMBER = "Must be a number"
export const MUST_BE_TRUE_OR_FALSE = "Must be true or false"
export const MUST_BE_A_LIST = "Must be a list"
export const MUST_BE_AN_OBJECT = "Must be an object"
/** Contract: a value outside its list of allowed values. */
export const mustBeOneOf = (values: ReadonlyArray<string | number>): string => `Must be one of: ${values.join(", ")}`
/** Contract: bounds of strings, lists and numbers. */
export const tooLong = (max: number): string => `Must be at most ${max} characters`
export const tooManyItems = (max: number): string => `Must have at most ${max} items`
export const atLeast = (min: number): string => `Must be at least ${min}`
export const atMost = (max: number): string => `Must be at most ${max}`

// Search: rooms and guests (spec B §5)

/** Mirrors core/search/messages.ts NEED_TO_SELECT_A_ROOM. */
export const NEED_TO_SELECT_A_ROOM = "Need to select a room"
/** Mirrors core/search/messages.ts CANNOT_SELECT_MORE_THAN_10_ROOMS. */
export const CANNOT_SELECT_MORE_THAN_10_ROOMS = "Cannot select more than 10 rooms"
/** Mirrors core/search/messages.ts NEGATIVE_GUESTS. */
export const NEGATIVE_GUESTS = "Cannot have negative number of adults / kids"
/** Mirrors core/search/messages.ts AT_LEAST_ONE_ADULT_REQUIRED. */
export const AT_LEAST_ONE_ADULT_REQUIRED = "At least one adult required"
/** Contract: a head count no room type holds (a bound, so nobody searches for 10 000 adults). */
export const TOO_MANY_GUESTS_IN_A_ROOM = "Cannot have more than 10 adults or kids in a room"

// Search: dates and destination (spec B §5)

/** Mirrors core/search/messages.ts NEED_A_CHECK_IN_DATE. */
export const NEED_A_CHECK_IN_DATE = "Need a Check-In Date"
/** Mirrors core/search/messages.ts NEED_A_CHECK_OUT_DATE. */
export const NEED_A_CHECK_OUT_DATE = "Need a Check-Out Date"
/** Mirrors core/search/messages.ts CHECK_OUT_AFTER_CHECK_IN. */
export const CHECK_OUT_AFTER_CHECK_IN = "Check-Out Date must be after the Check-In Date"
/** Contract: the longest stay the website books (longer stays go through the hotel). */
export const STAY_TOO_LONG = "A stay can be at most 30 nights"
/** Mirrors core/search/messages.ts THIS_FIELD_IS_REQUIRED (the destination field). */
export const THIS_FIELD_IS_REQUIRED = "THIS FIELD IS REQUIRED!"
/** Contract: coordinates come as a pair. */
export const COORDINATES_GO_TOGETHER = "Latitude and longitude go together"
export const LATITUDE_RANGE = "Latitude must be between -90 and 90"
export const LONGITUDE_RANGE = "Longitude must be between -180 and 180"
/** Contract: a reservation names its hotel (hotel_code -1 means none was chosen, spec B §7, §9). */
export const HOTEL_REQUIRED = "A hotel is required"
/** Contract. */
export const CURRENCY_CODE = "Must be a three-letter currency code such as ZAR"

// Club card (spec B §5, A §5)

/** Mirrors core/search/messages.ts CLUB_CARD_REQUIRED. */
export const CLUB_CARD_REQUIRED = "Club card number is required"
/** Mirrors core/search/messages.ts CLUB_CARD_LENGTH. */
export const CLUB_CARD_LENGTH = "Club card number must be 13 characters"

// Guests (spec B §5, A §5)

/** Mirrors core/account/email.ts INVALID_EMAIL. */
export const INVALID_EMAIL = "Must be a valid email"
/** Mirrors core/account/mobile.ts MOBILE_REQUIRED. */
export const MOBILE_REQUIRED = "Mobile number is required"
/** Mirrors core/account/mobile.ts MOBILE_NEEDS_COUNTRY_CODE. */
export const MOBILE_NEEDS_COUNTRY_CODE = "Number must start with country calling code."
/** Mirrors core/account/mobile.ts MOBILE_TOO_SHORT. */
export const MOBILE_TOO_SHORT = "Number must be longer than 12 characters"
/** Contract: a mobile number is the calling prefix and digits, nothing else. */
export const MOBILE_DIGITS_ONLY = "Number can only contain digits after the country calling code"
/** Mirrors core/booking/messages.ts ID_NUMBER_LENGTH. */
export const ID_NUMBER_LENGTH = "ID Number must be 13 characters long"
/** Mirrors core/booking/messages.ts ID_NUMBER_DIGITS_ONLY. */
export const ID_NUMBER_DIGITS_ONLY = "ID Number can only contain numbers"
/**
 * Mirrors core/booking/messages.ts INVALID_SA_ID_NUMBER. Not a shape rule (birth date, citizenship
 * digit, check digit): the server answers it with core/booking/sa-id.ts.
 */
export const INVALID_SA_ID_NUMBER = "Invalid South African ID number"
/** Mirrors core/booking/messages.ts PASSPORT_NUMBER_REQUIRED. */
export const PASSPORT_NUMBER_REQUIRED = "Passport number is required"
/** Mirrors core/booking/messages.ts CONFIRMATION_METHOD_REQUIRED. */
export const CONFIRMATION_METHOD_REQUIRED = "Confirmation method required"
/** Contract: a confirmation names the main guest first. */
export const MAIN_GUEST_REQUIRED = "The main guest is required"
/** Contract: a confirmation names at most one guest per room. */
export const ONE_GUEST_PER_ROOM = "Name at most one guest per room"
/** Contract: further guests' titles may stay empty. */
export const TITLE_OR_EMPTY = "Must be empty or one of: Mr, Mrs, Ms, Miss, Dr, Sir, Lady"

// One-time codes (contract)

export const OTP_FORMAT = "The code is 6 digits"

// Enquiries (spec A §5)

/** Mirrors core/account/messages.ts AT_LEAST_ONE_GUEST. */
export const AT_LEAST_ONE_GUEST = "Must be at least 1 guest"
/** Mirrors core/account/messages.ts GROUP_BOOKING_MIN_ROOMS. */
export const GROUP_BOOKING_MIN_ROOMS = "A group booking needs at least 10 rooms"
/** Mirrors core/account/messages.ts DEPARTURE_BEFORE_ARRIVAL. */
export const DEPARTURE_BEFORE_ARRIVAL = "Departure cannot be before arrival"
/**
 * Mirrors core/account/messages.ts CANNOT_BE_IN_THE_PAST. Depends on today, so not a shape rule:
 * the server answers it (422 on arrival_date / event_date).
 */
export const CANNOT_BE_IN_THE_PAST = "Cannot be in the past."

// Booking changes answered by the server (spec B §5, §8)

/** Mirrors core/booking/messages.ts CANNOT_UPDATE_TO_PAST_DATES (422 on booking.check_in_date). */
export const CANNOT_UPDATE_TO_PAST_DATES = "Cannot update to past dates"
/** Mirrors core/booking/messages.ts DATES_NOT_AVAILABLE (409). */
export const DATES_NOT_AVAILABLE = "The selected dates are not available. Please choose different dates."
/** Mirrors core/booking/messages.ts ROOM_TYPE_NOT_AVAILABLE (409). */
export const ROOM_TYPE_NOT_AVAILABLE = "Your room type is not available for the selected dates. Please choose different dates."
/** Mirrors core/booking/messages.ts BOOKING_NOT_FOUND (404 for bookings and booking codes). */
export const BOOKING_NOT_FOUND =
  "We could not find your booking. Please double check your details and try again. Alternatively, please reach out to our customer support department."
/** Mirrors core/booking/booking-messages.ts RESERVATION_TIMEOUT_MESSAGE (409: the hold has expired). */
export const RESERVATION_TIMEOUT_MESSAGE =
  "Your reserved room is no longer available as the reservation timer has expired. Please start the booking process again to secure your room."
/** Mirrors core/booking/messages.ts CONFIRMATION_SENT (200 of the resend calls). */
export const CONFIRMATION_SENT = "Booking confirmation sent!"
/** Mirrors core/booking/messages.ts BOOKING_CANCELLED (200 of cancel, in the booking's answer toast). */
export const BOOKING_CANCELLED = "Your booking has been successfully cancelled"
/** Mirrors core/account/messages.ts GROUP_BOOKING_SENT (201 of the enquiry calls). */
export const REQUEST_SENT = "Request has been sent."

// Success answers (contract)

/** 200 of send_otp. */
export const OTP_SENT = "A one-time code has been sent."
