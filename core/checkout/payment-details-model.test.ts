import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { DEFAULT_PAYMENT_FORM } from "../payment/payment-option.ts"
import { openCheckoutModel } from "./checkout-model.testing.ts"
import { canPayNow, makePaymentDetailsModel } from "./payment-details-model.ts"
import { makePaymentHandoffModel } from "./payment-handoff-model.ts"

describe("the payment details page's screen model", () => {
  it("reads the charities, offers points only to an account, and pays by card only", async () => {
    const { answer, api, visits } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.gen(function* () {
        yield* Effect.yieldNow
        yield* model.pay({ ...DEFAULT_PAYMENT_FORM, paymentOption: "loyaltyPoints" })
        return { charities: model.charities.value, points: model.points.kind, paying: model.paying.value }
      }),
    )
    expect(answer).toEqual({ charities: { kind: "ready", value: [] }, points: "signIn", paying: false })
    expect(api.calls.map((call) => call.method)).toEqual(["listCharities"])
    expect(visits).toEqual([])
    expect([canPayNow("paygate"), canPayNow("loyaltyPoints")]).toEqual([true, false])
  })

  it("stops waiting when the payment could not start (the guest was told by a toast)", async () => {
    const { answer, toasts } = await openCheckoutModel(Effect.suspend(makePaymentDetailsModel), (model) =>
      Effect.map(model.pay(DEFAULT_PAYMENT_FORM), () => model.paying.value),
    )
    expect(answer).toBe(false)
    expect(toasts).toHaveLength(1)
  })
})

describe("the payment hand-off's screen model", () => {
  it("posts both parameters to the gateway, or says Invalid params", async () => {
    const valid = await openCheckoutModel(makePaymentHandoffModel("pay_request_id=PAY-1&checksum=abc"), (model) =>
      Effect.map(Effect.yieldNow, () => model.handoff.value?.kind),
    )
    expect(valid.answer).toBe("ready")
    expect(valid.redirect.submissions).toEqual([{ payRequestId: "PAY-1", checksum: "abc" }])
    const invalid = await openCheckoutModel(makePaymentHandoffModel("checksum=abc"), (model) => Effect.map(Effect.yieldNow, () => model.handoff.value?.kind))
    expect(invalid.answer).toBe("invalid")
    expect(invalid.redirect.submissions).toEqual([])
  })
})
