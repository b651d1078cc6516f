import type { HotelDestination } from "../search/destination.ts"
import type { SearchCriteriaInput } from "../search/search-criteria.ts"
import { sessionSearchInput } from "../search/session-search.ts"
import type { IsoDate } from "../time/iso-date.ts"
import type { Hotel } from "./hotel.ts"
import type { BookingSessionState } from "./session-state.ts"

export const hotelDestinationOf = (hotel: Pick<Hotel, "id" | "code" | "name">): HotelDestination => ({
  category: "hotel",
  hotelId: hotel.id,
  hotelCode: hotel.code,
  name: hotel.name,
})

/** spec B §4 "Hotel View Rates": the same search, for this hotel (the calendar with flexible dates, else rooms). */
export const viewRatesSearch = (state: BookingSessionState, hotel: Pick<Hotel, "id" | "code" | "name">): SearchCriteriaInput => ({
  ...sessionSearchInput(state),
  destination: hotelDestinationOf(hotel),
})

/** spec B §2: dates picked on the rate calendar: the same hotel and rooms for that stay, now on fixed dates (rooms next). */
export const calendarStaySearch = (
  state: BookingSessionState,
  stay: { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate },
): SearchCriteriaInput => ({
  ...sessionSearchInput(state),
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  flexiDate: false,
})
