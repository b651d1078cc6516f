import { and, asc, eq, gte, lt, sql } from "drizzle-orm"
import { Context, Effect, Layer, Schema } from "effect"
import { daysBetween } from "../../core/time/hotel-day.ts"
import { NO_ROOMS_AVAILABLE } from "../../contracts/api/errors.ts"
import { dailyInventory, roomTypes } from "../db/schema.ts"
import { Db, type DbFailure } from "../db/Db.ts"

/**
 * Taking rooms and giving them back (issue 3 §3: never oversold). Every night of every room type is
 * taken by ONE conditional UPDATE (`available = available - n WHERE available >= n`), inside the
 * caller's transaction (Db.transaction), so a hold, a confirmation or a date change lands whole or not at all; the
 * table's CHECK (0 <= available <= total) refuses an oversold or over-returned night even if a
 * caller gets it wrong. The same statements run on PGlite and PostgreSQL: under PostgreSQL's READ
 * COMMITTED a second writer waits for the first's row lock and then re-checks `available >= n`
 * against the committed value, so of fifty takers of the last room exactly one succeeds.
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
  /**
   * Takes every night of every room, all or nothing: in the caller's transaction, which rolls back on failure, or
   * in one of its own.
   */
  readonly take: (rooms: ReadonlyArray<RoomNights>) => Effect.Effect<void, NoRoomsAvailable | DbFailure>
  /** Gives the nights back, all or nothing (the CHECK refuses returning more than the room type has). */
  readonly release: (rooms: ReadonlyArray<RoomNights>) => Effect.Effect<void, DbFailure>
  /** The nights of a stay for one room type, in order; fewer than the stay's nights when the calendar ends. */
  readonly nights: (roomTypeId: number, checkIn: string, checkOut: string) => Effect.Effect<ReadonlyArray<InventoryNight>, DbFailure>
  /** Rooms of any type free at the hotel on every night of the stay (the least over the nights; 0 when a night has no inventory). */
  readonly freeRoomsAtHotel: (hotelId: number, checkIn: string, checkOut: string) => Effect.Effect<number, DbFailure>
}

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

export class InventoryService extends Context.Service<InventoryService, InventoryServiceShape>()("hotel/server/InventoryService") {
  static readonly layer: Layer.Layer<InventoryService, never, Db> = Layer.effect(
    InventoryService,
    Effect.gen(function* () {
      const database = yield* Db

      const takeEach = Effect.fnUntraced(function* (rooms: ReadonlyArray<RoomNights>) {
        for (const room of merged(rooms)) {
          const nights = daysBetween(room.checkIn, room.checkOut)
          // One constrained statement per room type: a night short of rooms is simply not updated.
          const taken = yield* database.query((db) =>
            db
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

      const releaseEach = Effect.fnUntraced(function* (rooms: ReadonlyArray<RoomNights>) {
        for (const room of merged(rooms)) {
          yield* database.query((db) =>
            db
              .update(dailyInventory)
              .set({ available: sql`${dailyInventory.available} + ${room.units}` })
              .where(inStay(room)),
          )
        }
      })

      const take = (rooms: ReadonlyArray<RoomNights>) => database.transaction(takeEach(rooms)).pipe(Effect.withSpan("InventoryService.take"))

      const release = (rooms: ReadonlyArray<RoomNights>) => database.transaction(releaseEach(rooms)).pipe(Effect.withSpan("InventoryService.release"))

      const nights = (roomTypeId: number, checkIn: string, checkOut: string) =>
        database.query((db) =>
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

      const freeRoomsAtHotel = Effect.fn("InventoryService.freeRoomsAtHotel")(function* (hotelId: number, checkIn: string, checkOut: string) {
        const perNight = yield* database.query((db) =>
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

      return InventoryService.of({ take, release, nights, freeRoomsAtHotel })
    }),
  )
}
