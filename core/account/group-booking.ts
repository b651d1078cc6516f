import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { startsInThePast } from "../time/hotel-day.ts"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"
import { Email } from "./email.ts"
import { FormDate } from "./form-date.ts"
import {
  AT_LEAST_ONE_GUEST,
  CANNOT_BE_IN_THE_PAST,
  DEPARTURE_BEFORE_ARRIVAL,
  GROUP_BOOKING_MIN_ROOMS,
  WHOLE_NUMBER,
} from "./messages.ts"
import { Mobile } from "./mobile.ts"
import { RequiredText } from "./required.ts"
import { LOGOUT_ROUTE } from "./session.ts"

/** spec A §5, §9: a group booking is for at least 10 rooms (the website books at most 10 itself). */
export const GROUP_BOOKING_MIN_ROOMS_COUNT = 10

/** spec A §5: the form starts at 10 rooms and 1 guest. */
export const GROUP_BOOKING_DEFAULTS = { totalRooms: GROUP_BOOKING_MIN_ROOMS_COUNT, totalGuests: 1 } as const

/** spec A §4: a sent request closes the modal and goes home. */
export const GROUP_BOOKING_SUCCESS_ROUTE = LOGOUT_ROUTE

/** spec A §5: arrival is today or later. */
export const arrivalIssue = (arrivalDate: IsoDate, today: Temporal.PlainDate): string | undefined =>
  startsInThePast(arrivalDate, today) ? CANNOT_BE_IN_THE_PAST : undefined

/**
 * spec A §5: departure is on or after arrival. The form schema checks it once every field is valid;
 * a form can run it on the departure field directly to show it sooner.
 */
export const departureIssue = (arrivalDate: IsoDate, departureDate: IsoDate): string | undefined =>
  Temporal.PlainDate.compare(toPlainDate(departureDate), toPlainDate(arrivalDate)) < 0 ? DEPARTURE_BEFORE_ARRIVAL : undefined

/**
 * spec A §3, §5: the group booking request, for a form opened on `today` (the hotels' date, from
 * core/time/clock.ts). Every field is required; lastName is the surname.
 */
export const makeGroupBookingRequest = (today: Temporal.PlainDate) =>
  Schema.Struct({
    firstName: RequiredText,
    lastName: RequiredText,
    contactNumber: Mobile,
    email: Email,
    arrivalDate: FormDate.check(Schema.makeFilter((date: string) => arrivalIssue(date, today))),
    departureDate: FormDate,
    totalRooms: Schema.Number.check(
      Schema.isInt({ message: WHOLE_NUMBER }),
      Schema.isGreaterThanOrEqualTo(GROUP_BOOKING_MIN_ROOMS_COUNT, { message: GROUP_BOOKING_MIN_ROOMS }),
    ),
    totalGuests: Schema.Number.check(
      Schema.isInt({ message: WHOLE_NUMBER }),
      Schema.isGreaterThanOrEqualTo(1, { message: AT_LEAST_ONE_GUEST }),
    ),
    locationOrHotel: RequiredText,
  }).check(
    Schema.makeFilter((request) => {
      const issue = departureIssue(request.arrivalDate, request.departureDate)
      return issue === undefined ? undefined : { path: ["departureDate"], issue }
    }),
  )

export type GroupBookingRequest = (ReturnType<typeof makeGroupBookingRequest>)["Type"]
