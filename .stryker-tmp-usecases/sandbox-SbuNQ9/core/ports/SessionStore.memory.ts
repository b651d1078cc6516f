// @ts-nocheck
import { Effect, Layer, Option } from "effect"
import { SessionStore, type SessionStoreShape } from "./SessionStore.ts"

/** An in-memory SessionStore over `entries` (pass a Map to seed it or to look inside it from a test). */
export const makeMemorySessionStore = (entries: Map<string, string> = new Map()): SessionStoreShape => ({
  get: (key) => Effect.sync(() => Option.fromNullishOr(entries.get(key))),
  set: (key, value) =>
    Effect.sync(() => {
      entries.set(key, value)
    }),
  remove: (key) =>
    Effect.sync(() => {
      entries.delete(key)
    }),
})

/** The fake for tests: a fresh, empty store, or one holding `entries`. */
export const layerMemory = (entries: Map<string, string> = new Map()): Layer.Layer<SessionStore> =>
  Layer.succeed(SessionStore, makeMemorySessionStore(entries))
