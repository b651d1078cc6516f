import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { WireStruct, Text } from "./common.ts"
import {
  ClientErrorBody,
  clientError,
  MAX_REPORTED_FIELDS,
  NOT_FOUND,
  ServerErrorBody,
  serverError,
  VALIDATION_FAILED,
  ValidationErrorBody,
  validationErrorBody,
} from "./errors.ts"

const issueOf = (schema: Schema.Top & { readonly DecodingServices: never }, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  if (Result.isSuccess(result)) throw new Error("expected a failure")
  return result.failure.issue
}

describe("error bodies", () => {
  it("a 422 keys each field by its dot-joined path from the body's root, with its messages", () => {
    const Body = WireStruct({ rooms: WireStruct({ guests: Schema.Array(WireStruct({ name: Text(2) })) }) })
    const body = validationErrorBody(issueOf(Body, { rooms: { guests: [{ name: "ok" }, { name: "long" }] } }))
    expect(body).toEqual({ message: VALIDATION_FAILED, errors: { "rooms.guests.1.name": ["Must be at most 2 characters"] } })
    expect(Schema.is(ValidationErrorBody)(body)).toBe(true)
  })

  it("a 422 keys a value that failed as a whole by the empty path", () => {
    expect(validationErrorBody(issueOf(WireStruct({ a: Text(1) }), [])).errors).toEqual({ "": ["Must be an object"] })
  })

  it("a 422 can put a prefix in front of every key", () => {
    expect(validationErrorBody(issueOf(WireStruct({ a: Text(1) }), {}), ["query"]).errors).toEqual({ "query.a": ["Required"] })
  })

  it(`a 422 reports at most ${MAX_REPORTED_FIELDS} fields, however many are wrong`, () => {
    const Many = Schema.Array(WireStruct({ a: Text(1), b: Text(1) }))
    const body = validationErrorBody(issueOf(Many, Array.from({ length: 5000 }, () => ({}))))
    expect(Object.keys(body.errors)).toHaveLength(MAX_REPORTED_FIELDS)
  })

  it("4xx bodies carry a message and may carry field errors; 5xx bodies repeat the message in a list", () => {
    expect(Schema.is(ClientErrorBody)(clientError(NOT_FOUND))).toBe(true)
    expect(Schema.is(ClientErrorBody)({ message: "x", errors: { a: ["y"] } })).toBe(true)
    expect(serverError("Down.")).toEqual({ message: "Down.", errors: [{ message: "Down." }] })
    expect(Schema.is(ServerErrorBody)(serverError("Down."))).toBe(true)
  })
})
