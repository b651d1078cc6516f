import { Effect, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FAILED_TO_REMOVE_TRAVELLER, TRAVELLER_REMOVED } from "../account/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { CorporateApi, type TravellerSearch, type TravellersPage } from "../ports/CorporateApi.ts"
import { loadTravellers, makeTravellersStore, removeTraveller, travellerSearchFromUrl, travellerSearchToUrl, travellersView } from "./manage-travellers.ts"
import { corporateHarness, lerato, sipho } from "./testing/corporate-harness.testing.ts"

describe("the travellers table", () => {
  it("shows the travellers of the search, 'No results' when none match, and the error's message when the load fails", async () => {
    const h = corporateHarness()
    const store = makeTravellersStore({ query: "LERATO", page: 1 })
    expect(store.view.value).toEqual({ kind: "loading" })
    await h.run(loadTravellers(h.requests, store))
    expect(store.view.value).toEqual({ kind: "ready", travellers: [lerato], currentPage: 1, totalPages: 1 })

    store.search.value = { query: "nobody", page: 1 }
    await h.run(loadTravellers(h.requests, store))
    expect(store.view.value).toEqual({ kind: "empty", message: "No results" })

    h.corporate.failNext("listTravellers", new HttpError({ status: 404, message: "Server is probably offline" }))
    await h.run(loadTravellers(h.requests, store))
    expect(store.view.value).toEqual({ kind: "error", message: "Server is probably offline" })
  })

  it("is loading again while a new search is read", async () => {
    const h = corporateHarness()
    const store = makeTravellersStore({ query: "", page: 1 })
    await h.run(loadTravellers(h.requests, store))
    store.search.value = { query: "lerato", page: 1 }
    const gate = h.corporate.hold()
    const loading = h.run(loadTravellers(h.requests, store))
    await Promise.resolve()
    const during = store.view.value
    gate.release()
    await loading
    expect(during).toEqual({ kind: "loading" })
    expect(store.view.value).toMatchObject({ kind: "ready", travellers: [lerato] })
  })

  it("keeps the answer of the latest search when an earlier one answers last", async () => {
    const page = (query: string): TravellersPage => ({ travellers: query === "s" ? [sipho] : [lerato], currentPage: 1, totalPages: 1, totalCount: 1 })
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (scheduler) => {
        const h = corporateHarness()
        const store = makeTravellersStore({ query: "s", page: 1 })
        const api = {
          ...h.corporate.api,
          listTravellers: (_token: string | undefined, search: TravellerSearch) => Effect.promise(() => scheduler.schedule(Promise.resolve(page(search.query)))),
        }
        const load = (query: string) => {
          store.search.value = { query, page: 1 }
          return Effect.runPromise(loadTravellers(h.requests, store).pipe(Effect.provideService(CorporateApi, api), Effect.provide(h.layer)))
        }
        const first = load("s")
        const second = load("l")
        await scheduler.waitAll()
        await Promise.all([first, second])
        expect(store.view.value).toMatchObject({ kind: "ready", travellers: [lerato] })
      }),
    )
  })
})

describe("removing a traveller", () => {
  it("removes it, says 'Traveller removed' and refreshes the table", async () => {
    const h = corporateHarness()
    const store = makeTravellersStore()
    await h.run(removeTraveller(h.requests, store, sipho.id))
    expect(h.corporate.travellers()).toEqual([lerato])
    expect(h.notifications.toasts).toEqual([{ kind: "success", message: TRAVELLER_REMOVED }])
    expect(store.view.value).toEqual({ kind: "ready", travellers: [lerato], currentPage: 1, totalPages: 1 })
  })

  it("says 'Failed to remove the traveller' when the server refuses, and keeps the table as it was", async () => {
    const h = corporateHarness()
    const store = makeTravellersStore()
    const refused = await h.result(removeTraveller(h.requests, store, 99))
    expect(Result.isFailure(refused) && refused.failure.message).toBe(FAILED_TO_REMOVE_TRAVELLER)
    expect(h.notifications.toasts).toEqual([{ kind: "error", message: FAILED_TO_REMOVE_TRAVELLER }])
    expect(h.corporate.calls().map((call) => call.call)).toEqual(["removeTraveller"])
  })
})

describe("travellersView", () => {
  it("passes loading and error through", () => {
    expect(travellersView({ kind: "loading" })).toEqual({ kind: "loading" })
    expect(travellersView({ kind: "error", message: "x" })).toEqual({ kind: "error", message: "x" })
  })
})

describe("the travellers table's search in the URL (spec A §1)", () => {
  it("reads the query and page, page 1 for anything that is not a whole number from 1", () => {
    expect(travellerSearchFromUrl(new URLSearchParams("query=%20nkosi%20&page=3"))).toEqual({ query: "nkosi", page: 3 })
    expect(travellerSearchFromUrl(new URLSearchParams(""))).toEqual({ query: "", page: 1 })
    for (const page of ["0", "-2", "1.5", "two", ""]) expect(travellerSearchFromUrl(new URLSearchParams({ page })).page).toBe(1)
  })

  it("reads back every search it writes", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10_000 }), (text, page) => {
        const search = { query: text.trim(), page }
        expect(travellerSearchFromUrl(travellerSearchToUrl(search))).toEqual(search)
      }),
    )
  })

  it("leaves out no text and page 1", () => {
    expect(travellerSearchToUrl({ query: " ", page: 1 }).toString()).toBe("")
    expect(travellerSearchToUrl({ query: "lerato m", page: 2 }).toString()).toBe("query=lerato+m&page=2")
  })
})
