import { and, count, eq, gte, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AppDatabase } from "./database.ts"
import { isViolation, SQLSTATE } from "./errors.ts"
import {
  bookingGuests,
  bookingItems,
  bookings,
  brands,
  dailyInventory,
  holdRooms,
  hotels,
  oneTimeCodes,
  outbox,
  paymentNotifications,
  payments,
  reservations,
  roomTypes,
  specialOffers,
} from "./schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "./testing/test-database.ts"

// The rules a row must obey on its own are constraints, so no service bug can write them.

let database: TestDatabase
let db: AppDatabase
let hotel830: { id: number; roomTypeId: number }
let otherHotelRoomTypeId: number

const expectRefused = async (write: Promise<unknown>, code: string, constraint: string): Promise<void> => {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error, `expected ${constraint} to refuse the write`).toBeDefined()
  expect(isViolation(error, code, constraint), String(error)).toBe(true)
}

const HASH = "0".repeat(64)
let reservationCount = 0

/** A held reservation and its booking at hotel 830, as a confirmation would write them. */
const newBooking = async (fields: Partial<typeof bookings.$inferInsert> = {}) => {
  reservationCount += 1
  const [reservation] = await db
    .insert(reservations)
    .values({ hotelId: hotel830.id, expiresAt: new Date("2030-03-04T10:15:00Z"), checkInDate: TEST_START_DATE, checkOutDate: "2030-03-05", totalCents: 100_000 })
    .returning()
  const [booking] = await db
    .insert(bookings)
    .values({
      uuid: reservation!.uuid,
      referenceNumber: `KH-TEST-${reservationCount}`,
      hotelId: hotel830.id,
      checkInDate: TEST_START_DATE,
      checkOutDate: "2030-03-05",
      costOfRoomCents: 100_000,
      totalForStayCents: 100_000,
      ...fields,
    })
    .returning()
  return booking!
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 3, hotels: ["830", "801"] } })
  db = database.db
  const [row] = await db
    .select({ id: hotels.id, roomTypeId: roomTypes.id })
    .from(hotels)
    .innerJoin(roomTypes, eq(roomTypes.hotelId, hotels.id))
    .where(eq(hotels.code, "830"))
    .limit(1)
  hotel830 = row!
  const [other] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(roomTypes.hotelId, hotels.id))
    .where(eq(hotels.code, "801"))
    .limit(1)
  otherHotelRoomTypeId = other!.id
})

afterAll(async () => {
  await database?.close()
})

describe("daily inventory", () => {
  const night = () => and(eq(dailyInventory.roomTypeId, hotel830.roomTypeId), eq(dailyInventory.day, TEST_START_DATE))

  it("refuses a night with fewer than zero rooms available", async () => {
    await expectRefused(db.update(dailyInventory).set({ available: -1 }).where(night()), SQLSTATE.checkViolation, "daily_inventory_available_range")
  })

  it("refuses a night with more rooms available than the room type has", async () => {
    await expectRefused(
      db.update(dailyInventory).set({ available: sql`${dailyInventory.total} + 1` }).where(night()),
      SQLSTATE.checkViolation,
      "daily_inventory_available_range",
    )
  })

  it("lets one conditional update take the last room, and the next one finds nothing to take", async () => {
    await db.update(dailyInventory).set({ available: 1 }).where(night())
    const take = () =>
      db
        .update(dailyInventory)
        .set({ available: sql`${dailyInventory.available} - 1` })
        .where(and(night(), gte(dailyInventory.available, 1)))
        .returning({ available: dailyInventory.available })
    expect(await take()).toEqual([{ available: 0 }])
    expect(await take()).toEqual([])
  })

  it("never sells more rooms than there are when many transactions take rooms at once", async () => {
    const stock = 5
    const day = "2030-03-05"
    const thisNight = and(eq(dailyInventory.roomTypeId, hotel830.roomTypeId), eq(dailyInventory.day, day))
    await db.update(dailyInventory).set({ available: stock }).where(thisNight)
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const taken = await tx
            .update(dailyInventory)
            .set({ available: sql`${dailyInventory.available} - 1` })
            .where(and(thisNight, gte(dailyInventory.available, 1)))
            .returning()
          return taken.length
        }),
      ),
    )
    expect(attempts.filter((taken) => taken === 1)).toHaveLength(stock)
    const [left] = await db.select({ available: dailyInventory.available }).from(dailyInventory).where(thisNight)
    expect(left!.available).toBe(0)
  })
})

describe("holds and bookings", () => {
  it("refuses a hold line whose room type belongs to another hotel", async () => {
    const [reservation] = await db
      .insert(reservations)
      .values({ hotelId: hotel830.id, expiresAt: new Date("2030-03-04T10:15:00Z"), checkInDate: TEST_START_DATE, checkOutDate: "2030-03-05", totalCents: 0 })
      .returning()
    await expectRefused(
      db.insert(holdRooms).values({
        reservationUuid: reservation!.uuid,
        hotelId: hotel830.id,
        roomTypeId: otherHotelRoomTypeId,
        ratePlanCode: "RO-FLEX",
        adults: 1,
        priceCents: 0,
      }),
      SQLSTATE.foreignKeyViolation,
      "hold_rooms_room_type_fk",
    )
  })

  it("refuses a rate plan code the hotel does not sell", async () => {
    const [reservation] = await db
      .insert(reservations)
      .values({ hotelId: hotel830.id, expiresAt: new Date("2030-03-04T10:15:00Z"), checkInDate: TEST_START_DATE, checkOutDate: "2030-03-05", totalCents: 0 })
      .returning()
    await expectRefused(
      db.insert(holdRooms).values({ reservationUuid: reservation!.uuid, hotelId: hotel830.id, roomTypeId: hotel830.roomTypeId, ratePlanCode: "NO-SUCH-RATE", adults: 1, priceCents: 0 }),
      SQLSTATE.foreignKeyViolation,
      "hold_rooms_rate_plan_code_fk",
    )
  })

  it("refuses a hold whose check-out is not after its check-in", async () => {
    await expectRefused(
      db.insert(reservations).values({ hotelId: hotel830.id, expiresAt: new Date(), checkInDate: TEST_START_DATE, checkOutDate: TEST_START_DATE, totalCents: 0 }),
      SQLSTATE.checkViolation,
      "reservations_stay_order",
    )
  })

  it("refuses a booking that is not backed by a reservation", async () => {
    await expectRefused(
      db.insert(bookings).values({
        uuid: "00000000-0000-4000-8000-000000000000",
        referenceNumber: "KH-ORPHAN",
        hotelId: hotel830.id,
        checkInDate: TEST_START_DATE,
        checkOutDate: "2030-03-05",
        costOfRoomCents: 0,
        totalForStayCents: 0,
      }),
      SQLSTATE.foreignKeyViolation,
      "bookings_reservation_fk",
    )
  })

  it("refuses a cancelled booking without a cancelled date, and a cancelled date on a live booking", async () => {
    await expectRefused(newBooking({ status: "cancelled", cancellationReason: "guest" }), SQLSTATE.checkViolation, "bookings_cancelled_at_matches_status")
    await expectRefused(newBooking({ cancelledAt: new Date() }), SQLSTATE.checkViolation, "bookings_cancelled_at_matches_status")
    await expect(newBooking({ status: "cancelled", cancelledAt: new Date(), cancellationReason: "unpaid_release" })).resolves.toBeDefined()
  })

  it("refuses a paid status on an unpaid booking", async () => {
    await expectRefused(newBooking({ status: "paid", isPaid: false }), SQLSTATE.checkViolation, "bookings_paid_matches_status")
  })

  it("refuses a booking with no way to send the confirmation", async () => {
    await expectRefused(newBooking({ viaEmail: false, viaSms: false }), SQLSTATE.checkViolation, "bookings_communication_method")
  })

  it("reads a booking with its rooms and guests in one nested query", async () => {
    const booking = await newBooking()
    const [item] = await db
      .insert(bookingItems)
      .values({ bookingId: booking.id, hotelId: hotel830.id, referenceNumber: `${booking.referenceNumber}-1`, roomTypeId: hotel830.roomTypeId, ratePlanCode: "RO-FLEX", adults: 2, costOfRoomCents: 100_000 })
      .returning()
    await db.insert(bookingGuests).values({ bookingItemId: item!.id, position: 0, title: "Ms", firstName: "Thandi", surname: "Nkosi" })
    const read = await db.query.bookings.findFirst({ where: eq(bookings.id, booking.id), with: { items: { with: { guests: true } } } })
    expect(read?.items).toHaveLength(1)
    expect(read?.items[0]?.guests.map((guest) => guest.surname)).toEqual(["Nkosi"])
  })

  it("refuses mailing-list consent without e-mail", async () => {
    await expectRefused(newBooking({ viaEmail: false, viaSms: true, allowsMailList: true }), SQLSTATE.checkViolation, "bookings_mail_list_needs_email")
  })
})

describe("one-time codes", () => {
  it("allows one live code per booking: the old one must be voided before a new one is stored", async () => {
    const booking = await newBooking()
    const expiresAt = new Date("2030-03-04T10:10:00Z")
    const [first] = await db.insert(oneTimeCodes).values({ bookingId: booking.id, codeHash: HASH, expiresAt }).returning()
    await expectRefused(db.insert(oneTimeCodes).values({ bookingId: booking.id, codeHash: HASH, expiresAt }), SQLSTATE.uniqueViolation, "one_time_codes_one_live_per_booking")
    await db.update(oneTimeCodes).set({ voidedAt: new Date() }).where(eq(oneTimeCodes.id, first!.id))
    await expect(db.insert(oneTimeCodes).values({ bookingId: booking.id, codeHash: HASH, expiresAt })).resolves.toBeDefined()
  })

  it("refuses more than five wrong tries and a code stored in clear", async () => {
    const booking = await newBooking()
    await expectRefused(
      db.insert(oneTimeCodes).values({ bookingId: booking.id, codeHash: HASH, expiresAt: new Date(), attempts: 6 }),
      SQLSTATE.checkViolation,
      "one_time_codes_attempts_range",
    )
    await expectRefused(
      db.insert(oneTimeCodes).values({ bookingId: booking.id, codeHash: "123456", expiresAt: new Date() }),
      SQLSTATE.checkViolation,
      "one_time_codes_hash_not_code",
    )
  })
})

describe("payments", () => {
  it("keeps one row per PayWeb3 PAY_REQUEST_ID", async () => {
    const booking = await newBooking()
    const payment = { bookingId: booking.id, payRequestId: "PR-UNIQUE-1", reference: booking.referenceNumber, amountCents: 100_000 }
    await db.insert(payments).values(payment)
    await expectRefused(db.insert(payments).values(payment), SQLSTATE.uniqueViolation, "payments_pay_request_id_unique")
  })

  it("writes nothing new for a replayed notify", async () => {
    const booking = await newBooking()
    await db.insert(payments).values({ bookingId: booking.id, payRequestId: "PR-REPLAY-1", reference: booking.referenceNumber, amountCents: 100_000 })
    const notify = {
      payRequestId: "PR-REPLAY-1",
      idempotencyKey: "PR-REPLAY-1:TX-1:1",
      transactionStatus: 1,
      resultCode: "990017",
      fields: { PAY_REQUEST_ID: "PR-REPLAY-1", TRANSACTION_STATUS: "1" },
    }
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () => db.insert(paymentNotifications).values(notify).onConflictDoNothing().returning({ id: paymentNotifications.id })),
    )
    expect(deliveries.flat()).toHaveLength(1)
    const [stored] = await db.select({ n: count() }).from(paymentNotifications).where(eq(paymentNotifications.payRequestId, "PR-REPLAY-1"))
    expect(stored!.n).toBe(1)
  })

  it("refuses a transaction status PayWeb3 does not define", async () => {
    const booking = await newBooking()
    await expectRefused(
      db.insert(payments).values({ bookingId: booking.id, payRequestId: "PR-STATUS-6", reference: "R", amountCents: 1, transactionStatus: 6 }),
      SQLSTATE.checkViolation,
      "payments_transaction_status_values",
    )
  })
})

describe("outbox", () => {
  it("keeps the message kinds the notifier sends, enquiries included, and refuses others", async () => {
    const message = { channel: "email" as const, recipient: "desk@karoohotels.example", subject: "Group booking request", body: "Ten rooms." }
    await expect(db.insert(outbox).values({ ...message, kind: "enquiry" })).resolves.toBeDefined()
    await expectRefused(db.insert(outbox).values({ ...message, kind: "newsletter" as "enquiry" }), SQLSTATE.checkViolation, "outbox_kind_values")
  })

  it("refuses an e-mail without a subject", async () => {
    await expectRefused(
      db.insert(outbox).values({ channel: "email", recipient: "ann@example.com", body: "Hello", kind: "booking_confirmation" }),
      SQLSTATE.checkViolation,
      "outbox_email_has_subject",
    )
  })
})

describe("catalogue", () => {
  it("keeps brand ids and keys together: 1 city, 2 courtyard, 3 road, 4 town", async () => {
    await expectRefused(db.update(brands).set({ key: "road" }).where(eq(brands.id, 1)), SQLSTATE.checkViolation, "brands_id_matches_key")
  })

  it("stores promo codes in upper case, so they match ignoring case", async () => {
    await expectRefused(
      db.insert(specialOffers).values({ slug: "lower", name: "Lower", description: "", specialType: "accommodation", promoCode: "lower", startAt: TEST_START_DATE, endAt: TEST_START_DATE }),
      SQLSTATE.checkViolation,
      "special_offers_promo_code_upper",
    )
  })

  it("refuses a hotel coded -1, the spec's 'no hotel chosen'", async () => {
    const [any] = await db.select().from(hotels).limit(1)
    await expectRefused(db.insert(hotels).values({ ...any!, id: 999, code: "-1" }), SQLSTATE.checkViolation, "hotels_code_not_blank")
  })
})
