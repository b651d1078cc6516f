import { Effect } from "effect"
import {
  ConfirmationRequest,
  ConfirmationResponse,
  type FurtherGuest as WireFurtherGuest,
  type MainGuest as WireMainGuest,
  type ReservedRoom as WireReservedRoom,
  ReservationRequest,
  ReservationResponse,
} from "../../contracts/api/reservations.ts"
import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { mobileToServer } from "../../core/account/mobile.ts"
import { ADDRESS_STATE_FOR_SERVER, type FurtherGuest, type MainGuest } from "../../core/checkout/guest.ts"
import { HttpError } from "../../core/http/http-error.ts"
import type { Confirmation, Hold, Reservation, ReservedRoom } from "../../core/ports/BookingApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Make reservation" and "Confirm booking". */
export const RESERVATION_PATH = `${BOOKINGS_API_PATH}/reservation`
export const CONFIRMATION_PATH = `${BOOKINGS_API_PATH}/confirmation`

const encodeReservation = encodeWith(ReservationRequest)
const decodeReservation = decodeWith(ReservationResponse)
const encodeConfirmation = encodeWith(ConfirmationRequest)
const decodeConfirmation = decodeWith(ConfirmationResponse)

const toWireRoom = (room: ReservedRoom): WireReservedRoom => ({
  rate_plan_code: room.ratePlanCode,
  room_type_code: room.roomTypeCode,
  number_of_units: room.numberOfUnits,
  currency_code: room.currencyCode,
  guests: { adults: room.guests.adults, kids: room.guests.kids },
  promotion_code: room.promotionCode,
})

/** The reservation's fields, shared by the hold and its confirmation (spec B §7). */
const reservationFields = (reservation: Reservation) => ({
  allows_mail_list: reservation.allowsMailList,
  clicks_club_card_number: reservation.clubCard,
  start_date: reservation.checkInDate,
  end_date: reservation.checkOutDate,
  hotel_code: reservation.hotelCode,
  mandatory_payment: reservation.mandatoryPayment,
  rooms: reservation.rooms.map(toWireRoom),
  uuid: reservation.uuid,
  via_email: reservation.communicationMethods.includes("email"),
  via_sms: reservation.communicationMethods.includes("sms"),
})

export const toReservationRequest = (reservation: Reservation): ReservationRequest => ({ reservation: reservationFields(reservation) })

/** spec B §5: the main guest, its mobile as the server takes it (00 prefix) and the address state ZA (spec B §3). */
export const toWireMainGuest = (guest: MainGuest): WireMainGuest => ({
  title: guest.title,
  first_name: guest.firstName,
  surname: guest.lastName,
  mobile: mobileToServer(guest.mobile),
  email: guest.email,
  address: {
    address_one: guest.address.lineOne,
    address_two: guest.address.lineTwo,
    city: guest.address.city,
    state: ADDRESS_STATE_FOR_SERVER,
    postal_code: guest.address.postalCode,
    country: guest.address.country,
  },
  id_number: guest.idNumber,
  id_type: guest.idType,
})

/** spec B §4: a further guest; an empty mobile stays empty. */
export const toWireFurtherGuest = (guest: FurtherGuest): WireFurtherGuest => ({
  title: guest.title,
  first_name: guest.firstName,
  surname: guest.lastName,
  mobile: guest.mobile === "" ? "" : mobileToServer(guest.mobile),
  email: guest.email,
  id_number: guest.idNumber,
  id_type: guest.idType,
})

export const toConfirmationRequest = (confirmation: Confirmation): ConfirmationRequest => ({
  reservation: {
    ...reservationFields(confirmation),
    uuid: confirmation.uuid,
    guests: [toWireMainGuest(confirmation.guests.mainGuest), ...confirmation.guests.guests.map(toWireFurtherGuest)],
  },
})

export const makeReservation =
  (http: HttpClient) =>
  (reservation: Reservation): Effect.Effect<Hold, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeReservation(toReservationRequest(reservation))
      const answer = yield* exchange(http, { method: "POST", path: RESERVATION_PATH, body }, decodeReservation)
      return { uuid: answer.uuid, expiresAt: answer.expires_at, totalCents: answer.total_cents }
    })

const GUEST_FIELDS: Readonly<Record<string, string>> = {
  title: "title",
  first_name: "firstName",
  surname: "lastName",
  mobile: "mobile",
  email: "email",
  id_number: "idNumber",
  id_type: "idType",
}
const ADDRESS_FIELDS: Readonly<Record<string, string>> = {
  address_one: "lineOne",
  address_two: "lineTwo",
  city: "city",
  state: "province",
  postal_code: "postalCode",
  country: "country",
}

/**
 * A 422's wire field ("reservation.guests.0.id_number") as the guest form names it ("mainGuest.idNumber"; the
 * wire's guests[i] is the form's guests[i - 1] after the main guest), so the server's errors land on the fields
 * (spec B §5). Keys of no guest field stay as they are.
 */
export const guestFormField = (wireKey: string): string => {
  const parts = wireKey.split(".")
  if (parts[0] === "reservation") parts.shift()
  if (parts[0] === "via_email" || parts[0] === "via_sms") return "communication.method"
  if (parts[0] !== "guests" || parts[1] === undefined || !/^\d+$/.test(parts[1])) return wireKey
  const index = Number(parts[1])
  const guest = index === 0 ? "mainGuest" : `guests.${index - 1}`
  if (parts[2] === undefined) return guest
  if (parts[2] === "address") return parts[3] === undefined ? `${guest}.address` : `${guest}.address.${ADDRESS_FIELDS[parts[3]] ?? parts[3]}`
  return `${guest}.${GUEST_FIELDS[parts[2]] ?? parts[2]}`
}

const withGuestFormFields = (error: HttpError): HttpError => {
  if (error.fieldErrors === undefined) return error
  const fieldErrors: Record<string, ReadonlyArray<string>> = {}
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = guestFormField(key)
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages]
  }
  return new HttpError({
    status: error.status,
    message: error.message,
    ...(error.serverError === undefined ? {} : { serverError: error.serverError }),
    fieldErrors,
  })
}

export const confirmBooking =
  (http: HttpClient) =>
  (confirmation: Confirmation): Effect.Effect<{ readonly uuid: string; readonly referenceNumber: string }, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeConfirmation(toConfirmationRequest(confirmation))
      const answer = yield* exchange(http, { method: "POST", path: CONFIRMATION_PATH, body }, decodeConfirmation).pipe(Effect.mapError(withGuestFormFields))
      return { uuid: answer.uuid, referenceNumber: answer.reference_number }
    })
