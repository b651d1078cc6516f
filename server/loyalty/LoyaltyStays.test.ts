import { randomUUID } from "node:crypto"
import { and, eq, sql } from "drizzle-orm"
import { Clock, Effect } from "effect"
import { TestClock } from "effect/testing"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ALREADY_PAID } from "../../contracts/api/errors.ts"
import { POINTS_ALREADY_PAID, POINTS_PAID_DATES_FIXED } from "../../contracts/api/loyalty-payments.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { BRAND_KEYS } from "../../core/booking/hotel.ts"
import { pointsEarnedForStay } from "../../core/loyalty/stay-points.ts"
import { NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "../../core/payment/messages.ts"
import { pointsPaymentPlan, roomNightsOfStay } from "../../core/payment/points-payment.ts"
import { OtpService } from "../codes/OtpService.ts"
import { Db } from "../db/Db.ts"
import { accounts, bookingItems, bookings, hotels, loyaltyLedgerEntries, loyaltyPointsValues, payments } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { Notifier } from "../notify/Notifier.ts"
import { applyResult, type PaymentRow } from "../payments/payment-results.ts"
import { TRANSACTION_STATUS } from "../payments/payweb3/codes.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp, TEST_START } from "../accounts/testing/accounts-app.ts"
import { BookingService } from "../bookings/BookingService.ts"
import { confirmation, outboxOf, reservation } from "../testing/booking-kit.ts"
import { LoyaltyPointsService } from "./LoyaltyPointsService.ts"
import { LoyaltyLedger } from "./LoyaltyLedger.ts"
import { LoyaltyStays } from "./LoyaltyStays.ts"

/**
 * A member's stays in the ledger (issue 15): a paid stay earns the earn table's points once, with its payment; a
 * cancellation takes them back and gives a points payment back; points pay whole room-nights of the member's own
 * unpaid booking, the card the rest.
 */

let database: TestDatabase
let app: AccountsApp
beforeAll(async () => {
  // a pool wide enough for the concurrent payments to meet on PostgreSQL (TEST_DATABASE_URL)
  database = await createTestDatabase({ seed: { days: 60, hotels: ["801"] }, poolSize: 20 })
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

interface Member {
  readonly token: string
  readonly accountId: number
}

/** A signed-up member holding `extra` points more than the sign-up's 100 (an earlier stay's, written in the ledger). */
let nextAddress = 0
const member = async (extra = 0): Promise<Member> => {
  const details = newMember()
  // each from its own address: the registration throttle counts per client
  nextAddress += 1
  const tokens = await signUp(app, database, details, `198.51.100.${nextAddress}`)
  const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, details.email))
  if (extra > 0) {
    const [signUpEntry] = await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, account!.id))
    await database.db
      .insert(loyaltyLedgerEntries)
      .values({ id: randomUUID(), accountId: account!.id, kind: "earned", points: extra, on: signUpEntry!.on, expiresOn: signUpEntry!.expiresOn, reservation: `EARLIER-${randomUUID()}` })
  }
  return { token: tokens.access_token, accountId: account!.id }
}

/** More points than any stay of these tests costs (the seed's dearest night is 3,500 points). */
const PLENTY = 50_000

let nextStay = 0
/** Holds and confirms a stay of `nights` nights (two adults, one room) as `token`'s member, or as a guest. */
const book = async (token?: string, nights = 2): Promise<{ uuid: string; id: number; referenceNumber: string; totalCents: number }> => {
  nextStay += 1
  const day = (offset: number) => new Date(Date.UTC(2030, 2, 5 + offset, 10)).toISOString().slice(0, 10)
  const start = nextStay
  const stay = { start_date: `${day(start)}T12:00:00+02:00`, end_date: `${day(start + nights)}T12:00:00+02:00` }
  const held = await app.request("POST", "/api/web/bookings/reservation", { body: { reservation: reservation(stay) } })
  const { uuid } = (await held.json()) as { uuid: string }
  const confirmed = await app.request("POST", "/api/web/bookings/confirmation", { body: { reservation: confirmation(uuid, stay) }, ...(token === undefined ? {} : { token }) })
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}: ${await confirmed.text()}`)
  const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, uuid))
  return { uuid, id: row!.id, referenceNumber: row!.referenceNumber, totalCents: row!.totalForStayCents }
}

const entriesOf = (accountId: number) => database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, accountId))
const usableOf = async (accountId: number) => (await entriesOf(accountId)).reduce((sum, entry) => sum + entry.points, 0)

/** What core says the booking's stay earns from the loyalty table's earn values (every night paid by card). */
const earnTableSays = async (bookingId: number) => {
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [hotel] = await database.db.select({ brandId: hotels.brandId }).from(hotels).where(eq(hotels.id, booking!.hotelId))
  const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId))
  const values = await app.http.runtime.runPromise(LoyaltyPointsService.use((service) => service.values))
  const earn = values.filter((value) => value.kind === "earn").map((value) => ({ brand: BRAND_KEYS[value.brandId], day: value.day, guests: value.guests, points: value.points }))
  const rooms = items.flatMap((item) => Array.from({ length: item.units }, () => ({ adults: item.adults, kids: item.children })))
  return pointsEarnedForStay(earn, BRAND_KEYS[hotel!.brandId as 1], rooms, Temporal.PlainDate.from(booking!.checkInDate), Temporal.PlainDate.from(booking!.checkOutDate))
}

/** Core's plan for paying `nights` of the booking with points, from the loyalty table's redeem values. */
const planOf = async (bookingId: number, nights: number) => {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [hotel] = await database.db.select({ brandId: hotels.brandId }).from(hotels).where(eq(hotels.id, row!.hotelId))
  const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId))
  const values = await app.http.runtime.runPromise(LoyaltyPointsService.use((service) => service.values))
  const plan = pointsPaymentPlan({
    brand: BRAND_KEYS[hotel!.brandId as 1],
    redeemValues: values.filter((value) => value.kind === "redeem").map((value) => ({ brand: BRAND_KEYS[value.brandId], day: value.day, guests: value.guests, points: value.points })),
    roomNights: roomNightsOfStay(
      items.map((item) => ({ adults: item.adults, kids: item.children, units: item.units, priceCents: item.costOfRoomCents })),
      Temporal.PlainDate.from(row!.checkInDate),
      Temporal.PlainDate.from(row!.checkOutDate),
    ),
    usablePoints: Number.MAX_SAFE_INTEGER,
    nights,
  })
  if (plan.kind !== "plan") throw new Error(`no plan: ${plan.message}`)
  return plan
}

/** The booking's card payment, as initiate_payment stores it, for `amountCents`. */
const startCardPayment = async (bookingId: number, amountCents: number): Promise<PaymentRow> => {
  const [row] = await database.db
    .insert(payments)
    .values({ bookingId, payRequestId: randomUUID(), reference: `REF-${bookingId}`, amountCents, currency: "ZAR", status: "not_done", createdAt: new Date(0), updatedAt: new Date(0) })
    .returning()
  return row!
}

/** The gateway's approval of `payment`, recorded as PaymentService records a confirmed result. */
const approve = (payment: PaymentRow) =>
  app.http.runtime.runPromise(
    Effect.gen(function* () {
      const database = yield* Db
      const notifier = yield* Notifier
      const stays = yield* LoyaltyStays
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* database.transaction(
        applyResult(
          database,
          notifier,
          payment,
          {
            paygateId: "10011072130",
            payRequestId: payment.payRequestId,
            reference: payment.reference,
            transactionStatus: TRANSACTION_STATUS.approved,
            paymentStatus: "approved",
            resultCode: "990017",
            resultDesc: "Auth Done",
            authCode: "A1",
            currency: payment.currency,
            amountCents: payment.amountCents,
            transactionId: `T-${payment.payRequestId}`,
            riskIndicator: "AX",
            payMethod: "CC",
            payMethodDetail: "Visa",
          },
          now,
          stays.creditPaidStay,
        ),
      )
    }),
  )

const cancel = async (booking: { id: number; uuid: string }) => {
  await app.http.runtime.runPromise(OtpService.use((service) => service.issue(booking.id, { clientKey: "test-client" })))
  const sent = (await outboxOf(database, booking.id)).filter((message) => message.kind === "one_time_code").at(-1)!
  const otp = /\b(\d{6})\b/.exec(sent.body)![1]!
  return app.request("POST", `/api/web/bookings/${booking.uuid}/cancel`, { body: { booking_otp: { otp } } })
}

const payWithPoints = async (uuid: string, nights: number, token?: string) => {
  const response = await app.request("POST", `/api/web/bookings/${uuid}/points_payment`, { body: { points_payment: { nights } }, ...(token === undefined ? {} : { token }) })
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as Record<string, unknown> }
}

describe("points earned by a paid stay", () => {
  it("credits a member's paid stay exactly the earn table's points, once, though the result is replayed", async () => {
    const { token, accountId } = await member()
    const booking = await book(token)
    const payment = await startCardPayment(booking.id, booking.totalCents)
    expect(await approve(payment)).toMatchObject({ outcome: "recorded", becamePaid: true })
    expect(await approve(payment)).toMatchObject({ outcome: "replay", becamePaid: false })
    const earned = (await entriesOf(accountId)).filter((entry) => entry.kind === "earned")
    const expected = await earnTableSays(booking.id)
    expect(expected).toBeGreaterThan(0)
    expect(earned.map((entry) => [entry.reservation, entry.points])).toEqual([[booking.referenceNumber, expected]])
  })

  it("tells the booking's answer what it will earn: the earn table's points for a member's stay, nothing for a guest's", async () => {
    const { token } = await member()
    const booking = await book(token)
    const answerOf = async (uuid: string) => (await (await app.request("GET", `/api/web/bookings/${uuid}/booking`)).json()) as { booking: { earnable_loyalty_points: number } }
    const expected = await earnTableSays(booking.id)
    expect(expected).toBeGreaterThan(0)
    expect((await answerOf(booking.uuid)).booking.earnable_loyalty_points).toBe(expected)
    expect((await answerOf((await book()).uuid)).booking.earnable_loyalty_points).toBe(0)
  })

  it("credits nothing for a guest's booking", async () => {
    const booking = await book()
    const before = await database.db.select().from(loyaltyLedgerEntries)
    expect(await approve(await startCardPayment(booking.id, booking.totalCents))).toMatchObject({ becamePaid: true })
    expect(await database.db.select().from(loyaltyLedgerEntries)).toHaveLength(before.length)
    expect(await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.reservation, booking.referenceNumber))).toEqual([])
  })

  it("takes a cancelled stay's points back, in the cancellation", async () => {
    const { token, accountId } = await member()
    const booking = await book(token)
    await approve(await startCardPayment(booking.id, booking.totalCents))
    const paid = await usableOf(accountId)
    expect((await cancel(booking)).status).toBe(200)
    const reversed = (await entriesOf(accountId)).filter((entry) => entry.kind === "earn_reversed")
    expect(reversed.map((entry) => [entry.reservation, entry.points])).toEqual([[booking.referenceNumber, -(await earnTableSays(booking.id))]])
    expect(await usableOf(accountId)).toBe(paid - (await earnTableSays(booking.id)))
  })
})

describe("a stay's points are pending until it is over (issue 22)", () => {
  const statementOf = async (token: string) => (await (await app.request("GET", "/api/web/accounts/loyalty_points", { token })).json()) as Record<string, unknown>

  it("earn, spend, cancel: a paid stay's points pay for nothing before it is over, and cancelling it drops them all", async () => {
    const { token, accountId } = await member()
    const stay = await book(token, 3)
    // a generous earn table (the seed's earns about 1% of a night's redeem value): the stay earns more than a night costs
    await database.db.update(loyaltyPointsValues).set({ points: sql`${loyaltyPointsValues.points} * 100` }).where(eq(loyaltyPointsValues.kind, "earn"))
    try {
      expect(await approve(await startCardPayment(stay.id, stay.totalCents))).toMatchObject({ becamePaid: true })
    } finally {
      await database.db.update(loyaltyPointsValues).set({ points: sql`${loyaltyPointsValues.points} / 100` }).where(eq(loyaltyPointsValues.kind, "earn"))
    }
    const [credited] = (await entriesOf(accountId)).filter((entry) => entry.kind === "earned")
    const earned = credited!.points
    expect(earned).toBe((await earnTableSays(stay.id)) * 100)
    expect(earned).toBeGreaterThan((await planOf(stay.id, 1)).points)
    const [paidStay] = await database.db.select().from(bookings).where(eq(bookings.id, stay.id))

    const pending = await statementOf(token)
    expect(pending).toMatchObject({ total_usable_loyalty_points: 100, total_pending_loyalty_points: earned })
    expect((pending["points_history"] as Array<Record<string, unknown>>)[0]).toMatchObject({
      reservation: stay.referenceNumber,
      depart: `${paidStay!.checkOutDate}T12:00:00+02:00`,
      earned,
      kind: "earned",
      pending: true,
    })
    // the points of a stay not yet over cannot pay for another stay
    const other = await book(token, 1)
    expect(await payWithPoints(other.uuid, 1, token)).toMatchObject({ status: 422, body: { errors: { "points_payment.nights": [NOT_ENOUGH_POINTS] } } })

    expect((await cancel(stay)).status).toBe(200)
    const reversed = (await entriesOf(accountId)).filter((entry) => entry.kind === "earn_reversed")
    expect(reversed.map((entry) => [entry.reservation, entry.points])).toEqual([[stay.referenceNumber, -earned]])
    expect(await statementOf(token)).toMatchObject({ total_usable_loyalty_points: 100, total_pending_loyalty_points: 0 })
  })

  it("makes a stay's points usable the day after its departure on the hotels' clock, with no job run, for 24 months from then", async () => {
    const { token, accountId } = await member()
    const stay = await book(token, 2)
    await approve(await startCardPayment(stay.id, stay.totalCents))
    const earned = await earnTableSays(stay.id)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    const depart = Temporal.PlainDate.from(row!.checkOutDate)
    const statement = () => app.http.runtime.runPromise(LoyaltyLedger.use((ledger) => ledger.statement(accountId)))
    const started = await app.http.runtime.runPromise(Clock.currentTimeMillis)
    try {
      // 23:59 on the departure day at the hotels (UTC+2): still pending
      await app.http.runtime.runPromise(TestClock.setTime(Date.UTC(depart.year, depart.month - 1, depart.day, 21, 59)))
      expect((await statement()).totals).toMatchObject({ usable: 100, pending: earned })
      await app.advance(60)
      expect((await statement()).totals).toMatchObject({ usable: 100 + earned, pending: 0 })
      expect((await statement()).expiring).toContainEqual({ date: depart.add({ days: 1, months: 24 }), points: earned })
      expect((await statement()).history.find((entry) => entry.reservation === stay.referenceNumber)).toMatchObject({ pending: false })
    } finally {
      // the other tests book from the start's day on
      await app.http.runtime.runPromise(TestClock.setTime(started))
    }
  })
})

describe("points as a payment", () => {
  it("pays the stay's first room-nights with points, leaves the rest for the card, and the card settles that amount", async () => {
    const { token, accountId } = await member(PLENTY)
    const booking = await book(token, 3)
    const answer = await payWithPoints(booking.uuid, 1, token)
    expect(answer.status).toBe(200)
    expect(answer.cacheControl).toBe("no-store")
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id))
    const { points_payment: paid } = answer.body as { points_payment: { nights: number; points: number; covered_cents: number; card_cents: number } }
    expect(paid).toEqual({ nights: 1, points: row!.pointsRedeemed, covered_cents: row!.pointsCoveredCents, card_cents: booking.totalCents - row!.pointsCoveredCents })
    expect(paid.covered_cents).toBeGreaterThan(0)
    expect(paid.card_cents).toBeGreaterThan(0)
    expect(answer.body["booking"]).toMatchObject({ uuid: booking.uuid, status: "Unpaid", is_redemption: true })
    // the booking tells what the points paid (the thank-you page shows it, issue 24)
    expect(answer.body["booking"]).toMatchObject({ points_payment: { nights: 1, points: paid.points, covered_cents: paid.covered_cents } })
    const redeemed = (await entriesOf(accountId)).filter((entry) => entry.kind === "redeemed")
    expect(redeemed.map((entry) => [entry.reservation, entry.points])).toEqual([[booking.referenceNumber, -paid.points]])

    // the card's payment of the rest pays it (server/payments/refund-due.test.ts: of the whole total, the rest is refunded), and the two card nights earn
    expect(await approve(await startCardPayment(booking.id, paid.card_cents))).toMatchObject({ becamePaid: true, refundDueCents: 0 })
    const earned = (await entriesOf(accountId)).filter((entry) => entry.kind === "earned" && entry.reservation === booking.referenceNumber)
    expect(earned).toHaveLength(1)
    expect(earned[0]!.points).toBeLessThan(await earnTableSays(booking.id))
  })

  it("tells the guest what the points paid, and what is left for the card, by the booking's channels", async () => {
    const { token } = await member(PLENTY)
    const booking = await book(token, 3)
    const { points_payment: paid } = (await payWithPoints(booking.uuid, 1, token)).body as { points_payment: { points: number; card_cents: number } }
    const told = (await outboxOf(database, booking.id)).filter((message) => message.kind === "payment_received")
    expect(told.length).toBeGreaterThan(0)
    for (const message of told) {
      expect(message.body).toContain(`${new Intl.NumberFormat("en-US").format(paid.points)} loyalty points`)
      expect(message.body).toContain(booking.referenceNumber)
    }
    expect(told.find((message) => message.channel === "email")?.body).toContain("left to pay by card")
  })

  it("answers core's plan: the points the redeem table asks for the nights chosen", async () => {
    const { token } = await member(PLENTY)
    const booking = await book(token, 2)
    const plan = await planOf(booking.id, 2)
    expect((await payWithPoints(booking.uuid, 2, token)).body["points_payment"]).toEqual({ nights: 2, points: plan.points, covered_cents: plan.coveredCents, card_cents: 0 })
  })

  it("never takes more points than the member holds, though payments of several bookings come at once", async () => {
    const owner = await member()
    const booked = [await book(owner.token, 1), await book(owner.token, 1), await book(owner.token, 1), await book(owner.token, 1)]
    const costs = await Promise.all(booked.map(async (booking) => (await planOf(booking.id, 1)).points))
    // enough for the dearest night alone: any one payment can go through, never two
    const [signUpEntry] = await entriesOf(owner.accountId)
    await database.db
      .insert(loyaltyLedgerEntries)
      .values({ id: randomUUID(), accountId: owner.accountId, kind: "earned", points: Math.max(...costs) - 100, on: signUpEntry!.on, expiresOn: signUpEntry!.expiresOn, reservation: "EARLIER-RACE" })
    const answers = await Promise.all(booked.map((booking) => payWithPoints(booking.uuid, 1, owner.token)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    // what is left after the one is below 500, or below the night's price: core's refusal either way
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(422)
      expect([[NOT_ENOUGH_POINTS], [NOT_ENOUGH_POINTS_FOR_NIGHTS]]).toContainEqual((answer.body as { errors: Record<string, unknown> }).errors["points_payment.nights"])
    }
    const won = booked[answers.findIndex((answer) => answer.status === 200)]!
    expect(await usableOf(owner.accountId)).toBe(Math.max(...costs) - costs[booked.indexOf(won)]!)
    const paid = await database.db.select().from(bookings).where(eq(bookings.memberId, owner.accountId))
    expect(paid.filter((row) => row.pointsNights > 0).map((row) => row.uuid)).toEqual([won.uuid])
  })

  it("paying every room-night with points pays the booking, which earns nothing for them", async () => {
    const { token, accountId } = await member(PLENTY)
    const booking = await book(token, 2)
    const answer = await payWithPoints(booking.uuid, 2, token)
    expect(answer.body).toMatchObject({ points_payment: { card_cents: 0, covered_cents: booking.totalCents }, booking: { status: "Paid", is_paid: true } })
    expect((await entriesOf(accountId)).filter((entry) => entry.kind === "earned" && entry.reservation === booking.referenceNumber)).toEqual([])
    expect(await payWithPoints(booking.uuid, 1, token)).toMatchObject({ status: 409, body: { message: ALREADY_PAID } })
  })

  it("refuses with core's message below 500 usable points, and takes nothing", async () => {
    const { token, accountId } = await member()
    const booking = await book(token)
    expect(await payWithPoints(booking.uuid, 1, token)).toMatchObject({ status: 422, body: { errors: { "points_payment.nights": [NOT_ENOUGH_POINTS] } } })
    expect(await usableOf(accountId)).toBe(100)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect([row!.pointsNights, row!.pointsCoveredCents]).toEqual([0, 0])
  })

  it("answers 404 for another member's booking and a guest's, 401 signed out, 409 paid with points already", async () => {
    const owner = await member(PLENTY)
    const other = await member(PLENTY)
    const booking = await book(owner.token, 3)
    const guests = await book(undefined, 2)
    expect(await payWithPoints(booking.uuid, 1, other.token)).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
    expect(await payWithPoints(guests.uuid, 1, other.token)).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } })
    expect((await payWithPoints(booking.uuid, 1)).status).toBe(401)
    expect(await usableOf(other.accountId)).toBe(PLENTY + 100)
    expect((await payWithPoints(booking.uuid, 1, owner.token)).status).toBe(200)
    expect(await payWithPoints(booking.uuid, 1, owner.token)).toMatchObject({ status: 409, body: { message: POINTS_ALREADY_PAID } })
  })

  it("keeps the dates of a booking points paid for", async () => {
    const { token } = await member(PLENTY)
    const booking = await book(token, 3)
    await payWithPoints(booking.uuid, 1, token)
    const moved = await app.request("PATCH", `/api/web/bookings/${booking.uuid}`, { body: { booking: { check_in_date: "2030-04-20T12:00:00+02:00", check_out_date: "2030-04-22T12:00:00+02:00" } } })
    expect(moved.status).toBe(409)
    expect(await moved.json()).toMatchObject({ message: POINTS_PAID_DATES_FIXED })
  })

  it("gives the points back when an unpaid booking is released at its hold time", async () => {
    const { token, accountId } = await member(PLENTY)
    const booking = await book(token, 3)
    await payWithPoints(booking.uuid, 1, token)
    expect(await usableOf(accountId)).toBeLessThan(PLENTY + 100)
    await database.db.update(bookings).set({ holdUntil: new Date(TEST_START - 1_000) }).where(eq(bookings.id, booking.id))
    expect(await app.http.runtime.runPromise(BookingService.use((service) => service.releaseLapsedBookings))).toBeGreaterThanOrEqual(1)
    expect(await usableOf(accountId)).toBe(PLENTY + 100)
  })

  it("gives the points back when the booking is cancelled", async () => {
    const { token, accountId } = await member(PLENTY)
    const booking = await book(token, 3)
    await payWithPoints(booking.uuid, 2, token)
    expect(await usableOf(accountId)).toBeLessThan(PLENTY + 100)
    expect((await cancel(booking)).status).toBe(200)
    expect(await usableOf(accountId)).toBe(PLENTY + 100)
    const returned = await database.db
      .select()
      .from(loyaltyLedgerEntries)
      .where(and(eq(loyaltyLedgerEntries.accountId, accountId), eq(loyaltyLedgerEntries.kind, "redemption_returned")))
    expect(returned.map((entry) => entry.reservation)).toEqual([booking.referenceNumber])
  })
})
