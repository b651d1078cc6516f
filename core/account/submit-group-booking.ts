import { Effect, Result, Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import { FieldErrors, formFieldErrorsOf, validate } from "../validation/field-errors.ts"
import { IsoDate } from "../time/iso-date.ts"
import { departureIssue, GROUP_BOOKING_DEFAULTS, GROUP_BOOKING_SUCCESS_ROUTE, makeGroupBookingRequest } from "./group-booking.ts"
import { GROUP_BOOKING_FAILED, GROUP_BOOKING_SENT } from "./messages.ts"

/** The group booking modal's fields as typed (spec A §3); the counts are numbers from their number fields. */
export interface GroupBookingForm {
  readonly firstName: string
  readonly lastName: string
  readonly contactNumber: string
  readonly email: string
  readonly arrivalDate: string
  readonly departureDate: string
  readonly totalRooms: number
  readonly totalGuests: number
  readonly locationOrHotel: string
}

/**
 * spec A §5: the modal opens with 10 rooms and 1 guest. What the visitor already searched (the
 * destination and dates of the search form) is filled in, so nothing is typed twice.
 */
export const groupBookingForm = (
  from: { readonly locationOrHotel?: string; readonly arrivalDate?: string | null; readonly departureDate?: string | null } = {},
): GroupBookingForm => ({
  firstName: "",
  lastName: "",
  contactNumber: "",
  email: "",
  arrivalDate: from.arrivalDate ?? "",
  departureDate: from.departureDate ?? "",
  totalRooms: GROUP_BOOKING_DEFAULTS.totalRooms,
  totalGuests: GROUP_BOOKING_DEFAULTS.totalGuests,
  locationOrHotel: from.locationOrHotel ?? "",
})

const isIsoDate = Schema.is(IsoDate)

/**
 * spec A §5: every message of the form for a form opened on `today` (validated on change and blur). The
 * departure rule is checked on its own too, so it shows as soon as both dates are set, not only once every
 * other field holds.
 */
export const groupBookingErrors = (form: GroupBookingForm, day: Temporal.PlainDate): FieldErrors => {
  const result = validate(makeGroupBookingRequest(day))(form)
  const errors = Result.isFailure(result) ? result.failure : {}
  const departure =
    isIsoDate(form.arrivalDate) && isIsoDate(form.departureDate) ? departureIssue(form.arrivalDate, form.departureDate) : undefined
  if (departure === undefined || (errors.departureDate ?? []).includes(departure)) return errors
  return { ...errors, departureDate: [...(errors.departureDate ?? []), departure] }
}

/** spec A §5: Submit Request is disabled until every field holds, and while a request is on its way. */
export const groupBookingSubmitDisabled = (form: GroupBookingForm, day: Temporal.PlainDate, submitting: boolean): boolean =>
  submitting || Object.keys(groupBookingErrors(form, day)).length > 0

/** The request did not go: the fields' messages (the form's own, or the server's 422). */
export class GroupBookingRefused extends Schema.TaggedError<GroupBookingRefused>()("GroupBookingRefused", {
  fieldErrors: FieldErrors,
}) {}

/**
 * spec A §4, §7, §8: sends the group booking request (POST /api/web/bookings/group_booking). Sent:
 * "Request has been sent." and the modal closes and the visitor goes home (answers the route).
 * Refused or failed: "Could not make booking", the server's field messages land on the fields, and
 * the form keeps every value (nothing here clears it).
 */
export const submitGroupBooking = Effect.fn("GroupBooking.submit")(function* (
  form: GroupBookingForm,
): Effect.fn.Return<typeof GROUP_BOOKING_SUCCESS_ROUTE, GroupBookingRefused, BookingApi | Notifications> {
  const notifications = yield* Notifications
  const validated = validate(makeGroupBookingRequest(yield* today))(form)
  if (Result.isFailure(validated)) return yield* new GroupBookingRefused({ fieldErrors: validated.failure })
  const api = yield* BookingApi
  const sent = yield* Effect.result(api.requestGroupBooking(validated.success))
  if (Result.isFailure(sent)) {
    yield* notifications.error(GROUP_BOOKING_FAILED)
    return yield* new GroupBookingRefused({ fieldErrors: formFieldErrorsOf(sent.failure.fieldErrors, "group_booking") })
  }
  yield* notifications.success(GROUP_BOOKING_SENT)
  return GROUP_BOOKING_SUCCESS_ROUTE
})
