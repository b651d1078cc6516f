// @ts-nocheck
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { Charity } from "./charity.ts"
import { checkoutNotice } from "./checkout-notice.ts"
import { LastPayment } from "./last-payment.ts"
import { PaymentRecord } from "./payment-record.ts"

const payment = {
  id: 41,
  amountCents: 250_000,
  currency: "ZAR",
  country: "ZAF",
  createdAt: "2026-03-01T10:15:00+02:00",
  locale: "en-za",
  reference: "BK-1001",
  status: "approved",
  lastResponse: { transactionStatus: 1, resultCode: "990017", description: "Auth Done" },
}

describe("payment record", () => {
  it("holds the amount in integer cents, the status and the gateway's last response", () => {
    expect(validate(PaymentRecord)(payment)).toEqual(Result.succeed(payment))
    expect(validate(PaymentRecord)({ ...payment, status: "not_done", lastResponse: null })).toEqual(
      Result.succeed({ ...payment, status: "not_done", lastResponse: null }),
    )
  })

  it("rejects an amount that is not whole cents and an unknown status", () => {
    const result = validate(PaymentRecord)({ ...payment, amountCents: 2500.5, status: "paid" })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) expect(Object.keys(result.failure).sort()).toEqual(["amountCents", "status"])
  })
})

describe("last payment of a booking", () => {
  it("may have no status and no response", () => {
    expect(validate(LastPayment)({})).toEqual(Result.succeed({}))
    expect(validate(LastPayment)({ status: null, response: null })).toEqual(Result.succeed({ status: null, response: null }))
  })

  it("rejects an unknown status", () => {
    expect(Result.isFailure(validate(LastPayment)({ status: "paid" }))).toBe(true)
  })
})

describe("charity", () => {
  it("has an id, name, image url, active flag, link and html content", () => {
    const charity = { id: 3, name: "Sunshine Trust", imageUrl: "https://cdn.example/s.png", isActive: true, link: "https://sunshine.example", htmlContent: "<p>Help</p>" }
    expect(validate(Charity)(charity)).toEqual(Result.succeed(charity))
    expect(Result.isFailure(validate(Charity)({ ...charity, isActive: "yes" }))).toBe(true)
  })
})

describe("checkout notice", () => {
  it("says Payment required upon checkout only when mandatory payment periods apply", () => {
    expect(checkoutNotice(true)).toBe("Payment required upon checkout")
    expect(checkoutNotice(false)).toBeUndefined()
  })
})
