import { Schema } from "effect"
import { RoomRate } from "../rates/room-rate.ts"
import { UNKNOWN_ROOM_DESCRIPTION, UNKNOWN_ROOM_NAME } from "./messages.ts"
import { Amenity, Image } from "./hotel.ts"
import { MandatoryPaymentPeriod } from "./mandatory-payment.ts"

/** spec B §3 (Room selection): one room type and its rates, as the rooms search offers it. */
export const RoomOffer = Schema.Struct({
  amenities: Schema.Array(Amenity),
  images: Schema.Array(Image),
  /** The offer's default rate plan; the rate picker may switch to another of `rates`. */
  ratePlanCode: Schema.String,
  roomDescription: Schema.String,
  roomName: Schema.String,
  roomTypeCode: Schema.String,
  /** Cents. */
  totalAmount: Schema.Int,
  totalCurrency: Schema.String,
  mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriod),
  rates: Schema.Array(RoomRate),
  applicableNumberOfGuests: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  hotelCode: Schema.String,
  hotelName: Schema.String,
  numberOfUnits: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type RoomOffer = typeof RoomOffer.Type

/** spec B §8: the room's name, or "Unknown room name" when the content is missing. */
export const roomNameOf = (offer: Pick<RoomOffer, "roomName">): string =>
  offer.roomName.trim() === "" ? UNKNOWN_ROOM_NAME : offer.roomName

/** spec B §8: the room's description, or "Unknown room description" when the content is missing. */
export const roomDescriptionOf = (offer: Pick<RoomOffer, "roomDescription">): string =>
  offer.roomDescription.trim() === "" ? UNKNOWN_ROOM_DESCRIPTION : offer.roomDescription
