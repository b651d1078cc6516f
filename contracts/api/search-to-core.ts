import type { CalendarCell } from "../../core/time/calendar.ts"
import { addDays, hotelDayOf } from "../../core/time/hotel-day.ts"
import type { CalendarNight } from "./calendar.ts"

/**
 * The rate calendar's answer (already checked by the contract) as the encoded side of core's calendar cells: one
 * mapping for the browser's HTTP adapter (adapters/http/calendar.ts) and the server's own port for the pages it
 * renders (server/render/BookingApi.server.ts, issue 27). Core's Schema then decodes them. The room offers' mapping is
 * derived from core's Schema with the wire shape (`RoomOfferFromWire`, search.ts).
 */

/** A wire date as a calendar day (the hotels' clock); anything else as it is, for core's Schema to refuse. */
const wireDay = (text: string): string => hotelDayOf(text) ?? text

/** A priced night as core's calendar cell (spec B §3: price, description, start, end); a night without a price has none. */
export const calendarNightToCore = (night: CalendarNight): ReadonlyArray<typeof CalendarCell.Encoded> => {
  if (!night.available || night.price_cents === null) return []
  const start = wireDay(night.date)
  return [{ price: night.price_cents, description: night.rate_description ?? "", start, end: addDays(start, 1) }]
}
