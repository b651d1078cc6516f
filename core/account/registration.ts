import { Schema } from "effect"
import { type FieldErrors, snakeToCamel } from "../validation/field-errors.ts"
import { Email } from "./email.ts"
import { ALREADY_TAKEN, MOBILE_ALREADY_REGISTERED } from "./messages.ts"
import { Mobile } from "./mobile.ts"
import { confirmsPassword, Password } from "./password.ts"

/**
 * spec A §3, §5: the registration form. Names are plain strings (the spec sets no rule on them);
 * a mismatch of the two passwords shows on confirmPassword.
 */
export const RegistrationForm = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Email,
  mobileNumber: Mobile,
  password: Password,
  confirmPassword: Schema.String,
}).check(confirmsPassword("password", "confirmPassword"))
export type RegistrationForm = typeof RegistrationForm.Type

/** A server field name (`mobile_number`, `account_attributes.mobile_number`, `user.email`) as the form calls it. */
const formField = (serverField: string): string =>
  snakeToCamel(serverField.split(".").at(-1) ?? serverField)

const formMessage = (field: string, message: string): string =>
  field === "mobileNumber" && message.includes(ALREADY_TAKEN) ? MOBILE_ALREADY_REGISTERED : message

/**
 * spec A §5: the register call's field errors as the form shows them. The server's "has already
 * been taken" on the mobile number reads "An account has been registered with this number"; an
 * e-mail error shows, as the server words it, on the email field; other fields keep their messages.
 */
export const registrationFormErrors = (serverErrors: FieldErrors): FieldErrors => {
  const errors: Record<string, Array<string>> = {}
  for (const [serverField, messages] of Object.entries(serverErrors)) {
    const field = formField(serverField)
    const shown = (errors[field] ??= [])
    for (const message of messages) {
      const text = formMessage(field, message)
      if (!shown.includes(text)) shown.push(text)
    }
  }
  return errors
}
