import { cancellationLine } from "./cancellation-terms.ts"
import { type RateOption, rateOptions } from "../rates/rate-picker.ts"
import { type RoomOffer, roomDescriptionOf, roomNameOf } from "./room-offer.ts"
import { choiceFromOffer, type RoomChoice, type RoomTypeGroup } from "./room-selection.ts"

/** A rate picker option with what it costs over the cheapest option (0 for the cheapest). */
export interface RoomRateOption extends RateOption {
  readonly differenceCents: number
  /** Issue 29 §3: "Free cancellation until 16:00 on 29 Dec" or "Non-refundable", from the rate's own policy; null if untold. */
  readonly cancellation: string | null
}

/**
 * One card of the room list (DESIGN: room types side by side with their rates grouped under them):
 * a room type's content and the rate picker over all its offers' rates, cheapest first and picked.
 */
export interface RoomCardView {
  readonly roomTypeCode: string
  readonly name: string
  readonly description: string
  readonly images: ReadonlyArray<string>
  readonly amenities: ReadonlyArray<string>
  /** Whom the rates are for (the search's guests in the room); the room's capacity is in its description. */
  readonly guestsLine: string
  readonly hotelName: string
  readonly rateOptions: ReadonlyArray<RoomRateOption>
  /** The cheapest option's rate plan; the offer's own when no rate has details. */
  readonly defaultRatePlanCode: string
}

/** Issue 29 §12: whom the card's rates are for ("Sleeps 2" beside "Sleeps up to 3 guests" read as two capacities). */
export const pricedForGuests = (guests: number): string => `Priced for ${guests} ${guests === 1 ? "guest" : "guests"}`

const firstOf = (group: RoomTypeGroup): RoomOffer => {
  const first = group.offers[0]
  if (first === undefined) throw new Error(`Room type ${group.roomTypeCode} has no offer`)
  return first
}

/** spec B §2, §4: the card of a room type; content from its first offer, rates from all of them. */
export const roomCard = (group: RoomTypeGroup): RoomCardView => {
  const offer = firstOf(group)
  const rates = group.offers.flatMap((each) => each.rates)
  const options = rateOptions(rates)
  const cheapest = options[0]
  return {
    roomTypeCode: group.roomTypeCode,
    name: roomNameOf(offer),
    description: roomDescriptionOf(offer),
    images: offer.images.map((image) => image.url),
    amenities: offer.amenities.map((amenity) => amenity.name),
    guestsLine: pricedForGuests(offer.applicableNumberOfGuests),
    hotelName: offer.hotelName,
    rateOptions: options.map((option) => {
      const rate = rates.find((each) => each.ratePlanCode === option.ratePlanCode)
      return { ...option, differenceCents: option.totalCents - (cheapest?.totalCents ?? 0), cancellation: rate === undefined ? null : cancellationLine(rate) }
    }),
    defaultRatePlanCode: cheapest?.ratePlanCode ?? offer.ratePlanCode,
  }
}

/**
 * spec B §4: what choosing the card stores: the offer carrying the picked rate plan, at that rate
 * (the first offer at its own rate when no offer carries it).
 */
export const roomChoiceOf = (group: RoomTypeGroup, ratePlanCode: string): RoomChoice => {
  const offer = group.offers.find((each) => each.rates.some((rate) => rate.ratePlanCode === ratePlanCode))
  return offer === undefined ? choiceFromOffer(firstOf(group)) : choiceFromOffer(offer, ratePlanCode)
}
