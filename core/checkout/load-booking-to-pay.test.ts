import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { Booking, BookingItem } from "../booking/booking.ts"
import { sampleBooking } from "../booking/booking.testing.ts"
import { BookingNotPayable, isPayable, loadBookingToPay, sessionStateOfBooking } from "./load-booking-to-pay.ts"
import { BOOKING_NOT_PAYABLE } from "../booking/messages.ts"
import { BookingSession, type BookingSessionShape, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "../booking/session-state.ts"
import { retryPayment } from "./start-payment.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"

const item = (overrides: Partial<BookingItem>): BookingItem => ({
  id: 1,
  referenceNumber: "CTY-2026-0001-1",
  guests: [],
  totalAdults: 2,
  totalChildren: 0,
  totalUnits: 1,
  roomTypeCode: "SQ",
  ratePlanCode: "RO-FLEX",
  refundable: true,
  costOfRoomCents: 300_000,
  costOfRoomCurrency: "ZAR",
  promotionCode: null,
  content: { name: "Standard Queen", images: [] },
  sessionId: null,
  responseType: null,
  status: null,
  ...overrides,
})

const mainGuest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: "thandi@example.co.za", mobile: "0027821234567", address: null }

const booking: Booking = sampleBooking(UUID, {
  bookingItems: [
    item({ guests: [mainGuest] }),
    item({ id: 2, referenceNumber: "CTY-2026-0001-2", totalAdults: 1, totalChildren: 1, roomTypeCode: "TW", ratePlanCode: "BB-FLEX", costOfRoomCents: 200_000, content: null }),
  ],
  viaEmail: true,
  viaSms: true,
})

describe("an existing booking as the booking session (Pay Booking)", () => {
  it("carries the hotel, dates, every room with its guests and price, the total, uuid, reference, guest name and methods", () => {
    expect(sessionStateOfBooking(booking)).toEqual({
      ...DEFAULT_BOOKING_SESSION_STATE,
      destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo City Hotel V&A Waterfront" },
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      guestRooms: [
        { adults: 2, kids: 0, roomDescription: { roomName: "Standard Queen", totalAmount: 300_000, mandatoryPaymentPeriods: [] }, ratePlanCode: "RO-FLEX", roomTypeCode: "SQ", rates: [] },
        { adults: 1, kids: 1, roomDescription: { roomName: "Unknown room name", totalAmount: 200_000, mandatoryPaymentPeriods: [] }, ratePlanCode: "BB-FLEX", roomTypeCode: "TW", rates: [] },
      ],
      isMandatoryPayment: true,
      uuid: UUID,
      confirmationNumber: "CTY-2026-0001-1",
      mainGuestName: "Thandi Nkosi",
      confirmationCommunicationMethod: ["email", "sms"],
      isCancellationPolicyAccepted: true,
      // issue 29: the payment step counts down to the booking's own hold (its pay-by deadline), not a fresh 15 minutes
      holdExpiresAt: booking.holdUntil,
      totalPriceForStay: 500_000,
      currency: "ZAR",
      isSearchInitialised: true,
    })
  })

  it("carries what loyalty points already paid of the booking (issue 29: the card pays the rest)", () => {
    const pointsPayment = { nights: 1, points: 1_000, coveredCents: 200_000 }
    expect(sessionStateOfBooking({ ...booking, pointsPayment }).pointsPaid).toEqual(pointsPayment)
    expect(sessionStateOfBooking({ ...booking, pointsPayment: null })).not.toHaveProperty("pointsPaid")
  })

  it("falls back to one default room, Unknown Guest and sms when the booking lists none of them", () => {
    const bare = sessionStateOfBooking(sampleBooking(UUID, { viaEmail: false, viaSms: false }))
    expect(bare.guestRooms).toEqual(DEFAULT_BOOKING_SESSION_STATE.guestRooms)
    expect(bare.mainGuestName).toBe("Unknown Guest")
    expect(bare.confirmationCommunicationMethod).toEqual(["sms"])
    expect(bare.confirmationNumber).toBe(UUID)
  })

  it("is payable only while unpaid and not at hotel 830", () => {
    expect(isPayable(booking)).toBe(true)
    expect(isPayable({ ...booking, isPaid: true })).toBe(false)
    expect(isPayable({ ...booking, cancelledAt: "2026-11-30T10:00:00Z" })).toBe(false)
    expect(isPayable({ ...booking, hotel: { ...booking.hotel, code: "830" } })).toBe(false)
  })
})

const withSession = <A, E>(
  bookings: ReadonlyArray<Booking>,
  use: (session: BookingSessionShape) => Effect.Effect<A, E, BookingApi | Notifications | BookingSession>,
) => {
  const api = makeBookingApiMemory({ bookings })
  const notifications = makeNotificationsMemory()
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(DEFAULT_BOOKING_SESSION_STATE)]])
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* BookingSession
      const result = yield* Effect.result(use(session))
      return { result, state: session.state.value, calls: api.calls, toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), api.layer, notifications.layer))),
  )
}

describe("an existing booking's confirmation methods and club card in the session", () => {
  it("confirms by the default method when the booking names none", () => {
    expect(sessionStateOfBooking({ ...booking, viaEmail: false, viaSms: false }).confirmationCommunicationMethod).toEqual(["sms"])
    expect(sessionStateOfBooking({ ...booking, viaEmail: true, viaSms: false }).confirmationCommunicationMethod).toEqual(["email"])
  })

  it("keeps the booking's club card as a valid one, and none as none", () => {
    expect(sessionStateOfBooking({ ...booking, clicksClubCardNumber: "6004930012345678" })).toMatchObject({ clubCard: "6004930012345678", clubCardValid: true })
    expect(sessionStateOfBooking({ ...booking, clicksClubCardNumber: null })).toMatchObject({ clubCard: "", clubCardValid: false })
  })
})

describe("loading a booking to pay", () => {
  it("loads the booking into the session, kept in storage, and goes to the payment details", async () => {
    const { result, state, entries } = await withSession([booking], () => loadBookingToPay(UUID))
    expect(Result.isSuccess(result) && result.success.to).toBe("/booking/payment-details")
    expect(state).toEqual(sessionStateOfBooking(booking))
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
  })

  it("refuses a paid booking and leaves the session as it was", async () => {
    const { result, state } = await withSession([{ ...booking, isPaid: true, status: "Paid" }], () => loadBookingToPay(UUID))
    expect(Result.isFailure(result) && result.failure instanceof BookingNotPayable).toBe(true)
    expect(Result.isFailure(result) && result.failure.message).toBe(BOOKING_NOT_PAYABLE)
    expect(state).toEqual(DEFAULT_BOOKING_SESSION_STATE)
  })

  it("fails with the HTTP error when the booking cannot be fetched", async () => {
    const { result } = await withSession([], () => loadBookingToPay(UUID))
    expect(Result.isFailure(result) && result.failure._tag).toBe("HttpError")
  })
})

describe("retrying a failed payment", () => {
  it("loads the booking and starts its payment again", async () => {
    const { result, state, calls } = await withSession([booking], () => retryPayment(UUID))
    expect(result).toEqual(Result.succeed({ to: `/booking/payment?pay_request_id=PAY-${UUID}&checksum=00000000000000000000000000000000` }))
    expect(calls.map((call) => call.method)).toEqual(["getBooking", "initiatePayment"])
    expect(state.uuid).toBe(UUID)
  })

  it("refuses a booking that cannot be paid online in its own words, without the payment's toast", async () => {
    const { result, toasts, calls } = await withSession([{ ...booking, isPaid: true, status: "Paid" }], () => retryPayment(UUID))
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "BookingNotPayable", message: BOOKING_NOT_PAYABLE })
    expect(toasts).toEqual([])
    expect(calls.map((call) => call.method)).toEqual(["getBooking"])
  })

  it("shows Could not initiate payment for booking when the booking cannot be fetched", async () => {
    const { result, toasts } = await withSession([], () => retryPayment(UUID))
    expect(Result.isFailure(result) && result.failure._tag).toBe("PaymentNotStarted")
    expect(toasts).toEqual([{ kind: "error", message: "Could not initiate payment for booking" }])
  })
})
