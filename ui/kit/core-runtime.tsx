import { type Effect, Exit, type ManagedRuntime } from "effect"
import { createContext, type DependencyList, type ReactNode, useCallback, useContext, useEffect, useState } from "react"
import type { MemberSession } from "../../core/account/member-session-store.ts"
import type { BookingSession } from "../../core/booking/session-store.ts"
import type { BookingApi } from "../../core/ports/BookingApi.ts"
import type { ContentApi } from "../../core/ports/ContentApi.ts"
import type { Geolocation } from "../../core/ports/Geolocation.ts"
import type { Notifications } from "../../core/ports/Notifications.ts"
import type { PaymentRedirect } from "../../core/ports/PaymentRedirect.ts"
import type { SessionStore } from "../../core/ports/SessionStore.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import type { ResourceCache } from "../../core/screen/ResourceCache.ts"

/**
 * The ports the website's use cases may need; ui/app/runtime.ts builds one runtime that provides them all.
 * ContentApi has the location search so far (adapters/http/ContentApi.http.ts); AccountApi joins when its adapter lands.
 */
export type AppServices =
  | BookingApi
  | ContentApi
  | SessionStore
  | TokenStore
  | Geolocation
  | PaymentRedirect
  | Notifications
  | BookingSession
  | MemberSession
  | ResourceCache

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>

const RuntimeContext = createContext<AppRuntime | null>(null)

/** Hands the app's one runtime to every screen; the composition root (ui/app) renders it once. */
export const RuntimeProvider = ({ runtime, children }: { readonly runtime: AppRuntime; readonly children: ReactNode }) => (
  <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
)

export const useRuntime = (): AppRuntime => {
  const runtime = useContext(RuntimeContext)
  if (runtime === null) throw new Error("useRuntime: render inside <RuntimeProvider> (ui/app builds it)")
  return runtime
}

/**
 * Runs a core use case through the app's runtime, for event handlers: `const run = useRunEffect()` then
 * `onClick={() => run(submitSearch(criteria))}`. Expected failures stay in core's view state or come back
 * as the rejected promise's error; a component never builds a layer or calls an adapter.
 */
export const useRunEffect = (): (<A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<A>) => {
  const runtime = useRuntime()
  return useCallback(<A, E>(effect: Effect.Effect<A, E, AppServices>) => runtime.runPromise(effect), [runtime])
}

/** "failed" is a defect (a bug, a missing port): core's reads turn expected failures into empty answers. */
export type LoadState<A> =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly value: A }
  | { readonly kind: "failed" }

/**
 * Runs a core read that cannot fail (core wraps reads that show an empty state on failure, e.g. loadHotels)
 * while `enabled`, and again when `deps` change; an unmounted or outdated run is interrupted, so a stale
 * answer never lands.
 */
export const useCoreRead = <A,>(read: () => Effect.Effect<A, never, AppServices>, enabled: boolean, deps: DependencyList): LoadState<A> => {
  const runtime = useRuntime()
  const [state, setState] = useState<LoadState<A>>({ kind: "idle" })
  useEffect(() => {
    if (!enabled) return
    setState((previous) => (previous.kind === "ready" ? previous : { kind: "loading" }))
    const cancel = runtime.runCallback(read(), {
      onExit: (exit) => {
        if (Exit.isSuccess(exit)) setState({ kind: "ready", value: exit.value })
        else if (!Exit.hasInterrupts(exit)) setState({ kind: "failed" })
      },
    })
    return () => cancel()
  }, [runtime, enabled, ...deps])
  return state
}
