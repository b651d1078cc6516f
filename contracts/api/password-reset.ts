import { confirmsPassword } from "../../core/account/password.ts"
import { Email, WireStruct } from "./common.ts"
import { NewPassword, PasswordText } from "./passwords.ts"
import { TokenText } from "./sign-in.ts"

/** Resetting a forgotten password (spec A §7, issue 14): the e-mailed link and the new password it sets. */

/** A password-reset link works once, for one hour (issue 14). */
export const RESET_LINK_SECONDS = 60 * 60
export const RESET_LINK_SENT = "If an account exists for this e-mail, we have sent a link to reset the password."
export const RESET_LINK_INVALID = "This link has expired or has already been used. Please ask for a new one."

/** spec A §7: `{ user: { email } }`. */
export const ForgotPasswordRequest = WireStruct({ user: WireStruct({ email: Email }) }).annotate({ identifier: "ForgotPasswordRequest" })
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type

/** spec A §7: `{ user: { password, password_confirmation, token } }`; a mismatch is reported on the confirmation. */
export const ResetPasswordRequest = WireStruct({
  user: WireStruct({
    password: NewPassword,
    password_confirmation: PasswordText,
    token: TokenText,
  }).check(confirmsPassword("password", "password_confirmation")),
}).annotate({ identifier: "ResetPasswordRequest" })
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type
