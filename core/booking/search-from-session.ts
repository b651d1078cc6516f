import type { HotelDestination } from "../search/destination.ts"
import type { SearchCriteriaInput } from "../search/search-criteria.ts"
import type { IsoDate } from "../time/iso-date.ts"
import type { Hotel } from "./hotel.ts"
import type { BookingSessionState } from "./session-state.ts"

/**
 * The session's search as the search form would submit it, so a step that refines the search (a
 * hotel's View Rates, dates picked on the rate calendar) goes through the one search rule
 * (`submitSearch`: validation, the same-day notice, where to go next).
 */
export const searchOf = (state: BookingSessionState): SearchCriteriaInput => ({
  destination: state.destination,
  checkInDate: state.checkInDate,
  checkOutDate: state.checkOutDate,
  flexiDate: state.flexiDate,
  guestRooms: state.guestRooms.map((room) => ({ adults: room.adults, kids: room.kids })),
  promoCode: state.promoCode,
  clubCard: state.clubCard,
})

export const hotelDestinationOf = (hotel: Pick<Hotel, "id" | "code" | "name">): HotelDestination => ({
  category: "hotel",
  hotelId: hotel.id,
  hotelCode: hotel.code,
  name: hotel.name,
})

/** spec B §4 "Hotel View Rates": the same search, for this hotel (the calendar with flexible dates, else rooms). */
export const viewRatesSearch = (state: BookingSessionState, hotel: Pick<Hotel, "id" | "code" | "name">): SearchCriteriaInput => ({
  ...searchOf(state),
  destination: hotelDestinationOf(hotel),
})

/** spec B §2: dates picked on the rate calendar: the same hotel and rooms for that stay, now on fixed dates (rooms next). */
export const calendarStaySearch = (
  state: BookingSessionState,
  stay: { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate },
): SearchCriteriaInput => ({
  ...searchOf(state),
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  flexiDate: false,
})
