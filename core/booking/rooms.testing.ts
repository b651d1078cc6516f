import type { SearchCriteria } from "../search/search-criteria.ts"
import { sampleOffer, sampleRate } from "./room-offer.testing.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"

/** Test data: a search for two rooms (2 adults and a child, then 1 adult) at hotel 12 for two nights in March 2030. */
export const twoRoomsCriteria: SearchCriteria = {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2030-03-10",
  checkOutDate: "2030-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "",
  clubCard: "",
}

export const twoRoomsSearch = withSearch(DEFAULT_BOOKING_SESSION_STATE, twoRoomsCriteria)

/** Test data: five room types (T0..T4), each with Room only (the cheaper) and Bed and breakfast: two pages of cards. */
export const fiveRoomTypes = ["Standard Queen", "Deluxe King", "Family Suite", "Twin", "Penthouse"].map((roomName, index) =>
  sampleOffer({
    roomName,
    roomTypeCode: `T${index}`,
    rates: [sampleRate("BAR", "Room only", 100_000 + index * 10_000), sampleRate("BB", "Bed and breakfast", 130_000 + index * 10_000)],
  }),
)
