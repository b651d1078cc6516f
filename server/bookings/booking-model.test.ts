import { and, asc, eq, inArray } from "drizzle-orm"
import { Effect, Exit, Schema } from "effect"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ConfirmationRequest, ReservationRequest } from "../../contracts/api/reservations.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { bookingItems, bookings, dailyInventory, holdRooms, outbox, reservations } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { BookingService } from "./BookingService.ts"
import { at, type BookingTestApp, confirmation, makeBookingTestApp, reservation, resetBookings, room, roomTypeIdOf } from "../testing/booking-kit.ts"
import { HoldSweeper } from "../reservations/HoldSweeper.ts"
import { OtpService } from "../codes/OtpService.ts"
import { ReservationService } from "../reservations/ReservationService.ts"

/**
 * A model test of the whole inventory life cycle (issue 3 §4): random holds (some replacing an earlier
 * hold), confirmations (pay later or now), time passing (minutes and days, on the TestClock), sweeps,
 * payments, date changes and cancellations against a small inventory (2 rooms of each of two room types).
 * After every step, for every room type and night:
 *   available = total − (rooms of live holds + rooms of unpaid and paid bookings), and never below 0.
 * And a hold is granted exactly when the rooms are there: every night has `units` rooms free once the
 * lapsed holds (which a reservation gives back before it gives up) are counted as free; and the guest (one
 * client) holds no more than HELD_ROOMS_LIMIT rooms in live holds, the hold it replaces not counted.
 */

const ROOMS_PER_TYPE = 2
/** MAX_HELD_ROOMS_PER_CLIENT here: more than one night of both types, fewer than the calendar's rooms, so some runs meet it. */
const HELD_ROOMS_LIMIT = 5
const CLIENT = "198.51.100.77"
const FIRST_NIGHT = "2030-03-04"
const CALENDAR_DAYS = 8
/** Property runs and steps per run: enough to mix every operation, small enough for a quick suite. */
const RUNS = scaledRuns(30)
const MIN_STEPS = 6
const MAX_STEPS = 24

/** The model starts the morning before the first night, so pay-later release times fall within a run's waits. */
const START = at("2030-03-03T08:00:00+02:00")

const decodeHold = Schema.decodeUnknownSync(ReservationRequest)
const decodeConfirmation = Schema.decodeUnknownSync(ConfirmationRequest)

const dayOf = (offset: number): string => Temporal.PlainDate.from(FIRST_NIGHT).add({ days: offset }).toString()

type Step =
  | {
      readonly op: "hold"
      readonly type: 0 | 1
      readonly units: number
      readonly start: number
      readonly nights: number
      readonly replace: number | null
      /** Confirm at once (paying now or later), as most guests do. */
      readonly thenConfirm: { readonly payNow: boolean } | null
    }
  | { readonly op: "confirm"; readonly pick: number; readonly payNow: boolean }
  | { readonly op: "wait"; readonly minutes: number }
  | { readonly op: "sweep" }
  | { readonly op: "pay"; readonly pick: number }
  | { readonly op: "move"; readonly pick: number; readonly start: number; readonly nights: number }
  | { readonly op: "cancel"; readonly pick: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant("hold" as const),
      type: fc.constantFrom(0 as const, 1 as const),
      units: fc.integer({ min: 1, max: ROOMS_PER_TYPE }),
      start: fc.integer({ min: 0, max: 4 }),
      nights: fc.integer({ min: 1, max: 3 }),
      replace: fc.option(fc.nat(3), { nil: null }),
      thenConfirm: fc.option(fc.record({ payNow: fc.boolean() }), { nil: null }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant("confirm" as const), pick: fc.nat(3), payNow: fc.boolean() }), weight: 3 },
  // Minutes (holds lapse) and hours to days (pay-later bookings reach their release time).
  { arbitrary: fc.record({ op: fc.constant("wait" as const), minutes: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 60, max: 48 * 60 })) }), weight: 4 },
  { arbitrary: fc.constant({ op: "sweep" as const }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant("pay" as const), pick: fc.nat(3) }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant("move" as const), pick: fc.nat(3), start: fc.integer({ min: 0, max: 4 }), nights: fc.integer({ min: 1, max: 3 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant("cancel" as const), pick: fc.nat(3) }), weight: 1 },
)

describe("the inventory model", () => {
  let database: TestDatabase
  let t: BookingTestApp
  let types: ReadonlyArray<number>
  let now = START
  let clientSerial = 0

  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: CALENDAR_DAYS, hotels: ["801"] } })
    t = makeBookingTestApp(database, undefined, false, { maxHeldRoomsPerClient: HELD_ROOMS_LIMIT })
    types = [await roomTypeIdOf(database, "801", "QUEEN"), await roomTypeIdOf(database, "801", "TWIN")]
    await database.db.update(dailyInventory).set({ total: ROOMS_PER_TYPE, available: ROOMS_PER_TYPE }).where(inArray(dailyInventory.roomTypeId, [...types]))
  })
  afterAll(async () => {
    await t.dispose()
    await database.close()
  })

  /** Rooms of each room type and night in use by live holds and by unpaid or paid bookings, from the rows. */
  const usage = async () => {
    const holds = await database.db
      .select({
        uuid: reservations.uuid,
        roomTypeId: holdRooms.roomTypeId,
        units: holdRooms.units,
        checkIn: reservations.checkInDate,
        checkOut: reservations.checkOutDate,
        expiresAt: reservations.expiresAt,
      })
      .from(holdRooms)
      .innerJoin(reservations, eq(reservations.uuid, holdRooms.reservationUuid))
      .where(eq(reservations.status, "held"))
    const booked = await database.db
      .select({ roomTypeId: bookingItems.roomTypeId, units: bookingItems.units, checkIn: bookings.checkInDate, checkOut: bookings.checkOutDate })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
      .where(inArray(bookings.status, ["unpaid", "paid"]))
    const inventory = await database.db.select().from(dailyInventory).where(inArray(dailyInventory.roomTypeId, [...types]))
    return { holds, booked, inventory }
  }

  const covers = (stay: { readonly checkIn: string; readonly checkOut: string }, day: string) => stay.checkIn <= day && day < stay.checkOut

  const checkInvariant = async () => {
    const { holds, booked, inventory } = await usage()
    for (const night of inventory) {
      const used = [...holds, ...booked].filter((line) => line.roomTypeId === night.roomTypeId && covers(line, night.day)).reduce((sum, line) => sum + line.units, 0)
      expect({ roomTypeId: night.roomTypeId, day: night.day, available: night.available }).toEqual({
        roomTypeId: night.roomTypeId,
        day: night.day,
        available: night.total - used,
      })
      expect(night.available).toBeGreaterThanOrEqual(0)
    }
  }

  /** Whether a hold of `units` rooms for the stay should be granted now (lapsed holds and the replaced hold count as free). */
  const shouldGrant = async (roomTypeId: number, units: number, stay: { checkIn: string; checkOut: string }, replaced: string | null) => {
    const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO("Africa/Johannesburg").toPlainDate().toString()
    if (stay.checkIn < today) return false
    const { holds, inventory } = await usage()
    const replacedRooms =
      replaced === null
        ? []
        : await database.db
            .select({ roomTypeId: holdRooms.roomTypeId, units: holdRooms.units, checkIn: reservations.checkInDate, checkOut: reservations.checkOutDate })
            .from(holdRooms)
            .innerJoin(reservations, eq(reservations.uuid, holdRooms.reservationUuid))
            .where(and(eq(reservations.uuid, replaced), eq(reservations.status, "held")))
    const lapsed = holds.filter((hold) => hold.expiresAt.getTime() <= now)
    const heldByClient = holds.filter((hold) => hold.expiresAt.getTime() > now && hold.uuid !== replaced).reduce((sum, hold) => sum + hold.units, 0)
    if (heldByClient + units > HELD_ROOMS_LIMIT) return false
    for (let day = stay.checkIn; day < stay.checkOut; day = Temporal.PlainDate.from(day).add({ days: 1 }).toString()) {
      const night = inventory.find((row) => row.roomTypeId === roomTypeId && row.day === day)
      if (night === undefined) return false
      const freed = [...lapsed, ...replacedRooms].filter((line) => line.roomTypeId === roomTypeId && covers(line, day)).reduce((sum, line) => sum + line.units, 0)
      if (night.available + freed < units) return false
    }
    return true
  }

  it("never oversells: available = total − (live holds + unpaid and paid bookings) after every step, and holds are granted exactly when rooms are free and within the client's limit", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: MIN_STEPS, maxLength: MAX_STEPS }), async (steps) => {
        await resetBookings(database)
        now = START
        await t.setNow(now)
        const holdIds: Array<string> = []
        const bookingIds: Array<string> = []
        // Counted from the newest, so most steps act on a recent hold or booking (old holds have mostly lapsed).
        const pick = <A>(list: ReadonlyArray<A>, index: number): A | undefined => (list.length === 0 ? undefined : list[list.length - 1 - (index % list.length)])

        const confirmHold = async (uuid: string, payNow: boolean) => {
          const [hold] = await database.db.select().from(reservations).where(eq(reservations.uuid, uuid))
          const request = decodeConfirmation({
            reservation: confirmation(uuid, { start_date: hold!.checkInDate, end_date: hold!.checkOutDate, mandatory_payment: payNow }),
          }).reservation
          const exit = await t.run(Effect.exit(ReservationService.use((service) => service.confirm(request))))
          // A live hold confirms unless the payment rule refuses it; a lapsed one never does.
          if (hold!.status !== "held" || hold!.expiresAt.getTime() <= now) expect(Exit.isFailure(exit)).toBe(true)
          if (Exit.isSuccess(exit)) bookingIds.push(uuid)
        }

        for (const next of steps) {
          switch (next.op) {
            case "hold": {
              const stay = { checkIn: dayOf(next.start), checkOut: dayOf(next.start + next.nights) }
              const replaced = next.replace === null ? null : (pick(holdIds, next.replace) ?? null)
              const code = next.type === 0 ? "QUEEN" : "TWIN"
              const expected = await shouldGrant(types[next.type]!, next.units, stay, replaced)
              const request = decodeHold({
                reservation: reservation({
                  start_date: stay.checkIn,
                  end_date: stay.checkOut,
                  uuid: replaced,
                  rooms: [room({ room_type_code: code, number_of_units: next.units, guests: { adults: 1, kids: 0 } })],
                }),
              }).reservation
              const exit = await t.run(Effect.exit(ReservationService.use((service) => service.hold(request, CLIENT))))
              expect({ step: next, granted: Exit.isSuccess(exit) }).toEqual({ step: next, granted: expected })
              if (Exit.isSuccess(exit)) {
                holdIds.push(exit.value.uuid)
                if (next.thenConfirm !== null) await confirmHold(exit.value.uuid, next.thenConfirm.payNow)
              }
              break
            }
            case "confirm": {
              const uuid = pick(holdIds, next.pick)
              if (uuid !== undefined) await confirmHold(uuid, next.payNow)
              break
            }
            case "wait":
              now += next.minutes * 60_000
              await t.setNow(now)
              break
            case "sweep":
              await t.run(HoldSweeper.use((sweeper) => sweeper.sweep))
              break
            case "pay": {
              const uuid = pick(bookingIds, next.pick)
              // What the payment service does on an approved notify: unpaid becomes paid, nothing else.
              if (uuid !== undefined) {
                await database.db
                  .update(bookings)
                  .set({ status: "paid", isPaid: true })
                  .where(and(eq(bookings.uuid, uuid), eq(bookings.status, "unpaid")))
              }
              break
            }
            case "move": {
              const uuid = pick(bookingIds, next.pick)
              if (uuid === undefined) break
              const dates = { check_in_date: dayOf(next.start), check_out_date: dayOf(next.start + next.nights) }
              await t.run(Effect.exit(BookingService.use((service) => service.updateDates(uuid, dates))))
              break
            }
            case "cancel": {
              const uuid = pick(bookingIds, next.pick)
              if (uuid === undefined) break
              const [booking] = await database.db.select().from(bookings).where(eq(bookings.uuid, uuid))
              const issued = await t.run(Effect.exit(OtpService.use((service) => service.issue(booking!.id, { clientKey: `model-${clientSerial++}` }))))
              if (Exit.isFailure(issued)) break
              const messages = await database.db
                .select()
                .from(outbox)
                .where(and(eq(outbox.bookingId, booking!.id), eq(outbox.kind, "one_time_code")))
                .orderBy(asc(outbox.id))
              const code = /\b(\d{6})\b/.exec(messages.at(-1)!.body)![1]!
              await t.run(Effect.exit(BookingService.use((service) => service.cancel(uuid, code))))
              break
            }
          }
          await checkInvariant()
        }
      }),
      { numRuns: RUNS },
    )
  }, 240_000)
})
