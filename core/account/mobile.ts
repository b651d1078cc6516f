import { Schema, SchemaTransformation } from "effect"
import { MOBILE_REQUIRED, MOBILE_NEEDS_COUNTRY_CODE, MOBILE_TOO_SHORT } from "./messages.ts"

/** spec A §5, §9: the phone field starts on South Africa. */
export const DEFAULT_PHONE_COUNTRY = "ZA"

/**
 * spec A §5, §9: "longer than 12 characters", counted once spaces are removed. Read as "at least
 * 12": a South African mobile in international form, `+27821234567`, is exactly 12 characters and
 * must be accepted (the spec's own example `+27 82 123 4567` is a valid number).
 */
export const MOBILE_MIN_LENGTH = 12

const SERVER_PREFIX = "00"

/** spec A §5: the phone field removes spaces. */
export const removeSpaces = (text: string): string => text.replace(/\s/g, "")

const CompactMobile = Schema.String.check(
  // An empty field shows only "required", not the two format messages as well.
  Schema.isNonEmpty({ message: MOBILE_REQUIRED }).abort(),
  Schema.isPattern(/^\+/, { message: MOBILE_NEEDS_COUNTRY_CODE }),
  Schema.isMinLength(MOBILE_MIN_LENGTH, { message: MOBILE_TOO_SHORT }),
)

/**
 * spec A §5: the shared mobile rule. Decodes what the guest typed ("+27 82 123 4567") to the number
 * without spaces ("+27821234567"), checking the compact form.
 */
export const Mobile = Schema.String.pipe(
  Schema.decodeTo(
    CompactMobile,
    SchemaTransformation.transform({ decode: removeSpaces, encode: (compact: string) => compact }),
  ),
)
export type Mobile = typeof Mobile.Type

/**
 * spec B §5, A §5: a mobile sent for a booking is digits only with a "00" prefix
 * ("+27 82 123 4567" becomes "0027821234567"). A number already in that form is sent unchanged.
 */
export const mobileToServer = (mobile: string): string => {
  const digits = mobile.replace(/\D/g, "")
  return removeSpaces(mobile).startsWith(SERVER_PREFIX) ? digits : SERVER_PREFIX + digits
}

/** spec B §2, A §5: numbers starting 00 are shown with a plus ("0027821234567" reads "+27821234567"). */
export const displayMobile = (mobile: string): string =>
  mobile.startsWith(SERVER_PREFIX) ? `+${mobile.slice(SERVER_PREFIX.length)}` : mobile
