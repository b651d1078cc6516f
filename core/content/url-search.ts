import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Duration, Effect, Fiber, type Scope } from "effect"
import { Navigation } from "../ports/Navigation.ts"
import { SEARCH_DEBOUNCE_MS } from "./search-as-you-type.ts"

/**
 * spec A §4: the search-as-you-type helper of the company's lists: the text shows as typed; 500 ms after the last
 * keystroke the page's address with that text (and page 1) replaces the one on show. A newer keystroke cancels the
 * older wait, and leaving the page cancels it too (the wait lives in the screen's scope).
 */
export interface UrlSearch {
  readonly text: ReadonlySignal<string>
  readonly type: (text: string) => Effect.Effect<void>
}

export const makeUrlSearch = (initial: string, hrefFor: (text: string) => string): Effect.Effect<UrlSearch, never, Navigation | Scope.Scope> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation
    const scope = yield* Effect.scope
    const text = signal(initial)
    let waiting: Fiber.Fiber<void> | undefined
    const type = (typed: string) =>
      Effect.gen(function* () {
        text.value = typed
        if (waiting !== undefined) yield* Fiber.interrupt(waiting)
        waiting = yield* Effect.sleep(Duration.millis(SEARCH_DEBOUNCE_MS)).pipe(
          Effect.andThen(navigation.go(hrefFor(typed), { replace: true })),
          Effect.forkIn(scope),
        )
      })
    return { text, type }
  })

/** An address of `path` with the given query parameters, blank ones left out (one address per list). */
export const hrefWith = (path: string, params: Readonly<Record<string, string | undefined>>): string => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, value)
  const search = query.toString()
  return search === "" ? path : `${path}?${search}`
}
