import { Effect } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi, type RoomSearch } from "../ports/BookingApi.ts"
import { adultsLabel, type BookingSessionState, childrenLabel, validClubCardOf } from "./session-state.ts"
import type { RoomOffer } from "./room-offer.ts"
import { type RoomCardView, roomCard } from "./room-card-view.ts"
import { roomListView, type RoomTypeGroup } from "./room-selection.ts"

/** spec B §7 "Search rooms": the session's hotel search, or null when the session holds no hotel with dates. */
export const roomSearchOf = (state: BookingSessionState): RoomSearch | null => {
  const { destination, checkInDate, checkOutDate } = state
  if (destination === null || destination.category !== "hotel" || checkInDate === null || checkOutDate === null) return null
  return {
    hotelCode: destination.hotelCode,
    checkInDate,
    checkOutDate,
    guestRooms: state.guestRooms.map((room) => ({ adults: room.adults, kids: room.kids })),
    clubCard: validClubCardOf(state),
    promoCode: state.promoCode,
  }
}

export type RoomsLoad =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "loaded"; readonly offers: ReadonlyArray<RoomOffer> }

/** spec B §4: the room offers of the session's hotel for the stay; a failed search is a value with its message. */
export const loadRooms = Effect.fn("Rooms.load")(function* (
  search: RoomSearch,
): Effect.fn.Return<Exclude<RoomsLoad, { kind: "loading" }>, never, BookingApi> {
  return yield* (yield* BookingApi).searchRooms(search).pipe(
    Effect.match({
      onSuccess: (offers) => ({ kind: "loaded" as const, offers }),
      onFailure: (error: HttpError) => ({ kind: "error" as const, message: error.message }),
    }),
  )
})

export const ROOMS_LOADING: RoomsLoad = { kind: "loading" }

// spec B §2: "Room 1 of n" across the requested rooms
export const roomOfLabel = (index: number, count: number): string => `Room ${index + 1} of ${count}`

/** Which requested room is being chosen for, and for whom. */
export interface RoomStep {
  readonly index: number
  readonly count: number
  readonly label: string
  readonly guests: string
}

export const roomStepOf = (state: BookingSessionState): RoomStep => {
  const index = state.activeRoomIndex
  const room = state.guestRooms[index]
  const kids = room === undefined || room.kids === 0 ? "" : `, ${childrenLabel(room.kids)}`
  return {
    index,
    count: state.guestRooms.length,
    label: roomOfLabel(index, state.guestRooms.length),
    guests: `${adultsLabel(room?.adults ?? 0)}${kids}`,
  }
}

export interface RoomCardOfGroup {
  readonly group: RoomTypeGroup
  readonly card: RoomCardView
}

export type RoomsPageView =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "empty"; readonly message: string }
  | {
      readonly kind: "ready"
      readonly cards: ReadonlyArray<RoomCardOfGroup>
      readonly page: number
      readonly pageCount: number
    }

/** spec B §2, §4, §8: one page of 4 room-type cards, or the no-rooms block. */
export const roomsPageView = (load: RoomsLoad, page: number): RoomsPageView => {
  if (load.kind !== "loaded") return load
  const list = roomListView(load.offers, page)
  if (list.kind === "empty") return list
  return {
    kind: "ready",
    cards: list.groups.map((group) => ({ group, card: roomCard(group) })),
    page: list.page,
    pageCount: list.pageCount,
  }
}
