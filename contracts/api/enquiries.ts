import { GROUP_BOOKING_MIN_ROOMS_COUNT } from "../../core/account/group-booking.ts"
import { Schema } from "effect"
import { daysBetween } from "../../core/time/hotel-day.ts"
import {
  CalendarDate,
  Email,
  FlagDefaultFalse,
  InternationalMobile,
  MAX_EMAIL_LENGTH,
  MAX_LINE_LENGTH,
  MAX_NAME_LENGTH,
  OneOf,
  RequiredText,
  WholeNumber,
  WireStruct,
} from "./common.ts"
import { ALWAYS, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { MAX_ID } from "./hotels.ts"
import { AT_LEAST_ONE_GUEST, DEPARTURE_BEFORE_ARRIVAL, GROUP_BOOKING_MIN_ROOMS } from "./messages.ts"

/**
 * Requests people send to the hotels (spec A §7): a group booking, a meeting room, the newsletter.
 * Each is recorded and mailed to the hotel or the marketing team through the notifier; the answer
 * is 201 with the request's id.
 */

/** The answer of every enquiry call. */
export const EnquiryAccepted = Schema.Struct({
  id: Schema.Int,
  /** An acknowledgement ("Request has been sent."); the website shows its own words. */
  message: Schema.String,
}).annotate({ identifier: "EnquiryAccepted" })
export type EnquiryAccepted = typeof EnquiryAccepted.Type

/** Contract: bounds of the head counts of a request (far above any hotel, far below abuse). */
export const MAX_GROUP_ROOMS = 1000
export const MAX_GROUP_GUESTS = 5000

// POST /api/web/bookings/group_booking

/** spec A §5, §9: a group booking is for at least 10 rooms. */
export { GROUP_BOOKING_MIN_ROOMS_COUNT }

/**
 * spec A §3, §5, §7: `{ "group_booking": {...} }`. Every field is required; the contact number follows
 * the shared mobile rule written without spaces ("+27821234567"); departure is on or after arrival.
 * "Arrival not in the past" depends on today: the server answers it (422, "Cannot be in the past.").
 */
export const GroupBooking = WireStruct({
  email: Email,
  first_name: RequiredText(MAX_NAME_LENGTH),
  last_name: RequiredText(MAX_NAME_LENGTH),
  arrival_date: CalendarDate(),
  contact_number: InternationalMobile,
  departure_date: CalendarDate(),
  location_or_hotel: RequiredText(MAX_LINE_LENGTH),
  total_guests: WholeNumber({ min: 1, max: MAX_GROUP_GUESTS, minMessage: AT_LEAST_ONE_GUEST }),
  total_rooms: WholeNumber({ min: GROUP_BOOKING_MIN_ROOMS_COUNT, max: MAX_GROUP_ROOMS, minMessage: GROUP_BOOKING_MIN_ROOMS }),
}).check(
  Schema.makeFilter((request) =>
    daysBetween(request.arrival_date, request.departure_date) < 0 ? { path: ["departure_date"], issue: DEPARTURE_BEFORE_ARRIVAL } : undefined,
  ),
)

export const GroupBookingRequest = WireStruct({ group_booking: GroupBooking }).annotate({ identifier: "GroupBookingRequest" })
export type GroupBookingRequest = typeof GroupBookingRequest.Type

// POST /api/web/bookings/book_boardroom

/** spec A §4, §7: the booking type derives from the page the request came from. */
export const BOARDROOM_BOOKING_TYPES = ["boardroom_and_meetings", "conferences", "events"] as const
/** spec A §4: Whole Day is full_day, Half Day is half_day. */
export const EVENT_DURATIONS = ["half_day", "full_day"] as const

/**
 * spec A §3, §5, §7: a meeting-room request, flat (no envelope). The spec sets no format on the
 * contact number or the e-mail here (A §5), so they are required text; the event date is not in
 * the past (server rule, 422 "Cannot be in the past.").
 */
export const BookBoardroomRequest = WireStruct({
  boardroom_name: RequiredText(MAX_LINE_LENGTH),
  booking_type: OneOf(BOARDROOM_BOOKING_TYPES),
  contact_number: RequiredText(30),
  event_duration: OneOf(EVENT_DURATIONS),
  expected_guest_count: WholeNumber({ min: 1, max: MAX_GROUP_GUESTS, minMessage: AT_LEAST_ONE_GUEST }),
  email_address: RequiredText(MAX_EMAIL_LENGTH),
  event_date: CalendarDate(),
  first_name: RequiredText(MAX_NAME_LENGTH),
  hotel_id: WholeNumber({ min: 1, max: MAX_ID }),
  last_name: RequiredText(MAX_NAME_LENGTH),
}).annotate({ identifier: "BookBoardroomRequest" })
export type BookBoardroomRequest = typeof BookBoardroomRequest.Type

// POST /api/web/news_letters

/**
 * spec A §2, §3, §5, §7: the newsletter sign-up, flat (no envelope). Every text is required but the
 * spec sets no format (A §5); the two channels are false unless sent (consent is never presumed).
 * Signing up again with the same e-mail updates the names and channels.
 */
export const NewsletterRequest = WireStruct({
  first_name: RequiredText(MAX_NAME_LENGTH),
  surname: RequiredText(MAX_NAME_LENGTH),
  contact_number: RequiredText(30),
  email: RequiredText(MAX_EMAIL_LENGTH),
  via_email: FlagDefaultFalse,
  via_whatsapp: FlagDefaultFalse,
}).annotate({ identifier: "NewsletterRequest" })
export type NewsletterRequest = typeof NewsletterRequest.Type

export const enquiryEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "requestGroupBooking",
    method: "POST",
    path: "/api/web/bookings/group_booking",
    tag: "Enquiries",
    summary: "Ask for a group booking (10 rooms or more)",
    body: GroupBookingRequest,
    success: { status: 201, description: "The request is recorded and sent to reservations.", body: EnquiryAccepted },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "requestBoardroom",
    method: "POST",
    path: "/api/web/bookings/book_boardroom",
    tag: "Enquiries",
    summary: "Ask for a meeting room at a hotel",
    body: BookBoardroomRequest,
    success: { status: 201, description: "The request is recorded and sent to the hotel.", body: EnquiryAccepted },
    errors: [...WITH_BODY, ...ALWAYS],
  },
  {
    name: "signUpForNewsletter",
    method: "POST",
    path: "/api/web/news_letters",
    tag: "Enquiries",
    summary: "Join the mailing list",
    body: NewsletterRequest,
    success: { status: 201, description: "The sign-up is recorded.", body: EnquiryAccepted },
    errors: [...WITH_BODY, ...ALWAYS],
  },
]
