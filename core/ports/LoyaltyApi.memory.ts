import { Effect, Layer } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { LoyaltyApi, type PointsStatement } from "./LoyaltyApi.ts"

export interface LoyaltyApiMemory {
  readonly layer: Layer.Layer<LoyaltyApi>
  /** The next statement call fails with `error`. */
  readonly failNext: (error: HttpError) => void
}

/** An in-memory LoyaltyApi for use-case tests: answers the statement it was given. */
export const makeLoyaltyApiMemory = (statement: PointsStatement): LoyaltyApiMemory => {
  let failure: HttpError | undefined
  const layer = Layer.succeed(LoyaltyApi, {
    pointsStatement: () =>
      Effect.suspend(() => {
        const next = failure
        failure = undefined
        return next === undefined ? Effect.succeed(statement) : Effect.fail(next)
      }),
  })
  return { layer, failNext: (error) => void (failure = error) }
}
