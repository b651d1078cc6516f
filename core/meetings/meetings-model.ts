import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { OFFER_REQUEST_SENT } from "../account/messages.ts"
import { MEETING_REQUEST_DEFAULTS, type MeetingRequest, toBoardroomBooking } from "../account/meeting-request.ts"
import { BRAND_KEYS, type BrandKey } from "../booking/hotel.ts"
import { allHotelsQuery, type HotelDetails } from "../content/hotel-listing.ts"
import { siteTitle } from "../content/messages.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { meetingRoomOf } from "../hotels/hotel-page-model.ts"
import { loadHotelsPage } from "../hotels/load-hotels.ts"
import { NO_HOTELS } from "../hotels/messages.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { MEETINGS_AND_EVENTS_ROUTE } from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { today } from "../time/clock.ts"
import { MEETING_REQUEST_FAILED, MEETINGS_AND_EVENTS, MEETINGS_DESCRIPTION, upToGuests } from "./messages.ts"

/**
 * /meetings-and-events (spec A §2, §3, §4; issue 25): the hotels that let a meeting room, each with its rates and
 * seats, More Information and Book Now; the request form (names, contact, e-mail, event date, guests, Half Day or
 * Whole Day) sends a boardroom request whose booking type comes from the page's path; sent, a thank-you with View Hotel.
 */

export interface MeetingsInput {
  /** The page's path: its last segment names the booking type (core/content/boardroom-booking-type.ts). */
  readonly pathname: string
}

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

export const meetingVenuesOf = (hotels: ReadonlyArray<HotelDetails>): ReadonlyArray<MeetingVenue> =>
  hotels.flatMap((hotel) => {
    const room = meetingRoomOf(hotel)
    return room === null
      ? []
      : [
          {
            hotelId: hotel.id,
            name: hotel.name,
            city: hotel.city,
            brandKey: BRAND_KEYS[hotel.brand.id],
            boardroomName: `Boardroom, ${hotel.name}`,
            capacity: upToGuests(room.capacity),
            facts: room.facts,
            description: hotel.description,
            href: hotelPageOf(hotel),
          },
        ]
  })

export const meetingsView = (read: ResourceState<ReadonlyArray<HotelDetails>>): ViewState<ReadonlyArray<MeetingVenue>> => {
  if (read.kind === "failed") return empty(NO_HOTELS)
  if (read.kind !== "ready") return LOADING
  const venues = meetingVenuesOf(read.value)
  return venues.length === 0 ? empty(NO_HOTELS) : ready(venues)
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

export interface MeetingsModel {
  readonly view: ReadonlySignal<ViewState<ReadonlyArray<MeetingVenue>>>
  readonly head: PageHead
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

export const makeMeetingsModel = (input: MeetingsInput): Effect.Effect<MeetingsModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const day = (yield* today).toString()
    const hotels = yield* makeResource({
      key: fixedKey(allHotelsQuery()),
      load: (key) => Effect.map(loadHotelsPage(key), (answer) => answer.hotels),
      shared: { id: (key) => `hotels:${JSON.stringify(key)}:list` },
    })
    const informing = signal<MeetingVenue | null>(null)
    const requesting = signal<MeetingVenue | null>(null)
    const thanked = signal<MeetingVenue | null>(null)
    const submitting = signal(false)
    return {
      view: computed(() => meetingsView(hotels.state.value)),
      head: { title: siteTitle(MEETINGS_AND_EVENTS), description: MEETINGS_DESCRIPTION, canonicalPath: input.pathname || MEETINGS_AND_EVENTS_ROUTE },
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
