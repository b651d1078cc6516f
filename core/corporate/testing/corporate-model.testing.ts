import { Effect, Exit, Layer, Scope } from "effect"
import { MemberSession } from "../../account/member-session-store.ts"
import { makeAccountApiMemory } from "../../ports/AccountApi.memory.ts"
import { type CorporateApiMemory, makeCorporateApiMemory } from "../../ports/CorporateApi.memory.ts"
import { makeNavigationMemory } from "../../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../../ports/Notifications.memory.ts"
import { makeTokenStoreMemory } from "../../ports/TokenStore.memory.ts"
import { ResourceCache } from "../../screen/ResourceCache.ts"
import type { AccountApi } from "../../ports/AccountApi.ts"
import type { CorporateApi } from "../../ports/CorporateApi.ts"
import type { Navigation } from "../../ports/Navigation.ts"
import type { Notifications } from "../../ports/Notifications.ts"
import type { TokenStore } from "../../ports/TokenStore.ts"

/**
 * Opens a corporate screen model for a signed-in member (or a visitor) on the in-memory ports, runs `act` on it, closes
 * its scope, and answers what `act` answered with the fake API, the pages opened and the toasts shown.
 */
export type CorporateServices = CorporateApi | Notifications | Navigation | TokenStore | AccountApi | MemberSession | ResourceCache

export const openCorporateModel = <M, A>(
  make: Effect.Effect<M, never, CorporateServices | Scope.Scope>,
  act: (model: M) => Effect.Effect<A, never, CorporateServices>,
  options: {
    readonly start?: Parameters<typeof makeCorporateApiMemory>[0]
    readonly signedIn?: boolean
    /** Sets the fake up before the model opens (a call that fails next). */
    readonly prepare?: (corporate: CorporateApiMemory) => void
  } = {},
) => {
  const corporate = makeCorporateApiMemory(options.start)
  options.prepare?.(corporate)
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const tokens = makeTokenStoreMemory(options.signedIn === false ? undefined : { accessToken: "access", refreshToken: "refresh", rememberMe: false })
  const ports = Layer.mergeAll(corporate.layer, navigation.layer, notifications.layer, tokens.layer, makeAccountApiMemory().layer, ResourceCache.layer)
  const services = Layer.provideMerge(MemberSession.layer, ports)
  return Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const model = yield* make.pipe(Scope.provide(scope))
      const answer = yield* act(model)
      yield* Scope.close(scope, Exit.void)
      return { answer, corporate, visits: navigation.visits, toasts: notifications.toasts }
    }).pipe(Effect.provide(services)),
  )
}

/** Lets the model's reads land (the fakes answer at once). */
export const settle = Effect.sleep("1 millis")
