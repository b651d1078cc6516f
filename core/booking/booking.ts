import { Effect, Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { LastPayment } from "../payment/last-payment.ts"
import { DEFAULT_CURRENCY } from "../rates/money-format.ts"
import { IsoDate } from "../time/iso-date.ts"
import { Hotel, Image } from "./hotel.ts"
import { IdType } from "../checkout/guest.ts"
import { CANCELLED, DONE, EDIT_BOOKING, NO_BOOKINGS, PAID, UNKNOWN_ROOM_DESCRIPTION, UNKNOWN_ROOM_NAME, UNPAID, VIEW_BOOKING } from "./messages.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "./hotel.ts"
import { isBeforeCancelCutoff } from "./cancel-cutoff.ts"
import { BookingPointsPayment } from "./booking-points-payment.ts"

/** spec B §3, §4: a booking's status. */
export const BOOKING_STATUSES = [CANCELLED, PAID, UNPAID] as const
export const BookingStatus = Schema.Literals(BOOKING_STATUSES)
export type BookingStatus = typeof BookingStatus.Type

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Cents = Schema.Int
const Currency = Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CURRENCY)))

/** spec B §3: a booked guest's address, as the server keeps it (state, not province). */
export const BookingGuestAddress = Schema.Struct({
  addressOne: Schema.NullOr(Schema.String),
  addressTwo: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  postalCode: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
})

/** spec B §3: a guest of a booking item, as the server keeps it (surname, not lastName). */
export const BookingGuest = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  firstName: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  /** As stored: digits with a 00 prefix; shown with `displayMobile`. */
  mobile: Schema.NullOr(Schema.String),
  address: Schema.NullOr(BookingGuestAddress),
  /** issue 13: the guest's document and its number masked but for the last 3 characters (id-mask.ts); absent or null when none was given. */
  idType: Schema.optionalKey(Schema.NullOr(IdType)),
  maskedIdNumber: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type BookingGuest = typeof BookingGuest.Type

/** spec B §3: the booked room's content; missing when the room type has none. */
export const RoomContent = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  /** Not in the spec's field list; read when present, "Unknown room description" otherwise. */
  description: Schema.optionalKey(Schema.NullOr(Schema.String)),
  images: Schema.Array(Image),
})
export type RoomContent = typeof RoomContent.Type

/** spec B §3: one booked room. */
export const BookingItem = Schema.Struct({
  id: Schema.Int,
  referenceNumber: Schema.NullOr(Schema.String),
  guests: Schema.Array(BookingGuest),
  totalAdults: Count,
  totalChildren: Count,
  totalUnits: Count,
  roomTypeCode: Schema.String,
  ratePlanCode: Schema.String,
  /** The rate's cancellation policy (issue 29): true, free to cancel until the cut-off; false, non-refundable. */
  refundable: Schema.Boolean,
  costOfRoomCents: Cents,
  costOfRoomCurrency: Currency,
  promotionCode: Schema.NullOr(Schema.String),
  content: Schema.NullOr(RoomContent),
  sessionId: Schema.NullOr(Schema.String),
  responseType: Schema.NullOr(Schema.String),
  status: Schema.NullOr(Schema.String),
})
export type BookingItem = typeof BookingItem.Type

/**
 * The hotel as a booking carries it: what the booking detail view (name, city, address, phone,
 * e-mail), the thank-you card (map, phone, e-mail) and the 830 rule need. Fields are Hotel's own
 * (core/booking/hotel.ts), so the two cannot drift apart.
 */
export const BookingHotel = Schema.Struct({
  id: Hotel.fields.id,
  code: Hotel.fields.code,
  name: Hotel.fields.name,
  brand: Hotel.fields.brand,
  physicalAddress: Hotel.fields.physicalAddress,
  city: Hotel.fields.city,
  province: Hotel.fields.province,
  country: Hotel.fields.country,
  email: Hotel.fields.email,
  phone: Hotel.fields.phone,
  latitude: Hotel.fields.latitude,
  longitude: Hotel.fields.longitude,
  images: Hotel.fields.images,
})
export type BookingHotel = typeof BookingHotel.Type

/**
 * spec B §3: an existing booking. Its confirmation number is not stored but derived
 * (`confirmationNumberOf`), so it always agrees with the booking items.
 */
export const Booking = Schema.Struct({
  uuid: Schema.String,
  id: Schema.Int,
  referenceNumber: Schema.NullOr(Schema.String),
  checkInDate: IsoDate,
  checkOutDate: IsoDate,
  totalGuests: Count,
  totalRooms: Count,
  costOfRoomCents: Cents,
  totalForStayCents: Cents,
  /** spec B §3: ZAR unless the server says otherwise. */
  totalForStayCurrency: Currency,
  isPaid: Schema.Boolean,
  status: BookingStatus,
  /** The instant the booking was cancelled (ISO date-time), null while it stands. */
  cancelledAt: Schema.NullOr(Schema.String),
  /** The instant an unpaid booking is released if still unpaid (ISO date-time); null once paid or cancelled, or where nothing is released. */
  holdUntil: Schema.NullOr(Schema.String),
  hotel: BookingHotel,
  bookingItems: Schema.Array(BookingItem),
  lastPayment: Schema.NullOr(LastPayment),
  viaEmail: Schema.Boolean,
  viaSms: Schema.Boolean,
  clicksClubCardNumber: Schema.NullOr(Schema.String),
  allowsMailList: Schema.Boolean,
  earnableLoyaltyPoints: Count,
  isRedemption: Schema.Boolean,
  /** Issue 24: what loyalty points paid of the stay (contracts/README.md "Points as payment"); null or absent when none. */
  pointsPayment: Schema.optionalKey(Schema.NullOr(BookingPointsPayment)),
})
export type Booking = typeof Booking.Type

/** The text when it says something, undefined when it is missing or blank. */
const present = (text: string | null | undefined): string | undefined =>
  text == null || text.trim() === "" ? undefined : text

/** spec B §3: the first item's reference number, else the booking's uuid. */
export const confirmationNumberOf = (booking: {
  readonly uuid: string
  readonly bookingItems: ReadonlyArray<{ readonly referenceNumber: string | null }>
}): string =>
  present(booking.bookingItems[0]?.referenceNumber) ?? booking.uuid

/** spec B §8, A §8: the booked room's name, or "Unknown room name" when the content is missing. */
export const bookedRoomName = (item: { readonly content: RoomContent | null }): string =>
  present(item.content?.name) ?? UNKNOWN_ROOM_NAME

/** spec B §8, A §8: the booked room's description, or "Unknown room description". */
export const bookedRoomDescription = (item: { readonly content: RoomContent | null }): string =>
  present(item.content?.description) ?? UNKNOWN_ROOM_DESCRIPTION

/**
 * spec B §4, A §4: Cancelled if a cancelled date exists; else Paid if paid; else Unpaid. The
 * cancelled date wins over the stored status, so a booking cancelled elsewhere never offers Pay.
 */
export const displayStatus = (booking: { readonly cancelledAt: string | null; readonly isPaid: boolean }): BookingStatus =>
  present(booking.cancelledAt) !== undefined ? CANCELLED : booking.isPaid ? PAID : UNPAID

/** spec B §4, A §4: the current bookings table shows Paid or Unpaid from isPaid. */
export const currentBookingLabel = (isPaid: boolean): string => (isPaid ? PAID : UNPAID)

/** spec B §4, A §4: the previous bookings table shows Done when paid, else Cancelled. */
export const previousBookingLabel = (isPaid: boolean): string => (isPaid ? DONE : CANCELLED)

/** spec B §2, §7, §9, A §7, §9: the current and previous bookings tables show 6 bookings a page. */
export const BOOKINGS_PER_PAGE = 6

export type BookingsTable = "current" | "previous"

export interface BookingRow {
  readonly uuid: string
  readonly confirmationNumber: string
  readonly hotelName: string
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
  readonly totalForStayCents: number
  readonly currency: string
  readonly statusLabel: string
}

export type BookingsTableView =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly rows: ReadonlyArray<BookingRow> }

/** spec B §2, §8, A §4, §8: one page of a bookings table, or "No bookings". */
export const bookingsTableView = (table: BookingsTable, bookings: ReadonlyArray<Booking>): BookingsTableView => {
  if (bookings.length === 0) return { kind: "empty", message: NO_BOOKINGS }
  const label = table === "current" ? currentBookingLabel : previousBookingLabel
  return {
    kind: "ready",
    rows: bookings.map((booking) => ({
      uuid: booking.uuid,
      confirmationNumber: confirmationNumberOf(booking),
      hotelName: booking.hotel.name,
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      totalForStayCents: booking.totalForStayCents,
      currency: booking.totalForStayCurrency,
      statusLabel: label(booking.isPaid),
    })),
  }
}

export interface SidePanelOptions {
  /** "View Booking", or "Edit Booking" when the booking is unpaid. */
  readonly openLabel: string
  readonly showPay: boolean
  readonly showCancel: boolean
}

/**
 * spec B §2, §4, §6, A §6: the booking side panel. Cancel shows before the cut-off and unless the
 * booking is cancelled. Pay shows for an unpaid booking except at hotel 830; an unpaid booking
 * opens as Edit Booking (at 830 too: only Pay is hidden there).
 */
export const sidePanelOptions = (
  booking: {
    readonly cancelledAt: string | null
    readonly isPaid: boolean
    readonly checkInDate: IsoDate
    readonly hotel: { readonly code: string }
  },
  now: Temporal.ZonedDateTime,
): SidePanelOptions => {
  const status = displayStatus(booking)
  const unpaid = status === UNPAID
  return {
    openLabel: unpaid ? EDIT_BOOKING : VIEW_BOOKING,
    showPay: unpaid && booking.hotel.code !== PAY_LATER_ONLY_HOTEL_CODE,
    showCancel: status !== CANCELLED && isBeforeCancelCutoff(booking.checkInDate, now),
  }
}
