// @ts-nocheck
import { Schema } from "effect"
import { Email } from "./email.ts"
import { RequiredText } from "./required.ts"

/** spec A §3, §4: the phone verification after registration (the code arrives by SMS). */
export const VerificationForm = Schema.Struct({
  email: Email,
  code: RequiredText,
})
export type VerificationForm = typeof VerificationForm.Type
