import { Result } from "effect"
import { type BookingSessionState, validClubCardOf } from "../booking/session-state.ts"
import { validate } from "../validation/field-errors.ts"
import { SearchCriteria, type SearchCriteriaInput } from "./search-criteria.ts"

/**
 * The search the session holds, as the search form holds it: what a new form starts from, and what a step that
 * refines the search (View Rates, dates picked on the rate calendar) submits again. The club card counts only
 * when the server validated it, as the room search and the reservation send it.
 */
export const sessionSearchInput = (state: BookingSessionState): SearchCriteriaInput => ({
  destination: state.destination,
  checkInDate: state.checkInDate,
  checkOutDate: state.checkOutDate,
  flexiDate: state.flexiDate,
  guestRooms: state.guestRooms.map((room) => ({ adults: room.adults, kids: room.kids })),
  promoCode: state.promoCode,
  clubCard: validClubCardOf(state),
})

const validateSearch = validate(SearchCriteria)

/** The session's search as a link writes it: null when no search was made (or what it holds is not a search). */
export const sessionSearch = (state: BookingSessionState): SearchCriteria | null => {
  if (!state.isSearchInitialised) return null
  const validated = validateSearch(sessionSearchInput(state))
  return Result.isSuccess(validated) ? validated.success : null
}
