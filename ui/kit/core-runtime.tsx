import { type Effect, Exit } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { ScreenRuntimeProvider, type ScreenRuntime, type ScreenServices, useScreenRuntime } from "./screen-model.tsx"

// The screens not yet on a screen model (issue 23: each moves to useScreenModel, then this module goes).

export type AppServices = ScreenServices
export type AppRuntime = ScreenRuntime
export const RuntimeProvider = ScreenRuntimeProvider
export const useRuntime = useScreenRuntime

/** Runs a core use case through the app's runtime, for event handlers. */
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
 * Runs a core read that cannot fail while `key` is not null, and again when `key` changes (a plain value: a uuid, a
 * query); an unmounted or outdated run is interrupted, so a stale answer never lands.
 */
export const useCoreRead = <A,>(read: () => Effect.Effect<A, never, AppServices>, key: string | number | null): LoadState<A> => {
  const runtime = useRuntime()
  const [state, setState] = useState<LoadState<A>>({ kind: "idle" })
  // The read of the latest render: the key decides when to read, not the function's identity.
  const latestRead = useRef(read)
  useEffect(() => {
    latestRead.current = read
  })
  useEffect(() => {
    if (key === null) return
    setState((previous) => (previous.kind === "ready" ? previous : { kind: "loading" }))
    const cancel = runtime.runCallback(latestRead.current(), {
      onExit: (exit) => {
        if (Exit.isSuccess(exit)) setState({ kind: "ready", value: exit.value })
        else if (!Exit.hasInterrupts(exit)) setState({ kind: "failed" })
      },
    })
    return () => cancel()
  }, [runtime, key])
  return state
}
