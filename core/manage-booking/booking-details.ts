import { payByNote } from "../checkout/pay-by.ts"
import { displayMobile } from "../account/mobile.ts"
import { formatMoney } from "../rates/money-format.ts"
import { formatDate } from "../time/format.ts"
import { type Booking, type BookingStatus, bookedRoomName, confirmationNumberOf, displayStatus } from "../booking/booking.ts"
import { guestName } from "../checkout/guest.ts"
import { maskIdNumber } from "../checkout/id-mask.ts"

export interface GuestRow {
  readonly room: number
  readonly name: string
  readonly email: string
  /** spec B §2: a number starting 00 shown with a plus. */
  readonly mobile: string
  /** "ID Number" or "Passport", "" when the guest gave none. */
  readonly idType: string
  /** issue 13: masked but for the last 3 characters (masked again here: what reaches the screen is masked whatever came). */
  readonly idNumber: string
}

export interface RoomRow {
  readonly room: number
  readonly reference: string
  readonly roomName: string
  readonly adults: number
  readonly children: number
  readonly price: string
}

/** spec B §2: what the booking detail view shows: the hotel, the read-only guest table and the booking table. */
export interface BookingDetailsView {
  readonly reference: string
  readonly status: BookingStatus
  /** Issue 29 §4: an unpaid pay-later booking's "Pay by 12:00, Mon 28 Dec, or the room is released.", else null. */
  readonly payBy: string | null
  readonly hotel: { readonly name: string; readonly city: string; readonly address: string; readonly phone: string; readonly email: string }
  readonly checkIn: string
  readonly checkOut: string
  readonly total: string
  readonly guests: ReadonlyArray<GuestRow>
  readonly rooms: ReadonlyArray<RoomRow>
}

export const bookingDetailsView = (booking: Booking): BookingDetailsView => ({
  reference: confirmationNumberOf(booking),
  status: displayStatus(booking),
  payBy: payByNote(booking),
  hotel: {
    name: booking.hotel.name,
    city: booking.hotel.city,
    address: booking.hotel.physicalAddress,
    phone: booking.hotel.phone,
    email: booking.hotel.email,
  },
  checkIn: formatDate(booking.checkInDate, "DD MMMM YYYY"),
  checkOut: formatDate(booking.checkOutDate, "DD MMMM YYYY"),
  total: formatMoney(booking.totalForStayCents, booking.totalForStayCurrency),
  guests: booking.bookingItems.flatMap((item, index) =>
    item.guests.map((guest) => ({
      room: index + 1,
      name: guestName(guest.firstName, guest.surname),
      email: guest.email ?? "",
      mobile: displayMobile(guest.mobile ?? ""),
      idType: guest.idType ?? "",
      idNumber: maskIdNumber(guest.maskedIdNumber ?? ""),
    })),
  ),
  rooms: booking.bookingItems.map((item, index) => ({
    room: index + 1,
    reference: item.referenceNumber ?? confirmationNumberOf(booking),
    roomName: bookedRoomName(item),
    adults: item.totalAdults,
    children: item.totalChildren,
    price: formatMoney(item.costOfRoomCents, item.costOfRoomCurrency),
  })),
})
