import { Clock, Effect, Layer } from "effect"
import { cardDueCents } from "../payment/card-due.ts"
import { Temporal } from "temporal-polyfill"
import type { Booking } from "../booking/booking.ts"
import type { Hotel } from "../booking/hotel.ts"
import type { Charity } from "../payment/charity.ts"
import type { RoomOffer } from "../booking/room-offer.ts"
import { HttpError } from "../http/http-error.ts"
import type { PromoOffer } from "../search/promo-code.ts"
import type { CalendarCell } from "../time/calendar.ts"
import { BookingApi, type BookingApiShape } from "./BookingApi.ts"
import { maskMobile, type SentCode } from "../manage-booking/code-recipient.ts"

/** What the fake answers with; every field has an empty default. */
export interface BookingApiData {
  readonly hotels?: ReadonlyArray<Hotel>
  readonly roomOffers?: ReadonlyArray<RoomOffer>
  /** The rate calendar's cells, whatever the hotel; the fake answers those within the asked nights. */
  readonly calendarCells?: ReadonlyArray<CalendarCell>
  readonly bookings?: ReadonlyArray<Booking>
  readonly promoOffers?: ReadonlyArray<PromoOffer>
  readonly validClubCards?: ReadonlyArray<string>
  /** What the fake prices every hold at, in cents (a test of a price change sets it); 0 by default. */
  readonly heldTotalCents?: number
  readonly charities?: ReadonlyArray<Charity>
  /** What the fake's points pay for each room-night paid with them, in cents; 0 by default. */
  readonly pointsNightCents?: number
  /** The one-time code every booking accepts. */
  readonly otp?: string
}

export interface BookingApiCall {
  readonly method: keyof BookingApiShape
  readonly args: ReadonlyArray<unknown>
}

export interface BookingApiMemory {
  readonly api: BookingApiShape
  readonly layer: Layer.Layer<BookingApi>
  /** Every call in order, for tests that check what was asked. */
  readonly calls: ReadonlyArray<BookingApiCall>
  /** Makes the next calls of `method` fail with `error` until cleared with `undefined`. */
  readonly failNext: (method: keyof BookingApiShape, error: HttpError | undefined) => void
}

const HOLD_MILLIS = 900_000

const notFound = () => new HttpError({ status: 404, message: "Request failed with status code 404" })

/**
 * An in-memory BookingApi for use-case tests: answers from the data it is given, keeps the
 * reservations and bookings it makes, and records every call.
 */
export const makeBookingApiMemory = (data: BookingApiData = {}): BookingApiMemory => {
  const calls: Array<BookingApiCall> = []
  const failures = new Map<keyof BookingApiShape, HttpError>()
  const bookings = new Map((data.bookings ?? []).map((booking) => [booking.uuid, booking]))
  const reservations = new Set<string>()
  let sequence = 0

  const call =
    <Args extends ReadonlyArray<unknown>, A>(method: keyof BookingApiShape, answer: (...args: Args) => Effect.Effect<A, HttpError>) =>
    (...args: Args): Effect.Effect<A, HttpError> =>
      Effect.suspend(() => {
        calls.push({ method, args })
        const failure = failures.get(method)
        return failure === undefined ? answer(...args) : Effect.fail(failure)
      })

  const findBooking = (uuid: string) => {
    const booking = bookings.get(uuid)
    return booking === undefined ? Effect.fail(notFound()) : Effect.succeed(booking)
  }
  const findByReference = (referenceNumber: string, email: string) => {
    const booking = [...bookings.values()].find(
      (candidate) =>
        candidate.referenceNumber === referenceNumber &&
        candidate.bookingItems.some((item) => item.guests.some((guest) => guest.email === email)),
    )
    return booking === undefined ? Effect.fail(notFound()) : Effect.succeed(booking)
  }
  const wrongCode = () => new HttpError({ status: 422, message: "Invalid code" })

  const api: BookingApiShape = {
    searchHotels: call("searchHotels", () => Effect.succeed(data.hotels ?? [])),
    searchRooms: call("searchRooms", (search) =>
      Effect.succeed((data.roomOffers ?? []).filter((offer) => offer.hotelCode === search.hotelCode)),
    ),
    priceCalendar: call("priceCalendar", (search) =>
      Effect.succeed((data.calendarCells ?? []).filter((cell) => cell.start >= search.startDate && cell.start < search.endDate)),
    ),
    makeReservation: call("makeReservation", (reservation) =>
      Effect.map(Clock.currentTimeMillis, (nowMillis) => {
        // the fake keeps a replaced hold's uuid (the server answers a new one); each hold lasts 900 s (spec B §9)
        const uuid = reservation.uuid ?? `reservation-${++sequence}`
        reservations.add(uuid)
        const expiresAt = Temporal.Instant.fromEpochMilliseconds(nowMillis + HOLD_MILLIS).toString()
        return { uuid, expiresAt, totalCents: data.heldTotalCents ?? 0 }
      }),
    ),
    confirmBooking: call("confirmBooking", (confirmation) =>
      reservations.has(confirmation.uuid)
        ? Effect.succeed({ uuid: confirmation.uuid, referenceNumber: `REF${String(++sequence).padStart(6, "0")}` })
        : Effect.fail(notFound()),
    ),
    getBooking: call("getBooking", findBooking),
    updateDates: call("updateDates", (uuid, dates) =>
      Effect.map(findBooking(uuid), (booking) => {
        const updated = { ...booking, ...dates }
        bookings.set(uuid, updated)
        return updated
      }),
    ),
    initiatePayment: call("initiatePayment", (uuid) =>
      Effect.map(findBooking(uuid), (booking) => ({
        success: true,
        body: { payRequestId: `PAY-${booking.uuid}`, checksum: "0".repeat(32), reference: booking.referenceNumber ?? booking.uuid },
      })),
    ),
    payWithPoints: call("payWithPoints", (uuid, nights) =>
      Effect.map(findBooking(uuid), (booking) => {
        // the fake's points pay an equal share of the total per night asked, up to the whole of it
        const coveredCents = Math.min(booking.totalForStayCents, nights * (data.pointsNightCents ?? 0))
        const cardCents = cardDueCents(booking.totalForStayCents, coveredCents)
        const updated: Booking = { ...booking, isRedemption: true, ...(cardCents === 0 ? { isPaid: true, status: "Paid" as const } : {}) }
        bookings.set(uuid, updated)
        return { nights, points: nights * 1_000, coveredCents, cardCents, booking: updated }
      }),
    ),
    listCharities: call("listCharities", () => Effect.succeed(data.charities ?? [])),
    sendBookingCode: call("sendBookingCode", (code) =>
      Effect.map(findByReference(code.referenceNumber, code.email), (booking): SentCode => {
        const mobile = booking.bookingItems.flatMap((item) => item.guests).find((guest) => (guest.mobile ?? "") !== "")?.mobile
        const bySms = booking.viaSms && mobile !== undefined && mobile !== null
        return {
          channels: [...(booking.viaEmail ? (["email"] as const) : []), ...(bySms ? (["sms"] as const) : [])],
          maskedMobile: bySms ? maskMobile(mobile) : null,
        }
      }),
    ),
    verifyBookingCode: call("verifyBookingCode", (code) =>
      Effect.flatMap(findByReference(code.referenceNumber, code.email), (booking) =>
        code.otp === data.otp ? Effect.succeed({ uuid: booking.uuid }) : Effect.fail(wrongCode()),
      ),
    ),
    cancelBooking: call("cancelBooking", (uuid, otp) =>
      Effect.flatMap(findBooking(uuid), (booking) => {
        if (otp !== data.otp) return Effect.fail(wrongCode())
        bookings.set(uuid, { ...booking, status: "Cancelled", cancelledAt: booking.checkInDate })
        return Effect.void
      }),
    ),
    resendConfirmation: call("resendConfirmation", (uuid) => Effect.asVoid(findBooking(uuid))),
    lookupPromoCode: call("lookupPromoCode", (query) =>
      Effect.succeed((data.promoOffers ?? []).filter((offer) => offer.promoCode === query.promoCode)),
    ),
    validateClubCard: call("validateClubCard", (clubCardNumber) =>
      Effect.succeed({ isValid: (data.validClubCards ?? []).includes(clubCardNumber) }),
    ),
    requestGroupBooking: call("requestGroupBooking", () => Effect.void),
    requestBoardroom: call("requestBoardroom", () => Effect.void),
  }

  return {
    api,
    layer: Layer.succeed(BookingApi, api),
    calls,
    failNext: (method, error) => (error === undefined ? failures.delete(method) : failures.set(method, error)),
  }
}
