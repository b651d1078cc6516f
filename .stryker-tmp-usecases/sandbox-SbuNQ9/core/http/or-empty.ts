// @ts-nocheck
import { Effect } from "effect"

/**
 * spec accounts-and-content §7 and §8: failed content or hotel fetches give an empty list or object.
 * Expected failures only; a defect still surfaces.
 */
export const orEmpty = <A, E, R>(effect: Effect.Effect<A, E, R>, empty: A): Effect.Effect<A, never, R> =>
  Effect.catch(effect, () => Effect.succeed(empty))
