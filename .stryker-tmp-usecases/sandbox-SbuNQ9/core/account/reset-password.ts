// @ts-nocheck
import { Schema } from "effect"
import { Password, passwordMismatch } from "./password.ts"

/**
 * spec A §3, §5: the reset-password form (opened by the reset_token query parameter). Both
 * passwords follow the password rule; a mismatch shows on the confirmation.
 */
export const ResetPasswordForm = Schema.Struct({
  password: Password,
  passwordConfirmation: Password,
  token: Schema.String,
}).check(
  Schema.makeFilter((form) => {
    const mismatch = passwordMismatch(form.password, form.passwordConfirmation)
    return mismatch === undefined ? undefined : { path: ["passwordConfirmation"], issue: mismatch }
  }),
)
export type ResetPasswordForm = typeof ResetPasswordForm.Type
