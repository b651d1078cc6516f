import { describe, expect, it } from "vitest"
import { TRANSACTION_STATUS, type TransactionStatusCode } from "./payweb3/codes.ts"
import type { TransactionResult } from "./payweb3/messages.ts"
import { idempotencyKeyOf, matchesPayment, type PaymentRow, queryConfirms, resultFields } from "./payment-results.ts"

/** The pure checks of a gateway result (no database): what is kept of it, its key, whether it is about our payment. */

const result: TransactionResult = {
  paygateId: "10011072130",
  payRequestId: "23B785AE-C96C-32AF-4879-D2C9363DB6E8",
  reference: "BKG-1001",
  transactionStatus: TRANSACTION_STATUS.approved,
  paymentStatus: "approved",
  resultCode: "990017",
  resultDesc: "Auth Done",
  authCode: "XYZ123",
  currency: "ZAR",
  amountCents: 125_000,
  transactionId: "78705178",
  riskIndicator: "AX",
  payMethod: "CC",
  payMethodDetail: "Visa",
  user1: "not kept",
}

const payment = {
  id: 7,
  bookingId: 3,
  payRequestId: result.payRequestId,
  reference: result.reference,
  amountCents: result.amountCents,
  currency: result.currency,
  country: "ZAF",
  locale: "en-za",
  status: "not_done",
  transactionStatus: null,
  resultCode: null,
  resultDescription: null,
  transactionId: null,
  refundDueCents: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
} satisfies PaymentRow

const ALL_STATUSES = Object.values(TRANSACTION_STATUS) as ReadonlyArray<TransactionStatusCode>

describe("a gateway result's fields as kept", () => {
  it("are the PayWeb3 fields of the result, by their PayWeb3 names, numbers as the gateway writes them", () => {
    expect(resultFields(result)).toStrictEqual({
      PAYGATE_ID: "10011072130",
      PAY_REQUEST_ID: "23B785AE-C96C-32AF-4879-D2C9363DB6E8",
      REFERENCE: "BKG-1001",
      TRANSACTION_STATUS: "1",
      RESULT_CODE: "990017",
      AUTH_CODE: "XYZ123",
      CURRENCY: "ZAR",
      AMOUNT: "125000",
      RESULT_DESC: "Auth Done",
      TRANSACTION_ID: "78705178",
      RISK_INDICATOR: "AX",
      PAY_METHOD: "CC",
      PAY_METHOD_DETAIL: "Visa",
    })
  })
})

describe("a result's idempotency key", () => {
  it("is its PAY_REQUEST_ID and TRANSACTION_STATUS: one request reaches each status once", () => {
    expect(idempotencyKeyOf(result)).toBe("23B785AE-C96C-32AF-4879-D2C9363DB6E8:1")
    expect(idempotencyKeyOf({ payRequestId: "A", transactionStatus: TRANSACTION_STATUS.declined })).toBe("A:2")
  })
})

describe("whether a signed result is about our payment", () => {
  it("is, when request, reference, amount and currency are the payment's", () => {
    expect(matchesPayment(result, payment)).toBe(true)
  })

  it.each([
    ["another request", { payRequestId: "OTHER" }],
    ["another reference", { reference: "BKG-1002" }],
    ["another amount", { amountCents: 124_999 }],
    ["another currency", { currency: "USD" }],
  ])("is not, for %s", (_, changed) => {
    expect(matchesPayment({ ...result, ...changed }, payment)).toBe(false)
  })
})

describe("whether the gateway's query confirms a claimed status", () => {
  it("confirms whatever the gateway reports when it is not Not Done, whatever was claimed", () => {
    for (const claimed of ALL_STATUSES) {
      for (const queried of ALL_STATUSES.filter((status) => status !== TRANSACTION_STATUS.notDone)) {
        expect(queryConfirms(claimed, queried), `claimed ${claimed}, queried ${queried}`).toBe(true)
      }
    }
  })

  it("does not confirm an ended request the gateway still reports as Not Done", () => {
    for (const claimed of ALL_STATUSES.filter((status) => status !== TRANSACTION_STATUS.notDone)) {
      expect(queryConfirms(claimed, TRANSACTION_STATUS.notDone), `claimed ${claimed}`).toBe(false)
    }
  })

  it("confirms a claim of Not Done that the gateway repeats (a request that ended unprocessed)", () => {
    expect(queryConfirms(TRANSACTION_STATUS.notDone, TRANSACTION_STATUS.notDone)).toBe(true)
  })
})
