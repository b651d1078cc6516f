import type { Page } from "@playwright/test"
import { SESSION_KEYS } from "../../../core/booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE } from "../../../core/booking/session-state.ts"
import { hotelDayAt } from "../../../core/time/hotel-day.ts"
import { toPlainDate } from "../../../core/time/iso-date.ts"

/** A stay some weeks ahead, inside the seeded inventory, on the hotels' calendar. */
export const stayFromToday = (daysAhead: number, nights: number): { readonly checkIn: string; readonly checkOut: string } => {
  const start = toPlainDate(hotelDayAt(Date.now())).add({ days: daysAhead })
  return { checkIn: start.toString(), checkOut: start.add({ days: nights }).toString() }
}

interface WireRate {
  readonly rate_plan_code: string
  readonly details: ReadonlyArray<{ readonly total_amount: string }>
}
interface WireOffer {
  readonly room_name: string
  readonly room_type_code: string
  readonly rates: ReadonlyArray<WireRate>
  readonly mandatory_payment_periods: ReadonlyArray<{ readonly check_in_date: string; readonly check_out_date: string; readonly description: string }>
}

const cents = (amount: string): number => Math.round(Number(amount.replace(/,/g, "")) * 100)

export interface SeededRoom {
  readonly adults: number
  readonly kids: number
  /** Which of the offer's rates to choose (0 the first); two rooms on different rates prove both are kept. */
  readonly rateIndex?: number
  /** Or the rate of this plan (e.g. the Non-refundable Saver, "NR-SAVER"), wherever the offer lists it. */
  readonly ratePlanCode?: string
}

/**
 * The booking session the search and rooms pages leave behind (spec B §3), for the checkout steps' own specs: the
 * hotel's real room offers for the stay, one chosen per requested room, written to session storage as the site
 * keeps it. The whole-journey specs reach the same state through the search and rooms pages instead.
 */
export const seedBookingSession = async (
  page: Page,
  options: { readonly hotelCode: string; readonly checkIn: string; readonly checkOut: string; readonly rooms: ReadonlyArray<SeededRoom>; readonly mandatoryPayment?: boolean },
): Promise<BookingSessionState> => {
  const hotels = (await (await page.request.get("/api/web/hotels?page=1&per=100")).json()) as { hotels: ReadonlyArray<{ id: number; code: string; name: string }> }
  const hotel = hotels.hotels.find((candidate) => candidate.code === options.hotelCode)
  if (hotel === undefined) throw new Error(`no hotel ${options.hotelCode}`)
  const guestRooms = []
  for (const room of options.rooms) {
    const answer = await page.request.post("/api/web/bookings/rooms", {
      data: { rooms: { hotel_code: hotel.code, start_date: options.checkIn, end_date: options.checkOut, guests: [{ adults: room.adults, kids: room.kids }], clicks_club_card: "", promotion_code: "" } },
    })
    const offers = ((await answer.json()) as { room_offers: ReadonlyArray<WireOffer> }).room_offers
    const offer = offers[0]
    if (offer === undefined) throw new Error(`no rooms at ${hotel.code} for ${options.checkIn}`)
    const named = room.ratePlanCode === undefined ? undefined : offer.rates.find((candidate) => candidate.rate_plan_code === room.ratePlanCode)
    if (room.ratePlanCode !== undefined && named === undefined) throw new Error(`no rate ${room.ratePlanCode} at ${hotel.code}`)
    const rate = named ?? offer.rates[room.rateIndex ?? 0] ?? offer.rates[0]!
    const total = rate.details.reduce((sum, detail) => sum + cents(detail.total_amount), 0)
    guestRooms.push({
      adults: room.adults,
      kids: room.kids,
      roomDescription: {
        roomName: offer.room_name,
        totalAmount: total,
        mandatoryPaymentPeriods: offer.mandatory_payment_periods.map((period) => ({
          checkInDate: period.check_in_date.slice(0, 10),
          checkOutDate: period.check_out_date.slice(0, 10),
          description: period.description,
        })),
      },
      ratePlanCode: rate.rate_plan_code,
      roomTypeCode: offer.room_type_code,
      rates: [],
    })
  }
  const state: BookingSessionState = {
    ...DEFAULT_BOOKING_SESSION_STATE,
    destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
    checkInDate: options.checkIn,
    checkOutDate: options.checkOut,
    guestRooms,
    isMandatoryPayment: options.mandatoryPayment ?? false,
    totalPriceForStay: guestRooms.reduce((sum, room) => sum + room.roomDescription.totalAmount, 0),
    isSearchInitialised: true,
  }
  await page.goto("/")
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [SESSION_KEYS.bookingState, JSON.stringify(state)])
  return state
}
