import { Effect } from "effect"
import { type HttpError, normaliseHttpError } from "../core/http/http-error.ts"

/**
 * A module loaded on its first use (QUALITY.md "Performance (the site)": only what a page needs loads first). The
 * load runs once; a chunk that fails to arrive fails as a network error and is tried again next time.
 */
export const loadOnFirstUse = <A>(load: () => Promise<A>): Effect.Effect<A, HttpError> => {
  let loading: Promise<A> | undefined
  return Effect.tryPromise({
    try: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })),
    catch: () => normaliseHttpError({ kind: "network" }),
  })
}

/**
 * One call of an HTTP adapter whose module (its wire Schemas and mapping) loads when the call is first made, so a
 * page carries only the calls it makes. `load` is a literal `import("./x.ts").then(...)`, which the bundler splits off;
 * a page that makes the call at once lists the module among its route's calls, which the server preloads.
 */
export const lazyCall =
  <Args extends ReadonlyArray<unknown>, A>(load: () => Promise<(...args: Args) => Effect.Effect<A, HttpError>>) => {
    const call = loadOnFirstUse(load)
    return (...args: Args): Effect.Effect<A, HttpError> => Effect.flatMap(call, (loaded) => loaded(...args))
  }
