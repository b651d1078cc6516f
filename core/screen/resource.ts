import { effect, type ReadonlySignal, signal, untracked } from "@preact/signals-core"
import { Effect, Exit, Fiber, type Scope } from "effect"
import { type CachedAnswer, ResourceCache } from "./ResourceCache.ts"

/**
 * A read as it stands: nothing to read yet (no key), on its way, in, or failed. Core's reads turn expected failures
 * into answers (an empty list, an error view state), so "failed" is a defect: a bug, or a missing port.
 */
export type ResourceState<A> =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly value: A }
  | { readonly kind: "failed" }

export interface Resource<A> {
  readonly state: ReadonlySignal<ResourceState<A>>
  /** Reads the current key again; the answer on show stays until the new one is in. */
  readonly refresh: Effect.Effect<void>
  /** Forgets the answer of the current key (a shared one too): loading again, then the new answer. */
  readonly invalidate: Effect.Effect<void>
}

export interface ResourceOptions<K, A, R> {
  /** What to read; null while there is nothing to read. A new key starts a new read, interrupting the older one. */
  readonly key: ReadonlySignal<K | null>
  readonly load: (key: K) => Effect.Effect<A, never, R>
  /**
   * Keeps answers for the page's life under `id(key)`, shared by every screen that asks (the mega-menu's hotels,
   * the site settings): the first asker reads, the others join it or get the answer at once. An answer `keep`
   * refuses (a failed read) is handed out but not kept, so the next asker tries again.
   */
  readonly shared?: { readonly id: (key: K) => string; readonly keep?: (value: A) => boolean }
}

/** A key that never changes, for reads with a fixed input. */
export const fixedKey = <K>(key: K): ReadonlySignal<K> => signal(key)

const LOADING: ResourceState<never> = { kind: "loading" }
const FAILED: ResourceState<never> = { kind: "failed" }

/**
 * The one keyed async read of core: a signal holding the read's state, following its key. Lives in the scope of the
 * screen model that made it: closing the scope stops following the key and interrupts a read on its way (a stale
 * answer never lands).
 */
export const makeResource = <K, A, R>(options: ResourceOptions<K, A, R>): Effect.Effect<Resource<A>, never, R | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const { answers } = yield* ResourceCache
    const fork = Effect.runForkWith(context)
    const state = signal<ResourceState<A>>({ kind: "idle" })
    let running: Fiber.Fiber<A> | undefined

    const settle = (fiber: Fiber.Fiber<A>) =>
      fiber.addObserver((exit) => {
        if (running !== fiber) return
        running = undefined
        if (Exit.isSuccess(exit)) state.value = { kind: "ready", value: exit.value }
        else if (!Exit.hasInterrupts(exit)) state.value = FAILED
      })

    /** The shared read of `id`: the one on its way, else a new one, detached from any screen (others may join it). */
    const sharedRead = (id: string, key: K, keep: (value: A) => boolean): Effect.Effect<A> => {
      const known = answers.get(id)
      if (known?.kind === "pending") return Fiber.join(known.fiber as Fiber.Fiber<A>)
      const fiber = fork(options.load(key))
      const pending: CachedAnswer = { kind: "pending", fiber }
      answers.set(id, pending)
      fiber.addObserver((exit) => {
        if (answers.get(id) !== pending) return
        if (Exit.isSuccess(exit) && keep(exit.value)) answers.set(id, { kind: "done", value: exit.value })
        else answers.delete(id)
      })
      return Fiber.join(fiber)
    }

    const read = (key: K | null): void => {
      running?.interruptUnsafe()
      running = undefined
      if (key === null) {
        state.value = { kind: "idle" }
        return
      }
      const shared = options.shared
      const id = shared?.id(key)
      const known = id === undefined ? undefined : answers.get(id)
      if (known?.kind === "done") {
        state.value = { kind: "ready", value: known.value as A }
        return
      }
      // The answer on show stays while the next one is read (no flash of a skeleton between two searches).
      if (state.value.kind !== "ready") state.value = LOADING
      const fiber = fork(shared === undefined || id === undefined ? options.load(key) : sharedRead(id, key, shared.keep ?? (() => true)))
      running = fiber
      settle(fiber)
    }

    const stop = effect(() => {
      const key = options.key.value
      untracked(() => read(key))
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        stop()
        running?.interruptUnsafe()
      }),
    )

    const current = (): K | null => untracked(() => options.key.value)
    return {
      state,
      refresh: Effect.sync(() => read(current())),
      invalidate: Effect.sync(() => {
        const key = current()
        const id = key === null ? undefined : options.shared?.id(key)
        if (id !== undefined) answers.delete(id)
        if (key !== null) state.value = LOADING
        read(key)
      }),
    }
  })
