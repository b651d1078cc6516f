import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import type { Account } from "../account/account.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import type { HttpError } from "../http/http-error.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import type { CorporateApi } from "../ports/CorporateApi.ts"
import { type CorporateApiMemory, makeCorporateApiMemory } from "../ports/CorporateApi.memory.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, type GuestRoomState, withSearch } from "../booking/session-state.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import { type BookingApiData, type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import type { PaymentRedirect } from "../ports/PaymentRedirect.ts"
import { makePaymentRedirectMemory } from "../ports/PaymentRedirect.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"

export const CHECKOUT_UUID = "reservation-1"
// TestClock starts at 1970-01-01T00:00:00Z: a hold that has 15 minutes left.
export const HOLD_EXPIRES_AT = "1970-01-01T00:15:00Z"

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "1970-03-10",
  checkOutDate: "1970-03-12",
  flexiDate: false,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
})

const choose = (room: GuestRoomState): GuestRoomState => ({
  ...room,
  roomDescription: { roomName: "Room SQ", totalAmount: 250_000, mandatoryPaymentPeriods: [] },
  roomTypeCode: "SQ",
  ratePlanCode: "BAR",
})

/** One room chosen, not yet held. */
export const chosenState: BookingSessionState = { ...searched, guestRooms: [choose(searched.guestRooms[0]!)], totalPriceForStay: 250_000 }

/** One room chosen and held for 15 more minutes, the policy accepted. */
export const heldState: BookingSessionState = { ...chosenState, uuid: CHECKOUT_UUID, holdExpiresAt: HOLD_EXPIRES_AT, isCancellationPolicyAccepted: true }

export type CheckoutServices = BookingApi | AccountApi | CorporateApi | Notifications | BookingSession | MemberSession | Navigation | PaymentRedirect | ResourceCache

/** The password of the member a checkout test signs in. */
export const MEMBER_PASSWORD = "Str0ng!pass"

/**
 * Opens a checkout screen model on the in-memory ports and TestClock with `state` in the session, runs `act` on it
 * (`prepare` first, on the fake API), closes its scope, and answers what `act` answered with the pages it opened
 * and the toasts it showed.
 */
export const openCheckoutModel = <M, A>(
  make: Effect.Effect<M, never, CheckoutServices | Scope.Scope>,
  act: (model: M) => Effect.Effect<A, never, CheckoutServices>,
  options: {
    readonly state?: BookingSessionState
    readonly prepare?: (api: BookingApiMemory) => Effect.Effect<void>
    /** What the booking API fake answers (bookings, the points' value of a night...). */
    readonly booking?: BookingApiData
    /** The member's company and travellers (the corporate fake). */
    readonly corporate?: Parameters<typeof makeCorporateApiMemory>[0]
    /** Sets the corporate fake up before the model opens (a call that fails next). */
    readonly prepareCorporate?: (corporate: CorporateApiMemory) => void
    /** A member signed in on the page (the account fake answers with this account). */
    readonly member?: Account
    /** The member's account cannot be read: the account fake answers this error (not a 401: the member stays signed in). */
    readonly accountFailure?: HttpError
  } = {},
) => {
  const accounts = makeAccountApiMemory(options.member === undefined ? [] : [{ account: options.member, password: MEMBER_PASSWORD }])
  const tokens =
    options.member === undefined
      ? undefined
      : Effect.runSync(Effect.orDie(accounts.api.login({ username: options.member.user.email, password: MEMBER_PASSWORD })))
  const failure = options.accountFailure
  const accountsLayer = failure === undefined ? accounts.layer : Layer.succeed(AccountApi, { ...accounts.api, getAccount: () => Effect.fail(failure) })
  const api = makeBookingApiMemory(options.booking)
  const corporate = makeCorporateApiMemory(options.corporate)
  options.prepareCorporate?.(corporate)
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const redirect = makePaymentRedirectMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(options.state ?? heldState)]])
  const services = Layer.mergeAll(BookingSession.layer, MemberSession.layer).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        layerMemory(entries),
        makeTokenStoreMemory(tokens === undefined ? undefined : { ...tokens, rememberMe: false }).layer,
        accountsLayer,
        corporate.layer,
        api.layer,
        navigation.layer,
        notifications.layer,
        redirect.layer,
        ResourceCache.layer,
        TestClock.layer(),
      ),
    ),
  )
  return Effect.runPromise(
    Effect.gen(function* () {
      if (options.prepare !== undefined) yield* options.prepare(api)
      const scope = yield* Scope.make()
      const model = yield* make.pipe(Scope.provide(scope))
      const answer = yield* act(model)
      yield* Scope.close(scope, Exit.void)
      return { answer, visits: navigation.visits, toasts: notifications.toasts, api, redirect, corporate }
    }).pipe(Effect.provide(services)),
  )
}
