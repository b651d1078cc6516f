import { computed, type ReadonlySignal, type Signal, signal } from "@preact/signals-core"
import { Effect, Result, Schema } from "effect"
import type { makeMemberRequests } from "../account/log-in.ts"
import { FAILED_TO_REMOVE_TRAVELLER, TRAVELLER_REMOVED } from "../account/messages.ts"
import type { SavedTraveller } from "../account/traveller.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { CorporateApi, type TravellerSearch, type TravellersPage } from "../ports/CorporateApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { FieldErrors } from "../validation/field-errors.ts"

/**
 * The travellers table of a corporate account (spec A §1, §2: /my-account/corporate-account/company-travelers, searched
 * by the `query` URL parameter): its search, what the last load answered, and the view the table switches on.
 */

type MemberRequests = Effect.Success<typeof makeMemberRequests>

export type TravellersLoad =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "loaded"; readonly page: TravellersPage }

export type TravellersView =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly travellers: ReadonlyArray<SavedTraveller>; readonly currentPage: number; readonly totalPages: number }

/** spec A §8: a table with nothing to show says "No results". */
export const travellersView = (load: TravellersLoad): TravellersView => {
  if (load.kind !== "loaded") return load
  const { travellers, currentPage, totalPages } = load.page
  return travellers.length === 0 ? { kind: "empty", message: NO_RESULTS } : { kind: "ready", travellers, currentPage, totalPages }
}

/** The travellers table's URL parameters (spec A §1: /my-account/corporate-account/company-travelers?query=...). */
export const TRAVELLERS_QUERY_PARAM = "query"
export const TRAVELLERS_PAGE_PARAM = "page"

/** spec A §1: the table's search from its URL; no text is every traveller, a page that is not a whole number from 1 is page 1. */
export const travellerSearchFromUrl = (params: URLSearchParams): TravellerSearch => {
  const page = Number(params.get(TRAVELLERS_PAGE_PARAM) ?? "1")
  return { query: (params.get(TRAVELLERS_QUERY_PARAM) ?? "").trim(), page: Number.isInteger(page) && page >= 1 ? page : 1 }
}

/** The URL parameters of a search, so a search is a link and Back works: no text and page 1 are left out. */
export const travellerSearchToUrl = (search: TravellerSearch): URLSearchParams => {
  const params = new URLSearchParams()
  if (search.query.trim() !== "") params.set(TRAVELLERS_QUERY_PARAM, search.query.trim())
  if (search.page > 1) params.set(TRAVELLERS_PAGE_PARAM, String(search.page))
  return params
}

export interface TravellersStore {
  /** The search the table shows (the UI keeps it in the URL's `query`). */
  readonly search: Signal<TravellerSearch>
  readonly load: Signal<TravellersLoad>
  readonly view: ReadonlySignal<TravellersView>
}

export const makeTravellersStore = (search: TravellerSearch = { query: "", page: 1 }): TravellersStore => {
  const load = signal<TravellersLoad>({ kind: "loading" })
  return { search: signal(search), load, view: computed(() => travellersView(load.value)) }
}

/** Which load of a store is the latest: an older answer arriving later never overwrites a newer one. */
const latestLoad = new WeakMap<TravellersStore, number>()

/**
 * Loads the store's search into it. A failure is a value the table shows (the normalised error's message), so the
 * load never fails; when searches overlap, only the latest one's answer is kept.
 */
export const loadTravellers = Effect.fn("Travellers.load")(function* (requests: MemberRequests, store: TravellersStore) {
  const api = yield* CorporateApi
  const serial = (latestLoad.get(store) ?? 0) + 1
  latestLoad.set(store, serial)
  store.load.value = { kind: "loading" }
  const search = store.search.value
  const answer = yield* Effect.result(requests.run((token) => api.listTravellers(token, search)))
  if (latestLoad.get(store) !== serial) return
  store.load.value = Result.isSuccess(answer) ? { kind: "loaded", page: answer.success } : { kind: "error", message: answer.failure.message }
})

/** A traveller call the server refused (or that failed): what the member was told. */
export class TravellerRefused extends Schema.TaggedError<TravellerRefused>()("TravellerRefused", {
  message: Schema.String,
  fieldErrors: FieldErrors,
}) {}

/** issue 15: removes a traveller, says so and refreshes the table; a failure says "Failed to remove the traveller". */
export const removeTraveller = Effect.fn("Travellers.remove")(function* (requests: MemberRequests, store: TravellersStore, id: number) {
  const api = yield* CorporateApi
  const notifications = yield* Notifications
  const removed = yield* Effect.result(requests.run((token) => api.removeTraveller(token, id)))
  if (Result.isFailure(removed)) {
    yield* notifications.error(FAILED_TO_REMOVE_TRAVELLER)
    return yield* new TravellerRefused({ message: FAILED_TO_REMOVE_TRAVELLER, fieldErrors: {} })
  }
  yield* notifications.success(TRAVELLER_REMOVED)
  yield* loadTravellers(requests, store)
})
