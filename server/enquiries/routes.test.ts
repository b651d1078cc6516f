import { asc, eq, sql } from "drizzle-orm"
import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { bookBoardroomExample, groupBookingExample, newsletterExample } from "../../contracts/api/testing/examples.ts"
import {
  CANNOT_BE_IN_THE_PAST,
  HOTEL_NOT_FOUND,
  INTERNAL_ERROR,
  MALFORMED_JSON,
  PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"
import {
  AT_LEAST_ONE_GUEST,
  DEPARTURE_BEFORE_ARRIVAL,
  GROUP_BOOKING_MIN_ROOMS,
  MOBILE_NEEDS_COUNTRY_CODE,
  MUST_BE_TEXT,
  mustBeOneOf,
  REQUEST_SENT,
  REQUIRED,
} from "../../contracts/api/messages.ts"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { enquiries, hotels, newsletterSignups, outbox } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger, silentLogs } from "../testing/logs.ts"
import { Db } from "../db/Db.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import type { Notifier } from "../notify/Notifier.ts"
import { EnquiryService, RESERVATIONS_DESK_EMAIL } from "./EnquiryService.ts"
import { type HttpRuntime, makeHttpRuntime } from "../http/runtime.ts"
import { ENQUIRY_ROUTES_PATH, makeEnquiryRoutes } from "./routes.ts"

/** 08:00 on the hotels' clock on the first seeded day (a Monday): "today" for every test here. */
const NOW = Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)
const TODAY = TEST_START_DATE
const YESTERDAY = "2030-03-03"

let database: TestDatabase
let runtimes: Array<HttpRuntime<EnquiryService | TestClock.TestClock>> = []

/** The app with the enquiry routes over the test database, its clock at NOW. */
const appWith = async (service: Layer.Layer<EnquiryService, never, Db | Notifier> = EnquiryService.layer) => {
  const http = makeHttpRuntime(Layer.mergeAll(service.pipe(Layer.provide(Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database)))), TestClock.layer()), { logger: silentLogs })
  runtimes.push(http)
  await http.runtime.runPromise(TestClock.setTime(NOW))
  return makeApp({
    config: testConfig(),
    log: silentLogger,
    checkDatabase: async () => undefined,
    api: [{ path: ENQUIRY_ROUTES_PATH, routes: makeEnquiryRoutes(http) }],
    distDir: "/nonexistent",
  })
}

let app: Awaited<ReturnType<typeof appWith>>
let hotel: { id: number; name: string; email: string }

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: 2 } })
  app = await appWith()
  const [first] = await database.db.select({ id: hotels.id, name: hotels.name, email: hotels.email }).from(hotels).orderBy(asc(hotels.id)).limit(1)
  hotel = first!
})
afterAll(async () => {
  await Promise.all(runtimes.map((http) => http.dispose()))
  runtimes = []
  await database?.close()
})
beforeEach(async () => {
  await database.db.delete(outbox)
  await database.db.delete(enquiries)
  await database.db.delete(newsletterSignups)
})

const post = (path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }, on = app) =>
  on.request(`${ENQUIRY_ROUTES_PATH}${path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) })

const groupBooking = (fields: Record<string, unknown> = {}) => ({
  group_booking: { ...groupBookingExample.group_booking, arrival_date: "2030-03-10", departure_date: "2030-03-13", ...fields },
})
const boardroom = (fields: Record<string, unknown> = {}) => ({ ...bookBoardroomExample, hotel_id: hotel.id, event_date: "2030-03-18", ...fields })
const newsletter = (fields: Record<string, unknown> = {}) => ({ ...newsletterExample, ...fields })

const counts = async () => ({
  enquiries: (await database.db.select().from(enquiries)).length,
  outbox: (await database.db.select().from(outbox)).length,
  signups: (await database.db.select().from(newsletterSignups)).length,
})
const NOTHING_WRITTEN = { enquiries: 0, outbox: 0, signups: 0 }

const expect422 = async (response: Response, errors: Record<string, ReadonlyArray<string>>) => {
  expect(response.status).toBe(422)
  expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors })
}

describe("POST /api/web/bookings/group_booking", () => {
  it("records the request, mails it to the reservations desk and answers 201 with its id", async () => {
    const response = await post("/bookings/group_booking", groupBooking())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body).toEqual({ id: expect.any(Number), message: REQUEST_SENT })

    const [row] = await database.db.select().from(enquiries)
    expect(row).toMatchObject({ id: body.id, kind: "group_booking", createdAt: new Date(NOW) })
    // Kept as sent, with the dates as calendar days.
    expect(row!.payload).toEqual({ ...groupBookingExample.group_booking, arrival_date: "2030-03-10", departure_date: "2030-03-13" })

    const messages = await database.db.select().from(outbox)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ channel: "email", recipient: RESERVATIONS_DESK_EMAIL, kind: "enquiry", bookingId: null, createdAt: new Date(NOW) })
    expect(messages[0]!.subject).toBe(`Group booking request ${body.id}: 12 rooms, 10 Mar 2030 to 13 Mar 2030, Durban`)
    for (const detail of ["Sipho Dlamini", "events@example.co.za", "+27821234567", "Arrival: Sunday, 10 March 2030", "Departure: Wednesday, 13 March 2030", "Rooms: 12", "Guests: 24"]) {
      expect(messages[0]!.body).toContain(detail)
    }
  })

  it("accepts an arrival today and a departure on the arrival day", async () => {
    expect((await post("/bookings/group_booking", groupBooking({ arrival_date: TODAY, departure_date: TODAY }))).status).toBe(201)
  })

  it("reads noon ISO date-times on the hotels' clock", async () => {
    const response = await post("/bookings/group_booking", groupBooking({ arrival_date: `${TODAY}T12:00:00+02:00`, departure_date: "2030-03-05T12:00:00+02:00" }))
    expect(response.status).toBe(201)
    const [row] = await database.db.select().from(enquiries)
    expect(row!.payload).toMatchObject({ arrival_date: TODAY, departure_date: "2030-03-05" })
  })

  it("refuses an arrival in the past on its field, writing nothing", async () => {
    await expect422(await post("/bookings/group_booking", groupBooking({ arrival_date: YESTERDAY })), {
      "group_booking.arrival_date": [CANNOT_BE_IN_THE_PAST],
    })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("refuses a departure before the arrival", async () => {
    await expect422(await post("/bookings/group_booking", groupBooking({ departure_date: "2030-03-09" })), {
      "group_booking.departure_date": [DEPARTURE_BEFORE_ARRIVAL],
    })
  })

  it("needs at least 10 rooms and at least 1 guest", async () => {
    await expect422(await post("/bookings/group_booking", groupBooking({ total_rooms: 9, total_guests: 0 })), {
      "group_booking.total_rooms": [GROUP_BOOKING_MIN_ROOMS],
      "group_booking.total_guests": [AT_LEAST_ONE_GUEST],
    })
    expect((await post("/bookings/group_booking", groupBooking({ total_rooms: 10, total_guests: 1 }))).status).toBe(201)
  })

  it("names every missing field, and the envelope when it is missing", async () => {
    const required = ["email", "first_name", "last_name", "arrival_date", "contact_number", "departure_date", "location_or_hotel", "total_guests", "total_rooms"]
    const response = await post("/bookings/group_booking", { group_booking: {} })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, Array<string>> }
    expect(Object.keys(errors).sort()).toEqual(required.map((field) => `group_booking.${field}`).sort())
    await expect422(await post("/bookings/group_booking", {}), { group_booking: [REQUIRED] })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("wants the contact number in international form", async () => {
    await expect422(await post("/bookings/group_booking", groupBooking({ contact_number: "0821234567" })), {
      "group_booking.contact_number": [MOBILE_NEEDS_COUNTRY_CODE],
    })
  })

  it("refuses text PostgreSQL cannot store (U+0000) on its field, writing nothing", async () => {
    await expect422(await post("/bookings/group_booking", groupBooking({ first_name: "Sipho\u0000", location_or_hotel: "\u0000" })), {
      "group_booking.first_name": [MUST_BE_TEXT],
      "group_booking.location_or_hotel": [MUST_BE_TEXT],
    })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("answers 415 to a body not sent as JSON, 400 to one that is not JSON, 413 to one over 64 KiB", async () => {
    const notJson = await post("/bookings/group_booking", JSON.stringify(groupBooking()), { "Content-Type": "text/plain" })
    expect(notJson.status).toBe(415)
    expect(await notJson.json()).toEqual({ message: UNSUPPORTED_MEDIA_TYPE })
    const broken = await post("/bookings/group_booking", "{ group_booking:")
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: MALFORMED_JSON })
    const huge = await post("/bookings/group_booking", groupBooking({ location_or_hotel: "x".repeat(70_000) }))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ message: PAYLOAD_TOO_LARGE })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("keeps the request and its message together: when the message cannot be stored, nothing is", async () => {
    // A constraint refusing the desk's address stands in for any failure of the outbox write.
    const refused = "refused@example.com"
    await database.db.execute(sql.raw(`alter table outbox add constraint test_refuses_recipient check (recipient <> '${refused}')`))
    try {
      const failing = await appWith(EnquiryService.make({ reservationsEmail: refused }))
      const response = await post("/bookings/group_booking", groupBooking(), undefined, failing)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ message: INTERNAL_ERROR, errors: [{ message: INTERNAL_ERROR }] })
      expect(await counts()).toEqual(NOTHING_WRITTEN)
    } finally {
      await database.db.execute(sql.raw("alter table outbox drop constraint test_refuses_recipient"))
    }
  })
})

describe("POST /api/web/bookings/book_boardroom", () => {
  it("records the request, mails it to the hotel and answers 201 with its id", async () => {
    const response = await post("/bookings/book_boardroom", boardroom())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body).toEqual({ id: expect.any(Number), message: REQUEST_SENT })

    const [row] = await database.db.select().from(enquiries)
    expect(row).toMatchObject({ id: body.id, kind: "boardroom" })
    expect(row!.payload).toEqual({ ...bookBoardroomExample, hotel_id: hotel.id, event_date: "2030-03-18" })

    const messages = await database.db.select().from(outbox)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ channel: "email", recipient: hotel.email, kind: "enquiry" })
    expect(messages[0]!.subject).toBe(`Meeting room request ${body.id}: Protea Boardroom, 18 Mar 2030`)
    for (const detail of [hotel.name, "Boardroom and meetings", "Monday, 18 March 2030", "Whole day", "Expected guests: 12", "Sipho Dlamini"]) {
      expect(messages[0]!.body).toContain(detail)
    }
  })

  it("accepts an event today", async () => {
    expect((await post("/bookings/book_boardroom", boardroom({ event_date: TODAY }))).status).toBe(201)
  })

  it("refuses an unknown hotel on hotel_id, writing nothing", async () => {
    await expect422(await post("/bookings/book_boardroom", boardroom({ hotel_id: 999_999 })), { hotel_id: [HOTEL_NOT_FOUND] })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("refuses an event in the past on event_date", async () => {
    await expect422(await post("/bookings/book_boardroom", boardroom({ event_date: YESTERDAY })), { event_date: [CANNOT_BE_IN_THE_PAST] })
  })

  it("reports an unknown hotel and a past date together", async () => {
    await expect422(await post("/bookings/book_boardroom", boardroom({ hotel_id: 999_999, event_date: YESTERDAY })), {
      hotel_id: [HOTEL_NOT_FOUND],
      event_date: [CANNOT_BE_IN_THE_PAST],
    })
  })

  it("refuses text PostgreSQL cannot store (U+0000) on its field, before any rule of the service runs", async () => {
    await expect422(await post("/bookings/book_boardroom", boardroom({ boardroom_name: "Protea\u0000", event_date: YESTERDAY })), {
      boardroom_name: [MUST_BE_TEXT],
    })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("checks the booking type, the duration and the guest count", async () => {
    await expect422(
      await post("/bookings/book_boardroom", boardroom({ booking_type: "wedding", event_duration: "week", expected_guest_count: 0 })),
      {
        booking_type: [mustBeOneOf(["boardroom_and_meetings", "conferences", "events"])],
        event_duration: [mustBeOneOf(["half_day", "full_day"])],
        expected_guest_count: [AT_LEAST_ONE_GUEST],
      },
    )
  })

  it("names every missing field", async () => {
    const response = await post("/bookings/book_boardroom", {})
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, Array<string>> }
    expect(Object.keys(errors).sort()).toEqual(Object.keys(bookBoardroomExample).sort())
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })
})

describe("POST /api/web/news_letters", () => {
  it("records the sign-up and answers 201 with its id; nobody is mailed", async () => {
    const response = await post("/news_letters", newsletter())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body).toEqual({ id: expect.any(Number), message: REQUEST_SENT })
    const [row] = await database.db.select().from(newsletterSignups)
    expect(row).toMatchObject({
      id: body.id,
      firstName: "Thandi",
      surname: "Mokoena",
      contactNumber: "+27821234567",
      email: "thandi@example.co.za",
      viaEmail: true,
      viaWhatsapp: false,
      createdAt: new Date(NOW),
    })
    expect(await counts()).toEqual({ enquiries: 0, outbox: 0, signups: 1 })
  })

  it("never presumes consent: the channels are false unless sent", async () => {
    const { via_email: _email, via_whatsapp: _whatsapp, ...withoutChannels } = newsletter()
    expect((await post("/news_letters", withoutChannels)).status).toBe(201)
    const [row] = await database.db.select().from(newsletterSignups)
    expect(row).toMatchObject({ viaEmail: false, viaWhatsapp: false })
  })

  it("updates the sign-up of the same e-mail, ignoring case, keeping its id", async () => {
    const first = (await (await post("/news_letters", newsletter())).json()) as { id: number }
    const again = await post("/news_letters", newsletter({ email: "Thandi@Example.CO.ZA", first_name: "Thandiwe", via_email: false, via_whatsapp: true }))
    expect(again.status).toBe(201)
    expect(((await again.json()) as { id: number }).id).toBe(first.id)
    const rows = await database.db.select().from(newsletterSignups)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: first.id, firstName: "Thandiwe", email: "Thandi@Example.CO.ZA", viaEmail: false, viaWhatsapp: true })
  })

  it("keeps one sign-up per address when the same person signs up many times at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post("/news_letters", newsletter({ email: index % 2 === 0 ? "thandi@example.co.za" : "THANDI@example.co.za" }))),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201))
    const ids = new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as { id: number }).id)))
    expect(ids.size).toBe(1)
    expect((await counts()).signups).toBe(1)
  })

  it("gives each address its own sign-up", async () => {
    await post("/news_letters", newsletter())
    await post("/news_letters", newsletter({ email: "sipho@example.co.za" }))
    expect(await database.db.select({ id: newsletterSignups.id }).from(newsletterSignups).where(eq(newsletterSignups.email, "sipho@example.co.za"))).toHaveLength(1)
    expect((await counts()).signups).toBe(2)
  })

  it("refuses text PostgreSQL cannot store (U+0000) on its field", async () => {
    await expect422(await post("/news_letters", newsletter({ email: "thandi\u0000@example.co.za" })), { email: [MUST_BE_TEXT] })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })

  it("needs the names, the contact number and the e-mail, not blank", async () => {
    await expect422(await post("/news_letters", newsletter({ first_name: "  ", surname: undefined, contact_number: "", email: 42 })), {
      first_name: [REQUIRED],
      surname: [REQUIRED],
      contact_number: [REQUIRED],
      email: [MUST_BE_TEXT],
    })
    expect(await counts()).toEqual(NOTHING_WRITTEN)
  })
})
