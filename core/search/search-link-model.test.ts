import { Effect, type Layer, type Scope } from "effect"
import { describe, expect, it } from "vitest"
import { HOME_ROUTE, HOTELS_ROUTE } from "../routes.ts"
import { BookingSession } from "../booking/session-store.ts"
import { REDIRECTING } from "./messages.ts"
import type { SearchCriteria } from "./search-criteria.ts"
import { searchLinkHref } from "./search-link.ts"
import { makeSearchLinkModel, searchLinkVerdict } from "./search-link-model.ts"
import { searchPortsMemory } from "./testing/search-ports.testing.ts"

const redirect = { kind: "redirect", to: HOME_ROUTE, message: REDIRECTING } as const
const search: SearchCriteria = {
  destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
  checkInDate: "2099-03-11",
  checkOutDate: "2099-03-13",
  flexiDate: false,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
}

type SearchPorts = ReturnType<typeof searchPortsMemory>

/** Runs a test's steps in a scope on the search ports, the test clock at its start. */
const run = <A, E>(ports: SearchPorts, steps: Effect.Effect<A, E, Layer.Success<SearchPorts["layer"]> | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(steps).pipe(Effect.provide(ports.layer)))

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
    const verdict = await run(
      ports,
      Effect.map(makeSearchLinkModel({ pathname: HOTELS_ROUTE, search: "" }), (guard) => guard.verdict.value),
    )
    expect(verdict).toEqual({ kind: "redirect", redirect })
    expect(ports.navigation.visits).toEqual([])
  })

  it("puts the session's search into the address of a booking page opened without it, in place of the address on show (issue 27 §3)", async () => {
    const ports = searchPortsMemory()
    const verdict = await run(
      ports,
      Effect.gen(function* () {
        yield* (yield* BookingSession).setSearch(search)
        const guard = yield* makeSearchLinkModel({ pathname: HOTELS_ROUTE, search: "" })
        return guard.verdict.value
      }),
    )
    expect(verdict).toEqual({ kind: "page" })
    expect(ports.navigation.visits).toEqual([{ to: searchLinkHref(HOTELS_ROUTE, search), replace: true }])
  })

  it("follows the router to another address, reading its link; the same address again is not read again", async () => {
    const ports = searchPortsMemory()
    const link = new URL(searchLinkHref(HOTELS_ROUTE, search), "https://www.example.co.za")
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const guard = yield* makeSearchLinkModel({ pathname: HOTELS_ROUTE, search: "" })
        const without = guard.verdict.value.kind
        yield* guard.follow({ pathname: link.pathname, search: link.search })
        const followed = guard.verdict.value.kind
        yield* (yield* BookingSession).setSearch({ ...search, checkInDate: "2099-04-01", checkOutDate: "2099-04-03" })
        yield* guard.follow({ pathname: link.pathname, search: link.search })
        const session = yield* BookingSession
        return { without, followed, again: guard.verdict.value.kind, checkIn: session.state.value.checkInDate }
      }),
    )
    expect(seen).toEqual({ without: "redirect", followed: "page", again: "page", checkIn: "2099-04-01" })
    expect(ports.navigation.visits).toEqual([])
  })
})
