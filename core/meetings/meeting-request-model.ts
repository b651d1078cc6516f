import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect } from "effect"
import { OFFER_REQUEST_SENT } from "../account/messages.ts"
import { MEETING_REQUEST_DEFAULTS, type MeetingRequest, toBoardroomBooking } from "../account/meeting-request.ts"
import type { BrandKey } from "../booking/hotel.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { today } from "../time/clock.ts"
import { MEETING_REQUEST_FAILED } from "./messages.ts"

/**
 * A meeting room's request (spec A §2, §3, §4; issue 25), wherever its venue is shown (/meetings-and-events, a hotel's
 * page): More Information, the request form (its booking type from the page's path), then the thank-you with View Hotel.
 */

export interface MeetingVenue {
  readonly hotelId: number
  readonly name: string
  readonly city: string
  readonly brandKey: BrandKey
  readonly boardroomName: string
  readonly capacity: string
  /** Each duration's rate and each layout's seats. */
  readonly facts: ReadonlyArray<string>
  readonly description: string
  readonly href: string
}

/** The request form's values: the venue's boardroom, hotel and the page's path are filled in by the page. */
export type MeetingForm = MeetingRequest

export const meetingFormFor = (venue: MeetingVenue, pathname: string, day: string): MeetingForm => ({
  boardroomName: venue.boardroomName,
  hotelId: venue.hotelId,
  pathname,
  firstName: "",
  surname: "",
  contactNumber: "",
  email: "",
  eventDate: day,
  numberOfGuests: MEETING_REQUEST_DEFAULTS.numberOfGuests,
  duration: MEETING_REQUEST_DEFAULTS.duration,
})

export interface MeetingRequestInput {
  /** The page's path: its last segment names the booking type (core/content/boardroom-booking-type.ts). */
  readonly pathname: string
}

export interface MeetingRequestModel {
  readonly pathname: string
  /** Today (the earliest event date). */
  readonly today: string
  /** The venue whose More Information modal is open. */
  readonly informing: ReadonlySignal<MeetingVenue | null>
  /** The venue whose request form is open. */
  readonly requesting: ReadonlySignal<MeetingVenue | null>
  /** The venue a request was sent for: its thank-you is open. */
  readonly thanked: ReadonlySignal<MeetingVenue | null>
  readonly thankYouText: string
  readonly submitting: ReadonlySignal<boolean>
  readonly canSubmit: (form: MeetingForm) => boolean
  readonly inform: (venue: MeetingVenue | null) => Effect.Effect<void>
  /** Book Now: the request form for the venue (from its card or its More Information modal). */
  readonly request: (venue: MeetingVenue | null) => Effect.Effect<void>
  readonly submit: (form: MeetingForm) => Effect.Effect<void, never, BookingApi | Notifications>
  readonly closeThankYou: () => Effect.Effect<void>
}

const filled = (form: MeetingForm): boolean =>
  [form.firstName, form.surname, form.contactNumber, form.email, form.eventDate].every((text) => text.trim() !== "") &&
  Number.isInteger(form.numberOfGuests) &&
  form.numberOfGuests >= 1

export const makeMeetingRequestModel = (input: MeetingRequestInput): Effect.Effect<MeetingRequestModel> =>
  Effect.gen(function* () {
    const day = (yield* today).toString()
    const informing = signal<MeetingVenue | null>(null)
    const requesting = signal<MeetingVenue | null>(null)
    const thanked = signal<MeetingVenue | null>(null)
    const submitting = signal(false)
    return {
      pathname: input.pathname,
      today: day,
      informing,
      requesting,
      thanked,
      thankYouText: OFFER_REQUEST_SENT,
      submitting,
      canSubmit: (form) => filled(form) && !submitting.value,
      inform: (venue) => Effect.sync(() => void (informing.value = venue)),
      request: (venue) =>
        Effect.sync(() => {
          informing.value = null
          requesting.value = venue
        }),
      submit: (form) =>
        Effect.suspend(() => {
          if (submitting.value) return Effect.void
          submitting.value = true
          return Effect.gen(function* () {
            const api = yield* BookingApi
            const notifications = yield* Notifications
            yield* api.requestBoardroom(toBoardroomBooking(form)).pipe(
              Effect.matchEffect({
                onSuccess: () =>
                  Effect.sync(() => {
                    thanked.value = requesting.value
                    requesting.value = null
                  }),
                onFailure: () => notifications.error(MEETING_REQUEST_FAILED),
              }),
            )
          }).pipe(Effect.ensuring(Effect.sync(() => void (submitting.value = false))))
        }),
      closeThankYou: () => Effect.sync(() => void (thanked.value = null)),
    }
  })
