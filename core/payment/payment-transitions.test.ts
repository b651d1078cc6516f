import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PAYMENT_STATUSES, type PaymentStatus } from "./payment-status.ts"
import { paymentStatusChange, statusesAccepting } from "./payment-transitions.ts"

const status = fc.constantFrom(...PAYMENT_STATUSES)
const moves = (from: PaymentStatus, to: PaymentStatus): boolean => paymentStatusChange(from, to) === "forward"
/** The outcomes PayWeb3 ends a request with, after which the gateway reports nothing new. */
const FINAL: ReadonlyArray<PaymentStatus> = ["declined", "cancelled", "user_cancelled", "settlement_voided"]

describe("a payment's status moves only forward along PayWeb3's transitions", () => {
  it("follows the gateway: Not Done ends once, Received by PayGate settles as Approved or Declined, an approval's settlement can be voided", () => {
    for (const to of ["approved", "declined", "cancelled", "user_cancelled", "received_by_pay_gate"] as const) expect(paymentStatusChange("not_done", to)).toBe("forward")
    expect(paymentStatusChange("received_by_pay_gate", "approved")).toBe("forward")
    expect(paymentStatusChange("received_by_pay_gate", "declined")).toBe("forward")
    expect(paymentStatusChange("approved", "settlement_voided")).toBe("forward")
  })

  it("never turns an approved payment into a declined one, nor back to Not Done", () => {
    expect(paymentStatusChange("approved", "declined")).toBe("contradicts")
    expect(paymentStatusChange("approved", "not_done")).toBe("contradicts")
    expect(paymentStatusChange("declined", "approved")).toBe("contradicts")
  })

  it("takes a status reached through a step it did not hear about: a void whose approval was never reported", () => {
    expect(paymentStatusChange("not_done", "settlement_voided")).toBe("forward")
    expect(paymentStatusChange("received_by_pay_gate", "settlement_voided")).toBe("forward")
  })

  it("a status is the same as itself", () => {
    fc.assert(fc.property(status, (s) => paymentStatusChange(s, s) === "same"))
  })

  it("nothing ever goes back: no two statuses each move forward to the other", () => {
    fc.assert(fc.property(status, status, (a, b) => !(moves(a, b) && moves(b, a))))
  })

  it("forward is transitive: a status reachable through another is reachable directly", () => {
    fc.assert(fc.property(status, status, status, (a, b, c) => !(moves(a, b) && moves(b, c)) || moves(a, c)))
  })

  it("nothing moves to Not Done, and Not Done moves to every other status", () => {
    fc.assert(fc.property(status, (s) => !moves(s, "not_done") && (s === "not_done" || moves("not_done", s))))
  })

  it("a final outcome accepts no other status", () => {
    fc.assert(fc.property(fc.constantFrom(...FINAL), status, (from, to) => from === to || paymentStatusChange(from, to) === "contradicts"))
  })

  it("an approved payment only ever becomes settlement voided", () => {
    fc.assert(fc.property(status, (to) => moves("approved", to) === (to === "settlement_voided")))
  })

  it("statusesAccepting lists exactly the statuses a result may be recorded over", () => {
    fc.assert(
      fc.property(status, status, (from, to) => statusesAccepting(to).includes(from) === (paymentStatusChange(from, to) !== "contradicts")),
    )
  })
})
