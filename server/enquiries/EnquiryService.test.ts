import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bookBoardroomExample, groupBookingExample } from "../../contracts/api/testing/examples.ts"
import { HOTEL_EMAIL_DOMAIN } from "../db/seed/catalogue.ts"
import { boardroomMessage, groupBookingMessage, isBeforeToday, oneLine, RESERVATIONS_DESK_EMAIL, unstorableText } from "./EnquiryService.ts"

const group = { ...groupBookingExample.group_booking, arrival_date: "2030-03-10", departure_date: "2030-03-13" }
const meeting = { ...bookBoardroomExample, event_date: "2030-03-18" }

describe("today at the hotels decides what is in the past", () => {
  it("counts today as not in the past and yesterday as past", () => {
    const morning = Date.parse("2030-03-04T08:00:00+02:00")
    expect(isBeforeToday("2030-03-04", morning)).toBe(false)
    expect(isBeforeToday("2030-03-05", morning)).toBe(false)
    expect(isBeforeToday("2030-03-03", morning)).toBe(true)
  })

  it("turns the day at midnight on the hotels' clock (UTC+2), not at midnight UTC", () => {
    // 22:30 UTC on the 3rd is already 00:30 on the 4th at the hotels.
    const justAfterMidnight = Date.parse("2030-03-03T22:30:00Z")
    expect(isBeforeToday("2030-03-03", justAfterMidnight)).toBe(true)
    const justBeforeMidnight = Date.parse("2030-03-03T21:59:59Z")
    expect(isBeforeToday("2030-03-03", justBeforeMidnight)).toBe(false)
  })
})

describe("text PostgreSQL cannot store", () => {
  it("names each text field holding U+0000, under the body's path", () => {
    expect(unstorableText({ first_name: "A\u0000", surname: "B", total_rooms: 12 }, "group_booking.")).toEqual({ "group_booking.first_name": ["Must be text"] })
    expect(unstorableText({ first_name: "Zoë 😀 \t\n", surname: "B" })).toEqual({})
  })
})

describe("the messages to the desk and the hotels", () => {
  it("sends group bookings to the reservations desk at the group's mail domain", () => {
    expect(RESERVATIONS_DESK_EMAIL.endsWith(`@${HOTEL_EMAIL_DOMAIN}`)).toBe(true)
  })

  it("keeps a subject on one line whatever the sender typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        // A line break in a subject would let a sender add mail headers once a real channel sends it.
        // eslint-disable-next-line no-control-regex
        expect(oneLine(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      }),
    )
  })

  it("writes a group booking's subject from the request, on one line", () => {
    const message = groupBookingMessage(31, { ...group, location_or_hotel: "Durban\r\nBcc: someone@example.com" })
    expect(message.subject).toBe("Group booking request 31: 12 rooms, 10 Mar 2030 to 13 Mar 2030, Durban Bcc: someone@example.com")
  })

  it("lists every detail of a group booking for the desk", () => {
    expect(groupBookingMessage(31, group).body).toBe(
      [
        "A group booking request has arrived from the website.",
        [
          "Request: 31",
          "Name: Sipho Dlamini",
          "E-mail: events@example.co.za",
          "Contact number: +27821234567",
          "Location or hotel: Durban",
          "Arrival: Sunday, 10 March 2030",
          "Departure: Wednesday, 13 March 2030",
          "Rooms: 12",
          "Guests: 24",
        ].join("\n"),
        "Please reply to the sender directly. This message was sent from the website's enquiry form.",
      ].join("\n\n"),
    )
  })

  it("lists every detail of a meeting-room request for the hotel, in words", () => {
    const message = boardroomMessage(7, "Karoo City Sandton", { ...meeting, booking_type: "conferences", event_duration: "half_day" })
    expect(message.subject).toBe("Meeting room request 7: Protea Boardroom, 18 Mar 2030")
    expect(message.body).toContain("A meeting room request for Karoo City Sandton has arrived from the website.")
    expect(message.body).toContain(
      [
        "Request: 7",
        "Type: Conference",
        "Room: Protea Boardroom",
        "Date: Monday, 18 March 2030",
        "Duration: Half day",
        "Expected guests: 12",
        "Name: Sipho Dlamini",
        "E-mail: events@example.co.za",
        "Contact number: +27821234567",
      ].join("\n"),
    )
  })
})
