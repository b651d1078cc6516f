import { Effect } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi, type HotelSearch } from "../ports/BookingApi.ts"
import type { Hotel } from "./hotel.ts"
import { type HotelCardView, hotelListView, isListed } from "./hotel-list.ts"
import { type HotelOrder, orderHotels } from "./hotel-order.ts"
import type { BookingSessionState } from "./session-state.ts"

/**
 * spec B §7 "Search hotels": the session's location search, or null when the session holds no
 * location search with dates (the redirect rule keeps such a visitor off the hotel list).
 */
export const hotelSearchOf = (state: BookingSessionState): HotelSearch | null => {
  const { destination, checkInDate, checkOutDate } = state
  if (destination === null || destination.category !== "location" || checkInDate === null || checkOutDate === null) return null
  return {
    checkInDate,
    checkOutDate,
    guestRooms: state.guestRooms.map((room) => ({ adults: room.adults, kids: room.kids })),
    location: destination.name,
    coordinates: { latitude: destination.latitude, longitude: destination.longitude },
    promoCode: state.promoCode,
  }
}

/** What the hotels page has: the answer pending, failed (with the normalised error's message), or in. */
export type HotelsLoad =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "loaded"; readonly hotels: ReadonlyArray<Hotel> }

/**
 * spec B §2: the hotels of the session's location search, those with lowestRate -1 left out. A
 * failed search is a value (the page shows its message), so the read never fails.
 */
export const loadHotels = Effect.fn("Hotels.load")(function* (
  search: HotelSearch,
): Effect.fn.Return<Exclude<HotelsLoad, { kind: "loading" }>, never, BookingApi> {
  return yield* (yield* BookingApi).searchHotels(search).pipe(
    Effect.match({
      onSuccess: (hotels) => ({ kind: "loaded" as const, hotels: hotels.filter(isListed) }),
      onFailure: (error: HttpError) => ({ kind: "error" as const, message: error.message }),
    }),
  )
})

export const HOTELS_LOADING: HotelsLoad = { kind: "loading" }

/** One pin of the map beside the list, linked to its card by the hotel id. */
export interface HotelPin {
  readonly hotelId: number
  readonly name: string
  readonly latitude: number
  readonly longitude: number
  readonly fromPrice: number
}

export type HotelsPageView =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly cards: ReadonlyArray<HotelCardView>; readonly pins: ReadonlyArray<HotelPin> }

export interface HotelsPageOptions {
  readonly order: HotelOrder
  readonly mobile: boolean
}

/**
 * spec B §2, §8: the hotel list page: cards in the chosen order (the server's, by price or by
 * distance from the searched place), with "No hotels available" when none is listed, and a pin per card for the map.
 */
export const hotelsPageView = (load: HotelsLoad, search: HotelSearch, options: HotelsPageOptions): HotelsPageView => {
  if (load.kind !== "loaded") return load
  const ordered = orderHotels(load.hotels, options.order, search.coordinates)
  const list = hotelListView(ordered, { stay: search, rooms: search.guestRooms.length, mobile: options.mobile })
  if (list.kind === "empty") return list
  return {
    kind: "ready",
    cards: list.cards,
    pins: list.cards.map(({ hotel, fromPrice }) => ({
      hotelId: hotel.id,
      name: hotel.name,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      fromPrice,
    })),
  }
}
