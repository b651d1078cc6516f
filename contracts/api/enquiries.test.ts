import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BookBoardroomRequest, EnquiryAccepted, GroupBookingRequest, NewsletterRequest } from "./enquiries.ts"
import { validationErrorBody } from "./errors.ts"
import { bookBoardroomExample, groupBookingExample, newsletterExample } from "./testing/examples.ts"

type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

const errorsOf = (schema: Decodable, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  return Result.isFailure(result) ? validationErrorBody(result.failure.issue).errors : {}
}

const roundTrips = (schema: Decodable, input: unknown) =>
  expect(Schema.encodeUnknownSync(schema)(Schema.decodeUnknownSync(schema)(input))).toEqual(input)

const group = groupBookingExample.group_booking

describe("group booking (POST /api/web/bookings/group_booking)", () => {
  it("decodes the spec's body and round-trips it", () => {
    roundTrips(GroupBookingRequest, groupBookingExample)
  })

  it("is for 10 rooms or more and at least 1 guest, in whole numbers", () => {
    expect(errorsOf(GroupBookingRequest, { group_booking: { ...group, total_rooms: 9, total_guests: 0 } })).toEqual({
      "group_booking.total_rooms": ["A group booking needs at least 10 rooms"],
      "group_booking.total_guests": ["Must be at least 1 guest"],
    })
    expect(errorsOf(GroupBookingRequest, { group_booking: { ...group, total_rooms: 10.5 } })).toEqual({
      "group_booking.total_rooms": ["Must be a whole number"],
    })
  })

  it("departs on or after arrival", () => {
    expect(errorsOf(GroupBookingRequest, { group_booking: { ...group, departure_date: "2027-03-09" } })).toEqual({
      "group_booking.departure_date": ["Departure cannot be before arrival"],
    })
    expect(Schema.decodeUnknownSync(GroupBookingRequest)({ group_booking: { ...group, departure_date: group.arrival_date } }).group_booking.departure_date).toBe(
      "2027-03-10",
    )
  })

  it("needs every field, with the shared mobile and e-mail rules", () => {
    expect(errorsOf(GroupBookingRequest, { group_booking: { contact_number: "0821234567", email: "sipho" } })).toEqual({
      "group_booking.email": ["Must be a valid email"],
      "group_booking.first_name": ["Required"],
      "group_booking.last_name": ["Required"],
      "group_booking.arrival_date": ["Required"],
      "group_booking.contact_number": ["Number must start with country calling code."],
      "group_booking.departure_date": ["Required"],
      "group_booking.location_or_hotel": ["Required"],
      "group_booking.total_guests": ["Required"],
      "group_booking.total_rooms": ["Required"],
    })
  })
})

describe("meeting room request (POST /api/web/bookings/book_boardroom)", () => {
  it("decodes the spec's flat body and round-trips it", () => {
    roundTrips(BookBoardroomRequest, bookBoardroomExample)
  })

  it("knows the booking types and durations, and needs a guest", () => {
    expect(errorsOf(BookBoardroomRequest, { ...bookBoardroomExample, booking_type: "wedding", event_duration: "Whole Day", expected_guest_count: 0 })).toEqual({
      booking_type: ["Must be one of: boardroom_and_meetings, conferences, events"],
      event_duration: ["Must be one of: half_day, full_day"],
      expected_guest_count: ["Must be at least 1 guest"],
    })
  })
})

describe("newsletter (POST /api/web/news_letters)", () => {
  it("decodes the spec's flat body; the channels are off unless sent", () => {
    roundTrips(NewsletterRequest, newsletterExample)
    const { via_email: _, via_whatsapp: __, ...withoutChannels } = newsletterExample
    expect(Schema.decodeUnknownSync(NewsletterRequest)(withoutChannels)).toMatchObject({ via_email: false, via_whatsapp: false })
  })

  it("needs every text but sets no format on them (spec A §5)", () => {
    expect(Schema.decodeUnknownSync(NewsletterRequest)({ ...newsletterExample, email: "thandi", contact_number: "082" })).toMatchObject({ email: "thandi" })
    expect(errorsOf(NewsletterRequest, { via_email: "yes" })).toEqual({
      first_name: ["Required"],
      surname: ["Required"],
      contact_number: ["Required"],
      email: ["Required"],
      via_email: ["Must be true or false"],
    })
  })

  it("answers every enquiry with its id and an acknowledgement", () => {
    roundTrips(EnquiryAccepted, { id: 31, message: "Request has been sent." })
  })
})
