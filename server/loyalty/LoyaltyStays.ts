import { and, asc, eq, gt } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { ALREADY_PAID, BOOKING_IS_CANCELLED, PAY_AT_HOTEL_ONLY } from "../../contracts/api/errors.ts"
import { POINTS_ALREADY_PAID } from "../../contracts/api/loyalty-payments.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { BRAND_KEYS, type BrandId, type BrandKey, PAY_LATER_ONLY_HOTEL_CODE } from "../../core/booking/hotel.ts"
import type { PointsKind, PointsValue } from "../../core/content/loyalty-programme.ts"
import { PAYMENT_SESSION_MINUTES } from "../../core/payment/card-payments.ts"
import { CARD_PAYMENT_UNDER_WAY, NOT_ENOUGH_POINTS_FOR_NIGHTS } from "../../core/payment/messages.ts"
import { cardDueCents } from "../../core/payment/card-due.ts"
import { pointsEarnedForCardNights, pointsPaymentPlan, type RoomNight, roomNightsOfStay } from "../../core/payment/points-payment.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { bookingItems, bookings, hotels, payments } from "../db/schema.ts"
import { BookingLoyalty } from "../bookings/BookingLoyalty.ts"
import { greetingName, mainGuestOf, recipientsOf } from "../bookings/main-guest.ts"
import { Notifier } from "../notify/Notifier.ts"
import { notificationsFor, pointsPaymentReceived } from "../notify/templates.ts"
import { LoyaltyLedger } from "./LoyaltyLedger.ts"
import { LoyaltyPointsService } from "./LoyaltyPointsService.ts"

/**
 * A member's stays in their loyalty ledger (issue 15, docs/decisions.md "Points as payment"): the points a paid stay
 * earns, credited in the transaction that marks it paid; a cancelled stay's earned points taken back and its points
 * payment given back, in the cancellation's transaction; and points as a real payment of whole room-nights. A booking's
 * reference names its entries in the ledger. A guest's booking (no member) has nothing to do with points.
 */

type BookingRow = typeof bookings.$inferSelect
type ItemRow = typeof bookingItems.$inferSelect

/** 404: no booking of the member's has this uuid (another member's booking is not theirs to see). */
export class PointsBookingNotFound extends Schema.TaggedError<PointsBookingNotFound>()("PointsBookingNotFound", {
  message: Schema.String,
}) {}

/** 409: the booking cannot be paid with points now (cancelled, paid, points paid already, a card payment under way). */
export class PointsPaymentNotAllowed extends Schema.TaggedError<PointsPaymentNotAllowed>()("PointsPaymentNotAllowed", {
  message: Schema.String,
}) {}

/** 422: core's refusal of the plan (too few points, no value for a night, nights the stay does not have). */
export class PointsPaymentRefused extends Schema.TaggedError<PointsPaymentRefused>()("PointsPaymentRefused", {
  message: Schema.String,
}) {}

/** What a points payment did. */
export interface PointsPaid {
  readonly nights: number
  readonly points: number
  readonly coveredCents: number
  /** What is left for the card: the total less what the points cover (0: paid). */
  readonly cardCents: number
  readonly booking: BookingRow
}

export interface LoyaltyStaysShape {
  /**
   * The points the booking earns when paid (its nights not paid with points) for a member's; nothing for a guest's or a
   * cancelled one. From the hotel's brand and the booked lines the caller has read already.
   */
  readonly earnableFor: (booking: BookingRow, brandId: BrandId, items: ReadonlyArray<ItemRow>) => Effect.Effect<number>
  /** In the caller's transaction: the points a member's paid booking earns (its nights not paid with points), once. */
  readonly creditPaidStay: (bookingId: number) => Effect.Effect<void, DbFailure>
  /**
   * In the caller's transaction: a member's cancelled booking's earned points taken back and its points given back:
   * all of them, or `pointsBack` where the cancellation refunds only part (core/booking/cancellation-refund.ts).
   */
  readonly settleCancelledStay: (bookingId: number, pointsBack?: number) => Effect.Effect<void, DbFailure>
  /** POST /{uuid}/points_payment: whole room-nights of the member's own unpaid booking paid with points, in one transaction. */
  readonly payWithPoints: (
    memberId: number,
    uuid: string,
    nights: number,
  ) => Effect.Effect<PointsPaid, PointsBookingNotFound | PointsPaymentNotAllowed | PointsPaymentRefused>
}

/** The booking's room-nights, from its booked lines (core's shares of each line's price). */
const roomNightsOf = (booking: BookingRow, items: ReadonlyArray<ItemRow>): ReadonlyArray<RoomNight> =>
  roomNightsOfStay(
    items.map((item) => ({ adults: item.adults, kids: item.children, units: item.units, priceCents: item.costOfRoomCents })),
    Temporal.PlainDate.from(booking.checkInDate),
    Temporal.PlainDate.from(booking.checkOutDate),
  )

export class LoyaltyStays extends Context.Service<LoyaltyStays, LoyaltyStaysShape>()("hotel/server/LoyaltyStays") {
  static readonly layer: Layer.Layer<LoyaltyStays, never, Db | LoyaltyLedger | LoyaltyPointsService | Notifier> = Layer.effect(
    LoyaltyStays,
    Effect.gen(function* () {
      const database = yield* Db
      const ledger = yield* LoyaltyLedger
      const pointsValues = yield* LoyaltyPointsService
      const notifier = yield* Notifier

      /** The loyalty table's earn or redeem values, as core reads them (by brand key). */
      const valuesOf = (kind: PointsKind) =>
        Effect.map(pointsValues.values, (all): ReadonlyArray<PointsValue> =>
          all.filter((value) => value.kind === kind).map((value) => ({ brand: BRAND_KEYS[value.brandId], day: value.day, guests: value.guests, points: value.points })),
        )

      /** The booking's hotel (brand and code) and its room-nights. */
      const stayOf = Effect.fnUntraced(function* (booking: BookingRow) {
        const [hotel] = yield* database.query((db) => db.select({ brandId: hotels.brandId, code: hotels.code, name: hotels.name }).from(hotels).where(eq(hotels.id, booking.hotelId)))
        const items = yield* database.query((db) => db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).orderBy(asc(bookingItems.id)))
        // hotels.brand_id references brands: a booking always has its hotel
        const brand: BrandKey = BRAND_KEYS[hotel!.brandId as BrandId]
        return { brand, hotelCode: hotel!.code, hotelName: hotel!.name, roomNights: roomNightsOf(booking, items) }
      })

      const bookingById = (bookingId: number) =>
        database.query((db) => db.select().from(bookings).where(eq(bookings.id, bookingId))).pipe(Effect.map((rows) => rows[0]))

      const earnable = Effect.fnUntraced(function* (booking: BookingRow, brand: BrandKey, roomNights: ReadonlyArray<RoomNight>) {
        if (booking.memberId === null || booking.status === "cancelled") return 0
        return pointsEarnedForCardNights(yield* valuesOf("earn"), brand, roomNights, booking.pointsNights)
      })

      const earnableFor = (booking: BookingRow, brandId: BrandId, items: ReadonlyArray<ItemRow>) => earnable(booking, BRAND_KEYS[brandId], roomNightsOf(booking, items))

      const creditBooking = Effect.fnUntraced(function* (booking: BookingRow) {
        if (booking.memberId === null) return
        const stay = yield* stayOf(booking)
        const points = yield* earnable(booking, stay.brand, stay.roomNights)
        yield* ledger.creditStay({ accountId: booking.memberId, reservation: booking.referenceNumber, points, depart: Temporal.PlainDate.from(booking.checkOutDate) })
      })

      const creditPaidStay = Effect.fnUntraced(function* (bookingId: number) {
        const booking = yield* bookingById(bookingId)
        if (booking !== undefined) yield* creditBooking(booking)
      })

      const settleCancelledStay = Effect.fnUntraced(function* (bookingId: number, pointsBack?: number) {
        const booking = yield* bookingById(bookingId)
        if (booking?.memberId == null) return
        yield* ledger.reverseStay(booking.memberId, booking.referenceNumber)
        yield* ledger.returnRedemption(booking.memberId, booking.referenceNumber, pointsBack)
      })

      /**
       * One transaction: the booking's row locked (two payments of one booking take turns), then the member's ledger
       * locked by lockedTotals (two payments of one member take turns), the plan decided by core from the points
       * usable now, the points redeemed and what they cover written on the booking. Paid in full, the booking is paid.
       */
      const payIn = Effect.fnUntraced(function* (memberId: number, uuid: string, nights: number, nowMillis: number) {
        // the booking's row locked until the transaction ends
        const [booking] = yield* database.query((db) => db.select().from(bookings).where(eq(bookings.uuid, uuid)).for("update"))
        if (booking === undefined || booking.memberId !== memberId) return yield* new PointsBookingNotFound({ message: BOOKING_NOT_FOUND })
        const lapsed = booking.status === "unpaid" && booking.holdUntil !== null && booking.holdUntil.getTime() <= nowMillis
        if (booking.status === "cancelled" || lapsed) return yield* new PointsPaymentNotAllowed({ message: BOOKING_IS_CANCELLED })
        if (booking.status === "paid") return yield* new PointsPaymentNotAllowed({ message: ALREADY_PAID })
        if (booking.pointsNights > 0) return yield* new PointsPaymentNotAllowed({ message: POINTS_ALREADY_PAID })
        const [paying] = yield* database.query((db) =>
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "not_done"), gt(payments.createdAt, new Date(nowMillis - PAYMENT_SESSION_MINUTES * 60_000))))
            .limit(1),
        )
        if (paying !== undefined) return yield* new PointsPaymentNotAllowed({ message: CARD_PAYMENT_UNDER_WAY })
        const stay = yield* stayOf(booking)
        // spec B §4, §6: hotel 830 takes payment at the hotel only; points are an online payment too.
        if (stay.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return yield* new PointsPaymentNotAllowed({ message: PAY_AT_HOTEL_ONLY })

        // The member's ledger locked here, not by a read: two payments of one member take turns over the plan too.
        const totals = yield* ledger.lockedTotals(memberId)
        const plan = pointsPaymentPlan({ brand: stay.brand, redeemValues: yield* valuesOf("redeem"), roomNights: stay.roomNights, usablePoints: totals.usable, nights })
        if (plan.kind === "refused") return yield* new PointsPaymentRefused({ message: plan.message })
        const depart = Temporal.PlainDate.from(booking.checkOutDate)
        // The ledger is locked by this transaction since lockedTotals: the plan's points are still there.
        yield* ledger
          .redeem({ accountId: memberId, reservation: booking.referenceNumber, points: plan.points, depart })
          .pipe(Effect.catchTag("NotEnoughPoints", () => Effect.fail(new PointsPaymentRefused({ message: NOT_ENOUGH_POINTS_FOR_NIGHTS }))))
        const cardCents = cardDueCents(booking.totalForStayCents, plan.coveredCents)
        const now = new Date(nowMillis)
        const [updated] = yield* database.query((db) =>
          db
            .update(bookings)
            .set({
              pointsNights: nights,
              pointsRedeemed: plan.points,
              pointsCoveredCents: plan.coveredCents,
              ...(cardCents === 0 ? { status: "paid" as const, isPaid: true } : {}),
              updatedAt: now,
            })
            .where(eq(bookings.id, booking.id))
            .returning(),
        )
        // Paid in full with points: what it earns (nothing for the nights points paid) is credited now, like a card's.
        if (cardCents === 0) yield* creditBooking(updated!)
        // The guest hears of it as of a card payment, in this transaction (the outbox sends once it commits).
        const guest = yield* mainGuestOf(database, booking.id)
        const guestName = greetingName(guest)
        const content = pointsPaymentReceived({
          referenceNumber: booking.referenceNumber,
          hotelName: stay.hotelName,
          checkIn: booking.checkInDate,
          checkOut: booking.checkOutDate,
          ...(guestName === undefined ? {} : { guestName }),
          points: plan.points,
          nights,
          coveredCents: plan.coveredCents,
          cardCents,
          currency: booking.currency,
        })
        for (const message of notificationsFor(content, "payment_received", recipientsOf(booking, guest), booking.id)) yield* notifier.send(message).pipe(Effect.orDie)
        return { nights, points: plan.points, coveredCents: plan.coveredCents, cardCents, booking: updated! } satisfies PointsPaid
      })

      const payWithPoints = Effect.fn("LoyaltyStays.payWithPoints")(
        function* (memberId: number, uuid: string, nights: number) {
          const nowMillis = yield* Clock.currentTimeMillis
          return yield* database.transaction(payIn(memberId, uuid, nights, nowMillis))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      return LoyaltyStays.of({ earnableFor, creditPaidStay, settleCancelledStay, payWithPoints })
    }),
  )

  /** Bookings' port for a stay's points (bookings/BookingLoyalty.ts): its earnable points and its cancellation. */
  static readonly bookingLoyalty: Layer.Layer<BookingLoyalty, never, LoyaltyStays> = Layer.effect(
    BookingLoyalty,
    Effect.gen(function* () {
      const stays = yield* LoyaltyStays
      return BookingLoyalty.of({ earnableFor: stays.earnableFor, stayCancelled: stays.settleCancelledStay })
    }),
  )

  /** With the ledger and the points values it reads (one of each for the whole app). */
  static readonly layerWithLedger: Layer.Layer<LoyaltyStays | LoyaltyLedger | LoyaltyPointsService, never, Db | Notifier> = LoyaltyStays.layer.pipe(
    Layer.provideMerge(Layer.mergeAll(LoyaltyLedger.layer, LoyaltyPointsService.layer)),
  )
}
