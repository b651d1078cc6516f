import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import type { Booking, BookingGuest, UpdateDatesRequest } from "../../contracts/api/bookings.ts"
import {
  ALREADY_PAID,
  BOOKING_IS_CANCELLED,
  CANCELLATION_CLOSED,
  CANNOT_UPDATE_TO_PAST_DATES,
  DATES_NOT_AVAILABLE,
  type FieldErrors,
  PAYMENT_IN_PROGRESS,
  PAYMENT_REQUIRED_NOW,
  ROOM_TYPE_NOT_AVAILABLE,
  TOO_MANY_REQUESTS,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { confirmationNumberOf, displayStatus, isBeforeCancelCutoff } from "../../core/booking/booking.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { ServerConfig } from "../config.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import {
  bookingGuests,
  bookingItems,
  bookings,
  hotels,
  mandatoryPaymentPeriods,
  outbox,
  payments,
  ratePlans,
  roomTypes,
  specialOfferHotels,
  specialOffers,
} from "../db/schema.ts"
import type { NotificationChannel } from "../notify/Notifier.ts"
import { makeOutboxStoreDrizzle } from "../notify/OutboxStore.drizzle.ts"
import { bookingConfirmation, cancellation, dateChange, type MessageContent, notificationsFor } from "../notify/templates.ts"
import { catalogueLowestRates, hotelExtras, toWireHotel } from "../catalogue/CatalogueService.ts"
import { Db } from "../db/Db.ts"
import { inTransaction, InventoryService, type RoomNights, runSql } from "../inventory/InventoryService.ts"
import { OtpIncorrect, OtpLocked, OtpService } from "../codes/OtpService.ts"
import { normalisePromoCode, priceRoomLines, promoOfferApplies } from "../rates/pricing.ts"
import { clubCardDiscountApplies } from "../../core/rates/club-card-discount.ts"
import { offerRequiresPayment, PaymentRequiredNow, paymentPolicy } from "../reservations/ReservationService.ts"

/**
 * A confirmed booking (spec B §3, §4, §7): read it, move it to new dates, cancel it with a one-time
 * code, send its confirmation again, and release it when it is still unpaid at its hold time. Every
 * change to rooms is one transaction with the inventory and the guest's message (outbox).
 */

/** 404: no booking has this uuid (a hold not yet confirmed is no booking either). */
export class BookingNotFound extends Schema.TaggedError<BookingNotFound>()("BookingNotFound", {
  message: Schema.String,
}) {}

/** 409: the booking is cancelled (by the guest, or released unpaid). */
export class BookingIsCancelled extends Schema.TaggedError<BookingIsCancelled>()("BookingIsCancelled", {
  message: Schema.String,
}) {}

/** 409: a paid booking does not change dates online. */
export class BookingAlreadyPaid extends Schema.TaggedError<BookingAlreadyPaid>()("BookingAlreadyPaid", {
  message: Schema.String,
}) {}

/**
 * Decision (contracts/README.md): a card payment started in the last PAYMENT_SESSION_MINUTES and not finished
 * blocks a date change, so the amount the guest pays is the booking's amount.
 */
export const PAYMENT_SESSION_MINUTES = 30

/** 409: a card payment of the booking is under way. */
export class PaymentInProgress extends Schema.TaggedError<PaymentInProgress>()("PaymentInProgress", {
  message: Schema.String,
}) {}

/** 409: the new dates cannot be had (spec B §5, §8: no rooms at all, or not the booked room type and rate plan). */
export class DatesNotAvailable extends Schema.TaggedError<DatesNotAvailable>()("DatesNotAvailable", {
  message: Schema.String,
}) {}

/** 422: the new dates are in the past ("Cannot update to past dates" on booking.check_in_date). */
export class DatesRejected extends Schema.TaggedError<DatesRejected>()("DatesRejected", {
  message: Schema.String,
  errors: Schema.Record(Schema.String, Schema.Array(Schema.String)),
}) {
  static readonly of = (errors: FieldErrors) => new DatesRejected({ message: VALIDATION_FAILED, errors })
}

/** 409: cancellation closes at 16:00 on the check-in day (spec B §4, §9). */
export class CancellationClosed extends Schema.TaggedError<CancellationClosed>()("CancellationClosed", {
  message: Schema.String,
}) {}

/** 429: the confirmation went by this channel a moment ago. */
export class ResendTooSoon extends Schema.TaggedError<ResendTooSoon>()("ResendTooSoon", {
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}

export type NewDates = UpdateDatesRequest["booking"]

export interface BookingServiceShape {
  /** GET /{uuid}/booking. */
  readonly get: (uuid: string) => Effect.Effect<Booking, BookingNotFound>
  /** PATCH /{uuid}: an Unpaid booking to new dates, same room types and rate plans, re-priced; nights moved in one transaction. */
  readonly updateDates: (
    uuid: string,
    dates: NewDates,
  ) => Effect.Effect<
    Booking,
    BookingNotFound | BookingIsCancelled | BookingAlreadyPaid | PaymentInProgress | DatesNotAvailable | DatesRejected | PaymentRequiredNow
  >
  /** POST /{uuid}/cancel: with a one-time code of the booking (OtpService.consume); the rooms go back. */
  readonly cancel: (uuid: string, code: string) => Effect.Effect<Booking, BookingNotFound | BookingIsCancelled | CancellationClosed | OtpIncorrect | OtpLocked>
  /** POST /{uuid}/resend_confirmation_email and _sms: the confirmation again, to the main guest, by that channel. */
  readonly resendConfirmation: (uuid: string, channel: NotificationChannel) => Effect.Effect<void, BookingNotFound | BookingIsCancelled | ResendTooSoon>
  /** Cancels every unpaid booking past its hold time and gives its rooms back (the sweeper's second half); answers how many. */
  readonly releaseLapsedBookings: Effect.Effect<number>
}

/**
 * Decision (contracts/README.md "Resend confirmation"): one confirmation per booking and channel per minute at most.
 * The server's own limit on a message sent again, not the one-time code's resend countdown (spec A §4), though both
 * are a minute.
 */
export const RESEND_INTERVAL_SECONDS = 60

type BookingRow = typeof bookings.$inferSelect
type ItemRow = typeof bookingItems.$inferSelect
type RoomTypeRow = typeof roomTypes.$inferSelect
type GuestRow = typeof bookingGuests.$inferSelect
type PaymentRow = typeof payments.$inferSelect

/** Everything a booking's answer is made of. */
export interface BookingRecord {
  readonly booking: BookingRow
  readonly hotel: Booking["hotel"]
  readonly items: ReadonlyArray<{ readonly item: ItemRow; readonly roomType: RoomTypeRow; readonly guests: ReadonlyArray<GuestRow> }>
  readonly lastPayment: PaymentRow | undefined
}

const wireGuest = (guest: GuestRow): BookingGuest => {
  const hasAddress = [guest.addressLineOne, guest.addressLineTwo, guest.city, guest.province, guest.postalCode, guest.country].some((part) => part !== null)
  return {
    title: guest.title,
    first_name: guest.firstName,
    surname: guest.surname,
    email: guest.email,
    mobile: guest.mobile,
    address: hasAddress
      ? {
          address_one: guest.addressLineOne,
          address_two: guest.addressLineTwo,
          city: guest.city,
          state: guest.province,
          postal_code: guest.postalCode,
          country: guest.country,
        }
      : null,
  }
}

/**
 * A booking in its wire shape (contracts/README.md "Get booking"). The ID numbers are never given
 * back. Decisions: totals count every unit of a line (total_adults = adults per room × rooms); an
 * item's status is the booking's label; session_id and response_type (a channel manager's) are null;
 * earnable_loyalty_points is 0 until accounts and loyalty exist.
 */
export const toWireBooking = (record: BookingRecord): Booking => {
  const { booking, items, lastPayment } = record
  // The table's CHECKs tie cancelled_at to the cancelled status and is_paid to paid, so core's reading is the stored one.
  const status = displayStatus({ cancelledAt: booking.cancelledAt === null ? null : booking.cancelledAt.toISOString(), isPaid: booking.isPaid })
  return {
    uuid: booking.uuid,
    id: booking.id,
    reference_number: booking.referenceNumber,
    confirmation_number: confirmationNumberOf({ uuid: booking.uuid, bookingItems: items.map(({ item }) => item) }),
    check_in_date: booking.checkInDate,
    check_out_date: booking.checkOutDate,
    total_guests: items.reduce((sum, { item }) => sum + (item.adults + item.children) * item.units, 0),
    total_rooms: items.reduce((sum, { item }) => sum + item.units, 0),
    cost_of_room_cents: booking.costOfRoomCents,
    total_for_stay_cents: booking.totalForStayCents,
    total_for_stay_currency: booking.currency,
    is_paid: booking.isPaid,
    status,
    cancelled_at: booking.cancelledAt === null ? null : booking.cancelledAt.toISOString(),
    hotel: record.hotel,
    booking_items: items.map(({ item, roomType, guests }) => ({
      id: item.id,
      reference_number: item.referenceNumber,
      guests: guests.map(wireGuest),
      total_adults: item.adults * item.units,
      total_children: item.children * item.units,
      total_units: item.units,
      room_type_code: roomType.code,
      rate_plan_code: item.ratePlanCode,
      cost_of_room_cents: item.costOfRoomCents,
      cost_of_room_currency: item.currency,
      promotion_code: item.promotionCode,
      content: { name: roomType.name, description: roomType.description, images: roomType.images.map((url) => ({ url })) },
      session_id: null,
      response_type: null,
      status,
    })),
    last_payment:
      lastPayment === undefined
        ? null
        : {
            id: lastPayment.id,
            amount_cents: lastPayment.amountCents,
            currency: lastPayment.currency,
            country: lastPayment.country,
            created_at: lastPayment.createdAt.toISOString(),
            locale: lastPayment.locale,
            reference: lastPayment.reference,
            status: lastPayment.status,
            response:
              lastPayment.transactionStatus === null && lastPayment.resultCode === null && lastPayment.resultDescription === null
                ? null
                : {
                    result_description: lastPayment.resultDescription,
                    transaction_status: lastPayment.transactionStatus,
                    result_code: lastPayment.resultCode,
                  },
          },
    via_email: booking.viaEmail,
    via_sms: booking.viaSms,
    clicks_club_card_number: booking.clicksClubCardNumber,
    allows_mail_list: booking.allowsMailList,
    earnable_loyalty_points: 0,
    is_redemption: false,
  }
}

// Reads.

const bookingByUuid = (db: AppDatabase, uuid: string, lock = false) =>
  runSql(() => {
    const select = db.select().from(bookings).where(eq(bookings.uuid, uuid))
    return lock ? select.for("update") : select
  }).pipe(Effect.map((rows) => rows[0]))

const itemsOf = (db: AppDatabase, bookingId: number) =>
  runSql(() =>
    db
      .select({ item: bookingItems, roomType: roomTypes })
      .from(bookingItems)
      .innerJoin(roomTypes, eq(roomTypes.id, bookingItems.roomTypeId))
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(asc(bookingItems.id)),
  )

/** The guest who holds the booking: position 0 of the first room. */
const mainGuestOf = (db: AppDatabase, bookingId: number) =>
  runSql(() =>
    db
      .select({ guest: bookingGuests })
      .from(bookingGuests)
      .innerJoin(bookingItems, eq(bookingItems.id, bookingGuests.bookingItemId))
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(asc(bookingItems.id), asc(bookingGuests.position))
      .limit(1),
  ).pipe(Effect.map((rows) => rows[0]?.guest))

const nightsOf = (booking: Pick<BookingRow, "checkInDate" | "checkOutDate">, items: ReadonlyArray<{ readonly item: ItemRow }>): ReadonlyArray<RoomNights> =>
  items.map(({ item }) => ({ roomTypeId: item.roomTypeId, units: item.units, checkIn: booking.checkInDate, checkOut: booking.checkOutDate }))

const greetingName = (guest: GuestRow | undefined): string | undefined =>
  guest === undefined ? undefined : [guest.title ?? "", guest.title === null ? guest.firstName : guest.surname].join(" ").trim()

/** The booking's messages go by its chosen channels to the main guest. */
const recipientsOf = (booking: Pick<BookingRow, "viaEmail" | "viaSms">, guest: GuestRow | undefined) => ({
  ...(booking.viaEmail && guest?.email != null ? { email: guest.email } : {}),
  ...(booking.viaSms && guest?.mobile != null ? { mobile: guest.mobile } : {}),
})

export class BookingService extends Context.Service<BookingService, BookingServiceShape>()("hotel/server/BookingService") {
  static readonly layer: Layer.Layer<BookingService, never, Db | InventoryService | OtpService | ServerConfig> = Layer.effect(
    BookingService,
    Effect.gen(function* () {
      const dbService = yield* Db
      const { db } = dbService
      const inventory = yield* InventoryService
      const otp = yield* OtpService
      const config = yield* ServerConfig
      const withDb = Effect.provideService(Db, dbService)

      const record = Effect.fnUntraced(function* (executor: AppDatabase, booking: BookingRow, nowMillis: number) {
        const today = zonedAt(nowMillis).toPlainDate()
        const items = yield* itemsOf(executor, booking.id)
        const guests =
          items.length === 0
            ? []
            : yield* runSql(() =>
                executor
                  .select()
                  .from(bookingGuests)
                  .where(
                    inArray(
                      bookingGuests.bookingItemId,
                      items.map(({ item }) => item.id),
                    ),
                  )
                  .orderBy(asc(bookingGuests.position)),
              )
        const [lastPayment] = yield* runSql(() =>
          executor.select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1),
        )
        const [hotelRow] = yield* runSql(() => executor.select().from(hotels).where(eq(hotels.id, booking.hotelId)))
        const extras = yield* runSql(() => hotelExtras(executor, [booking.hotelId], today.toString()))
        const lowest = yield* runSql(() => catalogueLowestRates(executor, [booking.hotelId], today))
        return {
          booking,
          hotel: toWireHotel(hotelRow!, extras, lowest.get(booking.hotelId) ?? -1),
          items: items.map(({ item, roomType }) => ({ item, roomType, guests: guests.filter((guest) => guest.bookingItemId === item.id) })),
          lastPayment,
        } satisfies BookingRecord
      })

      /** Cancels the booking as unpaid_release when it is still unpaid past its hold time, and gives its rooms back. */
      const releaseIfLapsed = Effect.fnUntraced(function* (tx: AppTransaction, bookingId: number, nowMillis: number) {
        const now = new Date(nowMillis)
        const [released] = yield* runSql(() =>
          tx
            .update(bookings)
            .set({ status: "cancelled", cancelledAt: now, cancellationReason: "unpaid_release", updatedAt: now })
            .where(and(eq(bookings.id, bookingId), eq(bookings.status, "unpaid"), lte(bookings.holdUntil, now)))
            .returning(),
        )
        if (released === undefined) return false
        yield* inventory.release(tx, nightsOf(released, yield* itemsOf(tx, bookingId)))
        return true
      })

      /** The booking by uuid, released first if its hold time has passed unpaid (so every answer tells the truth). */
      const current = Effect.fnUntraced(function* (uuid: string, nowMillis: number) {
        const booking = yield* bookingByUuid(db, uuid)
        if (booking === undefined) return yield* new BookingNotFound({ message: BOOKING_NOT_FOUND })
        if (booking.status !== "unpaid" || booking.holdUntil === null || booking.holdUntil.getTime() > nowMillis) return booking
        yield* inTransaction((tx) => releaseIfLapsed(tx, booking.id, nowMillis))
        return (yield* bookingByUuid(db, uuid))!
      })

      const get = Effect.fn("BookingService.get")(
        function* (uuid: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const booking = yield* current(uuid, nowMillis)
          return toWireBooking(yield* record(db, booking, nowMillis))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        withDb,
      )

      const sendAll = Effect.fnUntraced(function* (tx: AppTransaction, content: MessageContent, kind: "cancellation" | "date_change", booking: BookingRow, nowMillis: number) {
        const store = makeOutboxStoreDrizzle(tx)
        const guest = yield* mainGuestOf(tx, booking.id)
        for (const notification of notificationsFor(content, kind, recipientsOf(booking, guest), booking.id)) {
          yield* store.append({ ...notification, createdAt: new Date(nowMillis) }).pipe(Effect.orDie)
        }
      })

      const moveIn = Effect.fnUntraced(function* (tx: AppTransaction, uuid: string, dates: NewDates, nowMillis: number) {
        const booking = yield* bookingByUuid(tx, uuid, true)
        if (booking === undefined) return yield* new BookingNotFound({ message: BOOKING_NOT_FOUND })
        if (booking.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
        if (booking.status === "paid") return yield* new BookingAlreadyPaid({ message: ALREADY_PAID })
        const [paying] = yield* runSql(() =>
          tx
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
        const [hotel] = yield* runSql(() => tx.select().from(hotels).where(eq(hotels.id, booking.hotelId)))
        const items = yield* itemsOf(tx, booking.id)
        const stay = { checkIn: dates.check_in_date, checkOut: dates.check_out_date }
        const nightCount = Temporal.PlainDate.from(stay.checkIn).until(stay.checkOut).days
        const totalUnits = items.reduce((sum, { item }) => sum + item.units, 0)

        // The old nights go back first, so a stay moved by a day can keep its own rooms.
        yield* inventory.release(tx, nightsOf(booking, items))

        const notAvailable = Effect.gen(function* () {
          const free = yield* inventory.freeRoomsAtHotel(tx, booking.hotelId, stay.checkIn, stay.checkOut)
          return yield* new DatesNotAvailable({ message: free >= totalUnits ? ROOM_TYPE_NOT_AVAILABLE : DATES_NOT_AVAILABLE })
        })

        const plans = yield* runSql(() =>
          tx
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
            const offer = yield* runSql(() =>
              tx
                .select({ offer: specialOffers, hotelId: specialOfferHotels.hotelId })
                .from(specialOffers)
                .innerJoin(specialOfferHotels, eq(specialOfferHotels.specialOfferId, specialOffers.id))
                .where(eq(specialOffers.id, plan.specialOfferId!)),
            )
            const terms = offer[0] === undefined ? undefined : { ...offer[0].offer, hotelIds: offer.map((row) => row.hotelId) }
            if (terms === undefined || !promoOfferApplies(terms, { code, hotelId: booking.hotelId, ...stay })) return yield* notAvailable
          }
          const nights = yield* inventory.nights(tx, item.roomTypeId, stay.checkIn, stay.checkOut)
          if (nights.length !== nightCount || nights.some((night) => night.available < needed.get(item.roomTypeId)!)) return yield* notAvailable
          lines.push({ nights, ratePlan: plan, guests: { adults: item.adults, kids: item.children }, units: item.units })
        }
        // The read above was a look; this constrained take is what counts (another guest may have been quicker).
        yield* inventory
          .take(
            tx,
            items.map(({ item }) => ({ roomTypeId: item.roomTypeId, units: item.units, ...stay })),
          )
          .pipe(Effect.catchTag("NoRoomsAvailable", () => notAvailable))

        const card = booking.clicksClubCardNumber
        const priced = priceRoomLines({ ...stay, lines, clubCard: card !== null && clubCardDiscountApplies(card, hotel!) })
        const periods = yield* runSql(() => tx.select().from(mandatoryPaymentPeriods).where(eq(mandatoryPaymentPeriods.hotelId, booking.hotelId)))
        const policy = paymentPolicy({
          hotelCode: hotel!.code,
          ...stay,
          periods,
          offerRequiresPayment: yield* offerRequiresPayment(
            tx,
            items.map(({ item }) => item.promotionCode),
          ),
          payNow: booking.mandatoryPayment,
          nowMillis,
        })
        if (policy._tag !== "allowed") return yield* new PaymentRequiredNow({ message: PAYMENT_REQUIRED_NOW })

        const now = new Date(nowMillis)
        for (const [index, { item }] of items.entries()) {
          yield* runSql(() => tx.update(bookingItems).set({ costOfRoomCents: priced.lines[index]!.totalCents }).where(eq(bookingItems.id, item.id)))
        }
        const [moved] = yield* runSql(() =>
          tx
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
        const guest = yield* mainGuestOf(tx, booking.id)
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
        yield* sendAll(tx, content, "date_change", booking, nowMillis)
        return moved!
      })

      const updateDates = Effect.fn("BookingService.updateDates")(
        function* (uuid: string, dates: NewDates) {
          const nowMillis = yield* Clock.currentTimeMillis
          const today = zonedAt(nowMillis).toPlainDate().toString()
          // decisions.md: check-in today is allowed.
          if (dates.check_in_date < today) return yield* DatesRejected.of({ "booking.check_in_date": [CANNOT_UPDATE_TO_PAST_DATES] })
          yield* current(uuid, nowMillis)
          const moved = yield* inTransaction((tx) => moveIn(tx, uuid, dates, nowMillis))
          return toWireBooking(yield* record(db, moved, nowMillis))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        withDb,
      )

      const cancel = Effect.fn("BookingService.cancel")(
        function* (uuid: string, code: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const booking = yield* current(uuid, nowMillis)
          if (booking.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
          if (!isBeforeCancelCutoff(booking.checkInDate, zonedAt(nowMillis))) return yield* new CancellationClosed({ message: CANCELLATION_CLOSED })
          // The code is checked (and used up) in its own transaction, before the booking's.
          yield* otp.consume(booking.id, code)
          const cancelled = yield* inTransaction((tx) =>
            Effect.gen(function* () {
              const now = new Date(nowMillis)
              const [row] = yield* runSql(() =>
                tx
                  .update(bookings)
                  .set({ status: "cancelled", cancelledAt: now, cancellationReason: "guest", updatedAt: now })
                  .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["unpaid", "paid"])))
                  .returning(),
              )
              if (row === undefined) return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
              yield* inventory.release(tx, nightsOf(row, yield* itemsOf(tx, row.id)))
              const [hotel] = yield* runSql(() => tx.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, row.hotelId)))
              const guestName = greetingName(yield* mainGuestOf(tx, row.id))
              const content = cancellation({
                referenceNumber: row.referenceNumber,
                hotelName: hotel!.name,
                checkIn: row.checkInDate,
                checkOut: row.checkOutDate,
                ...(guestName === undefined ? {} : { guestName }),
              })
              yield* sendAll(tx, content, "cancellation", row, nowMillis)
              return row
            }),
          )
          return toWireBooking(yield* record(db, cancelled, nowMillis))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        withDb,
      )

      const resendConfirmation = Effect.fn("BookingService.resendConfirmation")(
        function* (uuid: string, channel: NotificationChannel) {
          const nowMillis = yield* Clock.currentTimeMillis
          const found = yield* current(uuid, nowMillis)
          if (found.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
          yield* inTransaction((tx) =>
            Effect.gen(function* () {
              // The booking's row lock makes two resends at once take turns, so the limit holds.
              const booking = (yield* bookingByUuid(tx, uuid, true))!
              const [last] = yield* runSql(() =>
                tx
                  .select({ createdAt: outbox.createdAt })
                  .from(outbox)
                  .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "booking_confirmation"), eq(outbox.channel, channel)))
                  .orderBy(desc(outbox.createdAt))
                  .limit(1),
              )
              const waitMillis = last === undefined ? 0 : last.createdAt.getTime() + RESEND_INTERVAL_SECONDS * 1000 - nowMillis
              if (waitMillis > 0) return yield* new ResendTooSoon({ message: TOO_MANY_REQUESTS, retryAfterSeconds: Math.ceil(waitMillis / 1000) })
              const items = yield* itemsOf(tx, booking.id)
              const [hotel] = yield* runSql(() => tx.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, booking.hotelId)))
              const guest = yield* mainGuestOf(tx, booking.id)
              const guestName = greetingName(guest)
              const content = bookingConfirmation({
                referenceNumber: booking.referenceNumber,
                hotelName: hotel!.name,
                checkIn: booking.checkInDate,
                checkOut: booking.checkOutDate,
                rooms: items.map(({ item, roomType }) => ({ name: roomType.name, reference: item.referenceNumber })),
                totalCents: booking.totalForStayCents,
                currency: booking.currency,
                paid: booking.isPaid,
                payNow: booking.mandatoryPayment,
                manageUrl: `${config.publicUrl}/manage-bookings`,
                ...(guestName === undefined ? {} : { guestName }),
              })
              // Whatever the booking's channels: the guest asked for this one.
              const address = channel === "email" ? guest?.email : guest?.mobile
              const recipients = address == null ? {} : channel === "email" ? { email: address } : { mobile: address }
              const store = makeOutboxStoreDrizzle(tx)
              for (const notification of notificationsFor(content, "booking_confirmation", recipients, booking.id)) {
                yield* store.append({ ...notification, createdAt: new Date(nowMillis) }).pipe(Effect.orDie)
              }
            }),
          )
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        withDb,
      )

      const releaseLapsedBookings: Effect.Effect<number> = Effect.gen(function* () {
        const nowMillis = yield* Clock.currentTimeMillis
        const lapsed = yield* runSql(() =>
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.status, "unpaid"), lte(bookings.holdUntil, new Date(nowMillis)))),
        )
        let released = 0
        for (const { id } of lapsed) {
          if (yield* inTransaction((tx) => releaseIfLapsed(tx, id, nowMillis))) released++
        }
        return released
      }).pipe(Effect.orDie, withDb, Effect.withSpan("BookingService.releaseLapsedBookings"))

      return BookingService.of({ get, updateDates, cancel, resendConfirmation, releaseLapsedBookings })
    }),
  )
}
