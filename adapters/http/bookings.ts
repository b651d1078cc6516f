import { Effect } from "effect"
import {
  type Booking as WireBooking,
  type BookingItem as WireBookingItem,
  BookingResponse,
  CancelBookingRequest,
  ResendConfirmationResponse,
  UpdateDatesRequest,
} from "../../contracts/api/bookings.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Booking } from "../../core/booking/booking.ts"
import type { CommunicationMethod } from "../../core/checkout/communication.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { IsoDate } from "../../core/time/iso-date.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { fromWireDate, fromWireHotel } from "./wire.ts"

/** spec B §7, all under /api/web/bookings/{uuid}. */
export const bookingPath = (uuid: string): string => `${BOOKINGS_API_PATH}/${encodeURIComponent(uuid)}`
export const getBookingPath = (uuid: string): string => `${bookingPath(uuid)}/booking`
export const cancelBookingPath = (uuid: string): string => `${bookingPath(uuid)}/cancel`
export const resendConfirmationPath = (uuid: string, channel: CommunicationMethod): string =>
  `${bookingPath(uuid)}/resend_confirmation_${channel}`

const decodeBookingAnswer = decodeWith(BookingResponse)
export const decodeBooking = decodeWith(Booking)
const encodeUpdateDates = encodeWith(UpdateDatesRequest)
const encodeCancel = encodeWith(CancelBookingRequest)
const decodeResent = decodeWith(ResendConfirmationResponse)

const fromWireItem = (item: WireBookingItem): (typeof Booking.Encoded)["bookingItems"][number] => ({
  id: item.id,
  referenceNumber: item.reference_number,
  guests: item.guests.map((guest) => ({
    title: guest.title,
    firstName: guest.first_name,
    surname: guest.surname,
    email: guest.email,
    mobile: guest.mobile,
    address:
      guest.address === null
        ? null
        : {
            addressOne: guest.address.address_one,
            addressTwo: guest.address.address_two,
            city: guest.address.city,
            state: guest.address.state,
            postalCode: guest.address.postal_code,
            country: guest.address.country,
          },
    idType: guest.id_type,
    maskedIdNumber: guest.masked_id_number,
  })),
  totalAdults: item.total_adults,
  totalChildren: item.total_children,
  totalUnits: item.total_units,
  roomTypeCode: item.room_type_code,
  ratePlanCode: item.rate_plan_code,
  refundable: item.refundable,
  costOfRoomCents: item.cost_of_room_cents,
  costOfRoomCurrency: item.cost_of_room_currency,
  promotionCode: item.promotion_code,
  content: item.content,
  sessionId: item.session_id,
  responseType: item.response_type,
  status: item.status,
})

/** spec B §3: a booking as core keeps it (its confirmation number is derived there, not copied). */
export const fromWireBooking = (booking: WireBooking): typeof Booking.Encoded => {
  const hotel = fromWireHotel(booking.hotel)
  return {
    uuid: booking.uuid,
    id: booking.id,
    referenceNumber: booking.reference_number,
    checkInDate: fromWireDate(booking.check_in_date),
    checkOutDate: fromWireDate(booking.check_out_date),
    totalGuests: booking.total_guests,
    totalRooms: booking.total_rooms,
    costOfRoomCents: booking.cost_of_room_cents,
    totalForStayCents: booking.total_for_stay_cents,
    totalForStayCurrency: booking.total_for_stay_currency,
    pointsPayment:
      booking.points_payment == null ? null : { nights: booking.points_payment.nights, points: booking.points_payment.points, coveredCents: booking.points_payment.covered_cents },
    isPaid: booking.is_paid,
    status: booking.status,
    cancelledAt: booking.cancelled_at,
    holdUntil: booking.hold_until,
    hotel: {
      id: hotel.id,
      code: hotel.code,
      name: hotel.name,
      brand: hotel.brand,
      physicalAddress: hotel.physicalAddress,
      city: hotel.city,
      province: hotel.province,
      country: hotel.country,
      email: hotel.email,
      phone: hotel.phone,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      images: hotel.images,
    },
    bookingItems: booking.booking_items.map(fromWireItem),
    lastPayment:
      booking.last_payment === null
        ? null
        : {
            status: booking.last_payment.status,
            response:
              booking.last_payment.response === null
                ? null
                : {
                    resultDescription: booking.last_payment.response.result_description,
                    transactionStatus: booking.last_payment.response.transaction_status,
                    resultCode: booking.last_payment.response.result_code,
                  },
          },
    viaEmail: booking.via_email,
    viaSms: booking.via_sms,
    clicksClubCardNumber: booking.clicks_club_card_number,
    allowsMailList: booking.allows_mail_list,
    earnableLoyaltyPoints: booking.earnable_loyalty_points,
    isRedemption: booking.is_redemption,
  }
}

/** A `{ booking }` answer from `path`, decoded by the contract and then by core. */
export const bookingAnswer = (path: string, body: unknown): Effect.Effect<Booking, HttpError> =>
  decodeBookingAnswer(path, body).pipe(Effect.flatMap((answer) => decodeBooking(path, fromWireBooking(answer.booking))))

export const getBooking =
  (http: HttpClient) =>
  (uuid: string): Effect.Effect<Booking, HttpError> =>
    exchange(http, { method: "GET", path: getBookingPath(uuid) }, bookingAnswer)

export const updateDates =
  (http: HttpClient) =>
  (uuid: string, dates: { readonly checkInDate: IsoDate; readonly checkOutDate: IsoDate }): Effect.Effect<Booking, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeUpdateDates({
        booking: { check_in_date: dates.checkInDate, check_out_date: dates.checkOutDate },
      })
      return yield* exchange(http, { method: "PATCH", path: bookingPath(uuid), body }, bookingAnswer)
    })

/** spec B §7 "Cancel booking": the answer is the cancelled booking, which the port does not hand on. */
export const cancelBooking =
  (http: HttpClient) =>
  (uuid: string, otp: string): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeCancel({ booking_otp: { otp } })
      yield* exchange(http, { method: "POST", path: cancelBookingPath(uuid), body }, bookingAnswer)
    })

export const resendConfirmation =
  (http: HttpClient) =>
  (uuid: string, channel: CommunicationMethod): Effect.Effect<void, HttpError> =>
    Effect.asVoid(exchange(http, { method: "POST", path: resendConfirmationPath(uuid, channel) }, decodeResent))
