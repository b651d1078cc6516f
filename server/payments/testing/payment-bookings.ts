import { randomUUID } from "node:crypto"
import { asc, count, eq } from "drizzle-orm"
import type { AppDatabase } from "../../db/database.ts"
import {
  bookingGuests,
  bookingItems,
  bookings,
  hotels,
  oneTimeCodes,
  otpSends,
  outbox,
  paymentNotifications,
  payments,
  ratePlans,
  reservations,
  roomTypes,
} from "../../db/schema.ts"

/**
 * Test support for the payment and one-time-code tests: a confirmed booking written straight into the
 * tables (as ReservationService's confirmation leaves it), and snapshots of every row those services
 * may touch, to show that a refused request changed nothing.
 */

export interface TestBookingOptions {
  readonly hotelCode?: string
  readonly status?: "unpaid" | "paid" | "cancelled"
  readonly viaEmail?: boolean
  readonly viaSms?: boolean
  readonly email?: string
  readonly mobile?: string
  readonly totalCents?: number
  readonly checkIn?: string
  readonly checkOut?: string
}

export interface TestBooking {
  readonly id: number
  readonly uuid: string
  readonly referenceNumber: string
  /** The room's own reference. */
  readonly itemReference: string
  readonly email: string
  readonly mobile: string
  readonly totalCents: number
}

let serial = 0

export const insertTestBooking = async (db: AppDatabase, options: TestBookingOptions = {}): Promise<TestBooking> => {
  serial += 1
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, options.hotelCode ?? "801"))
  if (hotel === undefined) throw new Error(`no hotel ${options.hotelCode ?? "801"} in the test seed`)
  const [roomType] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotel.id)).orderBy(asc(roomTypes.id)).limit(1)
  const [ratePlan] = await db.select({ code: ratePlans.code }).from(ratePlans).where(eq(ratePlans.hotelId, hotel.id)).orderBy(asc(ratePlans.id)).limit(1)
  const uuid = randomUUID()
  const status = options.status ?? "unpaid"
  const totalCents = options.totalCents ?? 245_000
  const checkInDate = options.checkIn ?? "2030-03-05"
  const checkOutDate = options.checkOut ?? "2030-03-07"
  const viaEmail = options.viaEmail ?? true
  const viaSms = options.viaSms ?? false
  const email = options.email ?? `guest${serial}@example.com`
  const mobile = options.mobile ?? `00278212345${String(serial).padStart(2, "0")}`
  const referenceNumber = `BK${String(100000 + serial)}-${uuid.slice(0, 4).toUpperCase()}`
  const itemReference = `${referenceNumber}-1`
  const now = new Date(Date.UTC(2030, 2, 1, 8))
  await db.insert(reservations).values({
    uuid,
    hotelId: hotel.id,
    status: "confirmed",
    expiresAt: now,
    checkInDate,
    checkOutDate,
    viaEmail,
    viaSms,
    totalCents,
  })
  const [booking] = await db
    .insert(bookings)
    .values({
      uuid,
      referenceNumber,
      hotelId: hotel.id,
      status,
      isPaid: status === "paid",
      ...(status === "cancelled" ? { cancelledAt: now, cancellationReason: "guest" as const } : {}),
      checkInDate,
      checkOutDate,
      costOfRoomCents: totalCents,
      totalForStayCents: totalCents,
      viaEmail,
      viaSms,
    })
    .returning({ id: bookings.id })
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking!.id,
      hotelId: hotel.id,
      referenceNumber: itemReference,
      roomTypeId: roomType!.id,
      ratePlanCode: ratePlan!.code,
      adults: 1,
      costOfRoomCents: totalCents,
    })
    .returning({ id: bookingItems.id })
  await db.insert(bookingGuests).values({
    bookingItemId: item!.id,
    position: 0,
    title: "Ms",
    firstName: "Thandi",
    surname: "Mokoena",
    email,
    mobile,
    idType: "ID Number",
    idNumber: "8001015009087",
    addressLineOne: "1 Long Street",
    city: "Cape Town",
    postalCode: "8001",
    country: "South Africa",
  })
  return { id: booking!.id, uuid, referenceNumber, itemReference, email, mobile, totalCents }
}

/** Every row the payment and code services write, ordered, to compare before and after a request. */
export const snapshot = async (db: AppDatabase) => ({
  bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
  payments: await db.select().from(payments).orderBy(asc(payments.id)),
  notifications: await db.select().from(paymentNotifications).orderBy(asc(paymentNotifications.id)),
  outbox: await db.select().from(outbox).orderBy(asc(outbox.id)),
  codes: await db.select().from(oneTimeCodes).orderBy(asc(oneTimeCodes.id)),
  sends: await db.select().from(otpSends).orderBy(asc(otpSends.id)),
})

export const rowCount = async (db: AppDatabase, table: typeof payments | typeof paymentNotifications | typeof outbox): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(table)
  return row?.n ?? 0
}
