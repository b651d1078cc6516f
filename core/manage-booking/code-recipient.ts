import { ONE_TIME_CODE_SENT } from "../booking/messages.ts"
import { codeSentByEmail, codeSentByEmailAndSms, codeSentBySms, THE_BOOKINGS_MOBILE } from "./messages.ts"

/** How a one-time code went (the send_otp answer's `channels`: the booking's via_email and via_sms). */
export type CodeChannel = "email" | "sms"

/**
 * An e-mail address as a code dialog names it: its first character, then dots, then the domain
 * ("t•••@example.co.za"), so a guest sees which inbox to open and a stranger learns nothing new.
 */
export const maskEmail = (email: string): string => {
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf("@")
  if (at <= 0) return "•••"
  return `${trimmed.slice(0, 1)}•••${trimmed.slice(at)}`
}

/** Digits of a mobile shown at its end, and of its country code at its start. */
const VISIBLE_MOBILE_DIGITS = 4
const COUNTRY_CODE_DIGITS = 2
/** A number this short would show most of itself: it is masked whole. */
const SHORTEST_MASKED_MOBILE = 8
const WHOLLY_MASKED = "•••"

/**
 * issue 29 §13: a mobile number as a code dialog names it, one rule for every written form ("0027821234567",
 * "+27 82 123 4567"): the country code, dots in the number's groups, its last 4 digits ("+27 •• ••• 4567"). A number
 * not written internationally shows no country code; one too short to hide is dots only.
 */
export const maskMobile = (mobile: string): string => {
  const compact = mobile.replace(/\s/g, "")
  const international = compact.startsWith("+") || compact.startsWith("00")
  const digits = compact.replace(/\D/g, "").slice(compact.startsWith("00") ? 2 : 0)
  if (digits.length < SHORTEST_MASKED_MOBILE) return WHOLLY_MASKED
  const country = international ? `+${digits.slice(0, COUNTRY_CODE_DIGITS)} ` : ""
  return `${country}•• ••• ${digits.slice(-VISIBLE_MOBILE_DIGITS)}`
}

/** A masked mobile (the send_otp answer's pattern: it refuses anything but maskMobile's forms). */
export const MASKED_MOBILE_PATTERN = new RegExp(`^(?:(?:\\+\\d{${COUNTRY_CODE_DIGITS}} )?•• ••• \\d{${VISIBLE_MOBILE_DIGITS}}|${WHOLLY_MASKED})$`, "u")

export const isMaskedMobile = (text: string): boolean => MASKED_MOBILE_PATTERN.test(text)

/** Where a code went: the send_otp answer's channels and, when an SMS went, the number masked (maskMobile). */
export interface SentCode {
  readonly channels: ReadonlyArray<CodeChannel>
  readonly maskedMobile: string | null
}

/** An answer that names no channel (the dialog says the spec's general words). */
export const NOTHING_NAMED: SentCode = { channels: [], maskedMobile: null }

/**
 * issue 29 §13: the code dialog names where the code went: the masked e-mail the guest typed (the booking's, since
 * the code was sent) and, by SMS, the masked mobile the answer names (the booking's mobile number when it names
 * none); the spec's general words when the answer names no channel.
 */
export const codeSentMessage = (email: string, sent: SentCode): string => {
  const byEmail = sent.channels.includes("email")
  const bySms = sent.channels.includes("sms")
  const mobile = sent.maskedMobile ?? THE_BOOKINGS_MOBILE
  if (byEmail && bySms) return codeSentByEmailAndSms(maskEmail(email), mobile)
  if (byEmail) return codeSentByEmail(maskEmail(email))
  if (bySms) return codeSentBySms(mobile)
  return ONE_TIME_CODE_SENT
}
