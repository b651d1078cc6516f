// @ts-nocheck
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { gatewayFormFields, PaymentRedirect } from "./PaymentRedirect.ts"
import { makePaymentRedirectMemory } from "./PaymentRedirect.memory.ts"

describe("the card gateway hand-off", () => {
  it("posts PAY_REQUEST_ID and CHECKSUM", () => {
    expect(gatewayFormFields({ payRequestId: "23B785AE-C96C-32AF-4879-D2C9363DB6E8", checksum: "b41a77f83a275a849f23e30b4666e837" })).toEqual([
      ["PAY_REQUEST_ID", "23B785AE-C96C-32AF-4879-D2C9363DB6E8"],
      ["CHECKSUM", "b41a77f83a275a849f23e30b4666e837"],
    ])
  })

  it("is recorded, in order, by the in-memory fake", async () => {
    const memory = makePaymentRedirectMemory()
    await Effect.runPromise(
      Effect.gen(function* () {
        const redirect = yield* PaymentRedirect
        yield* redirect.submit({ payRequestId: "one", checksum: "c1" })
        yield* redirect.submit({ payRequestId: "two", checksum: "c2" })
      }).pipe(Effect.provide(memory.layer)),
    )
    expect(memory.submissions).toEqual([
      { payRequestId: "one", checksum: "c1" },
      { payRequestId: "two", checksum: "c2" },
    ])
  })
})
