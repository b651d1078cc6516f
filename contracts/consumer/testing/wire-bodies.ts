import type { Pagination } from "../../api/common.ts"
import { VALIDATION_FAILED } from "../../api/errors.ts"
import type { Hotel } from "../../api/hotels.ts"
import type { RoomOffer } from "../../api/search.ts"
import { MASKED_ID_NUMBER_PATTERN } from "../../../core/checkout/id-mask.ts"
import { amount, boolean, calendarDate, instant, integer, listMaybeEmpty, listOf, matching, number, orNull, reference, string, uuid } from "./wire-matchers.ts"

/**
 * The answers' shared shapes as matchers (contracts/README.md "Shared shapes"), each with a plausible example the
 * mock server gives the adapter: a hotel, a room offer, a booking, a pagination and the error bodies.
 */

/** A matcher body names exactly the keys of the contract's shape (the one definition, derived from core's). */
type WireKeysOf<T> = { readonly [K in keyof T]: unknown }

const picture = (url: string) => ({ url: string(url) })

/** contracts/README.md "Hotel": one shape in every answer; the meeting-room and contact fields may be null. */
export const hotelLike = () => ({
  id: integer(1),
  code: string("801"),
  name: string("Karoo City Sandton"),
  brand: { id: integer(1), name: string("Karoo City"), slogan: string("Stylish stays in the heart of the city"), logo: picture("/images/brands/city.svg") },
  physical_address: string("135 Rivonia Road, Sandown, Sandton, 2196"),
  city: string("Sandton"),
  country: string("South Africa"),
  province: string("Gauteng"),
  email: string("sandton.city@karoohotels.example"),
  phone: string("+27 11 454 8410"),
  manager_phone: orNull(string("+27 72 748 2424")),
  alternative_number: orNull(string("+27 11 843 8565")),
  latitude: number(-26.1052),
  longitude: number(28.056),
  images: listMaybeEmpty(picture("/images/hotels/801/1.svg")),
  description: string("A contemporary full-service hotel a short walk from Nelson Mandela Square."),
  amenities: listMaybeEmpty({ name: string("Free Wi-Fi"), images: listMaybeEmpty(picture("/images/amenities/free-wi-fi.svg")) }),
  // The website takes null too, but a pact cannot say "an object or null": the hotel states promise an information pack.
  pdf: picture("/files/hotels/801/info-pack.pdf"),
  mandatory_payment_periods: listMaybeEmpty({
    check_in_date: calendarDate("2030-12-15T12:00:00+02:00"),
    check_out_date: calendarDate("2031-01-05T12:00:00+02:00"),
    description: string("Festive season: payment in full is required when booking."),
  }),
  // Cents; -1 when nothing is on sale.
  lowest_rate: integer(127270),
  half_day_rate: orNull(integer(465000)),
  full_day_rate: orNull(integer(775000)),
  u_shaped_seats: orNull(integer(28)),
  school_room_seats: orNull(integer(48)),
  board_room_seats: orNull(integer(24)),
  cinema_seats: orNull(integer(96)),
  facilities_linked: listMaybeEmpty(integer(3)),
  hotels_linked: listMaybeEmpty(integer(15)),
  social_places_id: orNull(string("karoo-801")),
}) satisfies WireKeysOf<Hotel>

/** contracts/README.md "Pagination". */
export const paginationLike = () => ({ current_page: integer(1), total_pages: integer(7), total_count: integer(14) }) satisfies WireKeysOf<(typeof Pagination)["Type"]>

/** contracts/README.md "Search rooms": a room type offered for one of the requested occupancies, with its rates. */
export const roomOfferLike = () => ({
  amenities: listMaybeEmpty({ name: string("Free Wi-Fi"), images: listMaybeEmpty(picture("/images/amenities/free-wi-fi.svg")) }),
  images: listMaybeEmpty(picture("/images/hotels/801/rooms/queen/1.svg")),
  rate_plan_code: string("RO-FLEX"),
  room_description: string("27 m² with 1 queen bed. Sleeps up to 3 guests, of whom at most 2 adults."),
  room_name: string("Queen Room"),
  room_type_code: string("QUEEN"),
  total_amount: amount("2,545.40"),
  total_currency: string("ZAR"),
  mandatory_payment_periods: listMaybeEmpty({
    check_in_date: calendarDate("2030-12-15T12:00:00+02:00"),
    check_out_date: calendarDate("2031-01-05T12:00:00+02:00"),
    description: string("Festive season: payment in full is required when booking."),
  }),
  rates: listOf({
    rate_plan_code: string("RO-FLEX"),
    details: listOf({
      rate_description: string("Room only, flexible"),
      total_amount: amount("2,545.40"),
      total_currency: string("ZAR"),
      base_currency: string("ZAR"),
      unit_multiplier: integer(2),
      effective_date: calendarDate("2030-03-05T12:00:00+02:00"),
      expiry_date: calendarDate("2030-03-07T12:00:00+02:00"),
      base_amount: amount("2,545.40"),
    }),
    // Issue 29 §3: the rate's cancellation policy (free cancellation until 16:00 on arrival, or non-refundable)
    refundable: boolean(true),
  }),
  applicable_number_of_guests: integer(2),
  hotel_code: string("801"),
  hotel_name: string("Karoo City Sandton"),
  number_of_units: integer(12),
}) satisfies WireKeysOf<RoomOffer>

/**
 * contracts/README.md "Get booking": a booked room's guest (the engine keeps what was given; any text may be null).
 * The booking states book in the main guest's name, with an address.
 */
const bookedGuestLike = () => ({
  title: orNull(string("Ms")),
  first_name: orNull(string("Thandi")),
  surname: orNull(string("Mokoena")),
  email: orNull(string("thandi@example.co.za")),
  mobile: orNull(string("0027821234567")),
  address: {
    address_one: orNull(string("12 Long Street")),
    address_two: orNull(string("")),
    city: orNull(string("Cape Town")),
    state: orNull(string("ZA")),
    postal_code: orNull(string("8001")),
    country: orNull(string("South Africa")),
  },
  // issue 13: the document and its number masked but for the last 3 characters; null when the guest gave none
  id_type: orNull(matching(/^(ID Number|Passport)$/, "ID Number")),
  masked_id_number: orNull(matching(MASKED_ID_NUMBER_PATTERN, "••••••••••087")),
})

/**
 * contracts/README.md "Get booking": a booking with no payment started, for one room in the main guest's name (what
 * the booking states promise); `status`, `cancelled_at` and `hold_until` as the state has them.
 */
const bookingLike = (status: "Unpaid" | "Cancelled", cancelledAt: unknown, holdUntil: unknown) => ({
  uuid: uuid("3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"),
  id: integer(1042),
  reference_number: reference("KC7K3M9Q2B"),
  confirmation_number: reference("KC7K3M9Q2B-1"),
  check_in_date: calendarDate("2030-03-05T12:00:00+02:00"),
  check_out_date: calendarDate("2030-03-07T12:00:00+02:00"),
  total_guests: integer(2),
  total_rooms: integer(1),
  cost_of_room_cents: integer(368000),
  total_for_stay_cents: integer(368000),
  total_for_stay_currency: string("ZAR"),
  is_paid: false,
  status,
  cancelled_at: cancelledAt,
  hold_until: holdUntil,
  hotel: hotelLike(),
  booking_items: listOf({
    id: integer(2001),
    reference_number: orNull(reference("KC7K3M9Q2B-1")),
    guests: listMaybeEmpty(bookedGuestLike()),
    total_adults: integer(2),
    total_children: integer(0),
    total_units: integer(1),
    room_type_code: string("QUEEN"),
    rate_plan_code: string("RO-FLEX"),
    refundable: boolean(true),
    cost_of_room_cents: integer(368000),
    cost_of_room_currency: string("ZAR"),
    promotion_code: orNull(string("")),
    content: {
      name: orNull(string("Queen Room")),
      description: orNull(string("27 m² with 1 queen bed.")),
      images: listMaybeEmpty(picture("/images/hotels/801/rooms/queen/1.svg")),
    },
    session_id: orNull(string("")),
    response_type: orNull(string("")),
    status: orNull(string("Unpaid")),
  }),
  last_payment: null,
  via_email: boolean(true),
  via_sms: boolean(false),
  clicks_club_card_number: orNull(string("")),
  allows_mail_list: boolean(false),
  earnable_loyalty_points: integer(0),
  is_redemption: boolean(false),
  selected_charities: listMaybeEmpty(integer(1)),
})

/** An Unpaid booking, not cancelled. */
export const unpaidBookingLike = () => bookingLike("Unpaid", null, orNull(instant("2030-03-04T10:00:00.000Z")))

/** The booking as its cancellation answers it: Cancelled, and when. */
export const cancelledBookingLike = () => bookingLike("Cancelled", instant("2030-03-01T08:20:00.000Z"), null)

/** contracts/README.md "Errors": a person's message, and for a 422 every field's messages. */
export const errorLike = (message: string) => ({ message: string(message) })

/** A 422: `{ message, errors: { "<dot.path>": ["<message>"] } }`, the field and its message stated exactly. */
export const fieldErrorsLike = (field: string, message: string) => ({
  message: string(VALIDATION_FAILED),
  errors: { [field]: listOf(message) },
})

/** The 429's Retry-After: whole seconds. */
export const RETRY_AFTER = { "Retry-After": matching(/^\d+$/, "60") }
