import { and, asc, eq, gte, lt, sql } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import type { Hono } from "hono"
import { luhnCheckDigit } from "../../core/checkout/sa-id.ts"
import { makeApp } from "../app.ts"
import { ServerConfig, type ServerConfigShape, testConfig } from "../config.ts"
import type { Database } from "../db/database.ts"
import { bookings, dailyInventory, hotels, outbox, paymentNotifications, payments, reservations, roomTypes } from "../db/schema.ts"
import { BOOKING_ROUTES_PATH, makeBookingRoutes } from "../bookings/routes.ts"
import { makeReservationRoutes, RESERVATION_ROUTES_PATH } from "../reservations/routes.ts"
import { type AppEnv, type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { silentLogger, silentLogs } from "./logs.ts"
import { BookingService } from "../bookings/BookingService.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { EnquiryService } from "../enquiries/EnquiryService.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { HoldSweeper } from "../reservations/HoldSweeper.ts"
import { InventoryService } from "../inventory/InventoryService.ts"
import { OtpService } from "../codes/OtpService.ts"
import { ReservationService } from "../reservations/ReservationService.ts"
import { Sessions } from "../accounts/Sessions.ts"
import { LoyaltyLedger } from "../loyalty/LoyaltyLedger.ts"
import { LoyaltyPointsService } from "../loyalty/LoyaltyPointsService.ts"
import { LoyaltyStays } from "../loyalty/LoyaltyStays.ts"
import { bookingRefunds } from "../payments/cancellation-refunds.ts"
import type { MemberAuthentication } from "../http/member.ts"

/**
 * Test support for the booking engine's tests: the services over a test database with a TestClock
 * (business time moves only when a test says so), the booking routes in an app, request bodies a
 * website would send, and readers of the inventory and the outbox.
 */

/** The instant `iso` (with its offset) in milliseconds. */
export const at = (iso: string): number => Date.parse(iso)

/** A Friday morning before TEST_START_DATE (2030-03-04): stays from the 5th are days ahead. */
export const TEST_NOW = at("2030-03-01T08:00:00+02:00")

export type BookingServices =
  | Db
  | ServerConfig
  | InventoryService
  | OtpService
  | ReservationService
  | BookingService
  | HoldSweeper
  | Sessions
  | MemberAuthentication
  | LoyaltyLedger
  | LoyaltyPointsService
  | LoyaltyStays

/** Every booking service over `database`, with a TestClock at `now` (and the test configuration with `config` over it). */
export const bookingLayer = (
  database: Pick<Database, "db" | "kind">,
  now: number = TEST_NOW,
  config: Partial<ServerConfigShape> = {},
): Layer.Layer<BookingServices> => {
  const clock = Layer.effectDiscard(TestClock.setTime(now)).pipe(Layer.provideMerge(TestClock.layer()))
  const db = Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database))
  const base = Layer.mergeAll(db, Layer.succeed(ServerConfig, testConfig(config)), InventoryService.layer.pipe(Layer.provide(db)))
  const otp = OtpService.layer({ secret: "test-secret" }).pipe(Layer.provide(base))
  const reservations = ReservationService.layer.pipe(Layer.provide(base))
  const catalogue = CatalogueService.layer.pipe(Layer.provide(EnquiryService.layer), Layer.provide(base))
  const loyalty = LoyaltyStays.layerWithLedger.pipe(Layer.provideMerge(base))
  const ports = Layer.mergeAll(OtpService.cancellationCode.pipe(Layer.provide(otp)), LoyaltyStays.bookingLoyalty.pipe(Layer.provide(loyalty)), bookingRefunds.pipe(Layer.provide(base)))
  const bookings = BookingService.layer.pipe(Layer.provide(Layer.mergeAll(base, ports, catalogue)))
  const sweeper = HoldSweeper.layer.pipe(Layer.provide(Layer.merge(reservations, BookingService.lapsedBookings.pipe(Layer.provide(bookings)))))
  const sessions = Sessions.layerWithAuthentication.pipe(Layer.provide(base))
  return Layer.mergeAll(base, otp, reservations, bookings, sweeper, sessions, loyalty).pipe(Layer.provideMerge(clock))
}

export interface BookingTestApp {
  readonly app: Hono<AppEnv>
  readonly http: HttpRuntime<BookingServices>
  /** Runs an Effect with the app's services (and its clock). */
  readonly run: <A, E>(program: Effect.Effect<A, E, BookingServices>) => Promise<A>
  readonly setNow: (millis: number) => Promise<void>
  readonly advance: (millis: number) => Promise<void>
  readonly dispose: () => Promise<void>
}

/** The reservation and booking routes in an app as `makeApp` builds it, over `database`; with `sweeping`, the sweeper's loop runs too. */
export const makeBookingTestApp = (
  database: Pick<Database, "db" | "kind">,
  now: number = TEST_NOW,
  sweeping = false,
  config: Partial<ServerConfigShape> = {},
): BookingTestApp => {
  const services = bookingLayer(database, now, config)
  const http = makeHttpRuntime(sweeping ? HoldSweeper.layerLoop.pipe(Layer.provideMerge(services)) : services, { logger: silentLogs })
  const app = makeApp({
    config: testConfig(config),
    log: silentLogger,
    checkDatabase: async () => undefined,
    api: [
      { path: RESERVATION_ROUTES_PATH, routes: makeReservationRoutes(http) },
      { path: BOOKING_ROUTES_PATH, routes: makeBookingRoutes(http) },
    ],
    distDir: "/nonexistent",
  })
  const run = <A, E>(program: Effect.Effect<A, E, BookingServices>) => http.runtime.runPromise(program)
  return {
    app,
    http,
    run,
    setNow: (millis) => run(TestClock.setTime(millis)),
    advance: (millis) => run(TestClock.adjust(millis)),
    dispose: () => http.dispose(),
  }
}

// Requests.

export const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
})

export interface RoomRequest {
  readonly rate_plan_code?: string
  readonly room_type_code?: string
  readonly number_of_units?: number
  readonly guests?: { readonly adults: number; readonly kids: number }
  readonly promotion_code?: string
}

export const room = (overrides: RoomRequest = {}) => ({
  rate_plan_code: "RO-FLEX",
  room_type_code: "QUEEN",
  number_of_units: 1,
  guests: { adults: 2, kids: 0 },
  ...overrides,
})

/** A reservation for two nights from Tuesday 2030-03-05 at hotel 801, one queen room. */
export const reservation = (overrides: Record<string, unknown> = {}) => ({
  start_date: "2030-03-05T12:00:00+02:00",
  end_date: "2030-03-07T12:00:00+02:00",
  hotel_code: "801",
  rooms: [room()],
  via_email: true,
  via_sms: true,
  ...overrides,
})

/** A valid South African ID number born on `yymmdd` (citizen). */
export const saId = (yymmdd = "800101"): string => {
  const first12 = `${yymmdd}500908`
  return `${first12}${luhnCheckDigit(first12)}`
}

export const MAIN_GUEST = {
  title: "Ms",
  first_name: "Thandi",
  surname: "Nkosi",
  mobile: "0027821234567",
  email: "thandi@example.com",
  address: { address_one: "1 Long Street", address_two: "", city: "Cape Town", state: "ZA", postal_code: "8001", country: "South Africa" },
  id_number: saId(),
  id_type: "ID Number",
}

/** The confirmation of hold `uuid` (the reservation's fields, the guests, pay later unless told). */
export const confirmation = (uuid: string, overrides: Record<string, unknown> = {}) => ({
  ...reservation(),
  uuid,
  guests: [MAIN_GUEST],
  mandatory_payment: false,
  ...overrides,
})

// Reads.

export const hotelIdOf = async (database: Pick<Database, "db">, code: string): Promise<number> =>
  (await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, code)))[0]!.id

export const roomTypeIdOf = async (database: Pick<Database, "db">, hotelCode: string, code: string): Promise<number> =>
  (
    await database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(and(eq(hotels.code, hotelCode), eq(roomTypes.code, code)))
  )[0]!.id

/** `available` of a room type per night from `from` (included) to `to` (excluded). */
export const availableOf = async (database: Pick<Database, "db">, roomTypeId: number, from: string, to: string): Promise<ReadonlyArray<number>> =>
  (
    await database.db
      .select({ available: dailyInventory.available })
      .from(dailyInventory)
      .where(and(eq(dailyInventory.roomTypeId, roomTypeId), gte(dailyInventory.day, from), lt(dailyInventory.day, to)))
      .orderBy(asc(dailyInventory.day))
  ).map((row) => row.available)

/** Sets a room type's free rooms on the nights from `from` to `to` (excluded). */
export const setAvailable = async (database: Pick<Database, "db">, roomTypeId: number, from: string, to: string, available: number): Promise<void> => {
  await database.db
    .update(dailyInventory)
    .set({ available: sql`least(${available}, ${dailyInventory.total})` })
    .where(and(eq(dailyInventory.roomTypeId, roomTypeId), gte(dailyInventory.day, from), lt(dailyInventory.day, to)))
}

export const outboxOf = (database: Pick<Database, "db">, bookingId: number) =>
  database.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)).orderBy(asc(outbox.id))

/** Forgets every hold, booking, payment and message, and frees every room: each test starts from the seed. */
export const resetBookings = async (database: Pick<Database, "db">): Promise<void> => {
  const { db } = database
  await db.delete(paymentNotifications)
  await db.delete(payments)
  await db.delete(outbox)
  await db.delete(bookings)
  await db.delete(reservations)
  await db.update(dailyInventory).set({ available: sql`${dailyInventory.total}` })
}
