import { Schema } from "effect"
import { type Booking, BookingGuestFromWire, BookingItemFromWire } from "../../contracts/api/bookings.ts"
import { confirmationNumberOf, displayStatus } from "../../core/booking/booking.ts"
import { UNPAID } from "../../core/booking/messages.ts"
import { maskIdNumber } from "../../core/checkout/id-mask.ts"
import type { bookingGuests, bookingItems, bookings, payments, roomTypes } from "../db/schema.ts"

export type BookingRow = typeof bookings.$inferSelect
export type ItemRow = typeof bookingItems.$inferSelect
export type RoomTypeRow = typeof roomTypes.$inferSelect
export type GuestRow = typeof bookingGuests.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

/** Everything a booking's answer is made of. */
export interface BookingRecord {
  readonly booking: BookingRow
  readonly hotel: Booking["hotel"]
  /** Each booked room with its room type, its guests and its rate's cancellation policy. */
  readonly items: ReadonlyArray<{ readonly item: ItemRow; readonly roomType: RoomTypeRow; readonly refundable: boolean; readonly guests: ReadonlyArray<GuestRow> }>
  readonly lastPayment: PaymentRow | undefined
  /** The charities the guest chose, in the order chosen. */
  readonly charities: ReadonlyArray<{ readonly id: number }>
  /** The points the stay earns its member when paid (0 for a guest's booking). */
  readonly earnableLoyaltyPoints: number
}

// Core's booked room (and its guests) written under their wire names by the contract's one mapping (issue 28 §2).
const encodeItem = Schema.encodeSync(BookingItemFromWire)

const guestOf = (guest: GuestRow): typeof BookingGuestFromWire.Type => {
  const hasAddress = [guest.addressLineOne, guest.addressLineTwo, guest.city, guest.province, guest.postalCode, guest.country].some((part) => part !== null)
  return {
    title: guest.title,
    firstName: guest.firstName,
    surname: guest.surname,
    email: guest.email,
    mobile: guest.mobile,
    address: hasAddress
      ? {
          addressOne: guest.addressLineOne,
          addressTwo: guest.addressLineTwo,
          city: guest.city,
          state: guest.province,
          postalCode: guest.postalCode,
          country: guest.country,
        }
      : null,
    idType: guest.idType,
    maskedIdNumber: guest.idNumber === null || guest.idNumber === "" ? null : maskIdNumber(guest.idNumber),
  }
}

/**
 * A booking in its wire shape (contracts/README.md "Get booking"). ID and passport numbers only masked, all but
 * their last 3 characters (issue 13). Decisions: totals count every unit of a line (total_adults = adults per room × rooms); an
 * item's status is the booking's label; session_id and response_type (a channel manager's) are null;
 * earnable_loyalty_points is what the stay earns its member when paid (issue 15; 0 for a guest's booking).
 */
export const toWireBooking = (record: BookingRecord): Booking => {
  const { booking, items, lastPayment } = record
  // The table's CHECKs tie cancelled_at to the cancelled status and is_paid to paid, so core's reading is the stored one.
  const status = displayStatus({ cancelledAt: booking.cancelledAt === null ? null : booking.cancelledAt.toISOString(), isPaid: booking.isPaid })
  return {
    uuid: booking.uuid,
    id: booking.id,
    reference_number: booking.referenceNumber,
    confirmation_number: confirmationNumberOf({ uuid: booking.uuid, bookingItems: items.map(({ item }) => item) }),
    check_in_date: booking.checkInDate,
    check_out_date: booking.checkOutDate,
    total_guests: items.reduce((sum, { item }) => sum + (item.adults + item.children) * item.units, 0),
    total_rooms: items.reduce((sum, { item }) => sum + item.units, 0),
    cost_of_room_cents: booking.costOfRoomCents,
    total_for_stay_cents: booking.totalForStayCents,
    total_for_stay_currency: booking.currency,
    points_payment:
      booking.pointsNights === 0 ? null : { nights: booking.pointsNights, points: booking.pointsRedeemed, covered_cents: booking.pointsCoveredCents },
    is_paid: booking.isPaid,
    status,
    cancelled_at: booking.cancelledAt === null ? null : booking.cancelledAt.toISOString(),
    hold_until: status === UNPAID && booking.holdUntil !== null ? booking.holdUntil.toISOString() : null,
    hotel: record.hotel,
    booking_items: items.map(({ item, roomType, refundable, guests }) =>
      encodeItem({
        id: item.id,
        referenceNumber: item.referenceNumber,
        guests: guests.map(guestOf),
        totalAdults: item.adults * item.units,
        totalChildren: item.children * item.units,
        totalUnits: item.units,
        roomTypeCode: roomType.code,
        ratePlanCode: item.ratePlanCode,
        refundable,
        costOfRoomCents: item.costOfRoomCents,
        costOfRoomCurrency: item.currency,
        promotionCode: item.promotionCode,
        content: { name: roomType.name, description: roomType.description, images: roomType.images.map((url) => ({ url })) },
        sessionId: null,
        responseType: null,
        status,
      }),
    ),
    last_payment:
      lastPayment === undefined
        ? null
        : {
            id: lastPayment.id,
            amount_cents: lastPayment.amountCents,
            currency: lastPayment.currency,
            country: lastPayment.country,
            created_at: lastPayment.createdAt.toISOString(),
            locale: lastPayment.locale,
            reference: lastPayment.reference,
            status: lastPayment.status,
            response:
              lastPayment.transactionStatus === null && lastPayment.resultCode === null && lastPayment.resultDescription === null
                ? null
                : {
                    result_description: lastPayment.resultDescription,
                    transaction_status: lastPayment.transactionStatus,
                    result_code: lastPayment.resultCode,
                  },
          },
    via_email: booking.viaEmail,
    via_sms: booking.viaSms,
    clicks_club_card_number: booking.clicksClubCardNumber,
    allows_mail_list: booking.allowsMailList,
    earnable_loyalty_points: record.earnableLoyaltyPoints,
    // issue 15: loyalty points pay part (or all) of it
    is_redemption: booking.pointsNights > 0,
    selected_charities: record.charities.map((charity) => charity.id),
  }
}
