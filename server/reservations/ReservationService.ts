import { Clock, Context, Effect, Layer } from "effect"
import { HOLD_EXPIRED } from "../../contracts/api/errors.ts"
import type { HotelNotFound } from "../catalogue/CatalogueService.ts"
import { ServerConfig } from "../config.ts"
import { SQLSTATE } from "../db/errors.ts"
import { reservations } from "../db/schema.ts"
import { Db, DbFailure } from "../db/Db.ts"
import { InventoryService, type NoRoomsAvailable } from "../inventory/InventoryService.ts"
import { Notifier } from "../notify/Notifier.ts"
import { type Confirmed, confirmHold, idNumberErrors, REFERENCE_ATTEMPTS } from "./confirm.ts"
import type { TooManyRoomsOnHold } from "./hold-limit.ts"
import { lapsedHold } from "./hold-expiry.ts"
import { type HoldPlan, planHold } from "./hold-plan.ts"
import { endHold, takeRooms } from "./holds.ts"
import type { PaymentRequiredNow } from "./payment-policy.ts"
import {
  type AlreadyConfirmed,
  type ConfirmationRequest,
  HoldExpired,
  type HoldRequest,
  type PayAtHotelOnly,
  ReservationRejected,
  type ReservationNotFound,
} from "./reservation-errors.ts"

/**
 * Holds and confirmations (spec B §4, §7; issue 3 §3). A reservation takes its rooms for
 * HOLD_SECONDS in one transaction and answers a uuid (hold-plan.ts checks and prices it, holds.ts takes
 * the rooms); confirming turns a live hold into a booking with its guests, a booking reference and one
 * reference per room, and queues the confirmation message in the same transaction (confirm.ts).
 * Expired holds give their rooms back: the sweeper does it on a schedule, and any request that touches
 * one does it at once.
 */

export interface Hold {
  readonly uuid: string
  readonly expiresAt: Date
  /** The stay at the held prices, in cents (the hold plan's total). */
  readonly totalCents: number
}

export interface ReservationServiceShape {
  /**
   * POST /reservation: takes the rooms for HOLD_SECONDS for `client` (http/client-address.ts), within the rooms
   * it may hold at once (hold-limit.ts); a live hold named by `uuid` is given back first, in the same transaction.
   */
  readonly hold: (request: HoldRequest, client: string) => Effect.Effect<Hold, HotelNotFound | ReservationRejected | NoRoomsAvailable | TooManyRoomsOnHold>
  /** POST /confirmation: the hold becomes an Unpaid booking with its guests and references; the confirmation goes to the outbox. */
  readonly confirm: (
    request: ConfirmationRequest,
    /** The signed-in member who books, when there is one (issue 14): the booking belongs to them. */
    memberId?: number,
  ) => Effect.Effect<Confirmed, ReservationRejected | ReservationNotFound | HoldExpired | AlreadyConfirmed | PaymentRequiredNow | PayAtHotelOnly>
  /** Gives back the rooms of every hold whose time ran out (the sweeper's first half); answers how many. */
  readonly expireLapsedHolds: Effect.Effect<number>
}

const isReferenceCollision = (error: unknown): boolean =>
  error instanceof DbFailure && error.code === SQLSTATE.uniqueViolation && error.constraint === "bookings_reference_number_unique"

export class ReservationService extends Context.Service<ReservationService, ReservationServiceShape>()("hotel/server/ReservationService") {
  static readonly layer: Layer.Layer<ReservationService, never, Db | InventoryService | Notifier | ServerConfig> = Layer.effect(
    ReservationService,
    Effect.gen(function* () {
      const database = yield* Db
      const inventory = yield* InventoryService
      const config = yield* ServerConfig
      const notifier = yield* Notifier

      const expireLapsedHolds: Effect.Effect<number> = Effect.gen(function* () {
        const nowMillis = yield* Clock.currentTimeMillis
        const lapsed = yield* database.query((db) =>
          db
            .select({ uuid: reservations.uuid })
            .from(reservations)
            .where(lapsedHold(nowMillis)),
        )
        let expired = 0
        for (const { uuid } of lapsed) {
          if (yield* database.transaction(endHold(inventory, database, uuid, "expired", nowMillis))) expired++
        }
        return expired
      }).pipe(Effect.orDie, Effect.withSpan("ReservationService.expireLapsedHolds"))

      const take = (request: HoldRequest, planned: HoldPlan, client: string, nowMillis: number) =>
        database.transaction(takeRooms(inventory, config.maxHeldRoomsPerClient, database, request, planned, client, nowMillis))

      const hold = Effect.fn("ReservationService.hold")(
        function* (request: HoldRequest, client: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const planned = yield* planHold(database, inventory, request, nowMillis)
          return yield* take(request, planned, client, nowMillis).pipe(
            // Rooms of holds that ran out but are not swept yet are free: give them back and try once more.
            Effect.catchTag("NoRoomsAvailable", (noRooms) =>
              Effect.flatMap(expireLapsedHolds, (expired) => (expired > 0 ? take(request, planned, client, nowMillis) : Effect.fail(noRooms))),
            ),
          )
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const confirm = Effect.fn("ReservationService.confirm")(
        function* (request: ConfirmationRequest, memberId?: number) {
          const idErrors = idNumberErrors(request.guests)
          if (Object.keys(idErrors).length > 0) return yield* ReservationRejected.of(idErrors)
          const nowMillis = yield* Clock.currentTimeMillis
          const outcome = yield* database.transaction(confirmHold(inventory, notifier, config.publicUrl, database, request, nowMillis, memberId)).pipe(
            Effect.retry({ times: REFERENCE_ATTEMPTS, while: isReferenceCollision }),
          )
          if (outcome._tag === "expired") return yield* new HoldExpired({ message: HOLD_EXPIRED })
          return { uuid: outcome.uuid, referenceNumber: outcome.referenceNumber, bookingId: outcome.bookingId }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      return ReservationService.of({ hold, confirm, expireLapsedHolds })
    }),
  )
}
