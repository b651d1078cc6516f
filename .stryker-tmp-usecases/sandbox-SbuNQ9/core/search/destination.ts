// @ts-nocheck
import { Schema } from "effect"
import { Coordinates } from "./coordinates.ts"

/** spec B §5, B §9: the destination search input waits for a 500 ms pause in typing. */
export const DESTINATION_DEBOUNCE_MS = 500

/** A place picked from the address search or the popular cities: hotels near it are listed. */
export const LocationDestination = Schema.Struct({
  category: Schema.Literal("location"),
  /** The address name as the search offered it. */
  name: Schema.String,
  ...Coordinates.fields,
})
export type LocationDestination = typeof LocationDestination.Type

/**
 * One hotel: its rooms are searched directly. The code is the hotel's identifier in bookings
 * (`hotel_code`, "830" for the hotel with special rules), kept as a string because it is an
 * identifier, never a number to compute with.
 */
export const HotelDestination = Schema.Struct({
  category: Schema.Literal("hotel"),
  hotelId: Schema.Int,
  hotelCode: Schema.String,
  name: Schema.String,
})
export type HotelDestination = typeof HotelDestination.Type

/** spec B §1, B §3: a search goes to a location or to a hotel. */
export const Destination = Schema.Union([LocationDestination, HotelDestination])
export type Destination = typeof Destination.Type

export const isHotelDestination = (destination: Destination): destination is HotelDestination =>
  destination.category === "hotel"
