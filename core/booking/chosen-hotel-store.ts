import { Effect, Option, Schema } from "effect"
import { SessionStore } from "../ports/SessionStore.ts"
import type { Hotel } from "./hotel.ts"

/** Where the session keeps the facts of the hotel whose rates are being viewed. */
export const CHOSEN_HOTEL_KEY = "hotel.booking.chosenHotel"

/**
 * What the booking pages show of the chosen hotel beyond its name (spec B §2: the summary's hotel image, the
 * room modal's address). The booking state keeps only the hotel's id, code and name, so the hotel list's
 * record is remembered here when its View Rates is chosen.
 */
export const ChosenHotel = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  physicalAddress: Schema.String,
  imageUrl: Schema.NullOr(Schema.String),
})
export type ChosenHotel = typeof ChosenHotel.Type

const Stored = Schema.fromJsonString(ChosenHotel)
const decodeStored = Schema.decodeUnknownOption(Stored)
const encodeStored = Schema.encodeSync(Stored)

export const chosenHotelOf = (hotel: Hotel): ChosenHotel => ({
  id: hotel.id,
  name: hotel.name,
  physicalAddress: hotel.physicalAddress,
  imageUrl: hotel.images[0]?.url ?? null,
})

export const rememberChosenHotel = Effect.fn("ChosenHotel.remember")(function* (hotel: Hotel) {
  yield* (yield* SessionStore).set(CHOSEN_HOTEL_KEY, encodeStored(chosenHotelOf(hotel)))
})

/** The remembered facts of hotel `hotelId`, or null when another hotel (or none, or something unreadable) is stored. */
export const readChosenHotel = Effect.fn("ChosenHotel.read")(function* (hotelId: number) {
  const stored = Option.flatMap(yield* (yield* SessionStore).get(CHOSEN_HOTEL_KEY), decodeStored)
  return Option.getOrNull(Option.filter(stored, (hotel) => hotel.id === hotelId))
})
