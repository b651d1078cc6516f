import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { NO_SITE_CONFIG } from "../content/site-config.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeAccountPanelModel } from "./account-panel-model.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"

const PASSWORD = "Str0ng!pass"

/** The panel of a /my-account page opened with `search`, over the in-memory ports; answers the session storage after. */
const openPanel = async (search: string, stored = new Map<string, string>()) => {
  const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
  const tokens = makeTokenStoreMemory({ ...(await Effect.runPromise(api.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD }))), rememberMe: false })
  const content = makeContentApiMemory({ siteConfig: NO_SITE_CONFIG })
  const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api.layer, tokens.layer, content.layer, ResourceCache.layer, layerMemory(stored)))
  await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        yield* makeAccountPanelModel({ search })
        yield* Effect.yieldNow
      }),
    ).pipe(Effect.provide(layer)),
  )
  return Object.fromEntries(stored)
}

describe("every My Account page's query parameters, kept by its left panel (spec A §2)", () => {
  it("keeps currentPoints, memberType and name from the page's query in session storage", async () => {
    expect(await openPanel("?currentPoints=750&memberType=corporate&name=Thandi")).toEqual({ currentPoints: "750", memberType: "corporate", name: "Thandi" })
  })

  it("keeps all three when one is given, the others at their defaults", async () => {
    expect(await openPanel("?memberType=corporate")).toEqual({ currentPoints: "100", memberType: "corporate", name: expect.any(String) })
  })

  it("clears the stored values when the page is opened without them, leaving the rest", async () => {
    const stored = new Map([["currentPoints", "750"], ["memberType", "corporate"], ["name", "Thandi"], ["other", "kept"]])
    expect(await openPanel("", stored)).toEqual({ other: "kept" })
  })
})
