import type { Effect } from "effect"
import { useCallback, useEffect, useState } from "react"
import { type AppRuntime, type AppServices, type LoadState, useRuntime } from "./core-runtime.tsx"

/**
 * Reads that a page needs once in its life (the mega-menu's hotels, the site settings): the first asker runs the
 * core read, every later one gets the same answer at once. One cache per runtime (the app has one; each test its
 * own). An answer `keep` refuses (a failure) is handed out but not kept, so the next asker tries again.
 */
type Entry = { readonly kind: "pending"; readonly promise: Promise<unknown> } | { readonly kind: "done"; readonly value: unknown }

const caches = new WeakMap<AppRuntime, Map<string, Entry>>()

const cacheOf = (runtime: AppRuntime): Map<string, Entry> => {
  const known = caches.get(runtime)
  if (known !== undefined) return known
  const created = new Map<string, Entry>()
  caches.set(runtime, created)
  return created
}

const keepAll = () => true

const readOnce = <A>(runtime: AppRuntime, key: string, read: () => Effect.Effect<A, never, AppServices>, keep: (value: A) => boolean): Promise<A> => {
  const cache = cacheOf(runtime)
  const entry = cache.get(key)
  if (entry?.kind === "done") return Promise.resolve(entry.value as A)
  if (entry?.kind === "pending") return entry.promise as Promise<A>
  const promise = runtime.runPromise(read()).then(
    (value) => {
      if (keep(value)) cache.set(key, { kind: "done", value })
      else cache.delete(key)
      return value
    },
    (defect: unknown) => {
      cache.delete(key)
      throw defect
    },
  )
  cache.set(key, { kind: "pending", promise })
  return promise
}

const cachedState = <A>(runtime: AppRuntime, key: string): LoadState<A> => {
  const entry = cacheOf(runtime).get(key)
  return entry?.kind === "done" ? { kind: "ready", value: entry.value as A } : { kind: "idle" }
}

export interface PageLifeRead<A> {
  readonly state: LoadState<A>
  /** Starts the read ahead of need (a pointer over the menu's button), so opening shows the answer at once. */
  readonly prefetch: () => void
}

/** Runs `read` once per page life when `enabled` turns true (or on `prefetch`), answering from the cache afterwards. */
export const usePageLifeRead = <A>(
  key: string,
  read: () => Effect.Effect<A, never, AppServices>,
  { enabled, keep = keepAll }: { readonly enabled: boolean; readonly keep?: (value: A) => boolean },
): PageLifeRead<A> => {
  const runtime = useRuntime()
  const [state, setState] = useState<LoadState<A>>(() => cachedState<A>(runtime, key))
  const prefetch = useCallback(() => {
    // A failed prefetch is not kept: the read runs again when it is needed.
    readOnce(runtime, key, read, keep).catch(() => undefined)
  }, [runtime, key, read, keep])
  useEffect(() => {
    if (!enabled) return
    const cached = cachedState<A>(runtime, key)
    if (cached.kind === "ready") {
      setState(cached)
      return
    }
    let current = true
    setState({ kind: "loading" })
    readOnce(runtime, key, read, keep).then(
      (value) => current && setState({ kind: "ready", value }),
      () => current && setState({ kind: "failed" }),
    )
    return () => {
      current = false
    }
    // Each enabling (each opening) asks again, which the cache answers at once once a kept answer is in.
  }, [runtime, key, enabled, read, keep])
  return { state, prefetch }
}
