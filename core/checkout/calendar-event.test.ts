import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { bookingCalendarFile, escapeText, foldLine } from "./calendar-event.ts"

const booking = sampleBooking("3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f", { totalRooms: 2, bookingItems: [sampleBookingItem(2, 1), sampleBookingItem(1, 0)] })
const STAMP = Date.UTC(2026, 10, 25, 13, 37, 0, 421)

const octets = (text: string) => new TextEncoder().encode(text).length

describe("the stay as a calendar file (Add to calendar)", () => {
  it("is an all-day event from check-in through check-out, at the hotel, with the reference, party and contacts", () => {
    const file = bookingCalendarFile(booking, STAMP)
    expect(file.fileName).toBe("booking-CTY-2026-0001.ics")
    expect(file.mediaType).toBe("text/calendar;charset=utf-8")
    const unfolded = file.content.replace(/\r\n /g, "")
    expect(unfolded.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Hotel group//Booking website//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f@booking",
      "DTSTAMP:20261125T133700Z",
      "DTSTART;VALUE=DATE:20261201",
      "DTEND;VALUE=DATE:20261204",
      "SUMMARY:Stay at Karoo City Hotel V&A Waterfront",
      "LOCATION:Corner Dock and Alfred Roads\\, Cape Town",
      "GEO:-33.9066;18.4179",
      "DESCRIPTION:Booking reference CTY-2026-0001\\n2 rooms\\, 3 adults\\, 1 child\\nHotel phone +27214199450\\nHotel e-mail vanda@example.co.za",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ])
  })

  it("says 1 room and 1 adult, and leaves children out when there are none", () => {
    const single = sampleBooking("u", { totalRooms: 1, bookingItems: [sampleBookingItem(1, 0)] })
    expect(bookingCalendarFile(single, STAMP).content).toContain("1 room\\, 1 adult\\nHotel")
  })

  it("escapes the characters iCalendar text reserves", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne")
    // a Windows line break is one break too
    expect(escapeText("line one\r\nline two")).toBe("line one\\nline two")
  })

  it("fills each folded line to the full 75 octets, counting each character's UTF-8 octets", () => {
    // per character: its octets in UTF-8; the first line holds 75 octets' worth, each next line a space and 74
    const cases: ReadonlyArray<readonly [string, number]> = [
      ["a", 1],
      ["\u007f", 1],
      ["\u0080", 2],
      ["\u07ff", 2],
      ["\u0800", 3],
      ["\uffff", 3],
      ["\u{10000}", 4],
    ]
    for (const [character, size] of cases) {
      const pieces = foldLine(character.repeat(200)).split("\r\n")
      expect([...pieces[0]!].length).toBe(Math.floor(75 / size))
      expect([...pieces[1]!].length).toBe(1 + Math.floor(74 / size))
    }
  })

  it("folds every line to at most 75 octets without splitting a character, and unfolding gives the line back", () =>
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`
        const folded = foldLine(line)
        return folded.split("\r\n").every((piece) => octets(piece) <= 75) && folded.replace(/\r\n /g, "") === line
      }),
    ))
})
