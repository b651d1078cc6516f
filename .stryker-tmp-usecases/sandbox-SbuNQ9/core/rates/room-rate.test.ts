// @ts-nocheck
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { INVALID_AMOUNT } from "./messages.ts"
import { RoomRate } from "./room-rate.ts"

const detail = {
  rateDescription: "Bed & Breakfast",
  totalAmount: "1,250.00",
  totalCurrency: "ZAR",
  baseCurrency: "ZAR",
  unitMultiplier: 2,
  effectiveDate: "2026-12-01",
  expiryDate: "2026-12-03",
  baseAmount: "625.00",
}

describe("RoomRate schema", () => {
  it("parses the amount strings of every detail into cents, once", () => {
    expect(validate(RoomRate)({ ratePlanCode: "BB", details: [detail] })).toEqual(
      Result.succeed({
        ratePlanCode: "BB",
        details: [
          {
            rateDescription: "Bed & Breakfast",
            totalAmountCents: 125000,
            totalCurrency: "ZAR",
            baseCurrency: "ZAR",
            unitMultiplier: 2,
            effectiveDate: "2026-12-01",
            expiryDate: "2026-12-03",
            baseAmountCents: 62500,
          },
        ],
      }),
    )
  })

  it("encodes back to the camelCase shape with amount strings", () => {
    const rate = Schema.decodeUnknownSync(RoomRate)({ ratePlanCode: "BB", details: [detail] })
    expect(Schema.encodeSync(RoomRate)(rate)).toEqual({ ratePlanCode: "BB", details: [detail] })
  })

  it("reports a garbage amount on its field", () => {
    expect(validate(RoomRate)({ ratePlanCode: "BB", details: [{ ...detail, totalAmount: "1,25" }] })).toEqual(
      Result.fail({ "details.0.totalAmount": [INVALID_AMOUNT] }),
    )
  })

  it("needs a whole unit multiplier of at least 1", () => {
    expect(Result.isSuccess(validate(RoomRate)({ ratePlanCode: "BB", details: [{ ...detail, unitMultiplier: 1 }] }))).toBe(true)
    expect(Result.isFailure(validate(RoomRate)({ ratePlanCode: "BB", details: [{ ...detail, unitMultiplier: 0 }] }))).toBe(true)
    expect(Result.isFailure(validate(RoomRate)({ ratePlanCode: "BB", details: [{ ...detail, unitMultiplier: 1.5 }] }))).toBe(true)
  })

  it("needs real dates", () => {
    expect(Result.isFailure(validate(RoomRate)({ ratePlanCode: "BB", details: [{ ...detail, expiryDate: "2026-02-30" }] }))).toBe(true)
  })
})
