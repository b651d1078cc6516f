import { Schema } from "effect"
import type { Context } from "hono"
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status"
import {
  clientError,
  FieldErrors,
  INTERNAL_ERROR,
  MAX_REPORTED_FIELDS,
  NOT_FOUND,
  serverError,
  SERVICE_UNAVAILABLE,
  type ValidationErrorBody,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"

/**
 * The error answers of the API, in the shapes contracts/api/errors.ts defines (the one definition
 * the client decodes):
 * - 4xx `{ "message": "..." }`; a 422 adds `"errors": { "field": ["message"] }` (the UI puts each
 *   message on its field).
 * - 5xx `{ "message": "...", "errors": [{ "message": "..." }] }`.
 * Routes either answer these directly (`validationFailed(c, errors)`) or fail their Effect with one of
 * the problem errors below, which the HTTP runtime turns into the same answers.
 */

/** A rule or format the request broke, with the messages per field ("" for the whole body). */
export class ValidationProblem extends Schema.TaggedError<ValidationProblem>()("ValidationProblem", {
  errors: FieldErrors,
}) {}

/** The request could not be read at all (not JSON). */
export class BadRequestProblem extends Schema.TaggedError<BadRequestProblem>()("BadRequestProblem", {
  message: Schema.String,
}) {}

export class UnauthorizedProblem extends Schema.TaggedError<UnauthorizedProblem>()("UnauthorizedProblem", {
  message: Schema.String,
}) {}

export class ForbiddenProblem extends Schema.TaggedError<ForbiddenProblem>()("ForbiddenProblem", {
  message: Schema.String,
}) {}

export class NotFoundProblem extends Schema.TaggedError<NotFoundProblem>()("NotFoundProblem", {
  message: Schema.String,
}) {}

/** The request is valid but the state does not allow it (no availability, hold expired, already paid). */
export class ConflictProblem extends Schema.TaggedError<ConflictProblem>()("ConflictProblem", {
  message: Schema.String,
}) {}

/** The body is not sent as JSON. */
export class UnsupportedMediaTypeProblem extends Schema.TaggedError<UnsupportedMediaTypeProblem>()("UnsupportedMediaTypeProblem", {
  message: Schema.String,
}) {}

export class TooManyRequestsProblem extends Schema.TaggedError<TooManyRequestsProblem>()("TooManyRequestsProblem", {
  message: Schema.String,
  /** Seconds until a retry may succeed, sent as Retry-After (rounded up): every 429 says when (contracts/README.md). */
  retryAfterSeconds: Schema.Number,
}) {}

/**
 * A service we depend on failed in an expected way: 502 (the card gateway) or 503 (the database cannot serve now;
 * answered with Retry-After: SERVICE_RETRY_AFTER_SECONDS).
 */
export class UpstreamProblem extends Schema.TaggedError<UpstreamProblem>()("UpstreamProblem", {
  status: Schema.Literals([502, 503]),
  message: Schema.String,
}) {}

export type HttpProblem =
  | ValidationProblem
  | BadRequestProblem
  | UnauthorizedProblem
  | ForbiddenProblem
  | NotFoundProblem
  | ConflictProblem
  | UnsupportedMediaTypeProblem
  | TooManyRequestsProblem
  | UpstreamProblem

const problemTags: ReadonlySet<string> = new Set([
  "ValidationProblem",
  "BadRequestProblem",
  "UnauthorizedProblem",
  "ForbiddenProblem",
  "NotFoundProblem",
  "ConflictProblem",
  "UnsupportedMediaTypeProblem",
  "TooManyRequestsProblem",
  "UpstreamProblem",
])

export const isHttpProblem = (error: unknown): error is HttpProblem =>
  typeof error === "object" && error !== null && "_tag" in error && problemTags.has(String(error._tag))

/**
 * Retry-After of a 503 (docs/decisions.md): a restarted or failed-over database serves again within seconds, and a
 * client that retries sooner only adds to the queue.
 */
export const SERVICE_RETRY_AFTER_SECONDS = 5

/** The answer while the database cannot serve (a connection refused, lost or timed out, a lock wait too long, a full disk). */
export const databaseUnavailable = new UpstreamProblem({ status: 503, message: SERVICE_UNAVAILABLE })

/** At most MAX_REPORTED_FIELDS fields, so a hostile body cannot make a huge answer. */
const capped = (errors: FieldErrors): FieldErrors => {
  const entries = Object.entries(errors)
  return entries.length <= MAX_REPORTED_FIELDS ? errors : Object.fromEntries(entries.slice(0, MAX_REPORTED_FIELDS))
}

/** 422 `{ message, errors: { field: [message] } }`. */
export const validationFailed = (c: Context, errors: FieldErrors): Response =>
  c.json({ message: VALIDATION_FAILED, errors: capped(errors) } satisfies ValidationErrorBody, 422)

/** A 4xx with `{ message }`. */
export const clientErrorResponse = (c: Context, status: ClientErrorStatusCode, message: string): Response => c.json(clientError(message), status)

/** A 5xx with `{ message, errors: [{ message }] }`. */
export const serverErrorResponse = (c: Context, status: ServerErrorStatusCode, message: string = INTERNAL_ERROR): Response =>
  c.json(serverError(message), status)

export const badRequest = (c: Context, message: string): Response => clientErrorResponse(c, 400, message)
export const notFound = (c: Context, message: string = NOT_FOUND): Response => clientErrorResponse(c, 404, message)
export const conflict = (c: Context, message: string): Response => clientErrorResponse(c, 409, message)

export const tooManyRequests = (c: Context, message: string, retryAfterSeconds: number): Response => {
  c.header("Retry-After", String(Math.max(0, Math.ceil(retryAfterSeconds))))
  return clientErrorResponse(c, 429, message)
}

/** The answer for a problem error. */
export const problemResponse = (c: Context, problem: HttpProblem): Response => {
  switch (problem._tag) {
    case "ValidationProblem":
      return validationFailed(c, problem.errors)
    case "BadRequestProblem":
      return badRequest(c, problem.message)
    case "UnauthorizedProblem":
      return clientErrorResponse(c, 401, problem.message)
    case "ForbiddenProblem":
      return clientErrorResponse(c, 403, problem.message)
    case "NotFoundProblem":
      return notFound(c, problem.message)
    case "ConflictProblem":
      return conflict(c, problem.message)
    case "UnsupportedMediaTypeProblem":
      return clientErrorResponse(c, 415, problem.message)
    case "TooManyRequestsProblem":
      return tooManyRequests(c, problem.message, problem.retryAfterSeconds)
    case "UpstreamProblem":
      if (problem.status === 503) c.header("Retry-After", String(SERVICE_RETRY_AFTER_SECONDS))
      return serverErrorResponse(c, problem.status, problem.message)
  }
}
