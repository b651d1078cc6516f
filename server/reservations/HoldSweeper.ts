import { Cause, Context, Duration, Effect, Layer } from "effect"
import { safeDatabaseError } from "../db/errors.ts"
import { LapsedBookings } from "./LapsedBookings.ts"
import { ReservationService } from "./ReservationService.ts"

/**
 * Gives rooms back on time (issue 3 §3, QUALITY.md "holds released on time"): holds whose 15 minutes
 * ran out, and unpaid bookings past their hold time (cancelled as unpaid_release). `sweep` does one
 * pass (tests call it directly); `HoldSweeper.loop` runs it every SWEEP_INTERVAL on Effect's Clock, so
 * TestClock drives it in tests. Requests that touch a lapsed hold or booking release it at once, so
 * the interval only bounds how long an untouched lapsed hold keeps its rooms from the search.
 * Each hold and booking is released in its own transaction with a conditional update, so several
 * server processes (or a sweep racing a confirmation or a payment) never release one twice.
 */

/** How often the sweeper runs: a lapsed, untouched hold keeps its rooms at most this much longer. */
export const SWEEP_INTERVAL = Duration.seconds(15)

export interface SweepReport {
  readonly expiredHolds: number
  readonly releasedBookings: number
}

export interface HoldSweeperShape {
  /** One pass: expire lapsed holds, then release lapsed unpaid bookings. */
  readonly sweep: Effect.Effect<SweepReport>
}

export class HoldSweeper extends Context.Service<HoldSweeper, HoldSweeperShape>()("hotel/server/HoldSweeper") {
  static readonly layer: Layer.Layer<HoldSweeper, never, ReservationService | LapsedBookings> = Layer.effect(
    HoldSweeper,
    Effect.gen(function* () {
      const reservations = yield* ReservationService
      const lapsedBookings = yield* LapsedBookings
      const sweep = Effect.gen(function* () {
        const expiredHolds = yield* reservations.expireLapsedHolds
        const releasedBookings = yield* lapsedBookings.release
        if (expiredHolds + releasedBookings > 0) yield* Effect.logInfo("rooms released").pipe(Effect.annotateLogs({ expired_holds: expiredHolds, released_bookings: releasedBookings }))
        return { expiredHolds, releasedBookings }
      }).pipe(Effect.withSpan("HoldSweeper.sweep"))
      return HoldSweeper.of({ sweep })
    }),
  )

  /**
   * Sweeps every SWEEP_INTERVAL for as long as it runs; a failed pass (the database away for a
   * moment) is logged and the next one tries again.
   */
  static readonly loop: Effect.Effect<never, never, HoldSweeper> = Effect.gen(function* () {
    const { sweep } = yield* HoldSweeper
    return yield* Effect.forever(
      Effect.gen(function* () {
        yield* Effect.sleep(SWEEP_INTERVAL)
        // Only the SQLSTATE is logged: a driver's message can hold a query's values.
        yield* sweep.pipe(Effect.catchCause((cause) => Effect.logError("hold sweep failed").pipe(Effect.annotateLogs(safeDatabaseError(Cause.squash(cause))))))
      }),
    )
  })

  /** The loop as a layer: starts with the app's runtime, stops (interrupted) when it is disposed. */
  static readonly layerLoop: Layer.Layer<never, never, HoldSweeper> = Layer.effectDiscard(Effect.forkScoped(HoldSweeper.loop))
}
