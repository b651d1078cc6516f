import type { Temporal } from "temporal-polyfill"
import { CALENDAR_ROUTE } from "../routes.ts"
import { DEFAULT_GUEST_ROOMS } from "./guest-rooms.ts"
import { searchLinkHref } from "./search-link.ts"

/**
 * Book Hotel on a hotel's contact card (spec A §2, issue 13): the hotel's rate calendar (flexible dates, one room,
 * 1 adult) opening at today's night, where the guest picks the dates; no dates are booked on the guest's behalf.
 */
export const bookHotelHref = (hotel: { readonly id: number; readonly code: string; readonly name: string }, today: Temporal.PlainDate): string =>
  searchLinkHref(CALENDAR_ROUTE, {
    destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
    checkInDate: today.toString(),
    checkOutDate: today.add({ days: 1 }).toString(),
    flexiDate: true,
    guestRooms: DEFAULT_GUEST_ROOMS,
    promoCode: "",
    clubCard: "",
  })
