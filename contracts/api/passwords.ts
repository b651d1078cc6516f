import { Schema } from "effect"
import { PASSWORD_CHECKS, PASSWORD_MIN_LENGTH } from "../../core/account/password.ts"
import { TextBase } from "./common.ts"
import { tooLong } from "./messages.ts"

/** spec A §5: the password rule on the wire (core's, written once), and the bound on a password's length. */

/** NIST 800-63B lets passwords be long; the cap only bounds the hashing work. */
export const MAX_PASSWORD_LENGTH = 256

export const PasswordText = TextBase.check(Schema.isMaxLength(MAX_PASSWORD_LENGTH, { message: tooLong(MAX_PASSWORD_LENGTH) }).abort())
const [longEnough, ...composition] = PASSWORD_CHECKS
/** spec A §5: the password rule (core's, written once), described to the OpenAPI document. */
const Password = Schema.String.check(
  // JSON Schema's minLength counts code points too
  longEnough.annotate({ toJsonSchema: () => [{ minLength: PASSWORD_MIN_LENGTH }, true] as const }),
  ...composition,
)
/** spec A §5: a new password follows the composition rule. */
export const NewPassword = PasswordText.pipe(Schema.decodeTo(Password))
