import { and, eq, sql } from "drizzle-orm"
import { Effect, Schema } from "effect"
import { TOO_MANY_ROOMS_ON_HOLD } from "../../core/booking/messages.ts"
import { holdRooms, reservations } from "../db/schema.ts"
import type { DbShape } from "../db/Db.ts"
import { liveHold } from "./hold-expiry.ts"

/**
 * Rooms on hold per client (issue 9 §4): one client may have at most MAX_HELD_ROOMS_PER_CLIENT rooms in live
 * holds (held and not yet lapsed) at once, so nobody can hide a hotel from search by holding all of it. The
 * count is the database's, read inside the hold's own transaction after taking a lock for the client, so
 * several server processes agree and concurrent holds of one client are counted one after another.
 * Confirmed, lapsed and released holds do not count; a hold being replaced is released first, so it never
 * counts twice.
 */

/** 429: the client's live holds and this one would be more rooms than it may hold. */
export class TooManyRoomsOnHold extends Schema.TaggedError<TooManyRoomsOnHold>()("TooManyRoomsOnHold", {
  message: Schema.String,
  /** Whole seconds until enough of the client's holds lapse for this one to fit (at least 1). */
  retryAfterSeconds: Schema.Number,
}) {}

/** One live hold of the client: when it lapses and how many rooms it holds. */
export interface LiveHold {
  readonly expiresAtMillis: number
  readonly rooms: number
}

export type HeldRoomsDecision = { readonly _tag: "fits" } | { readonly _tag: "over"; readonly retryAfterSeconds: number }

const secondsUntil = (millis: number, nowMillis: number): number => Math.max(1, Math.ceil((millis - nowMillis) / 1000))

/**
 * Whether `requested` more rooms fit beside the client's `live` holds under `limit`; if not, how long until
 * they would, holds lapsing in the order they expire. A request larger than the limit itself never fits:
 * it is then told when the client's last hold lapses (1 s when it has none), the earliest anything changes.
 */
export const heldRoomsDecision = (input: {
  readonly live: ReadonlyArray<LiveHold>
  readonly requested: number
  readonly limit: number
  readonly nowMillis: number
}): HeldRoomsDecision => {
  let held = input.live.reduce((sum, hold) => sum + hold.rooms, 0)
  if (held + input.requested <= input.limit) return { _tag: "fits" }
  const byExpiry = [...input.live].sort((a, b) => a.expiresAtMillis - b.expiresAtMillis)
  for (const hold of byExpiry) {
    held -= hold.rooms
    if (held + input.requested <= input.limit) return { _tag: "over", retryAfterSeconds: secondsUntil(hold.expiresAtMillis, input.nowMillis) }
  }
  const last = byExpiry.at(-1)
  return { _tag: "over", retryAfterSeconds: last === undefined ? 1 : secondsUntil(last.expiresAtMillis, input.nowMillis) }
}

/** The class of the two-key advisory locks taken per client (the one-key lock of migrate.ts is another key space). */
const HELD_ROOMS_LOCK_CLASS = 727_274_004

/**
 * Waits for, then holds until the transaction ends, the lock of `client`'s holds: taken first in a hold's
 * transaction, so a transaction waiting for it holds no other lock. Two holds of one client
 * would otherwise both count the rooms committed before either, and together pass the limit. A hash may let
 * two clients share a lock: they then wait for each other, never count each other's rooms.
 */
export const lockClientHolds = (database: DbShape, client: string) =>
  database.query((db) => db.execute(sql`select pg_advisory_xact_lock(${HELD_ROOMS_LOCK_CLASS}, hashtext(${client}))`))

/** The client's holds still running at `nowMillis`, with their rooms. */
const liveHoldsOf = (database: DbShape, client: string, nowMillis: number) =>
  database.query((db) =>
    db
      .select({ expiresAt: reservations.expiresAt, rooms: sql<number>`sum(${holdRooms.units})::int` })
      .from(reservations)
      .innerJoin(holdRooms, eq(holdRooms.reservationUuid, reservations.uuid))
      .where(and(eq(reservations.clientAddress, client), liveHold(nowMillis)))
      .groupBy(reservations.uuid, reservations.expiresAt),
  )

/** Fails with TooManyRoomsOnHold unless `requested` more rooms fit beside the client's live holds (call it holding the lock). */
export const checkHeldRooms = Effect.fnUntraced(function* (database: DbShape, client: string, requested: number, limit: number, nowMillis: number) {
  const live = yield* liveHoldsOf(database, client, nowMillis)
  const decision = heldRoomsDecision({
    live: live.map((hold) => ({ expiresAtMillis: hold.expiresAt.getTime(), rooms: Number(hold.rooms) })),
    requested,
    limit,
    nowMillis,
  })
  if (decision._tag === "over") return yield* new TooManyRoomsOnHold({ message: TOO_MANY_ROOMS_ON_HOLD, retryAfterSeconds: decision.retryAfterSeconds })
})
