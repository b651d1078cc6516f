import { HOTELS_NEAR, HOTELS_TITLE } from "./messages.ts"
import type { BookingSessionState } from "./session-state.ts"

/**
 * The hotel list is titled by the place of a location search (its h1 and its document title). A module of its own:
 * the route table reads it for every page's title, and the hotel list's card rules should not come with it.
 */
export const hotelsTitle = (state: BookingSessionState): string =>
  state.destination?.category === "location" ? `${HOTELS_NEAR} ${state.destination.name}` : HOTELS_TITLE
