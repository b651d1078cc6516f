import { Effect, Option } from "effect"
import type { StorageLike } from "../platform.ts"

/**
 * A Web Storage area that never breaks the flow (core/ports/SessionStore.ts: infallible by contract).
 * When the area is missing, or refuses a read or a write (private mode, quota exceeded, storage
 * disabled), this store keeps the values in memory for the rest of the page's life, says so once
 * through Effect's logger, and carries on: the guest keeps their search and booking while the page is open.
 */
export interface FallbackStorage {
  readonly get: (key: string) => Effect.Effect<Option.Option<string>>
  readonly set: (key: string, value: string) => Effect.Effect<void>
  readonly remove: (key: string) => Effect.Effect<void>
}

type Attempt<A> = { readonly ok: true; readonly value: A } | { readonly ok: false }

export const makeFallbackStorage = (area: StorageLike | undefined, label: string): FallbackStorage => {
  const memory = new Map<string, string>()
  /** Once the area has failed, writes stay in memory for the page's life (no retry that could lose a value). */
  let failed = false
  let warned = false

  const fallBack = (reason: unknown) =>
    Effect.suspend(() => {
      failed = true
      if (warned) return Effect.void
      warned = true
      return Effect.logWarning(`${label} is unavailable; keeping values in memory for this page`, String(reason))
    })

  /** Runs `use` on the area; not ok (and falling back) when there is no area or it throws. */
  const attempt = <A>(use: (storage: StorageLike) => A): Effect.Effect<Attempt<A>> =>
    Effect.suspend((): Effect.Effect<Attempt<A>> => {
      if (area === undefined) return Effect.as(fallBack("no storage"), { ok: false } as const)
      try {
        return Effect.succeed({ ok: true, value: use(area) } as const)
      } catch (error) {
        return Effect.as(fallBack(error), { ok: false } as const)
      }
    })

  return {
    get: (key) =>
      Effect.suspend(() => {
        const remembered = memory.get(key)
        if (remembered !== undefined) return Effect.succeed(Option.some(remembered))
        return Effect.map(attempt((storage) => storage.getItem(key)), (read) => (read.ok ? Option.fromNullishOr(read.value) : Option.none()))
      }),
    set: (key, value) =>
      Effect.suspend(() => {
        if (failed) return Effect.sync(() => void memory.set(key, value))
        return Effect.flatMap(
          attempt((storage) => storage.setItem(key, value)),
          (written) => (written.ok ? Effect.void : Effect.sync(() => void memory.set(key, value))),
        )
      }),
    remove: (key) =>
      Effect.suspend(() => {
        memory.delete(key)
        return Effect.asVoid(attempt((storage) => storage.removeItem(key)))
      }),
  }
}
