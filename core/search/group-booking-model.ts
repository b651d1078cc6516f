import { type ReadonlySignal, type Signal, signal } from "@preact/signals-core"
import { Effect, Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { type GroupBookingForm, groupBookingErrors, groupBookingSubmitDisabled, submitGroupBooking } from "../account/submit-group-booking.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import type { FieldErrors } from "../validation/field-errors.ts"

/** The group booking modal's fields as its form holds them (the counts from their number fields). */
const GroupBookingFields = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  contactNumber: Schema.String,
  email: Schema.String,
  arrivalDate: Schema.String,
  departureDate: Schema.String,
  totalRooms: Schema.Number,
  totalGuests: Schema.Number,
  locationOrHotel: Schema.String,
})

/**
 * The group booking form's rules for a form opened on `day`, for the kit's form hook: every message of
 * groupBookingErrors (the departure rule as soon as both dates are set) on its field.
 */
export const groupBookingFormSchema = (day: Temporal.PlainDate) =>
  GroupBookingFields.check(
    Schema.makeFilter((form: GroupBookingForm) =>
      Object.entries(groupBookingErrors(form, day)).flatMap(([field, messages]) => messages.map((issue) => ({ path: field.split("."), issue }))),
    ),
  )

export interface GroupBookingModel {
  /** The hotels' date: the earliest arrival. */
  readonly today: Temporal.PlainDate
  /** spec A §5: Submit Request only once every field holds (and not while a request is on its way: `submitting`). */
  readonly canSubmit: (form: GroupBookingForm) => boolean
  readonly submitting: ReadonlySignal<boolean>
  /** The server's messages of the last refusal (a 422's), for the form to put on their fields. */
  readonly serverErrors: ReadonlySignal<FieldErrors | null>
  /** Submit Request: sent, the modal closes and the visitor goes home; refused, the messages land on the fields. */
  readonly submit: (form: GroupBookingForm) => Effect.Effect<void, never, BookingApi | Notifications | Navigation>
  readonly reset: () => Effect.Effect<void>
  /** The modal opened or closed; the last refusal's messages are forgotten (the next opening starts afresh). */
  readonly show: (open: boolean) => Effect.Effect<void>
}

/**
 * The Make a Group Booking modal's model (spec A §2, §4, §5, §8), opened from the search form's "More than 10 rooms
 * required?": `opened` is the search form's signal saying the modal is open, which a sent request closes.
 */
export const makeGroupBookingModel = ({ opened }: { readonly opened: Signal<boolean> }): Effect.Effect<GroupBookingModel> =>
  Effect.gen(function* () {
    const day = yield* today
    const submitting = signal(false)
    const serverErrors = signal<FieldErrors | null>(null)
    return {
      today: day,
      canSubmit: (form) => !groupBookingSubmitDisabled(form, day, false),
      submitting,
      serverErrors,
      submit: (form) =>
        Effect.suspend(() => {
          if (submitting.value) return Effect.void
          submitting.value = true
          return submitGroupBooking(form).pipe(
            Effect.matchEffect({
              onSuccess: (to) =>
                Effect.andThen(
                  Effect.sync(() => void (opened.value = false)),
                  Navigation.use((navigation) => navigation.go(to)),
                ),
              onFailure: (refused) => Effect.sync(() => void (serverErrors.value = refused.fieldErrors)),
            }),
            Effect.ensuring(Effect.sync(() => void (submitting.value = false))),
          )
        }),
      reset: () => Effect.sync(() => void (serverErrors.value = null)),
      // The next opening starts afresh: no message of an earlier refusal on the new form's fields.
      show: (open) =>
        Effect.sync(() => {
          serverErrors.value = null
          opened.value = open
        }),
    }
  })
