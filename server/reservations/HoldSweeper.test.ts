import { eq } from "drizzle-orm"
import { Effect } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { HOLD_SECONDS } from "../../contracts/api/search.ts"
import { bookings, reservations } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import {
  at,
  availableOf,
  type BookingTestApp,
  confirmation,
  json,
  makeBookingTestApp,
  reservation,
  resetBookings,
  roomTypeIdOf,
  TEST_NOW,
} from "../testing/booking-kit.ts"
import { HoldSweeper, SWEEP_INTERVAL } from "./HoldSweeper.ts"
import { Duration } from "effect"

let database: TestDatabase
let t: BookingTestApp
let queen: number

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 6, hotels: ["801", "830"] } })
  t = makeBookingTestApp(database)
  queen = await roomTypeIdOf(database, "801", "QUEEN")
})
afterAll(async () => {
  await t.dispose()
  await database.close()
})
beforeEach(async () => {
  await resetBookings(database)
  await t.setNow(TEST_NOW)
})

const reserve = async (app: BookingTestApp, overrides: Record<string, unknown> = {}) => {
  const response = await app.app.request("/api/web/bookings/reservation", json("POST", { reservation: reservation(overrides) }))
  expect(response.status).toBe(201)
  return ((await response.json()) as { uuid: string }).uuid
}
const confirm = async (app: BookingTestApp, uuid: string, overrides: Record<string, unknown> = {}) => {
  const response = await app.app.request("/api/web/bookings/confirmation", json("POST", { reservation: confirmation(uuid, overrides) }))
  expect(response.status).toBe(201)
}
const sweep = () => t.run(HoldSweeper.use((sweeper) => sweeper.sweep))
const holdStatus = async (uuid: string) => (await database.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]!.status
const bookingOf = async (uuid: string) => (await database.db.select().from(bookings).where(eq(bookings.uuid, uuid)))[0]!

describe("HoldSweeper", () => {
  it("gives a hold's rooms back at 15 minutes, and not a moment before", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const uuid = await reserve(t, { rooms: [{ rate_plan_code: "RO-FLEX", room_type_code: "QUEEN", number_of_units: 2, guests: { adults: 1, kids: 0 } }] })
    await t.advance(HOLD_SECONDS * 1000 - 1)
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before.map((n) => n - 2))
    await t.advance(1)
    expect(await sweep()).toEqual({ expiredHolds: 1, releasedBookings: 0 })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    expect(await holdStatus(uuid)).toBe("expired")
    // A second pass finds nothing more to give back.
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
  })

  it("leaves confirmed holds alone", async () => {
    const uuid = await reserve(t)
    await confirm(t, uuid)
    await t.advance(HOLD_SECONDS * 1000)
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
    expect(await holdStatus(uuid)).toBe("confirmed")
  })

  it("releases an unpaid pay-later booking at its hold time: Cancelled as unpaid_release, rooms back", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const uuid = await reserve(t)
    await confirm(t, uuid)
    await t.setNow(at("2030-03-04T11:59:59+02:00"))
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
    expect((await bookingOf(uuid)).status).toBe("unpaid")
    await t.setNow(at("2030-03-04T12:00:00+02:00"))
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 1 })
    expect(await bookingOf(uuid)).toMatchObject({ status: "cancelled", cancellationReason: "unpaid_release", cancelledAt: new Date(at("2030-03-04T12:00:00+02:00")) })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
  })

  it("never releases a paid booking, nor a pay-later booking at hotel 830 (paid at the hotel)", async () => {
    const paid = await reserve(t)
    await confirm(t, paid)
    await database.db.update(bookings).set({ status: "paid", isPaid: true }).where(eq(bookings.uuid, paid))
    const at830 = reservation({ hotel_code: "830" })
    const payAtHotel = await reserve(t, at830)
    await confirm(t, payAtHotel, at830)
    await t.setNow(at("2030-03-06T09:00:00+02:00"))
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
    expect((await bookingOf(paid)).status).toBe("paid")
    expect((await bookingOf(payAtHotel)).status).toBe("unpaid")
  })

  it("a lapsed booking reads as Cancelled at once, before any sweep", async () => {
    const uuid = await reserve(t)
    await confirm(t, uuid)
    await t.setNow(at("2030-03-04T12:00:00+02:00"))
    const response = await t.app.request(`/api/web/bookings/${uuid}/booking`)
    expect(((await response.json()) as { booking: { status: string } }).booking.status).toBe("Cancelled")
    expect(await sweep()).toEqual({ expiredHolds: 0, releasedBookings: 0 })
  })
})

describe("HoldSweeper.loop", () => {
  it("sweeps on Effect's Clock: a lapsed hold's rooms come back after 15 minutes with no request touching it", async () => {
    const looping = makeBookingTestApp(database, TEST_NOW, true)
    try {
      const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
      await looping.run(Effect.void)
      const uuid = await reserve(looping)
      await looping.advance(HOLD_SECONDS * 1000 - 1)
      expect(await holdStatus(uuid)).toBe("held")
      // Each tick moves business time one interval on; the sweep itself is real database work, so wait for it.
      await vi.waitFor(
        async () => {
          await looping.advance(Duration.toMillis(SWEEP_INTERVAL))
          expect(await holdStatus(uuid)).toBe("expired")
        },
        { timeout: 5_000, interval: 50 },
      )
      expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    } finally {
      await looping.dispose()
    }
  })
})
