// @ts-nocheck
import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PAYMENT_STATUSES, PaymentStatus, paymentStatusLabel } from "./payment-status.ts"
import { paymentStatusOfTransactionStatus, transactionStatusOfPaymentStatus } from "./payweb3-status.ts"

describe("payment status labels", () => {
  it("labels every status with the spec's words", () => {
    expect(paymentStatusLabel("approved")).toBe("Approved")
    expect(paymentStatusLabel("cancelled")).toBe("Cancelled")
    expect(paymentStatusLabel("declined")).toBe("Declined")
    expect(paymentStatusLabel("not_done")).toBe("Not Done")
    expect(paymentStatusLabel("settlement_voided")).toBe("Settlement Voided")
    expect(paymentStatusLabel("user_cancelled")).toBe("User Cancelled")
  })

  it("tells the guest the payment was received by a payment gateway, without naming the processor", () => {
    expect(paymentStatusLabel("received_by_pay_gate")).toBe("Received by a payment gateway")
  })

  it("reads Not Done when the payment has no status", () => {
    expect(paymentStatusLabel(undefined)).toBe("Not Done")
    expect(paymentStatusLabel(null)).toBe("Not Done")
  })

  it("accepts exactly the seven statuses the server names", () => {
    const decode = Schema.decodeUnknownResult(PaymentStatus)
    for (const status of PAYMENT_STATUSES) expect(Result.isSuccess(decode(status))).toBe(true)
    expect(PAYMENT_STATUSES).toHaveLength(7)
    expect(Result.isFailure(decode("paid"))).toBe(true)
    expect(Result.isFailure(decode("Approved"))).toBe(true)
  })
})

describe("PayWeb3 transaction statuses", () => {
  it("maps each PayWeb3 code to the status it reports", () => {
    expect(paymentStatusOfTransactionStatus(0)).toBe("not_done")
    expect(paymentStatusOfTransactionStatus(1)).toBe("approved")
    expect(paymentStatusOfTransactionStatus(2)).toBe("declined")
    expect(paymentStatusOfTransactionStatus(3)).toBe("cancelled")
    expect(paymentStatusOfTransactionStatus(4)).toBe("user_cancelled")
    expect(paymentStatusOfTransactionStatus(5)).toBe("received_by_pay_gate")
    expect(paymentStatusOfTransactionStatus(7)).toBe("settlement_voided")
  })

  it("has no status for a code PayWeb3 does not define", () => {
    expect(paymentStatusOfTransactionStatus(6)).toBeUndefined()
    expect(paymentStatusOfTransactionStatus(8)).toBeUndefined()
    expect(paymentStatusOfTransactionStatus(-1)).toBeUndefined()
  })

  it("gives every payment status its PayWeb3 code", () => {
    expect(PAYMENT_STATUSES.map(transactionStatusOfPaymentStatus)).toEqual([1, 3, 2, 0, 5, 7, 4])
  })

  it("reads back the status a code was written for, for every status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_STATUSES), (status) => {
        expect(paymentStatusOfTransactionStatus(transactionStatusOfPaymentStatus(status))).toBe(status)
      }),
    )
  })

  it("maps a code to a status only if that status maps back to the same code", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (code) => {
        const status = paymentStatusOfTransactionStatus(code)
        if (status !== undefined) expect(transactionStatusOfPaymentStatus(status)).toBe(code)
      }),
    )
  })
})
