// @ts-nocheck
import { Result, Schema } from "effect"
import { DEFAULT_GUEST_ROOM, type GuestRoom, MAX_ROOMS } from "./guest-rooms.ts"
import { ROOM_LIMIT } from "./messages.ts"

/**
 * The guests-and-rooms dropdown (spec B §2, B §5): per-room adults and kids steppers, ADD ROOM and
 * remove. Each operation returns new rooms and never mutates. A press the dropdown shows disabled
 * (plus at the cap, minus at zero, remove on the first room) leaves the rooms as they are; the
 * `can…` predicates say which buttons to disable. Operations are generic so extra room data (the
 * booking state's room choice) survives a count change.
 */

/** spec B §5, B §9: the plus buttons stop at 2 guests (adults plus kids) in a room. */
export const PLUS_BUTTON_GUEST_CAP = 2

/** spec B §5, B §8: ADD ROOM with 10 rooms already chosen. */
export class RoomLimitError extends Schema.TaggedError<RoomLimitError>()("RoomLimitError", {
  message: Schema.String,
}) {}

export type GuestKind = "adults" | "kids"

/** The plus buttons of a room are disabled once adults plus kids reach the cap. */
export const canAddGuest = (room: GuestRoom): boolean => room.adults + room.kids < PLUS_BUTTON_GUEST_CAP

/** A minus button is disabled at zero: steppers never go below zero. */
export const canRemoveGuest = (room: GuestRoom, kind: GuestKind): boolean => room[kind] > 0

/** ADD ROOM is refused (with the spec's message) once 10 rooms are chosen. */
export const canAddRoom = (rooms: ReadonlyArray<GuestRoom>): boolean => rooms.length < MAX_ROOMS

/** Only rooms after the first have a remove button. */
export const canRemoveRoom = (rooms: ReadonlyArray<GuestRoom>, index: number): boolean => index >= 1 && index < rooms.length

const updateRoom = <R extends GuestRoom>(
  rooms: ReadonlyArray<R>,
  index: number,
  allowed: (room: R) => boolean,
  update: (room: R) => R,
): ReadonlyArray<R> => {
  const room = rooms[index]
  if (room === undefined || !allowed(room)) return rooms
  return rooms.map((each, at) => (at === index ? update(each) : each))
}

/** One more adult or kid in the room at `index`, unless the room is at the plus-button cap. */
export const increment = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number, kind: GuestKind): ReadonlyArray<R> =>
  updateRoom(rooms, index, canAddGuest, (room) => ({ ...room, [kind]: room[kind] + 1 }))

/** One adult or kid fewer in the room at `index`, never below zero. */
export const decrement = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number, kind: GuestKind): ReadonlyArray<R> =>
  updateRoom(rooms, index, (room) => canRemoveGuest(room, kind), (room) => ({ ...room, [kind]: room[kind] - 1 }))

export const incrementAdults = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number) => increment(rooms, index, "adults")
export const decrementAdults = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number) => decrement(rooms, index, "adults")
export const incrementKids = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number) => increment(rooms, index, "kids")
export const decrementKids = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number) => decrement(rooms, index, "kids")

/** ADD ROOM: a new room with the default guests, or the room-limit failure once 10 rooms are chosen. */
export const addRoom = <R extends GuestRoom>(
  rooms: ReadonlyArray<R>,
): Result.Result<ReadonlyArray<R | GuestRoom>, RoomLimitError> =>
  canAddRoom(rooms) ? Result.succeed([...rooms, DEFAULT_GUEST_ROOM]) : Result.fail(new RoomLimitError({ message: ROOM_LIMIT }))

/** Removes the room at `index`; the first room cannot be removed. */
export const removeRoom = <R extends GuestRoom>(rooms: ReadonlyArray<R>, index: number): ReadonlyArray<R> =>
  canRemoveRoom(rooms, index) ? rooms.filter((_, at) => at !== index) : rooms
