import { Schema } from "effect"
import {
  AT_LEAST_ONE_ADULT_REQUIRED,
  CANNOT_SELECT_MORE_THAN_10_ROOMS,
  NEED_TO_SELECT_A_ROOM,
  NEGATIVE_GUESTS,
  TOO_MANY_GUESTS_IN_A_ROOM,
} from "./messages.ts"

/** spec B §5, B §9: rooms per search. */
export const MIN_ROOMS = 1
export const MAX_ROOMS = 10
/** spec B §9: at least one adult in every room. */
export const MIN_ADULTS_PER_ROOM = 1
/** Decision: no room type holds more than 10 adults or 10 kids; the bound keeps a shared link from asking for 10 000. */
export const MAX_GUESTS_PER_ROOM = 10

/** A head count: whole and never negative. */
export const GuestCount = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0, { message: NEGATIVE_GUESTS }))

/**
 * The guests of one requested room. Only the counts' own rules live here, so a room being edited
 * (say with its only adult removed) is still a value the state can hold; the list rules below say
 * whether it can be searched.
 */
export const GuestRoom = Schema.Struct({
  adults: GuestCount,
  kids: GuestCount,
})
export type GuestRoom = typeof GuestRoom.Type

/** spec B §3, B §9: a new room and a new search start with 1 adult and 0 kids. */
export const DEFAULT_GUEST_ROOM: GuestRoom = { adults: 1, kids: 0 }
/** spec B §3: one room by default. */
export const DEFAULT_GUEST_ROOMS: ReadonlyArray<GuestRoom> = [DEFAULT_GUEST_ROOM]

/** spec B §5: 1 to 10 rooms, each with at least one adult (the message sits on that room's adults). */
export const GuestRooms = Schema.Array(GuestRoom).check(
  Schema.isMinLength(MIN_ROOMS, { message: NEED_TO_SELECT_A_ROOM }),
  Schema.isMaxLength(MAX_ROOMS, { message: CANNOT_SELECT_MORE_THAN_10_ROOMS }),
  Schema.makeFilter((rooms: ReadonlyArray<GuestRoom>) =>
    rooms.flatMap((room, index) => [
      ...(room.adults < MIN_ADULTS_PER_ROOM ? [{ path: [index, "adults"], issue: AT_LEAST_ONE_ADULT_REQUIRED }] : []),
      ...(room.adults > MAX_GUESTS_PER_ROOM ? [{ path: [index, "adults"], issue: TOO_MANY_GUESTS_IN_A_ROOM }] : []),
      ...(room.kids > MAX_GUESTS_PER_ROOM ? [{ path: [index, "kids"], issue: TOO_MANY_GUESTS_IN_A_ROOM }] : []),
    ]),
  ),
)
