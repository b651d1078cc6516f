import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { corporateMenuItems, makeCorporateMenuModel } from "./corporate-menu-model.ts"

describe("the corporate menu (spec A §6)", () => {
  it("offers the corporate area to a member whose type is not individual", () => {
    expect(corporateMenuItems({ ...MEMBER_ACCOUNT, loyaltyType: "corporate" }).map((item) => item.to)).toEqual([
      "/my-account/corporate-account",
      "/my-account/corporate-account/company-travelers",
      "/my-account/my-details",
      "/my-account/my-bookings",
    ])
  })

  it("offers nothing to an individual member, or before the account is read", () => {
    expect(corporateMenuItems(MEMBER_ACCOUNT)).toEqual([])
    expect(corporateMenuItems(null)).toEqual([])
  })

  it("reads the signed-in member's account for the page and follows it", async () => {
    const password = "Str0ng!pass"
    const api = makeAccountApiMemory([{ account: { ...MEMBER_ACCOUNT, loyaltyType: "corporate" }, password }])
    const tokens = await Effect.runPromise(api.api.login({ username: MEMBER_ACCOUNT.user.email, password }))
    const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api.layer, makeTokenStoreMemory({ ...tokens, rememberMe: false }).layer))
    const labels = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeCorporateMenuModel()
          const before = model.items.value.length
          yield* Effect.sleep("1 millis")
          return [before, model.items.value.map((item) => item.label)]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(labels).toEqual([0, ["Corporate Account", "Company Travelers", "Loyalty Points", "Bookings"]])
  })
})
