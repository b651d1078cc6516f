import { Effect, Result, Schema } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import { today } from "../time/clock.ts"
import { FieldErrors, validate } from "../validation/field-errors.ts"
import { normalisePromoCode } from "./promo-code.ts"
import { SearchCriteria } from "./search-criteria.ts"
import { type SearchNextStep, searchNextStep, type SearchSubmit } from "./search-route.ts"
import { searchLinkHref } from "./search-link.ts"

/** Where the search goes, with the search in the URL (`to?…`, issue 11 §2), and whether the notice comes first. */
export interface SubmittedSearch extends SearchNextStep {
  readonly href: string
}

/** The search form did not validate: every message, keyed by field path, for the form to show. */
export class SearchInvalid extends Schema.TaggedError<SearchInvalid>()("SearchInvalid", {
  fieldErrors: FieldErrors,
}) {}

/** What started the search (spec B §4): the search forms, the Book Today top bar, or a hotel's View Rates. */
export type SearchTrigger = SearchSubmit["trigger"]

const validateSearch = validate(SearchCriteria)

/** View Rates routes as any search for a hotel does (spec B §4: the calendar with flexible dates, else rooms). */
const submitOf = (trigger: SearchTrigger, criteria: SearchCriteria): SearchSubmit =>
  trigger === "today"
    ? { trigger, destination: criteria.destination }
    : { trigger: "search", destination: criteria.destination, flexiDate: criteria.flexiDate }

/**
 * spec B §4 "Search submit": validates the form, stores the search in the booking session, then
 * answers where to go (the page, and its link carrying the search) and whether the Same Day
 * Reservations notice comes first (today at the
 * hotels, from the Clock). An invalid form stores nothing. The promo code is stored as the promo
 * check stored it (trimmed), so a code checked valid stays valid through the submit.
 */
export const submitSearch = Effect.fn("Search.submit")(function* (
  input: unknown,
  trigger: SearchTrigger = "search",
): Effect.fn.Return<SubmittedSearch, SearchInvalid, BookingSession> {
  const session = yield* BookingSession
  const validated = validateSearch(input)
  if (Result.isFailure(validated)) return yield* new SearchInvalid({ fieldErrors: validated.failure })
  const criteria: SearchCriteria = { ...validated.success, promoCode: normalisePromoCode(validated.success.promoCode) }
  yield* session.setSearch(criteria)
  const step = searchNextStep(submitOf(trigger, criteria), criteria.checkInDate, yield* today)
  return { ...step, href: searchLinkHref(step.to, criteria) }
})
