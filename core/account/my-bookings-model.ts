import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Option, type Scope } from "effect"
import type { Temporal } from "temporal-polyfill"
import { type Booking, type BookingsTable, bookingsTableView, sidePanelOptions } from "../booking/booking.ts"
import type { BookingSession } from "../booking/session-store.ts"
import { type PageWindowItem, pageWindow } from "../content/pagination.ts"
import type { HttpError } from "../http/http-error.ts"
import { payManagedBooking } from "../manage-booking/manage-existing-booking.ts"
import { cancelledReferenceOf } from "../manage-booking/manage-booking.ts"
import { cancelledReference } from "../manage-booking/messages.ts"
import { BOOKING_CANCELLED } from "../booking/messages.ts"
import { AccountApi, type BookingsPage } from "../ports/AccountApi.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { formatMoney } from "../rates/money-format.ts"
import { makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { now } from "../time/clock.ts"
import { formatDate } from "../time/format.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import { bookingDetailsRoute } from "../routes.ts"
import { MemberSession } from "./member-session-store.ts"

/** One row of a bookings table, in display form, with what the member may do with it. */
export interface MyBookingRow {
  readonly uuid: string
  readonly reference: string
  readonly hotel: string
  readonly checkIn: string
  readonly checkOut: string
  readonly total: string
  /** spec A §4, B §4: Paid / Unpaid in current bookings, Done / Cancelled in previous ones. */
  readonly status: string
  /** The member's own booking opens by its uuid, with no code (docs/decisions.md, issue 13). */
  readonly to: string
  /** spec A §4, §6, B §4: an unpaid booking, not at hotel 830 (current bookings only). */
  readonly canPay: boolean
  /** spec B §4: before 16:00 on the check-in day and not cancelled (current bookings only). */
  readonly canCancel: boolean
  /** The booking itself, for the cancel dialog's model. */
  readonly booking: Booking
}

export interface MyBookingsTableContent {
  readonly rows: ReadonlyArray<MyBookingRow>
  readonly page: number
  readonly pageCount: number
  /** spec A §9: the first page and the current one plus or minus 1 (2 on page 1). */
  readonly pages: ReadonlyArray<PageWindowItem>
}

/** A page of bookings as read: the page, or the normalised error's words. */
export type BookingsAnswer = { readonly kind: "page"; readonly page: BookingsPage } | { readonly kind: "error"; readonly message: string }

/**
 * spec A §4, §7, §9, B §2, §4, §8: one table of My Bookings: loading, "No bookings", the read's failure in its words,
 * or the page's rows with their status labels and actions (actions in current bookings only) and the pages to offer.
 */
export const myBookingsTableView = (
  table: BookingsTable,
  read: ResourceState<readonly [BookingsAnswer, Temporal.ZonedDateTime]>,
  page: number,
): ViewState<MyBookingsTableContent> => {
  if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
  if (read.kind !== "ready") return LOADING
  const [answer, at] = read.value
  if (answer.kind === "error") return failed(answer.message)
  const shown = bookingsTableView(table, answer.page.bookings)
  if (shown.kind === "empty") return empty(shown.message)
  const rows = answer.page.bookings.map((booking, index): MyBookingRow => {
    const row = shown.rows[index]!
    const options = sidePanelOptions(booking, at)
    return {
      uuid: booking.uuid,
      reference: row.confirmationNumber,
      hotel: row.hotelName,
      checkIn: formatDate(row.checkInDate, "DD MMMM YYYY"),
      checkOut: formatDate(row.checkOutDate, "DD MMMM YYYY"),
      total: formatMoney(row.totalForStayCents, row.currency),
      status: row.statusLabel,
      to: bookingDetailsRoute(booking.uuid),
      canPay: table === "current" && options.showPay,
      canCancel: table === "current" && options.showCancel,
      booking,
    }
  })
  const pageCount = Math.max(answer.page.totalPages, 1)
  return ready({ rows, page, pageCount, pages: pageWindow(page, pageCount) })
}

export interface MyBookingsModel {
  /** A visitor sees the visitor's text; a member the two tables. */
  readonly member: ReadonlySignal<boolean>
  /** A visitor who has just cancelled: the spec's success words and the cancelled booking's reference (issue 29 §10). */
  readonly cancelled: ReadonlySignal<{ readonly message: string; readonly reference: string } | null>
  readonly current: ReadonlySignal<ViewState<MyBookingsTableContent>>
  readonly previous: ReadonlySignal<ViewState<MyBookingsTableContent>>
  /** The booking whose payment is being started, or null. */
  readonly paying: ReadonlySignal<string | null>
  readonly showPage: (table: BookingsTable, page: number) => Effect.Effect<void>
  /** spec A §4: Pay Booking loads the booking into the booking session, then goes to its payment details. */
  readonly pay: (uuid: string) => Effect.Effect<void, never, BookingApi | Notifications | BookingSession | Navigation>
}

const answerOf = (read: Effect.Effect<BookingsPage, HttpError, AccountApi>): Effect.Effect<BookingsAnswer, never, AccountApi> =>
  Effect.match(read, {
    onSuccess: (page): BookingsAnswer => ({ kind: "page", page }),
    onFailure: (error): BookingsAnswer => ({ kind: "error", message: error.message }),
  })

/**
 * Each arrival at My Bookings is a screen of its own (`visit`: the router's key of the arrival): a cancellation lands
 * here (spec A §4) from this very page, and the member then sees the tables as they are now.
 */
export interface MyBookingsInput {
  readonly visit: string
  /** The arrival's query: `?cancelled=...` after a visitor's cancellation. */
  readonly search: string
}

/**
 * The screen model of /my-account/my-bookings (spec A §2, §4, §7, B §2, §4): for a signed-in member, the current
 * and previous bookings, each read 6 a page with the member's token and paged on its own; for a visitor, nothing read.
 */
export const makeMyBookingsModel = (arrival: MyBookingsInput): Effect.Effect<MyBookingsModel, never, MemberSession | AccountApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    const pages = { current: signal(1), previous: signal(1) }
    const readTable = (table: BookingsTable) =>
      makeResource({
        key: computed(() => (session.loggedIn.value ? pages[table].value : null)),
        load: (page: number) =>
          Effect.all([
            answerOf(session.run((token) => AccountApi.use((api) => (table === "current" ? api.activeBookings(token, page) : api.inactiveBookings(token, page))))),
            now,
          ] as const),
      })
    const current = yield* readTable("current")
    const previous = yield* readTable("previous")
    const paying = signal<string | null>(null)
    const cancelledBooking = cancelledReferenceOf(arrival.search)
    return {
      member: session.loggedIn,
      cancelled: computed(() =>
        session.loggedIn.value || cancelledBooking === null ? null : { message: BOOKING_CANCELLED, reference: cancelledReference(cancelledBooking) },
      ),
      current: computed(() => myBookingsTableView("current", current.state.value, pages.current.value)),
      previous: computed(() => myBookingsTableView("previous", previous.state.value, pages.previous.value)),
      paying,
      showPage: (table, page) => Effect.sync(() => void (pages[table].value = Math.max(1, page))),
      pay: (uuid) =>
        Effect.suspend(() => {
          paying.value = uuid
          return Effect.flatMap(payManagedBooking(uuid), (to) =>
            Option.match(to, {
              onNone: () => Effect.sync(() => void (paying.value = null)),
              onSome: (path) => Navigation.use((navigation) => navigation.go(path)),
            }),
          )
        }),
    }
  })
