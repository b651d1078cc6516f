import type { ReadonlySignal } from "@preact/signals-core"
import { Effect } from "effect"
import { TestClock } from "effect/testing"

/** How long a test waits for a screen's reads to land before it looks anyway (and fails on what it sees). */
const PATIENCE_MS = 5_000
const STEP_MS = 5

/**
 * A signal's value once `done` holds for it, waiting on the live clock while reads run on their own fibers: a fixed
 * sleep is a guess that a loaded machine loses. After PATIENCE_MS the value is answered as it is.
 */
export const until = <A>(signal: ReadonlySignal<A>, done: (value: A) => boolean): Effect.Effect<A> =>
  Effect.gen(function* () {
    for (let waited = 0; waited < PATIENCE_MS && !done(signal.value); waited += STEP_MS) {
      yield* Effect.sleep(`${STEP_MS} millis`).pipe(TestClock.withLive)
    }
    return signal.value
  })
