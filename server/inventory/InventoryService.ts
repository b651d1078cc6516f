import { and, asc, eq, gte, lt, sql } from "drizzle-orm"
import { type Cause, Context, Effect, Exit, Layer, Schema } from "effect"
import { daysBetween } from "../../core/time/hotel-day.ts"
import { NO_ROOMS_AVAILABLE } from "../../contracts/api/errors.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { databaseFailureOf, SQLSTATE } from "../db/errors.ts"
import { dailyInventory, roomTypes } from "../db/schema.ts"
import { Db, DbFailure } from "../db/Db.ts"

/**
 * Taking rooms and giving them back (issue 3 §3: never oversold). Every night of every room type is
 * taken by ONE conditional UPDATE (`available = available - n WHERE available >= n`), inside the
 * caller's transaction, so a hold, a confirmation or a date change lands whole or not at all; the
 * table's CHECK (0 <= available <= total) refuses an oversold or over-returned night even if a
 * caller gets it wrong. The same statements run on PGlite and PostgreSQL: under PostgreSQL's READ
 * COMMITTED a second writer waits for the first's row lock and then re-checks `available >= n`
 * against the committed value, so of fifty takers of the last room exactly one succeeds.
 *
 * Also here: `inTransaction`, which runs an Effect inside one database transaction (the services'
 * way to compose inventory, rows and outbox messages atomically).
 */

/** 409: some night of the stay lacks the rooms asked for (or has no inventory at all). */
export class NoRoomsAvailable extends Schema.TaggedError<NoRoomsAvailable>()("NoRoomsAvailable", {
  message: Schema.String,
  roomTypeId: Schema.Int,
}) {}

/** Rooms of one room type for the nights of a stay: check-in up to the night before check-out. */
export interface RoomNights {
  readonly roomTypeId: number
  readonly units: number
  /** "YYYY-MM-DD". */
  readonly checkIn: string
  readonly checkOut: string
}

/** One night of a room type as the inventory keeps it. */
export interface InventoryNight {
  readonly day: string
  readonly total: number
  readonly available: number
  readonly basePriceCents: number
}

export interface InventoryServiceShape {
  /** Takes every night of every room, all or nothing (the caller's transaction rolls back on failure). */
  readonly take: (tx: AppTransaction, rooms: ReadonlyArray<RoomNights>) => Effect.Effect<void, NoRoomsAvailable | DbFailure>
  /** Gives the nights back (the CHECK refuses returning more than the room type has). */
  readonly release: (tx: AppTransaction, rooms: ReadonlyArray<RoomNights>) => Effect.Effect<void, DbFailure>
  /** The nights of a stay for one room type, in order; fewer than the stay's nights when the calendar ends. */
  readonly nights: (db: AppDatabase, roomTypeId: number, checkIn: string, checkOut: string) => Effect.Effect<ReadonlyArray<InventoryNight>, DbFailure>
  /** Rooms of any type free at the hotel on every night of the stay (the least over the nights; 0 when a night has no inventory). */
  readonly freeRoomsAtHotel: (db: AppDatabase, hotelId: number, checkIn: string, checkOut: string) => Effect.Effect<number, DbFailure>
}

/** Runs one statement (on a transaction or the database): a SQLSTATE failure is a DbFailure, anything else a defect. */
export const runSql = <A>(run: () => Promise<A>): Effect.Effect<A, DbFailure> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catch((error) => {
      const failure = databaseFailureOf(error)
      return failure === undefined ? Effect.die(error) : Effect.fail(new DbFailure(failure))
    }),
  )

/** Carries an Effect's failure out of Drizzle's transaction callback, which rolls back on a throw. */
class RolledBack extends Error {
  constructor(readonly failure: Cause.Cause<unknown>) {
    super("transaction rolled back")
  }
}

/** A deadlock or serialisation failure: the transaction can simply run again. */
const isRetryable = (failure: DbFailure): boolean => failure.code === SQLSTATE.deadlockDetected || failure.code === SQLSTATE.serializationFailure

/** How many times a transaction that lost a deadlock or serialisation race runs again. */
export const TRANSACTION_RETRIES = 4

/**
 * Runs `work` inside one database transaction: it commits when `work` succeeds and rolls back when
 * it fails (its error comes out unchanged) or dies. A deadlock or serialisation failure reruns the
 * whole transaction a few times. Everything `work` does must go through `tx`: on PGlite a query on
 * the database itself waits for the transaction to end, so it would never run. Built from combinators: an
 * Effect.gen here would be a new generator function per transaction (docs/architecture.md, server/).
 */
export const inTransaction = <A, E, R>(work: (tx: AppTransaction) => Effect.Effect<A, E, R>): Effect.Effect<A, E | DbFailure, R | Db> =>
  Effect.flatMap(Effect.context<R | Db>(), (context) => {
    const { db } = Context.get(context, Db)
    const runWork = Effect.runPromiseExitWith(context)
    const once = Effect.tryPromise({
      try: () =>
        db.transaction(async (tx) => {
          const exit = await runWork(work(tx))
          if (Exit.isFailure(exit)) throw new RolledBack(exit.cause)
          return exit.value
        }),
      catch: (error) => error,
    }).pipe(
      Effect.catch((error): Effect.Effect<never, E | DbFailure> => {
        if (error instanceof RolledBack) return Effect.failCause(error.failure as Cause.Cause<E>)
        const failure = databaseFailureOf(error)
        return failure === undefined ? Effect.die(error) : Effect.fail(new DbFailure(failure))
      }),
    )
    return once.pipe(Effect.retry({ times: TRANSACTION_RETRIES, while: (error) => error instanceof DbFailure && isRetryable(error) }))
  })

/** One entry per room type and stay, units summed, in room type order (so concurrent takers lock rows alike). */
const merged = (rooms: ReadonlyArray<RoomNights>): ReadonlyArray<RoomNights> => {
  const byKey = new Map<string, RoomNights>()
  for (const room of rooms) {
    const key = `${room.roomTypeId}|${room.checkIn}|${room.checkOut}`
    const seen = byKey.get(key)
    byKey.set(key, seen === undefined ? room : { ...seen, units: seen.units + room.units })
  }
  return [...byKey.values()].sort((a, b) => a.roomTypeId - b.roomTypeId || a.checkIn.localeCompare(b.checkIn))
}

const inStay = (room: RoomNights) =>
  and(eq(dailyInventory.roomTypeId, room.roomTypeId), gte(dailyInventory.day, room.checkIn), lt(dailyInventory.day, room.checkOut))

const take = Effect.fn("InventoryService.take")(function* (tx: AppTransaction, rooms: ReadonlyArray<RoomNights>) {
  for (const room of merged(rooms)) {
    const nights = daysBetween(room.checkIn, room.checkOut)
    // One constrained statement per room type: a night short of rooms is simply not updated.
    const taken = yield* runSql(() =>
      tx
        .update(dailyInventory)
        .set({ available: sql`${dailyInventory.available} - ${room.units}` })
        .where(and(inStay(room), gte(dailyInventory.available, room.units)))
        .returning({ day: dailyInventory.day }),
    )
    if (taken.length !== nights) {
      return yield* new NoRoomsAvailable({ message: NO_ROOMS_AVAILABLE, roomTypeId: room.roomTypeId })
    }
  }
})

const release = Effect.fn("InventoryService.release")(function* (tx: AppTransaction, rooms: ReadonlyArray<RoomNights>) {
  for (const room of merged(rooms)) {
    yield* runSql(() =>
      tx
        .update(dailyInventory)
        .set({ available: sql`${dailyInventory.available} + ${room.units}` })
        .where(inStay(room)),
    )
  }
})

const nights = (db: AppDatabase, roomTypeId: number, checkIn: string, checkOut: string) =>
  runSql(() =>
    db
      .select({
        day: dailyInventory.day,
        total: dailyInventory.total,
        available: dailyInventory.available,
        basePriceCents: dailyInventory.basePriceCents,
      })
      .from(dailyInventory)
      .where(inStay({ roomTypeId, units: 0, checkIn, checkOut }))
      .orderBy(asc(dailyInventory.day)),
  )

const freeRoomsAtHotel = Effect.fn("InventoryService.freeRoomsAtHotel")(function* (db: AppDatabase, hotelId: number, checkIn: string, checkOut: string) {
  const perNight = yield* runSql(() =>
    db
      .select({ day: dailyInventory.day, free: sql<number>`sum(${dailyInventory.available})::int` })
      .from(dailyInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, dailyInventory.roomTypeId))
      .where(and(eq(roomTypes.hotelId, hotelId), gte(dailyInventory.day, checkIn), lt(dailyInventory.day, checkOut)))
      .groupBy(dailyInventory.day),
  )
  if (perNight.length < daysBetween(checkIn, checkOut)) return 0
  return Math.min(...perNight.map((night) => Number(night.free)))
})

export class InventoryService extends Context.Service<InventoryService, InventoryServiceShape>()("hotel/server/InventoryService") {
  static readonly layer: Layer.Layer<InventoryService> = Layer.succeed(InventoryService, InventoryService.of({ take, release, nights, freeRoomsAtHotel }))
}
