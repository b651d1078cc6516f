// @ts-nocheck
import { Schema } from "effect"

/** spec accounts-and-content §4, §7: the booking_type of a boardroom request. */
export const BoardroomBookingType = Schema.Literals(["boardroom_and_meetings", "conferences", "events"])
export type BoardroomBookingType = typeof BoardroomBookingType.Type

export const DEFAULT_BOARDROOM_BOOKING_TYPE: BoardroomBookingType = "boardroom_and_meetings"

/** spec accounts-and-content §4: page path segments and the booking type each gives. */
const bookingTypeBySegment: Readonly<Record<string, BoardroomBookingType>> = {
  "boardrooms-and-meetings": "boardroom_and_meetings",
  conferences: "conferences",
  events: "events",
}

/**
 * spec accounts-and-content §4: the booking type derives from the page path, by whole path segment
 * (the deepest one that names a type wins); any other path gives boardroom_and_meetings.
 */
export const boardroomBookingType = (pathname: string): BoardroomBookingType => {
  const segment = pathname.split(/[/?#]/).findLast((candidate) => Object.hasOwn(bookingTypeBySegment, candidate))
  return segment === undefined ? DEFAULT_BOARDROOM_BOOKING_TYPE : bookingTypeBySegment[segment]!
}
