import { and, asc, gte, inArray, lt, type SQL } from "drizzle-orm"
import { Temporal } from "temporal-polyfill"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { rememberedUpTo } from "../memo.ts"
import { dailyInventory, roomTypes } from "../db/schema.ts"
import type { NightPrice, RoomGuests } from "../rates/pricing.ts"

/**
 * What is free for a stay, and which requested rooms fit which room types.
 *
 * - A room type is available for a stay when every night (check-in ≤ day < check-out) has an inventory
 *   row with `available >= units`; a night without a row (beyond the calendar) is not for sale.
 * - A requested room fits a room type when its adults ≤ max_adults and adults + kids ≤ max_occupancy.
 * - Several rooms (decision, contracts/README.md): the rooms can be hosted together when each can be
 *   given a room type it fits with no type given more rooms than it has free on every night: a
 *   matching with capacities (assignRooms). A room type is offered to a requested room only if some
 *   such assignment puts that room in it, so a search never offers what the rest of the party would
 *   then lack.
 */

const DAY_MS = 86_400_000

/** Midnight UTC of a plain "YYYY-MM-DD" that names a real day, else undefined. */
const utcDayMs = (day: string): number | undefined => {
  if (day.length !== 10) return undefined
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms
}

/**
 * Stays asked for again and again (every search names one): their nights, remembered up to a bound.
 * Worth: a room search and its answer take 1.25× as long without (bench:search, 2026-11-25, docs/benchmarks.md).
 */
const KNOWN_STAYS_BOUND = 5_000
const nightsOfStay = rememberedUpTo(KNOWN_STAYS_BOUND, (stay: string): ReadonlyArray<string> => {
  const [checkIn, checkOut] = stay.split("/") as [string, string]
  return Object.freeze(countNights(checkIn, checkOut))
})

/** The nights of a stay, "YYYY-MM-DD", check-in up to the night before check-out. */
export const stayNights = (checkIn: string, checkOut: string): ReadonlyArray<string> => nightsOfStay(`${checkIn}/${checkOut}`)

const countNights = (checkIn: string, checkOut: string): Array<string> => {
  // Every search and reservation asks this: plain days are counted on the UTC calendar (the same days,
  // far cheaper than Temporal); anything else is left to Temporal, which refuses what is not a date.
  const firstMs = utcDayMs(checkIn)
  const lastMs = utcDayMs(checkOut)
  if (firstMs !== undefined && lastMs !== undefined) {
    return Array.from({ length: Math.max(0, (lastMs - firstMs) / DAY_MS) }, (_, index) => new Date(firstMs + index * DAY_MS).toISOString().slice(0, 10))
  }
  const first = Temporal.PlainDate.from(checkIn)
  const count = first.until(Temporal.PlainDate.from(checkOut)).days
  return Array.from({ length: Math.max(0, count) }, (_, index) => first.add({ days: index }).toString())
}

/** A room type's inventory for one stay. */
export interface StayInventory {
  readonly roomTypeId: number
  /** Rooms free on every night of the stay (0 when a night has no inventory). */
  readonly freeUnits: number
  /** Every night's price, in order; complete only when `freeUnits` counts (every night has a row). */
  readonly nights: ReadonlyArray<NightPrice>
}

/**
 * Reads the inventory of `roomTypeIds` for the stay, in one query. Works inside a transaction too
 * (the reservation prices a hold from what it takes). Every asked room type is in the answer.
 */
export const readStayInventory = async (
  db: AppDatabase | AppTransaction,
  roomTypeIds: ReadonlyArray<number>,
  checkIn: string,
  checkOut: string,
): Promise<ReadonlyMap<number, StayInventory>> => {
  const nights = stayNights(checkIn, checkOut)
  const answer = new Map<number, StayInventory>()
  if (roomTypeIds.length === 0 || nights.length === 0) {
    for (const id of roomTypeIds) answer.set(id, { roomTypeId: id, freeUnits: 0, nights: [] })
    return answer
  }
  const byType = await readNights(db, inArray(dailyInventory.roomTypeId, [...roomTypeIds]), checkIn, checkOut)
  for (const id of roomTypeIds) answer.set(id, stayInventoryOf(id, nights, byType.get(id) ?? []))
  return answer
}

/** A room type's inventory on one night: what is free and the base price (a price calendar reads these). */
export interface NightInventory {
  readonly available: number
  readonly price: NightPrice
}

/**
 * Reads each asked room type's nights from `from` up to the night before `to`, in one query: by room type,
 * by day. A night without a row is absent (not for sale). Every asked room type is in the answer.
 */
export const readNightlyInventory = async (
  db: AppDatabase | AppTransaction,
  roomTypeIds: ReadonlyArray<number>,
  from: string,
  to: string,
): Promise<ReadonlyMap<number, ReadonlyMap<string, NightInventory>>> => {
  const byType = roomTypeIds.length === 0 || from >= to ? new Map<number, ReadonlyArray<NightRow>>() : await readNights(db, inArray(dailyInventory.roomTypeId, [...roomTypeIds]), from, to)
  return new Map(
    roomTypeIds.map((id) => [id, new Map((byType.get(id) ?? []).map((row) => [row.day, { available: row.available, price: { day: row.day, basePriceCents: row.basePriceCents } }]))]),
  )
}

interface NightRow {
  readonly roomTypeId: number
  readonly day: string
  readonly available: number
  readonly basePriceCents: number
}

/** The inventory rows of the stay's nights for the room types `which` selects, by room type, in day order. */
const readNights = async (db: AppDatabase | AppTransaction, which: SQL, checkIn: string, checkOut: string): Promise<ReadonlyMap<number, ReadonlyArray<NightRow>>> => {
  const rows = await db
    .select({
      roomTypeId: dailyInventory.roomTypeId,
      day: dailyInventory.day,
      available: dailyInventory.available,
      basePriceCents: dailyInventory.basePriceCents,
    })
    .from(dailyInventory)
    .where(and(which, gte(dailyInventory.day, checkIn), lt(dailyInventory.day, checkOut)))
    .orderBy(asc(dailyInventory.roomTypeId), asc(dailyInventory.day))
  return groupByRoomType(rows)
}

const groupByRoomType = (rows: ReadonlyArray<NightRow>): ReadonlyMap<number, ReadonlyArray<NightRow>> => {
  const byType = new Map<number, Array<NightRow>>()
  for (const row of rows) {
    const list = byType.get(row.roomTypeId)
    if (list === undefined) byType.set(row.roomTypeId, [row])
    else list.push(row)
  }
  return byType
}

/** One room type's stay from its inventory rows (sorted by day): free units over every night. */
export const stayInventoryOf = (
  roomTypeId: number,
  nights: ReadonlyArray<string>,
  rows: ReadonlyArray<{ readonly day: string; readonly available: number; readonly basePriceCents: number }>,
): StayInventory => {
  const complete = rows.length === nights.length && rows.every((row, index) => row.day === nights[index])
  return {
    roomTypeId,
    freeUnits: complete ? Math.max(0, Math.min(...rows.map((row) => row.available))) : 0,
    nights: rows.map((row) => ({ day: row.day, basePriceCents: row.basePriceCents })),
  }
}

// Occupancy and assignment (pure).

/** The occupancy of a room type (a `room_types` row fits). */
export type Occupancy = Pick<typeof roomTypes.$inferSelect, "maxAdults" | "maxOccupancy">

/** A requested room fits a room type: adults within max_adults, everyone within max_occupancy. */
export const fitsRoomType = (guests: RoomGuests, roomType: Occupancy): boolean =>
  guests.adults <= roomType.maxAdults && guests.adults + guests.kids <= roomType.maxOccupancy

/** A room type with the rooms it has free on every night of the stay. */
export interface FreeRoomType extends Occupancy {
  readonly id: number
  readonly freeUnits: number
}

/**
 * Gives each requested room a room type it fits, no type over its free units: the index of the chosen
 * type per room, or undefined when the rooms cannot all be hosted. Bipartite matching with capacities by
 * augmenting paths (at most 10 rooms and a handful of types, so this is instant).
 */
export const assignRooms = (rooms: ReadonlyArray<RoomGuests>, types: ReadonlyArray<FreeRoomType>): ReadonlyArray<number> | undefined => {
  const roomOf: Array<Array<number>> = types.map(() => [])
  const typeOf: Array<number> = rooms.map(() => -1)
  const fits = rooms.map((room) => types.map((type) => type.freeUnits > 0 && fitsRoomType(room, type)))

  const place = (room: number, seen: Array<boolean>): boolean => {
    for (let type = 0; type < types.length; type++) {
      if (!fits[room]![type] || seen[type]) continue
      seen[type] = true
      const holders = roomOf[type]!
      if (holders.length < types[type]!.freeUnits) {
        holders.push(room)
        typeOf[room] = type
        return true
      }
      // The type is full: move one of its rooms elsewhere to make space.
      for (let index = 0; index < holders.length; index++) {
        const other = holders[index]!
        if (place(other, seen)) {
          // `other` now sits in another type; remove it from this one and seat `room` here.
          holders.splice(holders.indexOf(other), 1)
          holders.push(room)
          typeOf[room] = type
          return true
        }
      }
    }
    return false
  }

  for (let room = 0; room < rooms.length; room++) {
    if (!place(room, types.map(() => false))) return undefined
  }
  return typeOf
}

/** Every requested room can be hosted at once. */
export const canHostAll = (rooms: ReadonlyArray<RoomGuests>, types: ReadonlyArray<FreeRoomType>): boolean => assignRooms(rooms, types) !== undefined

/**
 * Whether `rooms[roomIndex]` can take room type `typeIndex` while the other rooms still fit somewhere:
 * the room fits the type, and the rest can be hosted with one unit of the type taken.
 */
export const canTake = (rooms: ReadonlyArray<RoomGuests>, types: ReadonlyArray<FreeRoomType>, roomIndex: number, typeIndex: number): boolean => {
  const room = rooms[roomIndex]
  const type = types[typeIndex]
  if (room === undefined || type === undefined || type.freeUnits < 1 || !fitsRoomType(room, type)) return false
  // One room asked for (most searches): nothing else needs a place.
  if (rooms.length === 1) return true
  const rest = rooms.filter((_, index) => index !== roomIndex)
  const left = types.map((each, index) => (index === typeIndex ? { ...each, freeUnits: each.freeUnits - 1 } : each))
  return canHostAll(rest, left)
}
