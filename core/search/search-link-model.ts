import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import type { BookingRedirect } from "./booking-redirect.ts"
import { loadSearchLink } from "./load-search-link.ts"

/** A booking page's address: its path and its query (`?…`, or ""). */
export interface PageAddress {
  readonly pathname: string
  readonly search: string
}

/** What the guard shows: the page, the Redirecting... page, or nothing yet (a shared link being opened). */
export type SearchLinkVerdict =
  | { readonly kind: "pending" }
  | { readonly kind: "page" }
  | { readonly kind: "redirect"; readonly redirect: Extract<BookingRedirect, { kind: "redirect" }> }

const addressKey = (address: PageAddress): string => `${address.pathname}?${address.search}`

/**
 * The verdict for the address on show from the last one read. Between two booking pages the page on show stays while
 * the next one's link is read (no flash, no lost state); a redirect shows only for the address it was read for.
 */
export const searchLinkVerdict = (read: ResourceState<{ readonly key: string; readonly redirect: BookingRedirect }>, address: PageAddress): SearchLinkVerdict => {
  if (read.kind !== "ready") return { kind: "pending" }
  const { key, redirect } = read.value
  if (redirect.kind !== "redirect") return { kind: "page" }
  return key === addressKey(address) ? { kind: "redirect", redirect } : { kind: "pending" }
}

export interface SearchLinkModel {
  readonly verdict: ReadonlySignal<SearchLinkVerdict>
  /** The router moved to another booking page. */
  readonly follow: (address: PageAddress) => Effect.Effect<void>
}

/**
 * The booking pages' guard (issue 11 §2, spec B §2): a search in the URL (a shared link) initialises the booking
 * session first; then the redirect rule runs on the session. Without a search in the URL the verdict is there at
 * once (a render on the server has it); a shared link is read over the network first. A booking page opened without
 * its search (View Rates, a step back) is given the session's search in its address (issue 27 §3), so it can be shared.
 */
export const makeSearchLinkModel = (
  start: PageAddress,
): Effect.Effect<SearchLinkModel, never, BookingApi | BookingSession | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const address = signal(start)
    const read = yield* makeResource({
      key: address,
      load: (at: PageAddress) =>
        loadSearchLink(at.pathname, Object.fromEntries(new URLSearchParams(at.search))).pipe(
          Effect.tap(({ address }) => (address === null ? Effect.void : Navigation.use((navigation) => navigation.go(address, { replace: true })))),
          Effect.map((loaded) => ({ key: addressKey(at), redirect: loaded.redirect })),
        ),
    })
    return {
      verdict: computed(() => searchLinkVerdict(read.state.value, address.value)),
      follow: (next) =>
        Effect.sync(() => {
          if (addressKey(next) !== addressKey(address.peek())) address.value = next
        }),
    }
  })
