import { Schema } from "effect"
import { FieldErrors } from "../../contracts/api/errors.ts"

/** The failures of the accounts slice; routes.ts maps each to its answer. */

/** 401: e-mail and password do not match a live, verified account (never says which). */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {
  message: Schema.String,
}) {}

/** 401: no live session behind the bearer token. */
export class NotSignedIn extends Schema.TaggedError<NotSignedIn>()("NotSignedIn", {
  message: Schema.String,
}) {}

/** 429 with Retry-After: throttled, or a code locked after too many wrong tries. */
export class Throttled extends Schema.TaggedError<Throttled>()("Throttled", {
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}

/** 422: messages per field (a duplicate e-mail or mobile, a wrong code, a used reset link). */
export class FieldRefusal extends Schema.TaggedError<FieldRefusal>()("FieldRefusal", {
  errors: FieldErrors,
}) {}

/** 409: what was asked for needs something that is not there (no new mobile number waits for a code). */
export class NothingWaiting extends Schema.TaggedError<NothingWaiting>()("NothingWaiting", {
  message: Schema.String,
}) {}
