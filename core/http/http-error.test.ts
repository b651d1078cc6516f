import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  bodyMessage,
  fieldErrorsOf,
  HttpError,
  type HttpFailure,
  isUnauthorized,
  normaliseHttpError,
  retryAfterSecondsOf,
  rowOf,
} from "./http-error.ts"
import { requestFailedWithStatus, SERVER_NETWORK_ERROR, SERVER_OFFLINE, SOMETHING_TERRIBLE } from "./messages.ts"

// an Error keeps `message` off its own enumerable keys, so spread it in for whole-value comparisons
const plain = (error: HttpError) => ({ ...error, message: error.message })

describe("the spec's messages", () => {
  it("are the spec's words", () => {
    expect(SERVER_OFFLINE).toBe("Server is probably offline")
    expect(SOMETHING_TERRIBLE).toBe("Something terrible happened")
    expect(SERVER_NETWORK_ERROR).toBe("Server Network Error")
    expect(requestFailedWithStatus(404)).toBe("Request failed with status code 404")
  })
})

describe("a response with status 500 and above", () => {
  it("gives the status code, a message and the server error body", () => {
    const body = { message: "Database unavailable", trace: "x" }
    const error = normaliseHttpError({ kind: "response", status: 503, body })
    expect(error).toBeInstanceOf(HttpError)
    expect(error._tag).toBe("HttpError")
    expect(plain(error)).toEqual({ _tag: "HttpError", status: 503, message: "Database unavailable", serverError: body })
  })

  it("says the request failed with its status code when the body has no message", () => {
    expect(plain(normaliseHttpError({ kind: "response", status: 500, body: "<html>Bad gateway</html>" }))).toEqual({
      _tag: "HttpError",
      status: 500,
      message: "Request failed with status code 500",
      serverError: "<html>Bad gateway</html>",
    })
  })

  it("starts at exactly 500: 499 is a client error and keeps no body", () => {
    expect(normaliseHttpError({ kind: "response", status: 500, body: { a: 1 } }).serverError).toEqual({ a: 1 })
    expect("serverError" in normaliseHttpError({ kind: "response", status: 499, body: { a: 1 } })).toBe(false)
  })
})

describe("a response with status 400 to 499", () => {
  it("gives 'Request failed with status code {n}' when the response has no message", () => {
    expect(plain(normaliseHttpError({ kind: "response", status: 404, body: {} }))).toEqual({
      _tag: "HttpError",
      status: 404,
      message: "Request failed with status code 404",
    })
    expect(normaliseHttpError({ kind: "response", status: 400 }).message).toBe("Request failed with status code 400")
  })

  it("gives the response's message when it has one", () => {
    expect(plain(normaliseHttpError({ kind: "response", status: 401, body: { message: "Invalid email or password" } }))).toEqual({
      _tag: "HttpError",
      status: 401,
      message: "Invalid email or password",
    })
  })

  it("ignores a blank or non-text message", () => {
    expect(normaliseHttpError({ kind: "response", status: 403, body: { message: "" } }).message).toBe(
      "Request failed with status code 403",
    )
    expect(normaliseHttpError({ kind: "response", status: 403, body: { message: "   " } }).message).toBe(
      "Request failed with status code 403",
    )
    expect(normaliseHttpError({ kind: "response", status: 403, body: { message: 42 } }).message).toBe(
      "Request failed with status code 403",
    )
  })

  it("carries the field errors of a 422 answer's errors object", () => {
    const error = normaliseHttpError({
      kind: "response",
      status: 422,
      body: { errors: { mobile_number: ["has already been taken"], email: "is invalid" } },
    })
    expect(plain(error)).toEqual({
      _tag: "HttpError",
      status: 422,
      message: "Request failed with status code 422",
      fieldErrors: { mobile_number: ["has already been taken"], email: ["is invalid"] },
    })
  })
})

describe("a 429 answer's Retry-After", () => {
  it("carries the seconds to wait when the answer said how long", () => {
    const error = normaliseHttpError({ kind: "response", status: 429, body: { message: "Too many requests." }, retryAfterSeconds: 42 })
    expect(plain(error)).toEqual({ _tag: "HttpError", status: 429, message: "Too many requests.", retryAfterSeconds: 42 })
  })

  it("reads delta-seconds only: a date, a blank or a negative value says nothing", () => {
    expect(retryAfterSecondsOf("42")).toBe(42)
    expect(retryAfterSecondsOf(" 7 ")).toBe(7)
    expect(retryAfterSecondsOf("0")).toBe(0)
    expect(retryAfterSecondsOf(null)).toBeUndefined()
    expect(retryAfterSecondsOf("")).toBeUndefined()
    expect(retryAfterSecondsOf("-3")).toBeUndefined()
    expect(retryAfterSecondsOf("1.5")).toBeUndefined()
    expect(retryAfterSecondsOf("Wed, 21 Oct 2026 07:28:00 GMT")).toBeUndefined()
  })
})

describe("a request with no response", () => {
  it("gives code 404 and 'Server is probably offline'", () => {
    expect(plain(normaliseHttpError({ kind: "no-response" }))).toEqual({
      _tag: "HttpError",
      status: 404,
      message: "Server is probably offline",
    })
  })
})

describe("a network error", () => {
  it("defaults to 'Server Network Error' with code 0", () => {
    expect(plain(normaliseHttpError({ kind: "network" }))).toEqual({ _tag: "HttpError", status: 0, message: "Server Network Error" })
    expect(normaliseHttpError({ kind: "network", message: "" }).message).toBe("Server Network Error")
    expect(normaliseHttpError({ kind: "network", message: " " }).message).toBe("Server Network Error")
  })

  it("keeps the platform's own words when it gave some", () => {
    expect(plain(normaliseHttpError({ kind: "network", message: "The Internet connection appears to be offline." }))).toEqual({
      _tag: "HttpError",
      status: 0,
      message: "The Internet connection appears to be offline.",
    })
  })
})

describe("anything else", () => {
  it("gives code 0 and 'Something terrible happened'", () => {
    expect(plain(normaliseHttpError({ kind: "other" }))).toEqual({ _tag: "HttpError", status: 0, message: "Something terrible happened" })
  })

  it("includes an answer below 400, which is no HTTP error at all", () => {
    expect(plain(normaliseHttpError({ kind: "response", status: 399, body: { message: "Moved" } }))).toEqual({
      _tag: "HttpError",
      status: 0,
      message: "Something terrible happened",
    })
    expect(rowOf({ kind: "response", status: 399 })).toBe("other")
    expect(rowOf({ kind: "response", status: 400 })).toBe("client-error")
    expect(rowOf({ kind: "response", status: 499 })).toBe("client-error")
    expect(rowOf({ kind: "response", status: 500 })).toBe("server-error")
  })
})

describe("the parts of a response body", () => {
  it("finds a message only in an object body", () => {
    expect(bodyMessage({ message: "Nope" })).toBe("Nope")
    expect(bodyMessage("Nope")).toBeUndefined()
    expect(bodyMessage(null)).toBeUndefined()
    expect(bodyMessage([{ message: "Nope" }])).toBeUndefined()
  })

  it("finds field errors only in an errors object, dropping entries that are not text", () => {
    expect(fieldErrorsOf({ errors: { email: ["is invalid", 3, "is taken"], code: [null], name: "blank" } })).toEqual({
      email: ["is invalid", "is taken"],
      name: ["blank"],
    })
    expect(fieldErrorsOf({ errors: {} })).toEqual({})
    expect(fieldErrorsOf({ errors: [{ message: "Invalid card number" }] })).toBeUndefined()
    expect(fieldErrorsOf({ errors: null })).toBeUndefined()
    expect(fieldErrorsOf({ errors: "bad" })).toBeUndefined()
    expect(fieldErrorsOf({})).toBeUndefined()
    expect(fieldErrorsOf(null)).toBeUndefined()
    expect(fieldErrorsOf(["errors"])).toBeUndefined()
  })

  it("keeps a list of errors (the club-card answer) in the server error body of a 5xx", () => {
    const body = { errors: [{ message: "Card blocked" }] }
    const error = normaliseHttpError({ kind: "response", status: 500, body })
    expect(error.serverError).toEqual(body)
    expect("fieldErrors" in error).toBe(false)
  })

  it("carries field errors on a 5xx answer with an errors object too", () => {
    expect(normaliseHttpError({ kind: "response", status: 500, body: { errors: { email: ["down"] } } }).fieldErrors).toEqual({
      email: ["down"],
    })
  })
})

describe("unauthorised answers", () => {
  it("are HttpErrors with status 401 and nothing else", () => {
    expect(isUnauthorized(normaliseHttpError({ kind: "response", status: 401 }))).toBe(true)
    expect(isUnauthorized(normaliseHttpError({ kind: "response", status: 403 }))).toBe(false)
    expect(isUnauthorized({ _tag: "HttpError", status: 401, message: "" })).toBe(false)
    expect(isUnauthorized(undefined)).toBe(false)
  })
})

const body = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc.record({ message: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] }),
  fc.record({ errors: fc.dictionary(fc.string(), fc.array(fc.string())) }),
  fc.anything(),
)
const failure: fc.Arbitrary<HttpFailure> = fc.oneof(
  fc.record({ kind: fc.constant("response" as const), status: fc.integer({ min: 100, max: 999 }), body }),
  fc.constant({ kind: "no-response" as const }),
  fc.record({ kind: fc.constant("network" as const), message: fc.string() }, { requiredKeys: ["kind"] }),
  fc.constant({ kind: "other" as const }),
)

describe("the normalisation table as a whole", () => {
  it("maps every failure to exactly one row and gives the error that row describes", () => {
    fc.assert(
      fc.property(failure, (f) => {
        // the table's rows, read from the spec as conditions on what happened
        const conditions = {
          "server-error": f.kind === "response" && f.status >= 500,
          "client-error": f.kind === "response" && f.status >= 400 && f.status < 500,
          "no-response": f.kind === "no-response",
          network: f.kind === "network",
          other: f.kind === "other" || (f.kind === "response" && f.status < 400),
        }
        const holding = Object.entries(conditions).filter(([, holds]) => holds).map(([row]) => row)
        expect(holding).toEqual([rowOf(f)])
        const error = normaliseHttpError(f)
        const given = { status: error.status, message: error.message, serverError: error.serverError }
        const status = f.kind === "response" ? f.status : undefined
        const body = f.kind === "response" ? f.body : undefined
        const expected = {
          "server-error": { status, message: error.message, serverError: body },
          "client-error": { status, message: error.message, serverError: undefined },
          "no-response": { status: 404, message: SERVER_OFFLINE, serverError: undefined },
          network: { status: 0, message: f.kind === "network" && f.message?.trim() ? f.message : SERVER_NETWORK_ERROR, serverError: undefined },
          other: { status: 0, message: SOMETHING_TERRIBLE, serverError: undefined },
        }
        expect(given).toEqual(expected[rowOf(f)])
      }),
    )
  })

  it("keeps the status of every answer of 400 and above", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 999 }), body, (status, b) => {
        expect(normaliseHttpError({ kind: "response", status, body: b }).status).toBe(status)
      }),
    )
  })

  it("uses the answer's own message when it has one, else the status-code message", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 999 }), fc.string(), (status, message) => {
        const expected = message.trim() === "" ? `Request failed with status code ${status}` : message
        expect(normaliseHttpError({ kind: "response", status, body: { message } }).message).toBe(expected)
      }),
    )
  })
})
