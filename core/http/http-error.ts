import { Schema } from "effect"
import { FieldErrors } from "../validation/field-errors.ts"
import { requestFailedWithStatus, SERVER_NETWORK_ERROR, SERVER_OFFLINE, SOMETHING_TERRIBLE } from "./messages.ts"

/**
 * A failed HTTP call as the rest of the app sees it (spec accounts-and-content §8). `status` is the
 * HTTP status code, or the spec's stand-ins when there was none: 404 for "no response", 0 otherwise.
 * `serverError` is the body of a 5xx answer; `fieldErrors` the `{ field: [message] }` of a body's
 * `errors` object (the server answers bad input with 422 and that shape; the UI applies it to fields).
 */
export class HttpError extends Schema.TaggedError<HttpError>()("HttpError", {
  status: Schema.Number,
  message: Schema.String,
  serverError: Schema.optionalKey(Schema.Unknown),
  fieldErrors: Schema.optionalKey(FieldErrors),
  /** A 429's Retry-After, in seconds: how long the server asks to wait (contracts/README.md: every 429 says it). */
  retryAfterSeconds: Schema.optionalKey(Schema.Number),
}) {}

/**
 * What happened, described by the HTTP adapter (which alone knows ofetch) in plain data:
 * - `response`: the server answered with a non-success `status` and `body` (the parsed body, if any), and the
 *   seconds of its Retry-After header when it sent one (retryAfterSecondsOf);
 * - `no-response`: the request went out and no answer came back (connection refused, DNS failure,
 *   timeout): the server is probably offline;
 * - `network`: the device's own network failed before a request could go out (the platform reports
 *   it is offline); `message` is the platform's words, if it gave any;
 * - `other`: anything else (a bug, an aborted call, a body that could not be read).
 */
export type HttpFailure =
  | { readonly kind: "response"; readonly status: number; readonly body?: unknown; readonly retryAfterSeconds?: number }
  | { readonly kind: "no-response" }
  | { readonly kind: "network"; readonly message?: string }
  | { readonly kind: "other" }

/** The rows of the normalisation table, in the spec's order (plus the network default). */
export type HttpErrorRow = "server-error" | "client-error" | "no-response" | "network" | "other"

// spec A §8: the status code given for "a request with no response"
export const NO_RESPONSE_STATUS = 404
// spec A §8: the status code given for anything that is not an HTTP answer
export const NO_STATUS = 0
export const UNAUTHORIZED_STATUS = 401
export const TOO_MANY_REQUESTS_STATUS = 429

const SERVER_ERROR_FROM = 500
const CLIENT_ERROR_FROM = 400

/** The one row of the table a failure falls in; an answer below 400 is not an HTTP error, so "other". */
export const rowOf = (failure: HttpFailure): HttpErrorRow => {
  switch (failure.kind) {
    case "response":
      if (failure.status >= SERVER_ERROR_FROM) return "server-error"
      return failure.status >= CLIENT_ERROR_FROM ? "client-error" : "other"
    case "no-response":
      return "no-response"
    case "network":
      return "network"
    case "other":
      return "other"
  }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const nonBlank = (text: unknown): string | undefined =>
  typeof text === "string" && text.trim() !== "" ? text : undefined

/** The `message` a response body carries, when it carries one worth showing. */
export const bodyMessage = (body: unknown): string | undefined => (isRecord(body) ? nonBlank(body.message) : undefined)

/**
 * The `{ field: [message] }` of a body's `errors` object; a field given a single string gets a list of
 * one, entries that are not strings are dropped. `undefined` when the body has no `errors` object
 * (a list of errors, as the club-card call answers, stays in `serverError`).
 */
export const fieldErrorsOf = (body: unknown): FieldErrors | undefined => {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined
  const errors: Record<string, ReadonlyArray<string>> = {}
  for (const [field, value] of Object.entries(body.errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === "string")
    if (messages.length > 0) errors[field] = messages
  }
  return errors
}

/**
 * A Retry-After header's seconds. Only delta-seconds are read: the server sends nothing else
 * (server/http/problem.ts), so an HTTP date, a blank or a malformed value says nothing.
 */
export const retryAfterSecondsOf = (header: string | null | undefined): number | undefined => {
  const text = header?.trim() ?? ""
  return /^\d+$/.test(text) ? Number(text) : undefined
}

const withFieldErrors = (body: unknown) => {
  const fieldErrors = fieldErrorsOf(body)
  return fieldErrors === undefined ? {} : { fieldErrors }
}

/** spec A §8: the normalisation table, one row per kind of failure. */
export const normaliseHttpError = (failure: HttpFailure): HttpError => {
  switch (failure.kind) {
    case "response": {
      const { status, body } = failure
      const message = bodyMessage(body) ?? requestFailedWithStatus(status)
      switch (rowOf(failure)) {
        case "server-error":
          return new HttpError({ status, message, serverError: body, ...withFieldErrors(body) })
        case "client-error":
          return new HttpError({
            status,
            message,
            ...withFieldErrors(body),
            ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
          })
        default:
          return new HttpError({ status: NO_STATUS, message: SOMETHING_TERRIBLE })
      }
    }
    case "no-response":
      return new HttpError({ status: NO_RESPONSE_STATUS, message: SERVER_OFFLINE })
    case "network":
      return new HttpError({ status: NO_STATUS, message: nonBlank(failure.message) ?? SERVER_NETWORK_ERROR })
    case "other":
      return new HttpError({ status: NO_STATUS, message: SOMETHING_TERRIBLE })
  }
}

/** A 401 answer: the access token is no longer accepted. */
export const isUnauthorized = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === UNAUTHORIZED_STATUS

/** A 429 answer: the server asks to wait before trying again. */
export const isTooManyRequests = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === TOO_MANY_REQUESTS_STATUS
