import { Schema } from "effect"
import { Email } from "./email.ts"
import { confirmsPassword, Password } from "./password.ts"

/**
 * spec A §3, §5: the reset-password form (opened by the reset_token query parameter). Both
 * passwords follow the password rule; a mismatch shows on the confirmation.
 */
export const ResetPasswordForm = Schema.Struct({
  password: Password,
  passwordConfirmation: Password,
  token: Schema.String,
}).check(confirmsPassword("password", "passwordConfirmation"))
export type ResetPasswordForm = typeof ResetPasswordForm.Type

/** spec A §3, §5: the reset-password dialog's fields (the token comes from the link, not the member). */
export const NewPasswordForm = Schema.Struct({
  password: Password,
  passwordConfirmation: Password,
}).check(confirmsPassword("password", "passwordConfirmation"))
export type NewPasswordForm = typeof NewPasswordForm.Type

/** spec A §7: forgot password asks for the account's e-mail. */
export const ForgotPasswordForm = Schema.Struct({ email: Email })
export type ForgotPasswordForm = typeof ForgotPasswordForm.Type
