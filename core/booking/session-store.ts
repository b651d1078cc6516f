import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SessionStore } from "../ports/SessionStore.ts"
import type { SessionStart } from "../screen/page-render.ts"
import { type BookingSummaryAmounts, bookingSummaryAmounts } from "../rates/vat.ts"
import type { Coordinates } from "../search/coordinates.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { sessionSearch } from "../search/session-search.ts"
import type { CommunicationMethod } from "../checkout/communication.ts"
import {
  chooseRoomAt,
  nextStep,
  type RoomChoice,
  type RoomsStep,
  roomsLackingChoice,
  selectLoadingStays,
  stepAfterChoice,
} from "./room-selection.ts"
import {
  BookingSessionState,
  type BookingSummary,
  bookingSummary,
  DEFAULT_BOOKING_SESSION_STATE,
  type GuestRoomState,
  roomsTotal,
  withSearch,
} from "./session-state.ts"

/**
 * Where a server-drawn booking page hands over the session it was drawn with (its URL's search, serialised as storage
 * keeps it) among the page's state (core/screen/page-render.ts): the browser's session starts from it (issue 27).
 */
export const DRAWN_BOOKING_STATE = "booking-session drawn"

/** spec B §9: what session storage keeps, under these keys. */
export const SESSION_KEYS = {
  bookingState: "hotel.booking.state",
  manageBookingEmail: "hotel.manageBooking.email",
  manageBookingNumber: "hotel.manageBooking.bookingNumber",
} as const

const StoredBookingState = Schema.fromJsonString(BookingSessionState)
const decodeStoredBookingState = Schema.decodeUnknownOption(StoredBookingState)
const encodeStoredBookingState = Schema.encodeSync(StoredBookingState)

/** The stored text as state; nothing stored, text that is not JSON, or JSON of another shape all give the defaults. */
export const hydrateBookingState = (stored: Option.Option<string>): BookingSessionState =>
  Option.getOrElse(Option.flatMap(stored, decodeStoredBookingState), () => DEFAULT_BOOKING_SESSION_STATE)

export const serialiseBookingState = (state: BookingSessionState): string => encodeStoredBookingState(state)

export interface ConfirmationDetails {
  readonly confirmationNumber: string
  readonly mainGuestName: string
  readonly confirmationCommunicationMethod: ReadonlyArray<CommunicationMethod>
}

/**
 * spec B §3: the search and booking state kept for the session. Signals for the views; commands
 * update the state and write it through the SessionStore port.
 */
export interface BookingSessionShape {
  readonly state: ReadonlySignal<BookingSessionState>
  /** A search was submitted: the booking pages may show (spec B §2 redirect rule). */
  readonly isInitialised: ReadonlySignal<boolean>
  readonly activeRoom: ReadonlySignal<GuestRoomState | undefined>
  readonly roomsLackingChoice: ReadonlySignal<ReadonlyArray<number>>
  readonly nextStep: ReadonlySignal<Extract<RoomsStep, { kind: "room" | "review" }>>
  /** spec B §4: the active room's select button keeps its loading state. */
  readonly selectLoadingStays: ReadonlySignal<boolean>
  /** Cents. */
  readonly totalForStay: ReadonlySignal<number>
  /** spec B §2, §9: Subtotal rate, Taxes & Fees and Total Amount of the booking summary panel. */
  readonly paymentSummary: ReadonlySignal<BookingSummaryAmounts>
  readonly summary: ReadonlySignal<BookingSummary>

  readonly setSearch: (criteria: SearchCriteria) => Effect.Effect<void>
  readonly setPromoCode: (promoCode: string, valid: boolean) => Effect.Effect<void>
  readonly setClubCard: (clubCard: string, valid: boolean) => Effect.Effect<void>
  readonly setUserCoordinates: (coordinates: Coordinates | null) => Effect.Effect<void>
  /** Ignored unless `index` names a requested room. */
  readonly setActiveRoom: (index: number) => Effect.Effect<void>
  /** Stores the choice at the active room and answers where the rooms page goes next. */
  readonly chooseRoom: (choice: RoomChoice) => Effect.Effect<RoomsStep>
  /** The server's hold on the rooms: its uuid, when it lapses, and the stay's total it was taken at (cents). */
  readonly setHold: (hold: { readonly uuid: string; readonly expiresAt: string; readonly totalCents: number }) => Effect.Effect<void>
  readonly setCancellationPolicyAccepted: (isCancellationPolicyAccepted: boolean) => Effect.Effect<void>
  /** issue 29: what loyalty points paid of the session's booking (the summary then shows the card's part). */
  readonly setPointsPaid: (paid: { readonly nights: number; readonly points: number; readonly coveredCents: number }) => Effect.Effect<void>
  /** Replaces the whole state (an existing booking loaded for payment: core/checkout/load-booking-to-pay.ts). */
  readonly restore: (state: BookingSessionState) => Effect.Effect<void>
  readonly setMandatoryPayment: (isMandatoryPayment: boolean) => Effect.Effect<void>
  readonly setConfirmation: (details: ConfirmationDetails) => Effect.Effect<void>
  /** spec A §4 (Pay Booking from the account): the stay's total, in cents, and its currency. */
  readonly setTotalPrice: (totalPriceForStay: number, currency: string) => Effect.Effect<void>
  /** spec B §3: back to the defaults, and nothing left in storage. */
  readonly reset: Effect.Effect<void>
  /** A session started from the defaults (`SessionStart`) takes up the stored state; once, and never over a command's change. */
  readonly readStored: Effect.Effect<void>
}

/**
 * The stored state under the one a server-drawn booking page was drawn with (its URL's search, issue 27): the stored
 * state when it holds that search (its room choices kept), else the stored state given that search, as a shared link
 * opened in the browser sets it (core/search/load-search-link.ts), with the server's answers on its promo code and
 * club card (it checked them to draw the page). A page drawn from the defaults takes up the stored.
 */
export const storedUnderDrawn = (stored: BookingSessionState, drawn: BookingSessionState): BookingSessionState => {
  const search = sessionSearch(drawn)
  if (search === null) return stored
  if (JSON.stringify(sessionSearch(stored)) === JSON.stringify(search)) return stored
  const { promoCode, promoCodeValid, isMandatoryPayment, clubCard, clubCardValid } = drawn
  return withSearch({ ...stored, promoCode, promoCodeValid, isMandatoryPayment, clubCard, clubCardValid }, search)
}

/**
 * The booking session, from session storage at once or, hydrating a server-drawn page, from the state the server drew
 * it with (the defaults, or a booking page's URL search) until `readStored` runs.
 */
export const makeBookingSession = Effect.fn("BookingSession.make")(function* (
  start: SessionStart = "stored",
  drawn: BookingSessionState = DEFAULT_BOOKING_SESSION_STATE,
) {
  const storage = yield* SessionStore
  const readState = Effect.map(storage.get(SESSION_KEYS.bookingState), hydrateBookingState)
  const state = signal(start === "stored" ? yield* readState : drawn)
  let storedRead = start === "stored"
  // The stored state, read once: every command runs after it, so none writes the drawn defaults over it.
  const readStored = Effect.suspend(() => {
    if (storedRead) return Effect.void
    return Effect.flatMap(readState, (stored) => {
      if (storedRead) return Effect.void
      storedRead = true
      state.value = stored
      written = serialiseBookingState(stored)
      return commit(storedUnderDrawn(stored, drawn))
    })
  })

  // What this session last wrote (or read): a command that changes nothing writes nothing, so a screen settling on
  // the state it found (an empty promo code checked on mount) never puts this page's copy over a newer one.
  let written = serialiseBookingState(state.value)
  const commit = (next: BookingSessionState): Effect.Effect<void> => {
    state.value = next
    const serialised = serialiseBookingState(next)
    if (serialised === written) return Effect.void
    written = serialised
    return storage.set(SESSION_KEYS.bookingState, serialised)
  }
  const update = (change: (current: BookingSessionState) => BookingSessionState): Effect.Effect<void> =>
    Effect.andThen(readStored, Effect.suspend(() => commit(change(state.value))))

  const chooseRoom = (choice: RoomChoice): Effect.Effect<RoomsStep> =>
    Effect.andThen(
      readStored,
      Effect.suspend(() => {
        const current = state.value
        const guestRooms = chooseRoomAt(current.guestRooms, current.activeRoomIndex, choice)
        const step = stepAfterChoice(choice, guestRooms)
        return commit({
          ...current,
          guestRooms,
          totalPriceForStay: roomsTotal(guestRooms),
          activeRoomIndex: step.kind === "room" ? step.index : current.activeRoomIndex,
        }).pipe(Effect.as(step))
      }),
    )

  const session: BookingSessionShape = {
    state,
    isInitialised: computed(() => state.value.isSearchInitialised),
    activeRoom: computed(() => state.value.guestRooms[state.value.activeRoomIndex]),
    roomsLackingChoice: computed(() => roomsLackingChoice(state.value.guestRooms)),
    nextStep: computed(() => nextStep(state.value.guestRooms)),
    selectLoadingStays: computed(() => selectLoadingStays(state.value.activeRoomIndex, state.value.guestRooms.length)),
    totalForStay: computed(() => state.value.totalPriceForStay),
    paymentSummary: computed(() => bookingSummaryAmounts(state.value.totalPriceForStay)),
    summary: computed(() => bookingSummary(state.value)),

    setSearch: (criteria) => update((current) => withSearch(current, criteria)),
    setPromoCode: (promoCode, valid) =>
      update((current) => ({
        ...current,
        promoCode,
        promoCodeValid: valid,
        // a mandatory-payment flag came with the old code's special offer
        isMandatoryPayment: promoCode === current.promoCode && current.isMandatoryPayment,
      })),
    setClubCard: (clubCard, clubCardValid) => update((current) => ({ ...current, clubCard, clubCardValid })),
    setUserCoordinates: (userCoordinates) => update((current) => ({ ...current, userCoordinates })),
    setActiveRoom: (index) =>
      update((current) =>
        Number.isInteger(index) && index >= 0 && index < current.guestRooms.length
          ? { ...current, activeRoomIndex: index }
          : current,
      ),
    chooseRoom,
    setHold: (hold) =>
      update(({ pointsPaid, ...current }) => ({
        ...current,
        // issue 29: what points paid belongs to its booking: kept while the hold follows it, gone for another hold
        ...(pointsPaid !== undefined && hold.uuid === current.uuid ? { pointsPaid } : {}),
        uuid: hold.uuid,
        holdExpiresAt: hold.expiresAt,
        totalPriceForStay: hold.totalCents,
        // a new hold is a new commitment: the policy is accepted for it on the review step
        isCancellationPolicyAccepted: false,
      })),
    setCancellationPolicyAccepted: (isCancellationPolicyAccepted) =>
      update((current) => ({ ...current, isCancellationPolicyAccepted })),
    setPointsPaid: ({ nights, points, coveredCents }) => update((current) => ({ ...current, pointsPaid: { nights, points, coveredCents } })),
    restore: (next) =>
      Effect.suspend(() => {
        storedRead = true
        return commit(next)
      }),
    setMandatoryPayment: (isMandatoryPayment) => update((current) => ({ ...current, isMandatoryPayment })),
    setConfirmation: (details) =>
      update((current) => ({
        ...current,
        confirmationNumber: details.confirmationNumber,
        mainGuestName: details.mainGuestName,
        confirmationCommunicationMethod: details.confirmationCommunicationMethod,
      })),
    readStored,
    setTotalPrice: (totalPriceForStay, currency) => update((current) => ({ ...current, totalPriceForStay, currency })),
    reset: Effect.suspend(() => {
      storedRead = true
      state.value = DEFAULT_BOOKING_SESSION_STATE
      written = serialiseBookingState(DEFAULT_BOOKING_SESSION_STATE)
      return storage.remove(SESSION_KEYS.bookingState)
    }),
  }
  return session
})

/**
 * The one booking session of the page, a service of the app's runtime: use cases read it with `yield* BookingSession`
 * rather than taking it as an argument, and screens never hand it around. Built once, from session storage.
 */
export class BookingSession extends Context.Service<BookingSession, BookingSessionShape>()("hotel/booking/BookingSession") {
  static readonly layer: Layer.Layer<BookingSession, never, SessionStore> = Layer.effect(BookingSession, makeBookingSession())
  /** The session of a page drawn first as the server drew it: the defaults, then `readStored`. */
  static readonly layerFrom = (start: SessionStart, drawn?: BookingSessionState): Layer.Layer<BookingSession, never, SessionStore> =>
    Layer.effect(BookingSession, makeBookingSession(start, drawn))
}

// The other values session storage keeps (spec B §9; the login flag is the account's: account/login-flag-store.ts)

/** spec B §2, §9: the booking a visitor asked to manage (its presence shows the Manage Booking header). */
export interface ManageBookingLookup {
  readonly email: string
  readonly bookingNumber: string
}

/** Both values, or none when either is missing. */
export const readManageBookingLookup: Effect.Effect<Option.Option<ManageBookingLookup>, never, SessionStore> = Effect.gen(
  function* () {
    const storage = yield* SessionStore
    const email = yield* storage.get(SESSION_KEYS.manageBookingEmail)
    const bookingNumber = yield* storage.get(SESSION_KEYS.manageBookingNumber)
    return Option.zipWith(email, bookingNumber, (e, n): ManageBookingLookup => ({ email: e, bookingNumber: n }))
  },
)

export const writeManageBookingLookup = Effect.fn("SessionStore.writeManageBookingLookup")(function* (
  lookup: ManageBookingLookup,
) {
  const storage = yield* SessionStore
  yield* storage.set(SESSION_KEYS.manageBookingEmail, lookup.email)
  yield* storage.set(SESSION_KEYS.manageBookingNumber, lookup.bookingNumber)
})

export const clearManageBookingLookup: Effect.Effect<void, never, SessionStore> = Effect.gen(function* () {
  const storage = yield* SessionStore
  yield* storage.remove(SESSION_KEYS.manageBookingEmail)
  yield* storage.remove(SESSION_KEYS.manageBookingNumber)
})
