import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"
import { LOG_IN_TO_SEE_ACCOUNT } from "./messages.ts"
import { makeMyDetailsModel } from "./my-details-model.ts"

const PASSWORD = "Str0ng!pass"

describe("My Details' screen model (spec A §2, §3)", () => {
  it("asks a visitor to log in, without a call", async () => {
    const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
    const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api.layer, makeTokenStoreMemory().layer))
    const view = await Effect.runPromise(Effect.scoped(Effect.map(makeMyDetailsModel(), (model) => model.view.value)).pipe(Effect.provide(layer)))
    expect(view).toEqual({ kind: "empty", message: LOG_IN_TO_SEE_ACCOUNT })
  })

  it("shows the member's details once the account is read", async () => {
    const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
    const tokens = await Effect.runPromise(api.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD }))
    const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api.layer, makeTokenStoreMemory({ ...tokens, rememberMe: false }).layer))
    const views = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeMyDetailsModel()
          const first = model.view.value.kind
          yield* Effect.sleep("1 millis")
          return [first, model.view.value]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(views).toEqual([
      "loading",
      { kind: "ready", value: { name: "Thandi Nkosi", email: MEMBER_ACCOUNT.user.email, mobileNumber: "+27821234567", title: "Ms", points: 640 } },
    ])
  })
})
