import { Effect, Layer, ManagedRuntime } from "effect"
import { MemberSession } from "../../core/account/member-session-store.ts"
import { BookingSession } from "../../core/booking/session-store.ts"
import { TestClock } from "effect/testing"
import { makeAccountApiMemory, type MemberRecord } from "../../core/ports/AccountApi.memory.ts"
import { makeCorporateApiMemory } from "../../core/ports/CorporateApi.memory.ts"
import type { StoredTokens } from "../../core/ports/TokenStore.ts"
import { type BookingApiData, makeBookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import { type ContentApiData, makeContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import { makeLoyaltyApiMemory } from "../../core/ports/LoyaltyApi.memory.ts"
import type { PointsStatement } from "../../core/ports/LoyaltyApi.ts"
import { makeDownloadsMemory } from "../../core/ports/Downloads.memory.ts"
import { layerAt } from "../../core/ports/Geolocation.memory.ts"
import type { Navigation } from "../../core/ports/Navigation.ts"
import { makeNotificationsMemory } from "../../core/ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../core/ports/SessionStore.memory.ts"
import { ResourceCache } from "../../core/screen/ResourceCache.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import type { Coordinates } from "../../core/search/coordinates.ts"
import { CAPE_TOWN_FALLBACK } from "../../core/search/nearby-coordinates.ts"
import type { AppRuntime, AppServices } from "../app/runtime.ts"

export interface MemoryAppOptions {
  /** What the booking API fake answers. */
  readonly booking?: BookingApiData
  /** What the content API fake answers (hotels, site settings...). */
  readonly content?: ContentApiData
  /** The members the account API fake knows. */
  readonly members?: ReadonlyArray<MemberRecord>
  /** The member (one of `members`, by e-mail) signed in when the app starts, with tokens the fake account API issued. */
  readonly signedInAs?: string
  /** The signed-in member's company and travellers (the corporate area's fake). */
  readonly corporate?: Parameters<typeof makeCorporateApiMemory>[0]
  /** The signed-in member's points statement (none: no points, no rows). */
  readonly points?: PointsStatement
  /** What session storage holds when the app starts. */
  readonly storage?: ReadonlyArray<readonly [string, string]>
  /** Where the device is; core's Cape Town fallback unless a test needs another place. */
  readonly position?: Coordinates
  /** The answers a page rendered on the server handed over (core/screen/page-render.ts): the resources start from them. */
  readonly answers?: ReadonlyArray<readonly [string, unknown]>
  /** Runs the app on Effect's TestClock: countdowns move only when a test adjusts it. */
  readonly testClock?: boolean
}

const NO_POINTS: PointsStatement = { totals: { usable: 0, pending: 0, redeemed: 0, expired: 0 }, expiring: [], history: [] }

export interface MemoryAppWiring {
  /** Where commands send the visitor (the test's router). */
  readonly navigation: Layer.Layer<Navigation>
}

/** An app runtime over core's in-memory ports, with the fakes a test looks into. */
export const makeMemoryAppRuntime = (options: MemoryAppOptions, wiring: MemoryAppWiring) => {
  const bookingApi = makeBookingApiMemory(options.booking)
  const contentApi = makeContentApiMemory(options.content)
  const accountApi = makeAccountApiMemory(options.members)
  const corporateApi = makeCorporateApiMemory(options.corporate)
  const member = options.members?.find((record) => record.account.user.email === options.signedInAs)
  const signedIn: StoredTokens | undefined =
    member === undefined
      ? undefined
      : { ...Effect.runSync(accountApi.api.login({ username: member.account.user.email, password: member.password })), rememberMe: false }
  const tokenStore = makeTokenStoreMemory(signedIn)
  const loyaltyApi = makeLoyaltyApiMemory(options.points ?? NO_POINTS)
  const notifications = makeNotificationsMemory()
  const downloads = makeDownloadsMemory()
  const storage = new Map<string, string>(options.storage)
  const ports = Layer.mergeAll(
    bookingApi.layer,
    contentApi.layer,
    layerMemory(storage),
    layerAt(options.position ?? CAPE_TOWN_FALLBACK),
    makePaymentRedirectMemory().layer,
    tokenStore.layer,
    accountApi.layer,
    corporateApi.layer,
    loyaltyApi.layer,
    notifications.layer,
    downloads.layer,
    wiring.navigation,
    options.testClock === true ? TestClock.layer() : Layer.empty,
  )
  const sessions = Layer.mergeAll(BookingSession.layer, MemberSession.layer, ResourceCache.layerWith(options.answers ?? []))
  const runtime: AppRuntime = ManagedRuntime.make(Layer.provideMerge(sessions, ports) satisfies Layer.Layer<AppServices>)
  return { runtime, bookingApi, contentApi, accountApi, corporateApi, tokenStore, toasts: notifications.toasts, storage, downloads: downloads.saved }
}
