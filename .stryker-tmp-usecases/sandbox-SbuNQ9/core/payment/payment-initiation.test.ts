// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { paymentHandoff, paymentInitiationOutcome, paymentRoute } from "./payment-initiation.ts"

const request = { payRequestId: "23B785AE-C96C-32AF-4879-D2C9363DB6E8", checksum: "b41a77f83a275a849f23e30b4666e837", reference: "BK-1001" }
const failed = { kind: "failed", message: "Could not initiate payment for booking" }

describe("payment route", () => {
  it("goes to the payment page with pay_request_id and checksum", () => {
    expect(paymentRoute(request)).toBe(
      "/booking/payment?pay_request_id=23B785AE-C96C-32AF-4879-D2C9363DB6E8&checksum=b41a77f83a275a849f23e30b4666e837",
    )
  })

  it("URL-encodes both parameters", () => {
    expect(paymentRoute({ payRequestId: "a&b=c", checksum: "x y/+?" })).toBe(
      "/booking/payment?pay_request_id=a%26b%3Dc&checksum=x%20y%2F%2B%3F",
    )
  })

  it("the payment page reads back the exact values the route was built with", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (payRequestId, checksum) => {
        const route = paymentRoute({ payRequestId, checksum })
        expect(route.startsWith("/booking/payment?")).toBe(true)
        const query = new URLSearchParams(route.slice("/booking/payment?".length))
        expect(paymentHandoff(query)).toEqual({ kind: "ready", payRequestId, checksum })
      }),
    )
  })
})

describe("payment initiation outcome", () => {
  it("goes to the payment route and keeps the reference on success", () => {
    expect(paymentInitiationOutcome({ success: true, body: request })).toEqual({
      kind: "redirect",
      route: paymentRoute(request),
      reference: "BK-1001",
    })
  })

  it("shows Could not initiate payment for booking when unsuccessful, without a request, or on error", () => {
    expect(paymentInitiationOutcome({ success: false, body: request })).toEqual(failed)
    expect(paymentInitiationOutcome({ success: true })).toEqual(failed)
    expect(paymentInitiationOutcome({ success: true, body: null })).toEqual(failed)
    expect(paymentInitiationOutcome(undefined)).toEqual(failed)
  })
})

describe("payment hand-off page", () => {
  it("is ready with both parameters", () => {
    expect(paymentHandoff(new URLSearchParams("pay_request_id=P1&checksum=C1"))).toEqual({
      kind: "ready",
      payRequestId: "P1",
      checksum: "C1",
    })
  })

  it("shows Invalid params when either parameter is missing or empty", () => {
    const invalid = { kind: "invalid", message: "Invalid params" }
    expect(paymentHandoff(new URLSearchParams("checksum=C1"))).toEqual(invalid)
    expect(paymentHandoff(new URLSearchParams("pay_request_id=P1"))).toEqual(invalid)
    expect(paymentHandoff(new URLSearchParams("pay_request_id=&checksum=C1"))).toEqual(invalid)
    expect(paymentHandoff(new URLSearchParams("pay_request_id=P1&checksum="))).toEqual(invalid)
    expect(paymentHandoff(new URLSearchParams(""))).toEqual(invalid)
  })
})
