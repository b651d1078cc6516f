import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ValidateClubCardRequest, ValidateClubCardResponse } from "./clicks.ts"
import { validationErrorBody } from "./errors.ts"
import { validateClubCardExample } from "./testing/examples.ts"

const errorsOf = (input: unknown) => {
  const result = Schema.decodeUnknownResult(ValidateClubCardRequest)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

describe("validate club card (POST /api/web/clicks/validate)", () => {
  it("decodes clicks.clubcard_number and answers is_valid", () => {
    expect(Schema.decodeUnknownSync(ValidateClubCardRequest)(validateClubCardExample)).toEqual(validateClubCardExample)
    expect(Schema.decodeUnknownSync(ValidateClubCardResponse)({ is_valid: false })).toEqual({ is_valid: false })
  })

  it("says the number is required when it is absent or empty, and nothing more", () => {
    expect(errorsOf({ clicks: {} })).toEqual({ "clicks.clubcard_number": ["Club card number is required"] })
    expect(errorsOf({ clicks: { clubcard_number: "" } })).toEqual({ "clicks.clubcard_number": ["Club card number is required"] })
  })

  it("needs exactly 13 characters", () => {
    expect(errorsOf({ clicks: { clubcard_number: "600912345678" } })).toEqual({ "clicks.clubcard_number": ["Club card number must be 13 characters"] })
    expect(errorsOf({ clicks: { clubcard_number: "6".repeat(100_000) } })).toEqual({ "clicks.clubcard_number": ["Club card number must be 13 characters"] })
    expect(errorsOf({ clicks: { clubcard_number: 6009123456789 } })).toEqual({ "clicks.clubcard_number": ["Must be text"] })
    expect(errorsOf({})).toEqual({ clicks: ["Required"] })
  })
})
