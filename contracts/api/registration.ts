import { Schema } from "effect"
import { OTP_LIFETIME_SECONDS } from "../../core/account/one-time-code.ts"
import { Email, InternationalMobile, MAX_NAME_LENGTH, RequiredText, WireStruct } from "./common.ts"
import { Otp } from "./bookings.ts"
import { NewPassword } from "./passwords.ts"

/** Registering a member (spec A §7): the registration, the SMS code that completes it, and sending the code again. */

export const REGISTRATION_CODE_SENT = "A verification code has been sent to your mobile number."

/** spec A §7: `{ user_account: { email, first_name, last_name, password, account_attributes: { mobile_number } } }`. */
export const RegisterRequest = WireStruct({
  user_account: WireStruct({
    email: Email,
    first_name: RequiredText(MAX_NAME_LENGTH),
    last_name: RequiredText(MAX_NAME_LENGTH),
    password: NewPassword,
    account_attributes: WireStruct({ mobile_number: InternationalMobile }),
  }),
}).annotate({ identifier: "RegisterRequest" })
export type RegisterRequest = typeof RegisterRequest.Type

/** A code went out (register, resend_otp): where to look and how long it lives. */
export const CodeSentResponse = Schema.Struct({ message: Schema.String, expires_in: Schema.Int }).annotate({ identifier: "CodeSentResponse" })
export type CodeSentResponse = typeof CodeSentResponse.Type
export { OTP_LIFETIME_SECONDS }

/** spec A §7: `{ otp: { email, code } }`. */
export const VerifyOtpRequest = WireStruct({ otp: WireStruct({ email: Email, code: Otp }) }).annotate({ identifier: "VerifyOtpRequest" })
export type VerifyOtpRequest = typeof VerifyOtpRequest.Type

/** spec A §7: `{ otp: { email } }`. */
export const ResendOtpRequest = WireStruct({ otp: WireStruct({ email: Email }) }).annotate({ identifier: "ResendOtpRequest" })
export type ResendOtpRequest = typeof ResendOtpRequest.Type
