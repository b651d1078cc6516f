import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CharitiesResponse, InitiatePaymentRequest, MAX_SELECTED_CHARITIES } from "./charities.ts"
import { validationErrorBody } from "./errors.ts"
import { initiatePaymentExample } from "./testing/examples.ts"

const errorsOf = (input: unknown) => {
  const result = Schema.decodeUnknownResult(InitiatePaymentRequest)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

describe("charities (GET /api/web/charities)", () => {
  it("answers each charity as spec A §3 names its fields, in snake_case", () => {
    const answer = {
      charities: [
        {
          id: 1,
          name: "Karoo Hotels Foundation",
          image: { url: "/images/charities/karoo-hotels-foundation.svg" },
          is_active: true,
          link: "/charities/karoo-hotels-foundation",
          content: { html_content: "<p>Bursaries.</p>" },
        },
      ],
    }
    expect(Schema.decodeUnknownSync(CharitiesResponse)(answer)).toEqual(answer)
    expect(() => Schema.decodeUnknownSync(CharitiesResponse)({ charities: [{ ...answer.charities[0], image: "x.svg" }] })).toThrow()
  })
})

describe("the chosen charities (initiate_payment's body)", () => {
  it("decodes payment.selected_charities, empty included", () => {
    expect(Schema.decodeUnknownSync(InitiatePaymentRequest)(initiatePaymentExample)).toEqual(initiatePaymentExample)
    expect(errorsOf({ payment: { selected_charities: [] } })).toEqual({})
  })

  it("takes each charity once, by a whole positive id, at most ten", () => {
    expect(errorsOf({ payment: { selected_charities: [1, 1] } })).toEqual({ "payment.selected_charities": ["Choose each charity once"] })
    expect(errorsOf({ payment: { selected_charities: [0, 1.5, "2"] } })).toEqual({
      "payment.selected_charities.0": ["Must be at least 1"],
      "payment.selected_charities.1": ["Must be a whole number"],
      "payment.selected_charities.2": ["Must be a number"],
    })
    const tooMany = Array.from({ length: MAX_SELECTED_CHARITIES + 1 }, (_, index) => index + 1)
    expect(Object.keys(errorsOf({ payment: { selected_charities: tooMany } }))).toEqual(["payment.selected_charities"])
    expect(errorsOf({ payment: {} })).toEqual({ "payment.selected_charities": ["Required"] })
  })
})
