import { ONE_TIME_CODE_SENT } from "../booking/messages.ts"
import { codeSentByEmail, codeSentByEmailAndSms, codeSentBySms } from "./messages.ts"

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

/**
 * issue 29 §13: the code dialog names where the code went: the masked e-mail the guest typed (the booking's, since
 * the code was sent) and, by SMS, the booking's mobile number; the spec's general words when the answer names nothing.
 */
export const codeSentMessage = (email: string, channels: ReadonlyArray<CodeChannel>): string => {
  const byEmail = channels.includes("email")
  const bySms = channels.includes("sms")
  if (byEmail && bySms) return codeSentByEmailAndSms(maskEmail(email))
  if (byEmail) return codeSentByEmail(maskEmail(email))
  if (bySms) return codeSentBySms
  return ONE_TIME_CODE_SENT
}
