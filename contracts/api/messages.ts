/**
 * The words of the wire contracts: validation messages of the request Schemas and the messages of the
 * error bodies. The spec's messages are core's (one source, ARCHITECTURE.md: contracts/api imports core's
 * pure modules): they are offered here under the names the Schemas use. The rest are the contract's own.
 */

export { REQUIRED, INVALID_DATE, WHOLE_NUMBER } from "../../core/validation/messages.ts"
export {
  AT_LEAST_ONE_ADULT_REQUIRED,
  CANNOT_SELECT_MORE_THAN_10_ROOMS,
  CHECK_OUT_AFTER_CHECK_IN,
  CLUB_CARD_LENGTH,
  CLUB_CARD_REQUIRED,
  NEED_A_CHECK_IN_DATE,
  NEED_A_CHECK_OUT_DATE,
  NEED_TO_SELECT_A_ROOM,
  NEGATIVE_GUESTS,
  STAY_TOO_LONG,
  THIS_FIELD_IS_REQUIRED,
  TOO_MANY_GUESTS_IN_A_ROOM,
} from "../../core/search/messages.ts"
export { INVALID_EMAIL, MOBILE_NEEDS_COUNTRY_CODE, MOBILE_REQUIRED, MOBILE_TOO_SHORT } from "../../core/account/messages.ts"
export {
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  CANNOT_UPDATE_TO_PAST_DATES,
  CONFIRMATION_METHOD_REQUIRED,
  CONFIRMATION_SENT,
  DATES_NOT_AVAILABLE,
  ID_NUMBER_DIGITS_ONLY,
  ID_NUMBER_LENGTH,
  INVALID_SA_ID_NUMBER,
  PASSPORT_NUMBER_REQUIRED,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../../core/booking/messages.ts"
export { RESERVATION_TIMEOUT_MESSAGE } from "../../core/booking/messages.ts"
export {
  AT_LEAST_ONE_GUEST,
  CANNOT_BE_IN_THE_PAST,
  DEPARTURE_BEFORE_ARRIVAL,
  GROUP_BOOKING_MIN_ROOMS,
  GROUP_BOOKING_SENT as REQUEST_SENT,
} from "../../core/account/messages.ts"

// Shared field rules

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


// Search: dates and destination (spec B §5)

/** Contract: coordinates come as a pair. */
export const COORDINATES_GO_TOGETHER = "Latitude and longitude go together"
export const LATITUDE_RANGE = "Latitude must be between -90 and 90"
export const LONGITUDE_RANGE = "Longitude must be between -180 and 180"
/** Contract: a reservation names its hotel (hotel_code -1 means none was chosen, spec B §7, §9). */
export const HOTEL_REQUIRED = "A hotel is required"
/** Price calendar (decision): its end comes after its start, and it spans at most MAX_RATE_CALENDAR_NIGHTS nights. */
export const CALENDAR_END_AFTER_START = "The end date must be after the start date"
/** Charities (decision): each chosen once, and only one the list offers. */
export const CHARITY_CHOSEN_TWICE = "Choose each charity once"
export const CHARITY_NOT_AVAILABLE = "This charity is not available"
/** The contents query's string_fields (spec A §7: key,value pairs joined by semicolons). */
export const STRING_FIELDS_FORM = "Must be key,value pairs joined by semicolons, e.g. section,General;tag,food"
/** The contents query's max_capacity_string_fields: each value a whole number. */
export const CAPACITY_FIELDS_FORM = "Must be key,number pairs joined by semicolons, e.g. max_capacity,50"
/** A content field's key: lower case letters, digits and underscores, starting with a letter. */
export const FIELD_KEY_FORM = "Must be a field key such as section"
export const calendarTooLong = (nights: number): string => `A price calendar covers at most ${nights} nights`
/** Contract. */
export const CURRENCY_CODE = "Must be a three-letter currency code such as ZAR"

// Club card (spec B §5, A §5)


// Guests (spec B §5, A §5)

/** Contract: a mobile number is the calling prefix and digits, nothing else. */
export const MOBILE_DIGITS_ONLY = "Number can only contain digits after the country calling code"
/** Contract: a confirmation names the main guest first. */
export const MAIN_GUEST_REQUIRED = "The main guest is required"
/** Contract: a confirmation names at most one guest per room. */
export const ONE_GUEST_PER_ROOM = "Name at most one guest per room"
/** Contract: further guests' titles may stay empty. */
export const TITLE_OR_EMPTY = "Must be empty or one of: Mr, Mrs, Ms, Miss, Dr, Sir, Lady"

// One-time codes (contract)

export const OTP_FORMAT = "The code is 6 digits"

// Enquiries (spec A §5)


// Booking changes answered by the server (spec B §5, §8)


// Success answers (contract)

/** 200 of send_otp. */
export const OTP_SENT = "A one-time code has been sent."
