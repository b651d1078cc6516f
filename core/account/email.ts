import { Schema } from "effect"
import { isRequired } from "./required.ts"
import { INVALID_EMAIL } from "./messages.ts"

/**
 * A mailbox as people type it: a local part, an `@`, and a domain of dot-separated labels with at
 * least one dot (a bare `name@localhost` cannot receive a booking confirmation). The character set
 * is the WHATWG `input type="email"` one, so what the browser accepts is what core accepts. The wire's
 * Email (contracts/api/common.ts) checks this pattern too.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u

export const isValidEmail = (text: string): boolean => EMAIL_PATTERN.test(text)

/** spec A §5: the shared e-mail rule; an empty field is not a valid e-mail either. */
export const Email = Schema.String.check(Schema.isPattern(EMAIL_PATTERN, { message: INVALID_EMAIL }))
export type Email = typeof Email.Type

/** spec A §5: an e-mail a form requires: empty says "Required" alone, anything else follows the e-mail rule. */
export const RequiredEmail = Schema.String.check(isRequired, Schema.makeFilter((text: string) => (isValidEmail(text) ? undefined : INVALID_EMAIL)))
