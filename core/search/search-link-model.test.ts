import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HOME_ROUTE, HOTELS_ROUTE } from "../routes.ts"
import { REDIRECTING } from "./messages.ts"
import { makeSearchLinkModel, searchLinkVerdict } from "./search-link-model.ts"
import { searchPortsMemory } from "./testing/search-ports.testing.ts"

const redirect = { kind: "redirect", to: HOME_ROUTE, message: REDIRECTING } as const

describe("the booking pages' guard", () => {
  it("shows the page, or the redirect read for the address on show; between two addresses the page on show stays", () => {
    const at = { pathname: HOTELS_ROUTE, search: "" }
    expect(searchLinkVerdict({ kind: "loading" }, at)).toEqual({ kind: "pending" })
    expect(searchLinkVerdict({ kind: "ready", value: { key: `${HOTELS_ROUTE}?`, redirect: { kind: "stay" } } }, at)).toEqual({ kind: "page" })
    expect(searchLinkVerdict({ kind: "ready", value: { key: `${HOTELS_ROUTE}?`, redirect } }, at)).toEqual({ kind: "redirect", redirect })
    expect(searchLinkVerdict({ kind: "ready", value: { key: "/booking/rooms?", redirect } }, at)).toEqual({ kind: "pending" })
  })

  it("without a search in the URL, has its verdict at once: a booking page without a search goes home", async () => {
    const ports = searchPortsMemory()
    const verdict = await Effect.runPromise(
      Effect.scoped(Effect.map(makeSearchLinkModel({ pathname: HOTELS_ROUTE, search: "" }), (guard) => guard.verdict.value)).pipe(Effect.provide(ports.layer)),
    )
    expect(verdict).toEqual({ kind: "redirect", redirect })
  })
})
