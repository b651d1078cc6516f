import { useSignals } from "@preact/signals-react/runtime"
import { Effect, Exit, type Fiber, type ManagedRuntime, Scope } from "effect"
import { createContext, type ReactNode, useContext, useEffect, useState } from "react"

/**
 * What the app's runtime provides, registered by the composition root (ui/app/runtime.ts) so the kit names no
 * port or capability of core: `declare module "../kit/screen-model.tsx" { interface ScreenRegister { services: X } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ScreenRegister {}

export type ScreenServices = ScreenRegister extends { readonly services: infer S } ? S : never

export type ScreenRuntime = ManagedRuntime.ManagedRuntime<ScreenServices, never>

const ScreenRuntimeContext = createContext<ScreenRuntime | null>(null)

/** Hands the app's one runtime to every screen; the composition root (ui/app) renders it once. */
export const ScreenRuntimeProvider = ({ runtime, children }: { readonly runtime: ScreenRuntime; readonly children: ReactNode }) => (
  <ScreenRuntimeContext.Provider value={runtime}>{children}</ScreenRuntimeContext.Provider>
)

/** The app's runtime, for the kit's own hooks (a screen gets its model through useScreenModel). */
export const useScreenRuntime = (): ScreenRuntime => {
  const runtime = useContext(ScreenRuntimeContext)
  if (runtime === null) throw new Error("useScreenModel: render inside <ScreenRuntimeProvider> (ui/app builds it)")
  return runtime
}

/**
 * A screen model as its view sees it: signals to read during render, and commands to call. A command is core's
 * Effect; bound, it starts in the screen's scope (interrupted if the screen goes) and answers nothing: what it
 * changes shows in the model's signals.
 */
export type Bound<M> = {
  readonly [K in keyof M]: M[K] extends (...args: infer P) => Effect.Effect<infer _A, infer _E, infer _R> ? (...args: P) => void : M[K]
}

/** Builds a screen's model in a scope of its own; its reads start as it is built (a render on the server sees them). */
export type MakeScreenModel<I, M> = (input: I) => Effect.Effect<M, never, ScreenServices | Scope.Scope>

interface Live<I, M> {
  readonly input: I
  readonly model: Bound<M>
  readonly scope: Scope.Closeable
  closed: boolean
}

/** Two inputs are the same screen when every field is (a model input is a few plain values: a uuid, a kind). */
const sameInput = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

const build = <I, M>(runtime: ScreenRuntime, make: MakeScreenModel<I, M>, input: I): Live<I, M> => {
  const scope = Effect.runSync(Scope.make())
  const model = runtime.runSync(Scope.provide(make(input), scope))
  // Commands on their way, interrupted when the screen goes.
  const running = new Set<Fiber.Fiber<unknown, unknown>>()
  Effect.runSync(Scope.addFinalizer(scope, Effect.sync(() => running.forEach((fiber) => fiber.interruptUnsafe()))))
  // A command starts at once, in the guest's event: what it changes before its first wait (a field's value) is on
  // the signals when the event ends, so React keeps a controlled input's new value.
  const run = (command: Effect.Effect<unknown, unknown, ScreenServices>) => {
    const fiber = runtime.runFork(command)
    running.add(fiber)
    fiber.addObserver(() => running.delete(fiber))
  }
  const bound = Object.fromEntries(
    Object.entries(model as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === "function"
        ? (...args: ReadonlyArray<unknown>) => {
            const result: unknown = value(...args)
            if (Effect.isEffect(result)) run(result as Effect.Effect<unknown, unknown, ScreenServices>)
            else return result
          }
        : value,
    ]),
  ) as Bound<M>
  return { input, model: bound, scope, closed: false }
}

/**
 * The one way a screen meets core (issue 23): its model, built once per input in a scope that closes when the screen
 * goes (its reads and commands interrupted). The component reads the model's signals during render; nothing else.
 */
export const useScreenModel = <M, I = void>(make: MakeScreenModel<I, M>, input: I): Bound<M> => {
  useSignals()
  const runtime = useScreenRuntime()
  const [live, setLive] = useState(() => build(runtime, make, input))
  // Another input (another booking's uuid) is another screen: a new model, and the old one's scope closes below.
  const current = sameInput(live.input, input) ? live : build(runtime, make, input)
  if (current !== live) setLive(current)
  useEffect(() => {
    // React's strict mode runs an effect twice: a model whose scope the first cleanup closed is built again.
    if (current.closed) {
      setLive(build(runtime, make, current.input))
      return
    }
    return () => {
      current.closed = true
      Effect.runFork(Scope.close(current.scope, Exit.void))
    }
  }, [current, runtime, make])
  return current.model
}
