// @ts-nocheck
import { Schema } from "effect"
import { RequiredText } from "./required.ts"

/**
 * spec A §2, §3, §5: the newsletter sign-up. Every text field must be filled in to join, but the
 * spec sets no format on any of them (not even the e-mail or the contact number); the two contact
 * preferences are optional and start unticked.
 */
export const NewsletterSignup = Schema.Struct({
  firstName: RequiredText,
  surname: RequiredText,
  contactNumber: RequiredText,
  email: RequiredText,
  viaEmail: Schema.optionalKey(Schema.Boolean),
  viaWhatsapp: Schema.optionalKey(Schema.Boolean),
})
export type NewsletterSignup = typeof NewsletterSignup.Type

/** spec A §2, §4: the empty form (also what it resets to after a successful sign-up). */
export const EMPTY_NEWSLETTER_SIGNUP: NewsletterSignup = {
  firstName: "",
  surname: "",
  contactNumber: "",
  email: "",
  viaEmail: false,
  viaWhatsapp: false,
}
