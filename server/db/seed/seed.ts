import { performance } from "node:perf_hooks"
import { asc, eq, max, sql } from "drizzle-orm"
import type { AppDatabase, AppTransaction } from "../database.ts"
import {
  brands,
  charities,
  dailyInventory,
  hotels,
  mandatoryPaymentPeriods,
  ratePlans,
  roomTypes,
  specialOfferHotels,
  specialOffers,
} from "../schema.ts"
import { BRAND_LIST } from "./brands.ts"
import { addDays, calendarDays, daysBetween, DEFAULT_CALENDAR_DAYS, festivePeriods, inventoryRows, type CalendarRoom, type InventoryRow } from "./calendar.ts"
import { buildCatalogue, calendarRoom, hasFestivePeriods, hotelCodeOf, type HotelSelection } from "./catalogue.ts"
import { writeContent, writeLoyaltyPointsValues } from "./content.ts"
import { HOTELS } from "./hotels.ts"
import { type DemoMembersOptions, writeDemoMembers } from "./members.ts"
import { seededRandom } from "./random.ts"
import { ROOM_TYPE_CODES, roomTypeContent, type RoomTypeCode } from "./room-types.ts"

export interface SeedOptions {
  /** The calendar's first night, "YYYY-MM-DD": the running server passes today, tests a fixed date. */
  readonly startDate: string
  /** Nights of inventory and prices from startDate (default 365). */
  readonly days?: number | undefined
  /** All 58 hotels (default), the first n, or those with the given codes. */
  readonly hotels?: HotelSelection | undefined
  /** Count some rooms as sold through other channels (default true); false leaves every room available. */
  readonly occupancy?: boolean | undefined
  /** Another seed gives another, equally deterministic, world (default 1). */
  readonly seed?: number | undefined
  /** Write the content items, job vacancies and guest reviews too (default true; tests that do not read them skip them). */
  readonly content?: boolean | undefined
  /** Write the demo members too (members.ts), with the server's password hashing; none when unset (the default). */
  readonly demoMembers?: DemoMembersOptions | undefined
}

export interface SeedReport {
  readonly hotels: number
  readonly rooms: number
  readonly roomTypes: number
  readonly inventoryRows: number
  /** Content items written (0 when content was not asked for or was there already). */
  readonly contentItems: number
  readonly millis: number
}

export const DEFAULT_SEED = 1

/**
 * Inventory rows per INSERT. The rows travel as five array parameters unnested by the server:
 * one statement of a few hundred kilobytes instead of 100 000 bound parameters, which both drivers
 * handle several times faster (PGlite about 1.5x, node-postgres about 6x, measured on 85 775 rows).
 */
const INVENTORY_ROWS_PER_INSERT = 20_000

/** Serialises seeding between processes starting at once against one PostgreSQL. */
const SEED_LOCK_KEY = 727_274_001

const chunks = <T>(rows: ReadonlyArray<T>, size: number): ReadonlyArray<ReadonlyArray<T>> =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, (index + 1) * size))

/** A PostgreSQL array literal of numbers or ISO dates (neither needs quoting). */
const arrayLiteral = (values: ReadonlyArray<number | string>): string => `{${values.join(",")}}`

const column = (name: keyof typeof dailyInventory._.columns) => sql.identifier(dailyInventory[name].name)

/** Inserts inventory rows; a night a room type already has is left as it is. */
const insertInventory = async (tx: AppTransaction, rows: ReadonlyArray<InventoryRow>): Promise<void> => {
  for (const chunk of chunks(rows, INVENTORY_ROWS_PER_INSERT)) {
    await tx.execute(sql`
      insert into ${dailyInventory} (${column("roomTypeId")}, ${column("day")}, ${column("total")}, ${column("available")}, ${column("basePriceCents")})
      select * from unnest(
        ${arrayLiteral(chunk.map((row) => row.roomTypeId))}::integer[],
        ${arrayLiteral(chunk.map((row) => row.day))}::date[],
        ${arrayLiteral(chunk.map((row) => row.total))}::integer[],
        ${arrayLiteral(chunk.map((row) => row.available))}::integer[],
        ${arrayLiteral(chunk.map((row) => row.basePriceCents))}::integer[])
      on conflict do nothing`)
  }
}

/** Identity columns given explicit ids by the seed continue after the largest one. */
const resetIdentity = async (tx: AppTransaction, table: string): Promise<void> => {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  )
}

const writeCatalogue = async (tx: AppTransaction, options: SeedOptions): Promise<SeedReport> => {
  const started = performance.now()
  const random = seededRandom(options.seed ?? DEFAULT_SEED)
  const days = options.days ?? DEFAULT_CALENDAR_DAYS
  const catalogue = buildCatalogue({ random, startDate: options.startDate, days, hotels: options.hotels })

  await tx.insert(brands).values([...catalogue.brands])
  if (catalogue.hotels.length > 0) await tx.insert(hotels).values([...catalogue.hotels])
  if (catalogue.mandatoryPaymentPeriods.length > 0) await tx.insert(mandatoryPaymentPeriods).values([...catalogue.mandatoryPaymentPeriods])
  if (catalogue.roomTypes.length > 0) await tx.insert(roomTypes).values([...catalogue.roomTypes])
  await tx.insert(specialOffers).values([...catalogue.specialOffers])
  if (catalogue.specialOfferHotels.length > 0) await tx.insert(specialOfferHotels).values([...catalogue.specialOfferHotels])
  if (catalogue.ratePlans.length > 0) await tx.insert(ratePlans).values([...catalogue.ratePlans])
  await tx.insert(charities).values([...catalogue.charities])
  await writeLoyaltyPointsValues(tx)

  const inventory = inventoryRows(random, catalogue.calendarRooms, calendarDays(options.startDate, days), options.occupancy ?? true)
  await insertInventory(tx, inventory)

  for (const table of ["hotels", "room_types", "rate_plans", "special_offers", "charities"]) await resetIdentity(tx, table)
  const content = options.content === false ? null : await writeContent(tx, { startDate: options.startDate, seed: options.seed ?? DEFAULT_SEED })
  if (options.demoMembers !== undefined) await writeDemoMembers(tx, options.startDate, options.demoMembers)

  return {
    hotels: catalogue.hotels.length,
    rooms: catalogue.calendarRooms.reduce((sum, room) => sum + room.roomCount, 0),
    roomTypes: catalogue.roomTypes.length,
    inventoryRows: inventory.length,
    contentItems: content?.contentItems ?? 0,
    millis: Math.round(performance.now() - started),
  }
}

/** True once the catalogue has been written (the brands are its first rows). */
export const isSeeded = async (db: AppDatabase | AppTransaction): Promise<boolean> =>
  (await db.select({ id: brands.id }).from(brands).limit(1)).length > 0

/**
 * Writes the whole catalogue and calendar into an empty database, in one transaction: either
 * everything is there or nothing is. Fails on a database that already holds a catalogue.
 */
export const seedDatabase = (db: AppDatabase, options: SeedOptions): Promise<SeedReport> =>
  db.transaction((tx) => writeCatalogue(tx, options))

/**
 * Seeds the database if it holds no catalogue yet, otherwise extends its calendar to cover
 * `days` nights from `startDate`. Safe when several processes start at once: they queue on an
 * advisory lock and only the first one seeds. Answers the seed report, or null when it only extended.
 */
export const seedIfEmpty = (db: AppDatabase, options: SeedOptions): Promise<SeedReport | null> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (!(await isSeeded(tx))) return writeCatalogue(tx, options)
    await extendCalendarIn(tx, options)
    // A database seeded before the content slice existed gets its values and content now (each only into empty tables).
    await writeLoyaltyPointsValues(tx)
    if (options.content !== false) await writeContent(tx, { startDate: options.startDate, seed: options.seed ?? DEFAULT_SEED })
    // Demo members asked for since the first start (each only when not there yet).
    if (options.demoMembers !== undefined) await writeDemoMembers(tx, options.startDate, options.demoMembers)
    return null
  })

const roomFactorOf = (brandKey: (typeof BRAND_LIST)[number]["key"], code: string): number =>
  (ROOM_TYPE_CODES as ReadonlyArray<string>).includes(code) ? roomTypeContent(brandKey, code as RoomTypeCode).priceFactor : 1

const extendCalendarIn = async (tx: AppTransaction, options: SeedOptions): Promise<number> => {
  const days = options.days ?? DEFAULT_CALENDAR_DAYS
  const lastWanted = addDays(options.startDate, days - 1)
  const [latest] = await tx.select({ day: max(dailyInventory.day) }).from(dailyInventory)
  const from = latest?.day == null || latest.day < options.startDate ? options.startDate : addDays(latest.day, 1)
  if (from > lastWanted) return 0

  const nights = calendarDays(from, daysBetween(from, lastWanted) + 1, daysBetween(options.startDate, from))
  const rows = await tx
    .select({ id: roomTypes.id, code: roomTypes.code, roomCount: roomTypes.roomCount, hotelId: hotels.id, hotelCode: hotels.code, brandId: hotels.brandId, city: hotels.city })
    .from(roomTypes)
    .innerJoin(hotels, eq(roomTypes.hotelId, hotels.id))
    .orderBy(asc(roomTypes.id))
  const rooms: ReadonlyArray<CalendarRoom> = rows.flatMap((row) => {
    const brand = BRAND_LIST.find((each) => each.id === row.brandId)
    return brand === undefined ? [] : [calendarRoom(row.hotelCode, brand, row.city, row.code, row.id, row.roomCount, roomFactorOf(brand.key, row.code))]
  })
  const random = seededRandom(options.seed ?? DEFAULT_SEED)
  const inventory = inventoryRows(random, rooms, nights, options.occupancy ?? true)
  await insertInventory(tx, inventory)

  const seededHotels = new Map(rows.map((row) => [row.hotelCode, row.hotelId]))
  const periods = HOTELS.flatMap((entry, index) => {
    const code = hotelCodeOf(index + 1)
    const hotelId = seededHotels.get(code)
    return hotelId !== undefined && hasFestivePeriods({ code, entry }) ? festivePeriods(hotelId, from, nights.length) : []
  })
  if (periods.length > 0) await tx.insert(mandatoryPaymentPeriods).values([...periods]).onConflictDoNothing()
  return inventory.length
}

/**
 * Adds inventory and prices for the nights from `startDate` for `days` days that the calendar
 * does not have yet (a server running on a later day than it was seeded on), and the festive
 * periods those nights need. Answers the number of inventory rows written.
 */
export const extendCalendar = (db: AppDatabase, options: SeedOptions): Promise<number> => db.transaction((tx) => extendCalendarIn(tx, options))
