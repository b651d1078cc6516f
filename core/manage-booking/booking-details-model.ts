import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Option, type Scope } from "effect"
import type { Temporal } from "temporal-polyfill"
import type { Booking } from "../booking/booking.ts"
import { BOOKING_NOT_FOUND } from "../booking/messages.ts"
import { type BookingSession, readManageBookingLookup } from "../booking/session-store.ts"
import type { CommunicationMethod } from "../checkout/communication.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { now, today } from "../time/clock.ts"
import type { IsoDate } from "../time/iso-date.ts"
import { type BookingDetailsView, bookingDetailsView } from "./booking-details.ts"
import { applyDateChange, quoteDateChange } from "./change-dates.ts"
import { dateChangeLock } from "./date-change-lock.ts"
import { type EditDates, type EditDatesEvent, editDatesStart, editDatesStep, pastDatesError } from "./date-change.ts"
import { type Breadcrumb, manageBookingBreadcrumbs } from "./manage-booking.ts"
import { loadManagedBooking, type ManagedBookingView, payManagedBooking, resendManagedConfirmation } from "./manage-existing-booking.ts"

/** What the booking's page shows once read: the booking, its tables in display form, and the hotels' clock now. */
export interface BookingDetailsContent {
  readonly booking: Booking
  readonly details: BookingDetailsView
  /** The hotels' clock when the booking was read (it decides the 16:00 cancel cut-off). */
  readonly now: Temporal.ZonedDateTime
}

/** The page's view state: loading, Booking not found (or the server's words), or the booking. */
export const bookingDetailsPageView = (read: ResourceState<readonly [ManagedBookingView, Temporal.ZonedDateTime]>): ViewState<BookingDetailsContent> => {
  if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
  if (read.kind !== "ready") return LOADING
  const [found, at] = read.value
  if (found.kind === "error") return failed(found.message)
  if (found.kind !== "ready") return LOADING
  return ready({ booking: found.booking, details: bookingDetailsView(found.booking), now: at })
}

export interface BookingDetailsModel {
  readonly view: ReadonlySignal<ViewState<BookingDetailsContent>>
  /** spec B §2: Home / My Account / My Bookings / Manage Booking, while the manage-booking lookup is stored; else none. */
  readonly breadcrumbs: ReadonlyArray<Breadcrumb>
  readonly paying: ReadonlySignal<boolean>
  readonly resending: ReadonlySignal<CommunicationMethod | null>
  /** The stay's dates as edited (core's steps, date-change.ts). */
  readonly dates: ReadonlySignal<EditDates>
  /** Pay: the booking into the booking session, then its payment details (a failure is toasted). */
  readonly pay: () => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
  readonly resendConfirmation: (channel: CommunicationMethod) => Effect.Effect<void, never, BookingApi | Notifications>
  /** Edit Dates: the booked dates unlocked. */
  readonly editDates: () => Effect.Effect<void>
  /** Today at the hotels, when the page opened: the first day the range picker offers. */
  readonly today: IsoDate
  /** A day tapped in the range picker (issue 29 §11: check-in, then check-out). */
  readonly pickDay: (day: IsoDate) => Effect.Effect<void>
  /** Save: today's date first (a past check-in is refused on the field), then the hotel's quote for the new dates. */
  readonly saveDates: () => Effect.Effect<void, never, BookingApi | Notifications>
  /** Change dates, on the confirmation with the new total: updates, then reads the booking again. */
  readonly confirmDates: () => Effect.Effect<void, never, BookingApi | Notifications>
  /** Back: from the confirmation to editing, from an error to editing, from editing to the locked dates. */
  readonly backFromDates: () => Effect.Effect<void>
}

/**
 * The screen model of /my-account/manage-booking/booking-details/{uuid} and its view- and edit-booking pages (spec B
 * §2, §4, §5, §8): the booking read by its uuid, its side panel's commands and the edit-dates steps.
 */
export const makeBookingDetailsModel = ({
  uuid,
}: {
  readonly uuid: string
}): Effect.Effect<BookingDetailsModel, never, BookingApi | SessionStore | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const read = yield* makeResource({
      key: fixedKey(uuid === "" ? null : uuid),
      load: (id: string) => Effect.all([loadManagedBooking(id, BOOKING_NOT_FOUND), now] as const),
    })
    const view = computed(() => bookingDetailsPageView(read.state.value))
    const booking = (): Booking | null => {
      const shown = view.peek()
      return shown.kind === "ready" ? shown.value.booking : null
    }
    const breadcrumbs = manageBookingBreadcrumbs(Option.isSome(yield* readManageBookingLookup))
    const paying = signal(false)
    const resending = signal<CommunicationMethod | null>(null)
    const dates = signal<EditDates>(editDatesStart)
    const step = (event: EditDatesEvent) => Effect.sync(() => void (dates.value = editDatesStep(dates.value, event)))
    // a change after a refused check starts editing again from the refused dates
    const leaveError = Effect.suspend(() => (dates.value.step === "error" ? step({ type: "dismiss" }) : Effect.void))

    return {
      view,
      breadcrumbs,
      paying,
      resending,
      dates,
      today: (yield* today).toString(),
      pay: () =>
        Effect.suspend(() => {
          paying.value = true
          return Effect.flatMap(payManagedBooking(uuid), (to) =>
            Option.match(to, {
              onNone: () => Effect.sync(() => void (paying.value = false)),
              onSome: (path) => Navigation.use((navigation) => navigation.go(path)),
            }),
          )
        }),
      resendConfirmation: (channel) =>
        Effect.suspend(() => {
          resending.value = channel
          return resendManagedConfirmation(uuid, channel).pipe(Effect.ensuring(Effect.sync(() => void (resending.value = null))))
        }),
      editDates: () =>
        Effect.suspend(() => {
          const shown = booking()
          // a paid, part points-paid or cancelled booking keeps its dates (the server refuses them too)
          return shown === null || dateChangeLock(shown) !== null ? Effect.void : step({ type: "edit", dates: { checkInDate: shown.checkInDate, checkOutDate: shown.checkOutDate } })
        }),
      pickDay: (day) => Effect.andThen(leaveError, step({ type: "pick", day })),
      saveDates: () =>
        Effect.gen(function* () {
          const state = dates.value
          const shown = booking()
          if ((state.step !== "editing" && state.step !== "error") || shown === null) return
          const asked = state.dates
          if (state.step === "error") yield* step({ type: "dismiss" })
          const day = yield* today
          yield* step({ type: "save", today: day })
          // a past check-in is refused on the field by core's step; only other dates are checked with the hotel
          if (pastDatesError(asked.checkInDate, day) !== undefined) return
          const quote = yield* quoteDateChange(shown, asked).pipe(
            Effect.match({
              onSuccess: (totalCents) => ({ available: true, totalCents }) as const,
              onFailure: (refused) => ({ available: false, message: refused.message }) as const,
            }),
          )
          yield* step({ type: "quoted", quote })
        }),
      confirmDates: () =>
        Effect.gen(function* () {
          const state = dates.value
          const shown = booking()
          if (state.step !== "confirming" || shown === null) return
          yield* step({ type: "confirm" })
          const applied = yield* Effect.match(applyDateChange(shown, state.dates), { onSuccess: () => true, onFailure: () => false })
          if (!applied) return yield* step({ type: "failed" })
          yield* step({ type: "saved" })
          yield* step({ type: "dismiss" })
          yield* read.refresh
        }),
      backFromDates: () => step(dates.value.step === "error" ? { type: "dismiss" } : { type: "cancel" }),
    }
  })
