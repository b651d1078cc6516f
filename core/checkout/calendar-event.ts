import { Temporal } from "temporal-polyfill"
import { toPlainDate } from "../time/iso-date.ts"
import { type Booking, confirmationNumberOf } from "../booking/booking.ts"
import { adultsLabel, childrenLabel, roomsLabel } from "../booking/session-state.ts"

/**
 * Issue 11 (beyond the spec): the thank-you page's "Add to calendar" file, an iCalendar (RFC 5545) event
 * for the stay. All-day from the check-in day through the check-out day (DTEND is exclusive, so the day
 * after check-out), so both days show in the guest's calendar; the hotel's address, position and contacts
 * travel with it.
 */
export const ICS_MEDIA_TYPE = "text/calendar;charset=utf-8"

// RFC 5545 §3.1: content lines are folded after 75 octets, with CRLF and one space
const MAX_LINE_OCTETS = 75
const CRLF = "\r\n"

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n")

const utf8Octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** Folds one content line into pieces of at most 75 octets, never inside a character. */
export const foldLine = (line: string): string => {
  const pieces: Array<string> = []
  let piece = ""
  let octets = 0
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!)
    // continuation lines start with a space, which counts towards their 75
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(piece)
      piece = " "
      octets = 1
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join(CRLF)
}

const basicDate = (date: Temporal.PlainDate): string => date.toString().replace(/-/g, "")

/** 20261125T133700Z */
const basicInstant = (millis: number): string =>
  Temporal.Instant.fromEpochMilliseconds(Math.floor(millis / 1000) * 1000)
    .toString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+/, "")

const sum = (values: ReadonlyArray<number>): number => values.reduce((total, value) => total + value, 0)

export interface CalendarFile {
  readonly fileName: string
  readonly mediaType: string
  readonly content: string
}

/** The stay as an .ics file; `stampMillis` is when it is made (DTSTAMP). */
export const bookingCalendarFile = (booking: Booking, stampMillis: number): CalendarFile => {
  const reference = confirmationNumberOf(booking)
  const { hotel } = booking
  const adults = sum(booking.bookingItems.map((item) => item.totalAdults))
  const children = sum(booking.bookingItems.map((item) => item.totalChildren))
  const party = [roomsLabel(booking.totalRooms), adultsLabel(adults), ...(children > 0 ? [childrenLabel(children)] : [])].join(", ")
  const description = [`Booking reference ${reference}`, party, `Hotel phone ${hotel.phone}`, `Hotel e-mail ${hotel.email}`].join("\n")
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hotel group//Booking website//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.uuid}@booking`,
    `DTSTAMP:${basicInstant(stampMillis)}`,
    `DTSTART;VALUE=DATE:${basicDate(toPlainDate(booking.checkInDate))}`,
    `DTEND;VALUE=DATE:${basicDate(toPlainDate(booking.checkOutDate).add({ days: 1 }))}`,
    `SUMMARY:${escapeText(`Stay at ${hotel.name}`)}`,
    `LOCATION:${escapeText(hotel.physicalAddress)}`,
    `GEO:${hotel.latitude};${hotel.longitude}`,
    `DESCRIPTION:${escapeText(description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return {
    fileName: `booking-${reference}.ics`,
    mediaType: ICS_MEDIA_TYPE,
    content: lines.map(foldLine).join(CRLF) + CRLF,
  }
}
