import { Effect, Result, Schema } from "effect"
import { type RoomOffer as WireRoomOffer, SearchRoomsRequest, SearchRoomsResponse } from "../../contracts/api/search.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { RoomOffer } from "../../core/booking/room-offer.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { RoomSearch } from "../../core/ports/BookingApi.ts"
import { parseAmount } from "../../core/rates/amount.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireDate, fromWirePeriod } from "./wire.ts"

/** spec B §7 "Search rooms": POST /api/web/bookings/rooms. */
export const SEARCH_ROOMS_PATH = `${BOOKINGS_API_PATH}/rooms`

const encodeRequest = encodeWith(SearchRoomsRequest)
const decodeAnswer = decodeWith(SearchRoomsResponse)
const decodeOffers = decodeWith(Schema.Array(RoomOffer))

export const toSearchRoomsRequest = (search: RoomSearch): SearchRoomsRequest => ({
  rooms: {
    hotel_code: search.hotelCode,
    start_date: search.checkInDate,
    end_date: search.checkOutDate,
    guests: search.guestRooms.map(({ adults, kids }) => ({ adults, kids })),
    clicks_club_card: search.clubCard,
    promotion_code: search.promoCode,
  },
})

/** An amount the contract already checked ("1,250.00") in cents; core's Schema refuses the NaN of one it could not read. */
const cents = (amount: string): number => Result.getOrElse(parseAmount(amount), () => Number.NaN)

export const fromWireRoomOffer = (offer: WireRoomOffer): typeof RoomOffer.Encoded => ({
  amenities: offer.amenities,
  images: offer.images,
  ratePlanCode: offer.rate_plan_code,
  roomDescription: offer.room_description,
  roomName: offer.room_name,
  roomTypeCode: offer.room_type_code,
  totalAmount: cents(offer.total_amount),
  totalCurrency: offer.total_currency,
  mandatoryPaymentPeriods: offer.mandatory_payment_periods.map(fromWirePeriod),
  // Core parses the amount strings of the rate details itself (core/rates/room-rate.ts).
  rates: offer.rates.map((rate) => ({
    ratePlanCode: rate.rate_plan_code,
    details: rate.details.map((detail) => ({
      rateDescription: detail.rate_description,
      totalAmount: detail.total_amount,
      totalCurrency: detail.total_currency,
      baseCurrency: detail.base_currency,
      unitMultiplier: detail.unit_multiplier,
      effectiveDate: fromWireDate(detail.effective_date),
      expiryDate: fromWireDate(detail.expiry_date),
      baseAmount: detail.base_amount,
    })),
    refundable: rate.refundable,
  })),
  applicableNumberOfGuests: offer.applicable_number_of_guests,
  hotelCode: offer.hotel_code,
  hotelName: offer.hotel_name,
  numberOfUnits: offer.number_of_units,
})

export const searchRooms =
  (http: HttpClient) =>
  (search: RoomSearch): Effect.Effect<ReadonlyArray<RoomOffer>, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest(toSearchRoomsRequest(search))
      const answer = yield* exchange(http, { method: "POST", path: SEARCH_ROOMS_PATH, body }, decodeAnswer)
      return yield* decodeOffers(SEARCH_ROOMS_PATH, answer.room_offers.map(fromWireRoomOffer))
    })
