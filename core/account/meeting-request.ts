import { Schema } from "effect"
import { boardroomBookingType, type BoardroomBookingType } from "../content/boardroom-booking-type.ts"
import { toNoonIso } from "../time/hotel-day.ts"
import { FormDate } from "./form-date.ts"
import { AT_LEAST_ONE_GUEST, WHOLE_NUMBER } from "./messages.ts"
import { RequiredText } from "./required.ts"

/** spec A §3, §5: how long a meeting room is wanted. */
export const MeetingDuration = Schema.Literals(["Half Day", "Whole Day"])
export type MeetingDuration = typeof MeetingDuration.Type

/** spec A §4, §7: the event_duration the book-boardroom call takes for each duration. */
export type EventDuration = "half_day" | "full_day"

const eventDurations: Readonly<Record<MeetingDuration, EventDuration>> = { "Half Day": "half_day", "Whole Day": "full_day" }

/** spec A §4: Whole Day is sent as full_day, Half Day as half_day. */
export const eventDurationOf = (duration: MeetingDuration): EventDuration => eventDurations[duration]

/**
 * spec A §3, §5: a meeting-room request from a hotel card. The guest fills in names, contact
 * number, e-mail, event date, guests and duration; the boardroom, hotel and page path come from the
 * card. The spec sets no format on the contact number or the e-mail here.
 */
export const MeetingRequest = Schema.Struct({
  boardroomName: Schema.String,
  contactNumber: RequiredText,
  duration: MeetingDuration,
  email: RequiredText,
  eventDate: FormDate,
  firstName: RequiredText,
  surname: RequiredText,
  hotelId: Schema.Int,
  numberOfGuests: Schema.Number.check(
    Schema.isInt({ message: WHOLE_NUMBER }),
    Schema.isGreaterThanOrEqualTo(1, { message: AT_LEAST_ONE_GUEST }),
  ),
  pathname: Schema.String,
})
export type MeetingRequest = typeof MeetingRequest.Type

/** spec A §5: Whole Day and 1 guest. */
export const MEETING_REQUEST_DEFAULTS = { duration: "Whole Day", numberOfGuests: 1 } as const satisfies Partial<MeetingRequest>

/** spec A §7: the book-boardroom request in core's terms (the adapter writes it snake_case). */
export interface BoardroomBooking {
  readonly boardroomName: string
  readonly bookingType: BoardroomBookingType
  readonly contactNumber: string
  readonly eventDuration: EventDuration
  readonly expectedGuestCount: number
  readonly emailAddress: string
  /** spec A §9: dates go to the server at noon. */
  readonly eventDate: string
  readonly firstName: string
  readonly hotelId: number
  readonly lastName: string
}

/**
 * spec A §4, §7: the request as the book-boardroom call takes it; the booking type derives from the
 * page the request was made on (core/content/boardroom-booking-type.ts).
 */
export const toBoardroomBooking = (request: MeetingRequest): BoardroomBooking => ({
  boardroomName: request.boardroomName,
  bookingType: boardroomBookingType(request.pathname),
  contactNumber: request.contactNumber,
  eventDuration: eventDurationOf(request.duration),
  expectedGuestCount: request.numberOfGuests,
  emailAddress: request.email,
  eventDate: toNoonIso(request.eventDate),
  firstName: request.firstName,
  hotelId: request.hotelId,
  lastName: request.surname,
})
