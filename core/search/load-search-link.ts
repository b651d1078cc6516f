import { signal } from "@preact/signals-core"
import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { BookingSession } from "../booking/session-store.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { CALENDAR_ROUTE, HOME_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../routes.ts"
import { today } from "../time/clock.ts"
import { toPlainDate } from "../time/iso-date.ts"
import { type BookingRedirect, bookingRedirect } from "./booking-redirect.ts"
import { checkPromoCode } from "./check-promo-code.ts"
import { REDIRECTING } from "./messages.ts"
import { EMPTY_PROMO, type PromoState } from "./promo-code.ts"
import type { SearchCriteria } from "./search-criteria.ts"
import { readSearchLink, searchLinkHrefKeeping, searchLinkParams, type SearchLinkParams } from "./search-link.ts"
import { sessionSearch } from "./session-search.ts"

/** The pages a search link opens: the hotel list for a place, the rooms or the rate calendar for a hotel. */
const LINK_PAGES: Readonly<Record<string, "location" | "hotel">> = {
  [HOTELS_ROUTE]: "location",
  [ROOMS_ROUTE]: "hotel",
  [CALENDAR_ROUTE]: "hotel",
}

/** One search, as its link says it: two searches are the same when their links are. */
const sameSearch = (a: SearchCriteria, b: SearchCriteria): boolean =>
  JSON.stringify(searchLinkParams(a)) === JSON.stringify(searchLinkParams(b))

export type SearchLinkOutcome =
  /** The URL names no search, or the one the session already holds (its room choices are kept). */
  | { readonly kind: "kept" }
  /** The URL's search now is the session's. */
  | { readonly kind: "restored" }
  /** The URL's search does not hold (bad, for a past date, or for another page). */
  | { readonly kind: "invalid" }

export interface LoadedSearchLink {
  readonly outcome: SearchLinkOutcome
  readonly redirect: BookingRedirect
  /** Issue 27 §3: where the page's address should be replaced, when it lacks the search the session holds for it. */
  readonly address: string | null
}

const REDIRECT_HOME: BookingRedirect = { kind: "redirect", to: HOME_ROUTE, message: REDIRECTING }

/**
 * Issue 11 §2: a link to a booking page that carries a search opens that search, on any device.
 * Runs before the redirect rule (spec B §2): a valid search in the URL initialises the booking
 * session (as a submitted search does, its promo code checked again so its validity and
 * mandatory-payment flag are the server's, its club card checked again quietly), then the rule runs
 * on the session; an invalid one sends the visitor home with "Redirecting...". A search for a day
 * already past, or a hotel search on the hotel list (a place on the rooms page), is invalid.
 */
export const loadSearchLink = Effect.fn("Search.loadLink")(function* (
  pathname: string,
  params: SearchLinkParams,
  isOverridePage = false,
): Effect.fn.Return<LoadedSearchLink, never, BookingApi | BookingSession> {
  const session = yield* BookingSession
  const page = LINK_PAGES[pathname.replace(/\/+$/, "")]
  const link = page === undefined ? ({ kind: "none" } as const) : readSearchLink(params)
  const ruleOnSession = () => bookingRedirect(pathname, session.isInitialised.value, isOverridePage)

  if (link.kind === "none") {
    const redirect = ruleOnSession()
    const current = sessionSearch(session.state.value)
    const shareable = redirect.kind === "stay" && current !== null && current.destination.category === page
    return { outcome: { kind: "kept" }, redirect, address: shareable ? searchLinkHrefKeeping(pathname, current, params) : null }
  }
  const day = yield* today
  if (
    link.kind === "invalid" ||
    link.criteria.destination.category !== page ||
    Temporal.PlainDate.compare(toPlainDate(link.criteria.checkInDate), day) < 0
  ) {
    return { outcome: { kind: "invalid" }, redirect: REDIRECT_HOME, address: null }
  }

  const criteria = link.criteria
  const current = sessionSearch(session.state.value)
  if (current !== null && sameSearch(current, criteria)) return { outcome: { kind: "kept" }, redirect: ruleOnSession(), address: null }

  yield* session.setSearch(criteria)
  if (criteria.promoCode !== "") {
    yield* checkPromoCode(signal<PromoState>(EMPTY_PROMO), criteria.promoCode, criteria.destination)
  }
  if (criteria.clubCard !== "") {
    const api = yield* BookingApi
    const valid = yield* api.validateClubCard(criteria.clubCard).pipe(
      Effect.map((answer) => answer.isValid),
      Effect.catch(() => Effect.succeed(false)),
    )
    yield* session.setClubCard(criteria.clubCard, valid)
  }
  return { outcome: { kind: "restored" }, redirect: ruleOnSession(), address: null }
})

/**
 * Issue 27: a booking page the server draws from its URL. The URL's search is opened as the browser opens it
 * (loadSearchLink) on the server's fresh session, its promo code and club card checked there as the browser checks
 * them, and the session handed over carries their answers; the server draws the page only when that search holds for
 * the page. Anything else (no search, a bad one, one for a past day or another page) is left to the browser as before.
 */
export const openSearchLinkToDraw = Effect.fn("Search.openLinkToDraw")(function* (
  pathname: string,
  params: SearchLinkParams,
): Effect.fn.Return<boolean, never, BookingApi | BookingSession> {
  const link = LINK_PAGES[pathname.replace(/\/+$/, "")] === undefined ? ({ kind: "none" } as const) : readSearchLink(params)
  if (link.kind !== "valid") return false
  const loaded = yield* loadSearchLink(pathname, params)
  return loaded.outcome.kind === "restored" && loaded.redirect.kind === "stay"
})
