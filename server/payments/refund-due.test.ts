import { randomUUID } from "node:crypto"
import { and, eq } from "drizzle-orm"
import { Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { ServerConfig, testConfig } from "../config.ts"
import { Db } from "../db/Db.ts"
import { accounts, bookings, loyaltyLedgerEntries, outbox, payments } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { LoyaltyStays } from "../loyalty/LoyaltyStays.ts"
import { OutboxNotifierDbLayer } from "../notify/OutboxNotifier.ts"
import { PaymentService } from "./PaymentService.ts"
import { signed, TRANSACTION_RESULT_ORDER } from "./payweb3/checksum.ts"
import { PayWeb3Client } from "./payweb3/client.ts"
import { OUTCOMES } from "./payweb3/codes.ts"
import { encodeForm } from "./payweb3/form.ts"
import { TEST_MERCHANT } from "./simulator/payweb3-simulator.ts"
import { queryGateway } from "./testing/query-gateway.ts"
import { insertTestBooking, type TestBooking } from "./testing/payment-bookings.ts"

/**
 * Issue 22 item 2: a gateway approval for a booking that no longer awaits that amount (points paid all or part of it
 * while the card payment was in flight, another card payment paid it, it was cancelled) never leaves a booking it pays
 * in full Unpaid: the booking is Paid (or stays as it is), what it did not await is kept on the payment row for the
 * hotel to refund (refund_due_cents), and one warning tells the hotel, with ids and amounts only.
 */

let database: TestDatabase
let runtime: ManagedRuntime.ManagedRuntime<PaymentService, never>
const gateway = queryGateway()
const warnings: Array<string> = []

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 3, hotels: ["801"] } })
  const base = Layer.provideMerge(OutboxNotifierDbLayer, Db.layer(database))
  const client = PayWeb3Client.layer({ url: "https://gateway.test/payweb3", paygateId: TEST_MERCHANT.paygateId, key: TEST_MERCHANT.key, fetch: gateway.fetch })
  const services = Layer.mergeAll(base, client, Layer.succeed(ServerConfig, testConfig()), LoyaltyStays.layerWithLedger.pipe(Layer.provide(base)))
  runtime = ManagedRuntime.make(
    Layer.merge(PaymentService.layer.pipe(Layer.provide(services)), effectLoggerLayer(makeLogger({ level: "warn", write: (line) => warnings.push(line) }), "warn")),
  )
})
afterAll(async () => {
  await runtime?.dispose()
  await database?.close()
})
beforeEach(() => {
  warnings.length = 0
})

/** A card payment of `amountCents` started for `booking`, which the gateway reports approved. */
const startedPayment = async (booking: TestBooking, amountCents: number) => {
  const payRequestId = randomUUID().toUpperCase()
  await database.db.insert(payments).values({ bookingId: booking.id, payRequestId, reference: booking.referenceNumber, amountCents })
  const fields = {
    PAYGATE_ID: TEST_MERCHANT.paygateId,
    PAY_REQUEST_ID: payRequestId,
    REFERENCE: booking.referenceNumber,
    TRANSACTION_STATUS: "1",
    RESULT_CODE: OUTCOMES.approved.resultCode,
    AUTH_CODE: "X7K2QP",
    CURRENCY: "ZAR",
    AMOUNT: String(amountCents),
    RESULT_DESC: OUTCOMES.approved.resultDesc,
    TRANSACTION_ID: "48213377",
    RISK_INDICATOR: "AX",
    PAY_METHOD: "CC",
    PAY_METHOD_DETAIL: "Visa",
  }
  gateway.answer(payRequestId, fields)
  return { payRequestId, notify: () => runtime.runPromise(PaymentService.use((service) => service.acceptNotify(encodeForm(signed(fields, TRANSACTION_RESULT_ORDER, TEST_MERCHANT.key))))) }
}

const bookingRow = async (booking: TestBooking) => (await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!
const paymentRow = async (payRequestId: string) => (await database.db.select().from(payments).where(eq(payments.payRequestId, payRequestId)))[0]!
const receivedBy = (booking: TestBooking) => database.db.select().from(outbox).where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "payment_received")))

/** The one warning the hotel reads, checked for the guest's personal data. */
const refundWarning = (booking: TestBooking) => {
  expect(warnings).toHaveLength(1)
  for (const personal of [booking.email, booking.mobile, "Thandi", "Mokoena"]) expect(warnings[0]).not.toContain(personal)
  return JSON.parse(warnings[0]!) as Record<string, unknown>
}

describe("an approved card payment a booking no longer awaited", () => {
  it("keeps a booking points paid in full Paid, keeps the whole amount for refund, and tells the hotel once", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 104_400 })
    const { payRequestId, notify } = await startedPayment(booking, 104_400)
    // points paid both nights while the card page was open
    await database.db.update(bookings).set({ status: "paid", isPaid: true, pointsNights: 2, pointsRedeemed: 6_000, pointsCoveredCents: 104_400 }).where(eq(bookings.id, booking.id))
    expect(await notify()).toBe("recorded")
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect(await paymentRow(payRequestId)).toMatchObject({ status: "approved", amountCents: 104_400, refundDueCents: 104_400 })
    expect(refundWarning(booking)).toMatchObject({
      msg: "approved card payment above what the booking awaited; refund due",
      booking_id: booking.id,
      pay_request_id: payRequestId,
      amount_cents: 104_400,
      refund_due_cents: 104_400,
      became_paid: false,
    })
    // PayGate's retry is a replay: nothing more is kept for refund, and the hotel is not told twice
    expect(await notify()).toBe("replay")
    expect((await paymentRow(payRequestId)).refundDueCents).toBe(104_400)
    expect(warnings).toHaveLength(1)
  })

  it("pays a booking the card paid more for than it awaited (points paid part meanwhile): Paid, the rest for refund", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 158_340 })
    const { payRequestId, notify } = await startedPayment(booking, 158_340)
    await database.db.update(bookings).set({ pointsNights: 1, pointsRedeemed: 3_000, pointsCoveredCents: 79_170 }).where(eq(bookings.id, booking.id))
    expect(await notify()).toBe("recorded")
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect(await paymentRow(payRequestId)).toMatchObject({ amountCents: 158_340, refundDueCents: 79_170 })
    expect(refundWarning(booking)).toMatchObject({ refund_due_cents: 79_170, became_paid: true })
    expect(await receivedBy(booking)).toHaveLength(1)
  })

  it("credits a member's stay it pays, as any payment that pays a booking does", async () => {
    const [account] = await database.db.insert(accounts).values({ email: `refund-${randomUUID()}@example.com`, passwordHash: "not-a-hash", mobileNumber: "+27821110000" }).returning({ id: accounts.id })
    const booking = await insertTestBooking(database.db, { totalCents: 158_340 })
    await database.db.update(bookings).set({ memberId: account!.id, pointsNights: 1, pointsRedeemed: 3_000, pointsCoveredCents: 79_170 }).where(eq(bookings.id, booking.id))
    const { notify } = await startedPayment(booking, 158_340)
    await notify()
    const earned = await database.db.select().from(loyaltyLedgerEntries).where(and(eq(loyaltyLedgerEntries.accountId, account!.id), eq(loyaltyLedgerEntries.kind, "earned")))
    expect(earned.map((entry) => entry.reservation)).toEqual([booking.referenceNumber])
  })

  it("keeps a cancelled booking cancelled, and the whole amount for refund, without messaging the guest", async () => {
    const booking = await insertTestBooking(database.db, { status: "cancelled", totalCents: 180_000 })
    const { payRequestId, notify } = await startedPayment(booking, 180_000)
    expect(await notify()).toBe("recorded")
    expect(await bookingRow(booking)).toMatchObject({ status: "cancelled", isPaid: false })
    expect(await paymentRow(payRequestId)).toMatchObject({ status: "approved", refundDueCents: 180_000 })
    expect(refundWarning(booking)).toMatchObject({ refund_due_cents: 180_000, became_paid: false })
    expect(await receivedBy(booking)).toEqual([])
  })

  it("leaves a booking that now costs more than the payment Unpaid, keeps nothing for refund, and tells the hotel", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 180_000 })
    const { payRequestId, notify } = await startedPayment(booking, 150_000)
    expect(await notify()).toBe("recorded")
    expect(await bookingRow(booking)).toMatchObject({ status: "unpaid", isPaid: false })
    expect(await paymentRow(payRequestId)).toMatchObject({ status: "approved", refundDueCents: 0 })
    expect(refundWarning(booking)).toMatchObject({ msg: "approved card payment below what the booking now awaits; booking left unpaid", amount_cents: 150_000 })
  })

  it("pays a booking awaiting exactly the amount, with nothing for refund and no warning", async () => {
    const booking = await insertTestBooking(database.db, { totalCents: 99_950 })
    const { payRequestId, notify } = await startedPayment(booking, 99_950)
    expect(await notify()).toBe("recorded")
    expect(await bookingRow(booking)).toMatchObject({ status: "paid", isPaid: true })
    expect((await paymentRow(payRequestId)).refundDueCents).toBe(0)
    expect(warnings).toEqual([])
  })
})
