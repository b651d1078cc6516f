import { Effect, Layer } from "effect"
import { Navigation } from "./Navigation.ts"

export interface NavigationMemory {
  readonly layer: Layer.Layer<Navigation>
  /** Every page opened, in order, with whether it replaced the one on show. */
  readonly visits: ReadonlyArray<{ readonly to: string; readonly replace: boolean }>
}

/** A Navigation that records where commands send the visitor. */
export const makeNavigationMemory = (): NavigationMemory => {
  const visits: Array<{ readonly to: string; readonly replace: boolean }> = []
  const layer = Layer.succeed(Navigation, {
    go: (to, options) => Effect.sync(() => void visits.push({ to, replace: options?.replace === true })),
  })
  return { layer, visits }
}
