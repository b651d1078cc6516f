import { type Context, Effect, Layer } from "effect"
import { loadOnFirstUse } from "./lazy-load.ts"

/**
 * An HTTP port whose adapter comes in a chunk of its own (QUALITY.md "Performance (the site)": only what a page
 * needs to become usable loads first). The port is there at once; the adapter's module (its ofetch client and the
 * wire Schemas of contracts/api) is imported on the first call, and its layer built then over the same services.
 * A chunk that fails to arrive fails that call as a network error, and the next call tries again.
 *
 * `load` is `() => import("./http/X.http.ts").then((module) => module.layerHttp(...))`: a literal dynamic import,
 * so the bundler splits the module off.
 */
export const lazyHttpLayer = <I, S extends object, R>(
  port: Context.Key<I, S>,
  load: () => Promise<Layer.Layer<I, never, R>>,
): Layer.Layer<I, never, R> =>
  Layer.effect(
    port,
    Effect.gen(function* () {
      const services = yield* Effect.context<R>()
      const build = (layer: Layer.Layer<I, never, R>): Promise<S> =>
        Effect.runPromise(Effect.service(port).pipe(Effect.provide(layer), Effect.provide(services)))
      const adapter = loadOnFirstUse(() => load().then(build))
      // Every member of an HTTP port is a call answering an Effect: each one waits for the adapter, then calls it.
      const calls = new Map<string, unknown>()
      const call = (name: string) => (...args: ReadonlyArray<unknown>) =>
        Effect.flatMap(adapter, (loaded) => (loaded as Record<string, (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown>>)[name]!(...args))
      return new Proxy({} as S, {
        get: (_target, name) => {
          if (typeof name !== "string" || name === "then") return undefined
          if (!calls.has(name)) calls.set(name, call(name))
          return calls.get(name)
        },
      })
    }),
  )
