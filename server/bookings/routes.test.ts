import { maskIdNumber } from "../../core/checkout/id-mask.ts"
import { and, eq } from "drizzle-orm"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { HOLD_SECONDS, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "../../contracts/api/search.ts"
import {
  ALREADY_CONFIRMED,
  ALREADY_PAID,
  PAYMENT_IN_PROGRESS,
  BOOKING_IS_CANCELLED,
  CANCELLATION_CLOSED,
  CLUB_CARD_INVALID,
  HOTEL_NOT_FOUND,
  NO_ROOMS_AVAILABLE,
  OTP_INCORRECT,
  OTP_LOCKED,
  PAY_AT_HOTEL_ONLY,
  PAYMENT_REQUIRED_NOW,
  PROMO_CODE_INVALID,
  TOO_MANY_GUESTS_FOR_ROOM,
  TOO_MANY_REQUESTS,
  UNKNOWN_RATE_PLAN,
  UNKNOWN_ROOM_TYPE,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"
import {
  BOOKING_NOT_FOUND,
  CANNOT_BE_IN_THE_PAST,
  CANNOT_UPDATE_TO_PAST_DATES,
  CONFIRMATION_SENT,
  DATES_NOT_AVAILABLE,
  INVALID_SA_ID_NUMBER,
  RESERVATION_TIMEOUT_MESSAGE,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../../contracts/api/messages.ts"
import { bookingGuests, bookingItems, bookings, dailyInventory, mandatoryPaymentPeriods, payments, ratePlans, reservations } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import {
  at,
  availableOf,
  type BookingTestApp,
  confirmation,
  hotelIdOf,
  json,
  MAIN_GUEST,
  makeBookingTestApp,
  outboxOf,
  reservation,
  resetBookings,
  room,
  roomTypeIdOf,
  saId,
  setAvailable,
  TEST_NOW,
} from "../testing/booking-kit.ts"
import { NOTHING_REFUNDED_NON_REFUNDABLE, REFUND_NOTHING_PAID } from "../../core/manage-booking/messages.ts"
import { PAYMENT_SESSION_MINUTES } from "./date-change.ts"
import { OtpService } from "../codes/OtpService.ts"
import { priceRoomLines } from "../rates/pricing.ts"
import { REFERENCE_ALPHABET } from "../reservations/confirm.ts"
import { PAY_NOW_HOLD_SECONDS } from "../reservations/payment-policy.ts"

let database: TestDatabase
let t: BookingTestApp
let queen: number
let twin: number

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 10, hotels: ["801", "830"] } })
  t = makeBookingTestApp(database)
  queen = await roomTypeIdOf(database, "801", "QUEEN")
  twin = await roomTypeIdOf(database, "801", "TWIN")
})
afterAll(async () => {
  await t.dispose()
  await database.close()
})
beforeEach(async () => {
  await resetBookings(database)
  await t.setNow(TEST_NOW)
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const send = async (path: string, init?: RequestInit): Promise<{ status: number; body: Json; headers: Headers }> => {
  const response = await t.app.request(`/api/web/bookings${path}`, init)
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers }
}
const reserve = (body: Json = reservation()) => send("/reservation", json("POST", { reservation: body }))
const confirm = (body: Json) => send("/confirmation", json("POST", { reservation: body }))
const getBooking = (uuid: string) => send(`/${uuid}/booking`)

/** A confirmed booking (pay later unless told). */
const book = async (reservationOverrides: Json = {}, confirmationOverrides: Json = {}) => {
  const held = await reserve(reservation(reservationOverrides))
  expect(held.status).toBe(201)
  const confirmed = await confirm(confirmation(held.body.uuid, { ...reservation(reservationOverrides), ...confirmationOverrides }))
  expect(confirmed.status).toBe(201)
  const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, held.body.uuid))
  return { uuid: held.body.uuid as string, reference: confirmed.body.reference_number as string, id: row!.id }
}

const invalid = (errors: Record<string, ReadonlyArray<string>>) => ({ message: VALIDATION_FAILED, errors })

/** The booking paid by an approved card payment of what the card owed. */
const payByCard = async (id: number) => {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
  const amountCents = row!.totalForStayCents - row!.pointsCoveredCents
  await database.db.insert(payments).values({ bookingId: id, payRequestId: `PR-${id}`, reference: row!.referenceNumber, amountCents, status: "approved" })
  await database.db.update(bookings).set({ status: "paid", isPaid: true }).where(eq(bookings.id, id))
  return amountCents
}

describe("POST /reservation", () => {
  it("holds the rooms of every night for 15 minutes and answers 201 with the uuid and expiry", async () => {
    const before = await availableOf(database, queen, "2030-03-04", "2030-03-08")
    const held = await reserve(reservation({ rooms: [room({ number_of_units: 2 })] }))
    expect(held.status).toBe(201)
    expect(held.body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), expires_at: new Date(TEST_NOW + HOLD_SECONDS * 1000).toISOString(), total_cents: expect.any(Number) })
    // Nights of the 5th and 6th; not the night before, not the check-out night.
    expect(await availableOf(database, queen, "2030-03-04", "2030-03-08")).toEqual([before[0], before[1]! - 2, before[2]! - 2, before[3]])
    const [hold] = await database.db.select().from(reservations).where(eq(reservations.uuid, held.body.uuid))
    expect(hold).toMatchObject({ status: "held", checkInDate: "2030-03-05", checkOutDate: "2030-03-07" })
  })

  it("prices the held rooms as the search prices them (pricing.ts over the nights' base prices)", async () => {
    const held = await reserve(reservation({ rooms: [room(), room({ room_type_code: "TWIN", rate_plan_code: "BB-FLEX", guests: { adults: 1, kids: 1 } })] }))
    const nightsOf = async (roomTypeId: number) =>
      (
        await database.db
          .select({ day: dailyInventory.day, basePriceCents: dailyInventory.basePriceCents })
          .from(dailyInventory)
          .where(eq(dailyInventory.roomTypeId, roomTypeId))
      ).filter((night) => night.day >= "2030-03-05" && night.day < "2030-03-07")
    const plans = await database.db.select().from(ratePlans).where(eq(ratePlans.hotelId, await hotelIdOf(database, "801")))
    const expected = priceRoomLines({
      checkIn: "2030-03-05",
      checkOut: "2030-03-07",
      clubCard: false,
      lines: [
        { nights: await nightsOf(queen), ratePlan: plans.find((plan) => plan.code === "RO-FLEX")!, guests: { adults: 2, kids: 0 }, units: 1 },
        { nights: await nightsOf(twin), ratePlan: plans.find((plan) => plan.code === "BB-FLEX")!, guests: { adults: 1, kids: 1 }, units: 1 },
      ],
    })
    const [hold] = await database.db.select().from(reservations).where(eq(reservations.uuid, held.body.uuid))
    expect(hold!.totalCents).toBe(expected.totalCents)
    expect(held.body.total_cents).toBe(expected.totalCents)
    expect(expected.lines[1]!.totalCents).toBeGreaterThan(0)
  })

  it("replaces the hold named by uuid: its rooms go back in the same transaction", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const first = await reserve()
    const second = await reserve(reservation({ uuid: first.body.uuid, rooms: [room({ number_of_units: 3 })] }))
    expect(second.status).toBe(201)
    expect(second.body.uuid).not.toBe(first.body.uuid)
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before.map((n) => n - 3))
    const [old] = await database.db.select().from(reservations).where(eq(reservations.uuid, first.body.uuid))
    expect(old!.status).toBe("released")
  })

  it("answers 409 with the no-availability message when one night lacks the rooms, and takes nothing at all", async () => {
    await setAvailable(database, queen, "2030-03-06", "2030-03-07", 1)
    const twinBefore = await availableOf(database, twin, "2030-03-05", "2030-03-07")
    const held = await reserve(reservation({ rooms: [room({ room_type_code: "TWIN" }), room({ number_of_units: 2 })] }))
    expect(held.status).toBe(409)
    expect(held.body).toEqual({ message: NO_ROOMS_AVAILABLE })
    expect(await availableOf(database, twin, "2030-03-05", "2030-03-07")).toEqual(twinBefore)
    expect(await availableOf(database, queen, "2030-03-06", "2030-03-07")).toEqual([1])
    expect(await database.db.select().from(reservations)).toEqual([])
  })

  it("answers 409 for nights past the end of the inventory calendar", async () => {
    const held = await reserve(reservation({ start_date: "2030-03-12", end_date: "2030-03-16" }))
    expect(held).toMatchObject({ status: 409, body: { message: NO_ROOMS_AVAILABLE } })
  })

  it("answers 404 for an unknown hotel", async () => {
    expect(await reserve(reservation({ hotel_code: "999" }))).toMatchObject({ status: 404, body: { message: HOTEL_NOT_FOUND } })
  })

  it("answers 422 on each room's fields for an unknown room type, an unknown rate plan and too many guests", async () => {
    const held = await reserve(
      reservation({
        rooms: [room({ room_type_code: "PENTHOUSE" }), room({ rate_plan_code: "FREE" }), room({ room_type_code: "ACCESSIBLE", guests: { adults: 2, kids: 1 } })],
      }),
    )
    expect(held.status).toBe(422)
    expect(held.body).toEqual(
      invalid({
        "reservation.rooms.0.room_type_code": [UNKNOWN_ROOM_TYPE],
        "reservation.rooms.1.rate_plan_code": [UNKNOWN_RATE_PLAN],
        "reservation.rooms.2.guests": [TOO_MANY_GUESTS_FOR_ROOM],
      }),
    )
  })

  it("answers 422 for a promo code that is not valid here, a promo rate without its code, and a club card that is not a card", async () => {
    const held = await reserve(
      reservation({
        clicks_club_card_number: "6009123456780",
        rooms: [room({ promotion_code: "NOSUCHCODE" }), room({ rate_plan_code: "PROMO-STAYLONGER" }), room({ rate_plan_code: "PROMO-STAYLONGER", promotion_code: "EARLYBIRD" })],
      }),
    )
    expect(held.status).toBe(422)
    expect(held.body).toEqual(
      invalid({
        "reservation.rooms.0.promotion_code": [PROMO_CODE_INVALID],
        "reservation.rooms.1.promotion_code": [PROMO_CODE_INVALID],
        "reservation.rooms.2.promotion_code": [PROMO_CODE_INVALID],
        "reservation.clicks_club_card_number": [CLUB_CARD_INVALID],
      }),
    )
  })

  it("takes a promo rate with its offer's code (any case) and prices it below the flexible rate", async () => {
    const flexible = await reserve()
    const promo = await reserve(reservation({ rooms: [room({ rate_plan_code: "PROMO-STAYLONGER", promotion_code: " staylonger " })] }))
    expect(promo.status).toBe(201)
    const total = async (uuid: string) => (await database.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]!.totalCents
    expect(await total(promo.body.uuid)).toBeLessThan(await total(flexible.body.uuid))
  })

  it("answers 422 for a check-in in the past", async () => {
    await t.setNow(at("2030-03-06T09:00:00+02:00"))
    expect(await reserve()).toMatchObject({ status: 422, body: invalid({ "reservation.start_date": [CANNOT_BE_IN_THE_PAST] }) })
  })

  it("answers 422 with the contract's messages for a body that breaks the schema", async () => {
    const held = await reserve(reservation({ rooms: [], via_email: false, via_sms: false }))
    expect(held.status).toBe(422)
    expect(held.body.errors).toMatchObject({ "reservation.rooms": ["Need to select a room"] })
  })
})

describe("POST /confirmation", () => {
  it("turns a live hold into an Unpaid booking with a booking reference, one per room, the guests, and the confirmation in the outbox", async () => {
    const rooms = [room({ number_of_units: 2 }), room({ room_type_code: "TWIN" })]
    const held = await reserve(reservation({ rooms }))
    const further = { first_name: "Sipho", surname: "Dlamini", email: "sipho@example.com", id_type: "Passport", id_number: "A12345678" }
    const confirmed = await confirm(confirmation(held.body.uuid, { rooms, guests: [MAIN_GUEST, further, { first_name: "", surname: "" }] }))
    expect(confirmed.status).toBe(201)
    expect(confirmed.body).toEqual({ reference_number: expect.stringMatching(new RegExp(`^KH[${REFERENCE_ALPHABET}]{8}$`)), uuid: held.body.uuid })
    const reference = confirmed.body.reference_number as string

    const { body } = await getBooking(held.body.uuid)
    expect(body.booking).toMatchObject({ status: "Unpaid", is_paid: false, reference_number: reference, confirmation_number: `${reference}-1`, total_rooms: 3, total_guests: 6 })
    const items = body.booking.booking_items as Array<Json>
    expect(items.map((item) => item.reference_number)).toEqual([`${reference}-1`, `${reference}-2`])
    // guests[i] is named on the i-th room unit; the room nobody was named on is in the main guest's name.
    expect(items[0]!.guests.map((guest: Json) => guest.first_name)).toEqual(["Thandi", "Sipho"])
    expect(items[1]!.guests.map((guest: Json) => guest.first_name)).toEqual(["Thandi"])
    expect(items[0]!.guests[0].address).toEqual({ address_one: "1 Long Street", address_two: null, city: "Cape Town", state: "ZA", postal_code: "8001", country: "South Africa" })
    expect(JSON.stringify(body)).not.toContain(MAIN_GUEST.id_number)
    // issue 13: ID and passport numbers leave the server masked, all but the last 3 characters
    expect(items[0]!.guests.map((guest: Json) => [guest.id_type, guest.masked_id_number])).toEqual([
      ["ID Number", maskIdNumber(MAIN_GUEST.id_number)],
      ["Passport", "••••••678"],
    ])
    // the room nobody was named on is in the main guest's name; the ID number is kept once, with the first room
    expect(items[1]!.guests[0].masked_id_number).toBeNull()
    expect(JSON.stringify(body)).not.toContain("A12345678")
    const [stored] = await database.db.select().from(bookingGuests).where(eq(bookingGuests.idNumber, MAIN_GUEST.id_number))
    expect(stored).toMatchObject({ idType: "ID Number", position: 0 })

    const messages = await outboxOf(database, body.booking.id)
    expect(messages.map((message) => [message.kind, message.channel, message.recipient])).toEqual([
      ["booking_confirmation", "email", MAIN_GUEST.email],
      ["booking_confirmation", "sms", MAIN_GUEST.mobile],
    ])
    expect(messages[0]!.body).toContain(`${reference}-2`)
    const [hold] = await database.db.select().from(reservations).where(eq(reservations.uuid, held.body.uuid))
    expect(hold!.status).toBe("confirmed")
  })

  it("sends the confirmation only by the chosen channel, and keeps the mailing-list consent only with e-mail", async () => {
    const held = await reserve()
    await confirm(confirmation(held.body.uuid, { via_email: false, via_sms: true, allows_mail_list: true }))
    const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, held.body.uuid))
    expect(row).toMatchObject({ viaEmail: false, viaSms: true, allowsMailList: false })
    expect((await outboxOf(database, row!.id)).map((message) => message.channel)).toEqual(["sms"])
  })

  it("keeps a pay-later booking until noon on the hotels' clock the day before check-in", async () => {
    const { id } = await book()
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.holdUntil).toEqual(new Date("2030-03-04T12:00:00+02:00"))
    expect(row!.mandatoryPayment).toBe(false)
  })

  it("refuses a hold whose 15 minutes have run out with the Reservation Timeout text, and gives its rooms back", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const held = await reserve()
    await t.advance(HOLD_SECONDS * 1000)
    const refused = await confirm(confirmation(held.body.uuid))
    expect(refused).toMatchObject({ status: 409, body: { message: RESERVATION_TIMEOUT_MESSAGE } })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    const [hold] = await database.db.select().from(reservations).where(eq(reservations.uuid, held.body.uuid))
    expect(hold!.status).toBe("expired")
    expect(await confirm(confirmation(held.body.uuid))).toMatchObject({ status: 409, body: { message: RESERVATION_TIMEOUT_MESSAGE } })
  })

  it("confirms a hold a moment before its 15 minutes are up", async () => {
    const held = await reserve()
    await t.advance(HOLD_SECONDS * 1000 - 1)
    expect((await confirm(confirmation(held.body.uuid))).status).toBe(201)
  })

  it("refuses to confirm the same hold twice", async () => {
    const { uuid } = await book()
    expect(await confirm(confirmation(uuid))).toMatchObject({ status: 409, body: { message: ALREADY_CONFIRMED } })
  })

  it("refuses a replaced hold as expired", async () => {
    const first = await reserve()
    await reserve(reservation({ uuid: first.body.uuid }))
    expect(await confirm(confirmation(first.body.uuid))).toMatchObject({ status: 409, body: { message: RESERVATION_TIMEOUT_MESSAGE } })
  })

  it("answers 404 for a uuid that names no hold", async () => {
    expect(await confirm(confirmation("6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"))).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
  })

  it("answers 422 on the guest's id_number for an ID number that is not a real South African ID", async () => {
    const held = await reserve()
    const fake = `${saId().slice(0, 12)}${(Number(saId().at(12)) + 1) % 10}`
    const refused = await confirm(confirmation(held.body.uuid, { guests: [{ ...MAIN_GUEST, id_number: fake }] }))
    expect(refused).toMatchObject({ status: 422, body: invalid({ "reservation.guests.0.id_number": [INVALID_SA_ID_NUMBER] }) })
  })

  it("refuses pay later with 409 when a mandatory payment period overlaps the stay, and confirms paying now", async () => {
    await database.db
      .insert(mandatoryPaymentPeriods)
      .values({ hotelId: await hotelIdOf(database, "801"), checkInDate: "2030-03-06", checkOutDate: "2030-03-06", description: "Conference week" })
    try {
      const held = await reserve()
      expect(await confirm(confirmation(held.body.uuid))).toMatchObject({ status: 409, body: { message: PAYMENT_REQUIRED_NOW } })
      expect((await confirm(confirmation(held.body.uuid, { mandatory_payment: true }))).status).toBe(201)
      const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, held.body.uuid))
      expect(row!.holdUntil).toEqual(new Date(TEST_NOW + PAY_NOW_HOLD_SECONDS * 1000))
      // The confirmation says the card payment is awaited, not that the guest pays later.
      const [message] = (await outboxOf(database, row!.id)).filter((each) => each.kind === "booking_confirmation")
      expect(message!.body).toContain("(card payment pending)")
      expect(message!.body).not.toContain("pay later")
    } finally {
      await database.db.delete(mandatoryPaymentPeriods)
    }
  })

  it("refuses pay later with 409 for a same-day check-in and for an offer that requires payment up front", async () => {
    await t.setNow(at("2030-03-05T09:00:00+02:00"))
    const sameDay = await reserve()
    expect(await confirm(confirmation(sameDay.body.uuid))).toMatchObject({ status: 409, body: { message: PAYMENT_REQUIRED_NOW } })
    const early = await reserve(reservation({ start_date: "2030-03-08", end_date: "2030-03-09", rooms: [room({ rate_plan_code: "PROMO-EARLYBIRD", promotion_code: "EARLYBIRD" })] }))
    expect(early.status).toBe(201)
    expect(await confirm(confirmation(early.body.uuid))).toMatchObject({ status: 409, body: { message: PAYMENT_REQUIRED_NOW } })
  })

  it("at hotel 830 refuses paying online, and keeps pay-later bookings (paid at the hotel) with no release time", async () => {
    const at830 = reservation({ hotel_code: "830" })
    const held = await reserve(at830)
    expect(await confirm(confirmation(held.body.uuid, { ...at830, mandatory_payment: true }))).toMatchObject({ status: 409, body: { message: PAY_AT_HOTEL_ONLY } })
    await t.setNow(at("2030-03-01T08:10:00+02:00"))
    expect((await confirm(confirmation(held.body.uuid, at830))).status).toBe(201)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, held.body.uuid))
    expect(row!.holdUntil).toBeNull()
  })

  it("answers 422 for a confirmation without its main guest", async () => {
    const held = await reserve()
    const refused = await confirm({ ...confirmation(held.body.uuid), guests: [] })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toContain("reservation.guests.0")
  })
})

describe("GET /{id}/booking", () => {
  it("answers the booking in the contract's shape, with the hotel and no payment yet", async () => {
    const { uuid, reference, id } = await book()
    const { status, body } = await getBooking(uuid)
    expect(status).toBe(200)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(body.booking).toMatchObject({
      uuid,
      id,
      reference_number: reference,
      check_in_date: "2030-03-05T12:00:00+02:00",
      check_out_date: "2030-03-07T12:00:00+02:00",
      total_guests: 2,
      total_rooms: 1,
      cost_of_room_cents: row!.costOfRoomCents,
      total_for_stay_cents: row!.costOfRoomCents,
      total_for_stay_currency: "ZAR",
      status: "Unpaid",
      cancelled_at: null,
      // issue 29 §5: an unpaid booking tells when it is released (here the pay-later deadline)
      hold_until: new Date("2030-03-04T12:00:00+02:00").toISOString(),
      last_payment: null,
      via_email: true,
      via_sms: true,
      clicks_club_card_number: null,
      allows_mail_list: false,
      earnable_loyalty_points: 0,
      is_redemption: false,
      hotel: { code: "801", name: "Karoo City Sandton" },
    })
    expect(body.booking.booking_items[0]).toMatchObject({
      reference_number: `${reference}-1`,
      room_type_code: "QUEEN",
      rate_plan_code: "RO-FLEX",
      total_adults: 2,
      total_children: 0,
      total_units: 1,
      cost_of_room_cents: row!.costOfRoomCents,
      content: { name: expect.any(String), images: expect.any(Array) },
    })
    expect(body.booking.hotel.lowest_rate).toBeGreaterThan(0)
  })

  it("shows the last payment attempt and the gateway's answer", async () => {
    const { uuid, id, reference } = await book()
    await database.db.insert(payments).values([
      { bookingId: id, payRequestId: "A1", reference, amountCents: 100, createdAt: new Date(TEST_NOW) },
      {
        bookingId: id,
        payRequestId: "B2",
        reference,
        amountCents: 100,
        status: "declined",
        transactionStatus: 2,
        resultCode: "900003",
        resultDescription: "Insufficient Funds",
        createdAt: new Date(TEST_NOW + 60_000),
      },
    ])
    const { body } = await getBooking(uuid)
    expect(body.booking.last_payment).toMatchObject({
      amount_cents: 100,
      reference,
      status: "declined",
      created_at: new Date(TEST_NOW + 60_000).toISOString(),
      response: { result_description: "Insufficient Funds", transaction_status: 2, result_code: "900003" },
    })
  })

  it("answers 404 for an unknown uuid, a path id that is not a uuid, and a hold not yet confirmed", async () => {
    const held = await reserve()
    for (const id of ["6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42", "not-a-uuid", held.body.uuid]) {
      expect(await getBooking(id)).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
    }
  })
})

describe("PATCH /{id}", () => {
  const move = (uuid: string, checkIn: string, checkOut: string) => send(`/${uuid}`, json("PATCH", { booking: { check_in_date: checkIn, check_out_date: checkOut } }))

  it("moves an unpaid booking: the old nights go back, the new ones are taken, re-priced, and the guest is told", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-11")
    const { uuid, id } = await book()
    const moved = await move(uuid, "2030-03-08", "2030-03-11")
    expect(moved.status).toBe(200)
    expect(moved.body.booking).toMatchObject({ uuid, check_in_date: "2030-03-08T12:00:00+02:00", check_out_date: "2030-03-11T12:00:00+02:00", status: "Unpaid" })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-11")).toEqual([before[0], before[1], before[2], before[3]! - 1, before[4]! - 1, before[5]! - 1])
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
    const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, id))
    expect(row!.costOfRoomCents).toBe(item!.costOfRoomCents)
    expect(moved.body.booking.total_for_stay_cents).toBe(row!.costOfRoomCents)
    expect(row!.holdUntil).toEqual(new Date("2030-03-07T12:00:00+02:00"))
    const messages = await outboxOf(database, id)
    expect(messages.filter((message) => message.kind === "date_change").map((message) => message.channel)).toEqual(["email", "sms"])
  })

  it("refuses with 409 while a card payment started in the last 30 minutes is unfinished, and moves after", async () => {
    const { uuid, id, reference } = await book()
    await database.db.insert(payments).values({ bookingId: id, payRequestId: "PAYING1", reference, amountCents: 100, createdAt: new Date(TEST_NOW) })
    expect(await move(uuid, "2030-03-08", "2030-03-11")).toMatchObject({ status: 409, body: { message: PAYMENT_IN_PROGRESS } })
    await t.setNow(TEST_NOW + PAYMENT_SESSION_MINUTES * 60_000 + 1)
    expect((await move(uuid, "2030-03-08", "2030-03-11")).status).toBe(200)
  })

  it("moves a stay by a day even when its own rooms are the only ones left (the old nights go back first)", async () => {
    await setAvailable(database, queen, "2030-03-05", "2030-03-08", 1)
    const { uuid } = await book()
    expect((await move(uuid, "2030-03-06", "2030-03-08")).status).toBe(200)
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual([1, 0, 0])
  })

  it("answers 409 'room type not available' when other rooms are free but not the booked type, and changes nothing", async () => {
    const { uuid, id } = await book()
    await setAvailable(database, queen, "2030-03-08", "2030-03-09", 0)
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    expect(await move(uuid, "2030-03-08", "2030-03-10")).toMatchObject({ status: 409, body: { message: ROOM_TYPE_NOT_AVAILABLE } })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.checkInDate).toBe("2030-03-05")
    expect((await outboxOf(database, id)).filter((message) => message.kind === "date_change")).toEqual([])
  })

  it("answers 409 'dates not available' when the hotel has no room at all on a night", async () => {
    const { uuid } = await book()
    for (const code of ["QUEEN", "TWIN", "FAMILY", "ACCESSIBLE", "EXECUTIVE"]) {
      await setAvailable(database, await roomTypeIdOf(database, "801", code), "2030-03-09", "2030-03-10", 0)
    }
    expect(await move(uuid, "2030-03-08", "2030-03-10")).toMatchObject({ status: 409, body: { message: DATES_NOT_AVAILABLE } })
    expect(await move(uuid, "2030-03-12", "2030-03-16")).toMatchObject({ status: 409, body: { message: DATES_NOT_AVAILABLE } })
  })

  it("answers 422 on check_in_date for past dates", async () => {
    const { uuid } = await book()
    await t.setNow(at("2030-03-03T09:00:00+02:00"))
    expect(await move(uuid, "2030-03-02", "2030-03-06")).toMatchObject({ status: 422, body: invalid({ "booking.check_in_date": [CANNOT_UPDATE_TO_PAST_DATES] }) })
  })

  it("keeps a paid non-refundable booking on its dates: 409, its nights, price and payment unchanged, the guest told nothing", async () => {
    const saver = await book({ rooms: [room({ rate_plan_code: "NR-SAVER" })] }, { mandatory_payment: true })
    const paid = await payByCard(saver.id)
    const [before] = await database.db.select().from(bookings).where(eq(bookings.id, saver.id))
    const nights = await availableOf(database, queen, "2030-03-05", "2030-03-11")
    expect(await move(saver.uuid, "2030-03-08", "2030-03-11")).toMatchObject({ status: 409, body: { message: ALREADY_PAID } })
    const [after] = await database.db.select().from(bookings).where(eq(bookings.id, saver.id))
    expect(after).toMatchObject({ checkInDate: before!.checkInDate, checkOutDate: before!.checkOutDate, totalForStayCents: before!.totalForStayCents, isPaid: true })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-11")).toEqual(nights)
    expect((await database.db.select().from(payments).where(eq(payments.bookingId, saver.id))).map((payment) => payment.amountCents)).toEqual([paid])
    expect((await outboxOf(database, saver.id)).filter((message) => message.kind === "date_change")).toEqual([])
  })

  it("moves an unpaid booking on a non-refundable rate (nothing is paid to lose)", async () => {
    const saver = await book({ rooms: [room({ rate_plan_code: "NR-SAVER" })] })
    expect((await move(saver.uuid, "2030-03-08", "2030-03-11")).status).toBe(200)
  })

  it("answers 409 for a paid or a cancelled booking, and 404 for an unknown one", async () => {
    const { uuid, id } = await book()
    await database.db.update(bookings).set({ status: "paid", isPaid: true }).where(eq(bookings.id, id))
    expect(await move(uuid, "2030-03-08", "2030-03-09")).toMatchObject({ status: 409, body: { message: ALREADY_PAID } })
    await database.db
      .update(bookings)
      .set({ status: "cancelled", isPaid: false, cancelledAt: new Date(TEST_NOW), cancellationReason: "guest" })
      .where(eq(bookings.id, id))
    expect(await move(uuid, "2030-03-08", "2030-03-09")).toMatchObject({ status: 409, body: { message: BOOKING_IS_CANCELLED } })
    expect(await move("6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42", "2030-03-08", "2030-03-09")).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
  })

  it("answers 409 when a pay-later booking is moved onto a stay that must be paid up front (check-in today)", async () => {
    const { uuid } = await book()
    await t.setNow(at("2030-03-04T09:00:00+02:00"))
    expect(await move(uuid, "2030-03-04", "2030-03-06")).toMatchObject({ status: 409, body: { message: PAYMENT_REQUIRED_NOW } })
  })

  it("answers 422 for a body without dates", async () => {
    const { uuid } = await book()
    expect((await send(`/${uuid}`, json("PATCH", { booking: {} }))).status).toBe(422)
  })
})

describe("POST /{id}/cancel", () => {
  const codeFor = async (bookingId: number): Promise<string> => {
    await t.run(OtpService.use((service) => service.issue(bookingId, { clientKey: "test-client" })))
    const messages = await outboxOf(database, bookingId)
    const last = messages.filter((message) => message.kind === "one_time_code").at(-1)!
    return /\b(\d{6})\b/.exec(last.body)![1]!
  }
  const cancel = (uuid: string, otp: string) => send(`/${uuid}/cancel`, json("POST", { booking_otp: { otp } }))

  it("cancels with a valid one-time code: status Cancelled, cancelled_at, rooms back, cancellation message", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-07")
    const { uuid, id } = await book()
    const cancelled = await cancel(uuid, await codeFor(id))
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.booking).toMatchObject({ uuid, status: "Cancelled", cancelled_at: new Date(TEST_NOW).toISOString() })
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual(before)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.cancellationReason).toBe("guest")
    expect((await outboxOf(database, id)).filter((message) => message.kind === "cancellation").map((message) => message.channel)).toEqual(["email", "sms"])
  })

  const refundDueOf = async (id: number) =>
    (await database.db.select({ due: payments.refundDueCents }).from(payments).where(eq(payments.bookingId, id))).reduce((sum, row) => sum + row.due, 0)
  const cancellationMessages = async (id: number) => (await outboxOf(database, id)).filter((message) => message.kind === "cancellation").map((message) => message.body)

  it("gives a paid refundable booking's card payment back: due on its payment for the hotel to refund, and the guest told how much", async () => {
    const { uuid, id } = await book()
    const paid = await payByCard(id)
    expect((await cancel(uuid, await codeFor(id))).status).toBe(200)
    expect(await refundDueOf(id)).toBe(paid)
    const [email, sms] = await cancellationMessages(id)
    const amount = `R ${(paid / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`
    expect(email).toContain(`${amount} will be refunded to the card you paid with`)
    expect(sms).toContain(`${amount} will be refunded`)
  })

  it("keeps a paid non-refundable booking's payment, gives the refundable rooms' share of a mixed one back, and says so", async () => {
    const saver = await book({ rooms: [room({ rate_plan_code: "NR-SAVER" })] }, { mandatory_payment: true })
    await payByCard(saver.id)
    expect((await cancel(saver.uuid, await codeFor(saver.id))).status).toBe(200)
    expect(await refundDueOf(saver.id)).toBe(0)
    expect((await cancellationMessages(saver.id))[0]).toContain(NOTHING_REFUNDED_NON_REFUNDABLE)

    const mixed = await book({ rooms: [room(), room({ rate_plan_code: "NR-SAVER", room_type_code: "TWIN" })] }, { mandatory_payment: true })
    const paid = await payByCard(mixed.id)
    const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, mixed.id))
    const flexible = items.find((item) => item.ratePlanCode === "RO-FLEX")!.costOfRoomCents
    const all = items.reduce((sum, item) => sum + item.costOfRoomCents, 0)
    expect((await cancel(mixed.uuid, await codeFor(mixed.id))).status).toBe(200)
    expect(await refundDueOf(mixed.id)).toBe(Math.floor((paid * flexible) / all))
  })

  it("says that nothing was paid when an unpaid booking is cancelled, and tells each room's policy on the wire", async () => {
    const { uuid, id } = await book()
    expect((await getBooking(uuid)).body.booking.booking_items.map((item: Json) => item.refundable)).toEqual([true])
    expect((await cancel(uuid, await codeFor(id))).status).toBe(200)
    expect(await refundDueOf(id)).toBe(0)
    expect((await cancellationMessages(id))[0]).toContain(REFUND_NOTHING_PAID)
  })

  it("answers 422 on the code for a wrong code and changes nothing; the code cannot be used twice", async () => {
    const { uuid, id } = await book()
    const code = await codeFor(id)
    const wrong = code === "000000" ? "111111" : "000000"
    expect(await cancel(uuid, wrong)).toMatchObject({ status: 422, body: invalid({ "booking_otp.otp": [OTP_INCORRECT] }) })
    expect((await getBooking(uuid)).body.booking.status).toBe("Unpaid")
    expect((await cancel(uuid, code)).status).toBe(200)
    expect(await cancel(uuid, code)).toMatchObject({ status: 409, body: { message: BOOKING_IS_CANCELLED } })
  })

  it("answers 429 once the code is locked by too many wrong tries", async () => {
    const { uuid, id } = await book()
    const code = await codeFor(id)
    const wrong = code === "000000" ? "111111" : "000000"
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt++) expect((await cancel(uuid, wrong)).status).toBe(422)
    const locked = await cancel(uuid, wrong)
    expect(locked).toMatchObject({ status: 429, body: { message: OTP_LOCKED } })
    // Only a new code unlocks it, and one may be sent a minute after the last.
    expect(locked.headers.get("Retry-After")).toBe(String(OTP_RESEND_SECONDS))
    await t.advance(20_000)
    const still = await cancel(uuid, code)
    expect(still).toMatchObject({ status: 429, body: { message: OTP_LOCKED } })
    expect(still.headers.get("Retry-After")).toBe(String(OTP_RESEND_SECONDS - 20))
  })

  it("answers 409 from 16:00 on the check-in day, and allows it a second before", async () => {
    // Paid: an unpaid pay-later booking is released before its check-in day.
    const { uuid, id } = await book()
    await database.db.update(bookings).set({ status: "paid", isPaid: true }).where(eq(bookings.id, id))
    await t.setNow(at("2030-03-05T15:55:00+02:00"))
    const code = await codeFor(id)
    await t.setNow(at("2030-03-05T16:00:00+02:00"))
    expect(await cancel(uuid, code)).toMatchObject({ status: 409, body: { message: CANCELLATION_CLOSED } })
    await t.setNow(at("2030-03-05T15:59:59+02:00"))
    expect((await cancel(uuid, code)).status).toBe(200)
  })

  it("answers 404 for an unknown booking and 422 for a code that is not 6 digits", async () => {
    expect(await cancel("6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42", "123456")).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
    const { uuid } = await book()
    expect((await cancel(uuid, "12ab")).status).toBe(422)
  })
})

describe("POST /{id}/resend_confirmation_email and _sms", () => {
  it("sends the confirmation again by the asked channel, whatever the booking's channels", async () => {
    const { uuid, id } = await book({}, { via_email: false })
    await t.advance(60_000)
    for (const [path, channel, to] of [
      ["email", "email", MAIN_GUEST.email],
      ["sms", "sms", MAIN_GUEST.mobile],
    ] as const) {
      const sent = await send(`/${uuid}/resend_confirmation_${path}`, { method: "POST" })
      expect(sent).toMatchObject({ status: 200, body: { message: CONFIRMATION_SENT } })
      const last = (await outboxOf(database, id)).filter((message) => message.channel === channel).at(-1)!
      expect(last).toMatchObject({ kind: "booking_confirmation", recipient: to })
    }
  })

  it("answers 429 with Retry-After within a minute of the last confirmation by that channel", async () => {
    const { uuid } = await book()
    await t.advance(20_000)
    const refused = await send(`/${uuid}/resend_confirmation_sms`, { method: "POST" })
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS } })
    expect(refused.headers.get("Retry-After")).toBe("40")
  })

  it("answers 404 for an unknown booking and 409 for a cancelled one", async () => {
    expect(await send("/6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42/resend_confirmation_email", { method: "POST" })).toMatchObject({
      status: 404,
      body: { message: BOOKING_NOT_FOUND },
    })
    const { uuid, id } = await book()
    await database.db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(TEST_NOW), cancellationReason: "guest" })
      .where(and(eq(bookings.id, id)))
    expect(await send(`/${uuid}/resend_confirmation_email`, { method: "POST" })).toMatchObject({ status: 409, body: { message: BOOKING_IS_CANCELLED } })
  })
})

describe("the effects of lapsed holds on requests", () => {
  it("a reservation finds the rooms of a lapsed, unswept hold free", async () => {
    await setAvailable(database, queen, "2030-03-05", "2030-03-07", 1)
    const first = await reserve()
    expect(await reserve()).toMatchObject({ status: 409 })
    await t.advance(HOLD_SECONDS * 1000)
    expect((await reserve()).status).toBe(201)
    const [old] = await database.db.select().from(reservations).where(eq(reservations.uuid, first.body.uuid))
    expect(old!.status).toBe("expired")
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-07")).toEqual([0, 0])
  })
})

describe("caching (issue 9 §5)", () => {
  it("tells every cache to store no booking answer: they carry the guest's details and the booking's key", async () => {
    const held = await reserve()
    const confirmed = await confirm(confirmation(held.body.uuid, reservation()))
    const uuid = held.body.uuid as string
    const answers = [
      held,
      confirmed,
      await getBooking(uuid),
      await send(`/${uuid}`, json("PATCH", { booking: { check_in_date: "2030-03-06", check_out_date: "2030-03-08" } })),
      await send(`/${uuid}/cancel`, json("POST", { booking_otp: { otp: "000000" } })),
      await send(`/${uuid}/resend_confirmation_email`, { method: "POST" }),
      await getBooking("6f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 200, 200, 422, 429, 404])
    for (const answer of answers) expect(answer.headers.get("Cache-Control")).toBe("no-store")
  })
})
