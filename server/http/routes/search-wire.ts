import type { RateDetail, RoomOffer, SearchHotelsResponse, SearchRoomsResponse } from "../../../contracts/api/bookings.ts"
import { noonIsoOf } from "../../../contracts/api/common.ts"
import type { Hotel } from "../../../contracts/api/hotels.ts"

/**
 * The search answers in their wire form, built directly: the same JSON `Schema.encodeSync(SearchRoomsResponse)`
 * (and SearchHotelsResponse) writes (keys in the contract's order, calendar dates at noon on the hotels' clock), without walking the
 * contract's Schema for every offer, rate and detail. Encoding the answer with the Schema was the largest
 * single CPU cost of a room search. Every value is valid by construction (SearchService builds amounts with
 * formatAmount, dates as days); search-wire.test.ts proves each answer equals the Schema's encoding and decodes
 * with the contract.
 */

type WireAnswer = (typeof SearchRoomsResponse)["Encoded"]
type WireAnswerHotels = (typeof SearchHotelsResponse)["Encoded"]
type WireRoomOffer = WireAnswer["room_offers"][number]
type WirePeriod = WireRoomOffer["mandatory_payment_periods"][number]
type Periods = RoomOffer["mandatory_payment_periods"]

const detailWire = (detail: RateDetail): WireRoomOffer["rates"][number]["details"][number] => ({
  rate_description: detail.rate_description,
  total_amount: detail.total_amount,
  total_currency: detail.total_currency,
  base_currency: detail.base_currency,
  unit_multiplier: detail.unit_multiplier,
  effective_date: noonIsoOf(detail.effective_date),
  expiry_date: noonIsoOf(detail.expiry_date),
  base_amount: detail.base_amount,
})

const periodWire = (period: Periods[number]): WirePeriod => ({
  check_in_date: noonIsoOf(period.check_in_date),
  check_out_date: noonIsoOf(period.check_out_date),
  description: period.description,
})

const offerWire = (offer: RoomOffer, periods: ReadonlyMap<Periods, ReadonlyArray<WirePeriod>>): WireRoomOffer => ({
  amenities: offer.amenities.map((amenity) => ({ name: amenity.name, images: amenity.images.map((image) => ({ url: image.url })) })),
  images: offer.images.map((image) => ({ url: image.url })),
  rate_plan_code: offer.rate_plan_code,
  room_description: offer.room_description,
  room_name: offer.room_name,
  room_type_code: offer.room_type_code,
  total_amount: offer.total_amount,
  total_currency: offer.total_currency,
  mandatory_payment_periods: periods.get(offer.mandatory_payment_periods) ?? offer.mandatory_payment_periods.map(periodWire),
  rates: offer.rates.map((rate) => ({ rate_plan_code: rate.rate_plan_code, details: rate.details.map(detailWire) })),
  applicable_number_of_guests: offer.applicable_number_of_guests,
  hotel_code: offer.hotel_code,
  hotel_name: offer.hotel_name,
  number_of_units: offer.number_of_units,
})

/** `{ room_offers }` as it goes on the wire. */
export const roomSearchWire = (offers: ReadonlyArray<RoomOffer>): WireAnswer => {
  // The offers of one hotel usually share one periods list: written once.
  const periods = new Map<Periods, ReadonlyArray<WirePeriod>>()
  for (const offer of offers) {
    if (!periods.has(offer.mandatory_payment_periods)) periods.set(offer.mandatory_payment_periods, offer.mandatory_payment_periods.map(periodWire))
  }
  return { room_offers: offers.map((offer) => offerWire(offer, periods)) }
}

type WireHotel = (typeof SearchHotelsResponse)["Encoded"]["hotels"][number]

const hotelWire = (hotel: Hotel): WireHotel => ({
  id: hotel.id,
  code: hotel.code,
  name: hotel.name,
  brand: { id: hotel.brand.id, name: hotel.brand.name, slogan: hotel.brand.slogan, logo: hotel.brand.logo === null ? null : { url: hotel.brand.logo.url } },
  physical_address: hotel.physical_address,
  city: hotel.city,
  country: hotel.country,
  province: hotel.province,
  email: hotel.email,
  phone: hotel.phone,
  manager_phone: hotel.manager_phone,
  alternative_number: hotel.alternative_number,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  images: hotel.images.map((image) => ({ url: image.url })),
  description: hotel.description,
  amenities: hotel.amenities.map((amenity) => ({ name: amenity.name, images: amenity.images.map((image) => ({ url: image.url })) })),
  pdf: hotel.pdf === null ? null : { url: hotel.pdf.url },
  mandatory_payment_periods: hotel.mandatory_payment_periods.map(periodWire),
  lowest_rate: hotel.lowest_rate,
  half_day_rate: hotel.half_day_rate,
  full_day_rate: hotel.full_day_rate,
  u_shaped_seats: hotel.u_shaped_seats,
  school_room_seats: hotel.school_room_seats,
  board_room_seats: hotel.board_room_seats,
  cinema_seats: hotel.cinema_seats,
  facilities_linked: [...hotel.facilities_linked],
  hotels_linked: [...hotel.hotels_linked],
  social_places_id: hotel.social_places_id,
})

/** `{ hotels }` as it goes on the wire. */
export const hotelSearchWire = (hotels: ReadonlyArray<Hotel>): WireAnswerHotels => ({ hotels: hotels.map(hotelWire) })
