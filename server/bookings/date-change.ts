import { and, eq, gt, inArray } from "drizzle-orm"
import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import type { UpdateDatesRequest } from "../../contracts/api/bookings.ts"
import {
  ALREADY_PAID,
  BOOKING_IS_CANCELLED,
  DATES_NOT_AVAILABLE,
  PAYMENT_IN_PROGRESS,
  PAYMENT_REQUIRED_NOW,
  PAYMENT_SESSION_MINUTES,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../../contracts/api/errors.ts"
import { POINTS_PAID_DATES_FIXED } from "../../contracts/api/loyalty-payments.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { clubCardDiscountApplies } from "../../core/rates/club-card-discount.ts"
import type { DbShape } from "../db/Db.ts"
import { bookingItems, bookings, hotels, mandatoryPaymentPeriods, payments, ratePlans, specialOfferHotels, specialOffers } from "../db/schema.ts"
import type { InventoryServiceShape } from "../inventory/InventoryService.ts"
import type { NotifierShape } from "../notify/Notifier.ts"
import { dateChange } from "../notify/templates.ts"
import { normalisePromoCode } from "../../core/search/promo-code.ts"
import { priceRoomLines, promoOfferApplies } from "../rates/pricing.ts"
import { offerRequiresPayment, PaymentRequiredNow, paymentPolicy } from "../reservations/payment-policy.ts"
import { BookingAlreadyPaid, BookingIsCancelled, BookingNotFound, DatesNotAvailable, PaymentInProgress } from "./booking-errors.ts"
import { bookingByUuid, itemsOf, nightsOf, tellGuest } from "./booking-queries.ts"
import { greetingName, mainGuestOf } from "./main-guest.ts"

/** Decision (contracts/api/errors.ts): a card payment under way blocks a date change. */
export { PAYMENT_SESSION_MINUTES }

export type NewDates = UpdateDatesRequest["booking"]

/**
 * Moves an Unpaid booking to new dates, in the caller's transaction (Db.transaction; spec B §5, §8): the same room types and rate
 * plans, re-priced as the search prices them, the old nights given back before the new ones are taken, and the guest
 * told. Answers the moved booking row.
 */
export const moveBooking = Effect.fnUntraced(function* (
  inventory: InventoryServiceShape,
  notifier: NotifierShape,
  database: DbShape,
  uuid: string,
  dates: NewDates,
  nowMillis: number,
) {
  const booking = yield* bookingByUuid(database, uuid, true)
  if (booking === undefined) return yield* new BookingNotFound({ message: BOOKING_NOT_FOUND })
  if (booking.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
  if (booking.status === "paid") return yield* new BookingAlreadyPaid({ message: ALREADY_PAID })
  // issue 15: points paid for these nights at these dates' values; the booking keeps them (a 409 like a paid one).
  if (booking.pointsNights > 0) return yield* new BookingAlreadyPaid({ message: POINTS_PAID_DATES_FIXED })
  const [paying] = yield* database.query((db) =>
    db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, booking.id),
          eq(payments.status, "not_done"),
          gt(payments.createdAt, new Date(nowMillis - PAYMENT_SESSION_MINUTES * 60_000)),
        ),
      )
      .limit(1),
  )
  if (paying !== undefined) return yield* new PaymentInProgress({ message: PAYMENT_IN_PROGRESS })
  const [hotel] = yield* database.query((db) => db.select().from(hotels).where(eq(hotels.id, booking.hotelId)))
  const items = yield* itemsOf(database, booking.id)
  const stay = { checkIn: dates.check_in_date, checkOut: dates.check_out_date }
  const nightCount = Temporal.PlainDate.from(stay.checkIn).until(stay.checkOut).days
  const totalUnits = items.reduce((sum, { item }) => sum + item.units, 0)

  // The old nights go back first, so a stay moved by a day can keep its own rooms.
  yield* inventory.release(nightsOf(booking, items))

  const notAvailable = Effect.flatMap(inventory.freeRoomsAtHotel(booking.hotelId, stay.checkIn, stay.checkOut), (free) =>
    Effect.fail(new DatesNotAvailable({ message: free >= totalUnits ? ROOM_TYPE_NOT_AVAILABLE : DATES_NOT_AVAILABLE })),
  )

  const plans = yield* database.query((db) =>
    db
      .select()
      .from(ratePlans)
      .where(
        and(
          eq(ratePlans.hotelId, booking.hotelId),
          inArray(
            ratePlans.code,
            items.map(({ item }) => item.ratePlanCode),
          ),
        ),
      ),
  )
  const needed = new Map<number, number>()
  for (const { item } of items) needed.set(item.roomTypeId, (needed.get(item.roomTypeId) ?? 0) + item.units)
  const lines = []
  for (const { item } of items) {
    const plan = plans.find((candidate) => candidate.code === item.ratePlanCode)!
    if (plan.kind === "promo") {
      // A promo rate is for its offer's dates: outside them the booked rate plan is not available.
      const code = normalisePromoCode(item.promotionCode ?? "")
      const offer = yield* database.query((db) =>
        db
          .select({ offer: specialOffers, hotelId: specialOfferHotels.hotelId })
          .from(specialOffers)
          .innerJoin(specialOfferHotels, eq(specialOfferHotels.specialOfferId, specialOffers.id))
          .where(eq(specialOffers.id, plan.specialOfferId!)),
      )
      const terms = offer[0] === undefined ? undefined : { ...offer[0].offer, hotelIds: offer.map((row) => row.hotelId) }
      if (terms === undefined || !promoOfferApplies(terms, { code, hotelId: booking.hotelId, ...stay })) return yield* notAvailable
    }
    const nights = yield* inventory.nights(item.roomTypeId, stay.checkIn, stay.checkOut)
    if (nights.length !== nightCount || nights.some((night) => night.available < needed.get(item.roomTypeId)!)) return yield* notAvailable
    lines.push({ nights, ratePlan: plan, guests: { adults: item.adults, kids: item.children }, units: item.units })
  }
  // The read above was a look; this constrained take is what counts (another guest may have been quicker).
  yield* inventory
    .take(
      items.map(({ item }) => ({ roomTypeId: item.roomTypeId, units: item.units, ...stay })),
    )
    .pipe(Effect.catchTag("NoRoomsAvailable", () => notAvailable))

  const card = booking.clicksClubCardNumber
  const priced = priceRoomLines({ ...stay, lines, clubCard: card !== null && clubCardDiscountApplies(card, hotel!) })
  const periods = yield* database.query((db) => db.select().from(mandatoryPaymentPeriods).where(eq(mandatoryPaymentPeriods.hotelId, booking.hotelId)))
  const policy = paymentPolicy({
    hotelCode: hotel!.code,
    ...stay,
    periods,
    offerRequiresPayment: yield* offerRequiresPayment(
      database,
      items.map(({ item }) => item.promotionCode),
    ),
    payNow: booking.mandatoryPayment,
    nowMillis,
  })
  if (policy._tag !== "allowed") return yield* new PaymentRequiredNow({ message: PAYMENT_REQUIRED_NOW })

  const now = new Date(nowMillis)
  for (const [index, { item }] of items.entries()) {
    yield* database.query((db) => db.update(bookingItems).set({ costOfRoomCents: priced.lines[index]!.totalCents }).where(eq(bookingItems.id, item.id)))
  }
  const [moved] = yield* database.query((db) =>
    db
      .update(bookings)
      .set({
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        costOfRoomCents: priced.totalCents,
        totalForStayCents: priced.totalCents,
        holdUntil: policy.holdUntil,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning(),
  )
  const guest = yield* mainGuestOf(database, booking.id)
  const content = dateChange({
    referenceNumber: booking.referenceNumber,
    hotelName: hotel!.name,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    previousCheckIn: booking.checkInDate,
    previousCheckOut: booking.checkOutDate,
    totalCents: priced.totalCents,
    currency: booking.currency,
    ...(greetingName(guest) === undefined ? {} : { guestName: greetingName(guest)! }),
  })
  yield* tellGuest(database, notifier, content, "date_change", booking)
  return moved!
})
