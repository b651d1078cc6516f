import { Schema } from "effect"
import {
  PASSWORD_NEEDS_DIGIT,
  PASSWORD_NEEDS_LOWERCASE,
  PASSWORD_NEEDS_SYMBOL,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
} from "./messages.ts"

/** spec A §5, §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8

/**
 * spec A §5 does not say what a symbol is. A symbol is any character that is not a letter (of any
 * script), not a decimal digit and not white space: punctuation, currency signs, emoji and the like.
 * Letters and digits are Unicode-aware, so "é" counts as a lowercase letter, not as a symbol.
 */
const lowercase = /\p{Ll}/u
const uppercase = /\p{Lu}/u
const digit = /\p{Nd}/u
const symbol = /[^\p{L}\p{Nd}\s]/u

/**
 * Characters as a person counts them: Unicode code points, not UTF-16 units, so "😀" is one (issue 22 §8; NIST SP
 * 800-63B §5.1.1.2 counts each code point as one character).
 */
export const characterCount = (text: string): number => [...text].length

/**
 * spec A §5: the password rule's parts, long enough first; every unmet part shows its own message. The wire's new
 * password (contracts/api/passwords.ts) runs them too, and describes them in the OpenAPI description.
 */
export const PASSWORD_CHECKS = [
  Schema.makeFilter((text: string) => (characterCount(text) >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT), {
    expected: `at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
  Schema.isPattern(lowercase, { message: PASSWORD_NEEDS_LOWERCASE }),
  Schema.isPattern(uppercase, { message: PASSWORD_NEEDS_UPPERCASE }),
  Schema.isPattern(digit, { message: PASSWORD_NEEDS_DIGIT }),
  Schema.isPattern(symbol, { message: PASSWORD_NEEDS_SYMBOL }),
] as const

/** spec A §5: the password rule. */
export const Password = Schema.String.check(...PASSWORD_CHECKS)

/**
 * spec A §5: the confirmation must equal the password. The form schemas check this on the whole
 * form, which Schema does only once every field is valid; a form that wants to show the mismatch
 * earlier can validate the confirmation field with this rule directly.
 */
export const passwordMismatch = (password: string, confirmation: string): string | undefined =>
  password === confirmation ? undefined : PASSWORDS_MUST_MATCH

/**
 * spec A §5: a form's (or a request's) check that its confirmation field repeats its password field, the mismatch
 * shown on the confirmation: one rule for the registration, the reset-password form and dialog, and the wire's reset.
 */
export const confirmsPassword = <const P extends string, const C extends string>(passwordKey: P, confirmationKey: C) =>
  Schema.makeFilter((form: { readonly [K in P | C]: string }) => {
    const mismatch = passwordMismatch(form[passwordKey], form[confirmationKey])
    return mismatch === undefined ? undefined : { path: [confirmationKey], issue: mismatch }
  })
