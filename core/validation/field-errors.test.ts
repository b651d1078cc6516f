import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { formFieldErrorsOf, issueToFieldErrors, messagesFor, validate } from "./field-errors.ts"

const Form = Schema.Struct({
  name: Schema.String.check(Schema.isNonEmpty({ message: "Required" })),
  rooms: Schema.Array(Schema.Struct({ adults: Schema.Number.check(Schema.isGreaterThanOrEqualTo(1, { message: "At least one adult required" })) })),
})

describe("field errors", () => {
  it("reports every failing field with its message, keyed by dotted path", () => {
    const result = validate(Form)({ name: "", rooms: [{ adults: 1 }, { adults: 0 }] })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(messagesFor(result.failure, "name")).toEqual(["Required"])
      expect(messagesFor(result.failure, "rooms.1.adults")).toEqual(["At least one adult required"])
      expect(messagesFor(result.failure, "rooms.0.adults")).toEqual([])
    }
  })

  it("passes a valid value through", () => {
    expect(validate(Form)({ name: "Ann", rooms: [] })).toEqual(Result.succeed({ name: "Ann", rooms: [] }))
  })

  const issueOf = (input: unknown) => {
    const decoded = Schema.decodeUnknownResult(Form)(input, { errors: "all" })
    if (Result.isSuccess(decoded)) throw new Error("expected a failure")
    return decoded.failure.issue
  }

  it("puts a prefix in front of every key, for a value decoded on its own", () => {
    expect(issueToFieldErrors(issueOf({ name: "", rooms: [] }), { prefix: ["booking"] })).toEqual({ "booking.name": ["Required"] })
  })

  it("reports at most the fields asked for, the first ones found", () => {
    const input = { name: "", rooms: [{ adults: 0 }, { adults: 0 }] }
    expect(Object.keys(issueToFieldErrors(issueOf(input), { maxFields: 2 }))).toEqual(["name", "rooms.0.adults"])
    expect(Object.keys(issueToFieldErrors(issueOf(input)))).toHaveLength(3)
  })

  it("says a message once on its field, however many rules give it", () => {
    const Code = Schema.Struct({ code: Schema.String.check(Schema.isNonEmpty({ message: "Enter the code" }), Schema.isPattern(/^\d+$/, { message: "Enter the code" })) })
    expect(validate(Code)({ code: "" })).toEqual(Result.fail({ code: ["Enter the code"] }))
  })

  it("names a server's fields as the form does: the envelope left out, snake_case as camelCase, other fields as they are", () => {
    const errors = formFieldErrorsOf({ "traveller.first_name": ["Required"], email: ["Invalid email"], "company.name": ["Taken"] }, "traveller")
    expect(errors).toEqual({ firstName: ["Required"], email: ["Invalid email"], "company.name": ["Taken"] })
    expect(formFieldErrorsOf(undefined, "traveller")).toEqual({})
  })

  it("keys a message about the whole value by the empty path", () => {
    expect(validate(Schema.String.check(Schema.isNonEmpty({ message: "Required" })))("")).toEqual(Result.fail({ "": ["Required"] }))
  })
})
