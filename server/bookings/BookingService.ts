import { and, asc, count, desc, eq, gte, inArray, lte, ne, not } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import type { Booking } from "../../contracts/api/bookings.ts"
import { BOOKING_IS_CANCELLED, CANCELLATION_CLOSED, CANNOT_UPDATE_TO_PAST_DATES, TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { isBeforeCancelCutoff } from "../../core/booking/cancel-cutoff.ts"
import { cancellationRefund, paidWithOf } from "../../core/booking/cancellation-refund.ts"
import { refundStatement } from "../../core/manage-booking/refund-statement.ts"
import { today, zonedAt } from "../../core/time/clock.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { ServerConfig } from "../config.ts"
import { bookings, hotels, outbox } from "../db/schema.ts"
import { Db } from "../db/Db.ts"
import { chosenCharitiesOf } from "../charities/charity-queries.ts"
import { InventoryService } from "../inventory/InventoryService.ts"
import { type NotificationChannel, Notifier } from "../notify/Notifier.ts"
import { bookingConfirmation, cancellation, notificationsFor } from "../notify/templates.ts"
import { LapsedBookings } from "../reservations/LapsedBookings.ts"
import type { PaymentRequiredNow } from "../reservations/payment-policy.ts"
import {
  type BookingAlreadyPaid,
  BookingIsCancelled,
  BookingNotFound,
  CancellationClosed,
  type DatesNotAvailable,
  DatesRejected,
  type PaymentInProgress,
  ResendTooSoon,
} from "./booking-errors.ts"
import { bookingByUuid, bookingPartsOf, itemsOf, nightsOf, tellGuest } from "./booking-queries.ts"
import { type BookingRecord, type BookingRow, toWireBooking } from "./booking-wire.ts"
import { moveBooking, type NewDates } from "./date-change.ts"
import { greetingName, mainGuestOf } from "./main-guest.ts"
import { BookingLoyalty } from "./BookingLoyalty.ts"
import { BookingRefunds } from "./BookingRefunds.ts"
import { CancellationCode, type OtpIncorrect, type OtpLocked } from "./CancellationCode.ts"

/**
 * A confirmed booking (spec B §3, §4, §7): read it (booking-wire.ts gives its wire shape), move it to new
 * dates (date-change.ts), cancel it with a one-time code, send its confirmation again, and release it when
 * it is still unpaid at its hold time. Every change to rooms is one transaction with the inventory and the
 * guest's message (outbox).
 */

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
  /** POST /{uuid}/cancel: with a one-time code of the booking (CancellationCode, which the codes slice answers); the rooms go back. */
  readonly cancel: (uuid: string, code: string) => Effect.Effect<Booking, BookingNotFound | BookingIsCancelled | CancellationClosed | OtpIncorrect | OtpLocked>
  /** POST /{uuid}/resend_confirmation_email and _sms: the confirmation again, to the main guest, by that channel. */
  readonly resendConfirmation: (uuid: string, channel: NotificationChannel) => Effect.Effect<void, BookingNotFound | BookingIsCancelled | ResendTooSoon>
  /**
   * A member's bookings, one page (issue 14, spec A §4, §7): "active" are the current ones (not cancelled,
   * check-out today or later), soonest first; "inactive" the previous ones (cancelled, or checked out), latest
   * first. No bookings is zero pages.
   */
  readonly listForMember: (
    memberId: number,
    which: "active" | "inactive",
    page: { readonly page: number; readonly per: number },
  ) => Effect.Effect<{ readonly bookings: ReadonlyArray<Booking>; readonly totalPages: number }>
  /** Cancels every unpaid booking past its hold time and gives its rooms back (the sweeper's second half); answers how many. */
  readonly releaseLapsedBookings: Effect.Effect<number>
}

/**
 * Decision (contracts/README.md "Resend confirmation"): one confirmation per booking and channel per minute at most.
 * The server's own limit on a message sent again, not the one-time code's resend countdown (spec A §4), though both
 * are a minute.
 */
export const RESEND_INTERVAL_SECONDS = 60

export class BookingService extends Context.Service<BookingService, BookingServiceShape>()("hotel/server/BookingService") {
  static readonly layer: Layer.Layer<BookingService, never, Db | InventoryService | CancellationCode | CatalogueService | Notifier | ServerConfig | BookingLoyalty | BookingRefunds> = Layer.effect(
    BookingService,
    Effect.gen(function* () {
      const database = yield* Db
      const inventory = yield* InventoryService
      const cancellationCode = yield* CancellationCode
      const catalogue = yield* CatalogueService
      const config = yield* ServerConfig
      const notifier = yield* Notifier
      const loyalty = yield* BookingLoyalty
      const refunds = yield* BookingRefunds

      const record = Effect.fnUntraced(function* (booking: BookingRow) {
        const parts = yield* bookingPartsOf(database, booking)
        const hotel = yield* catalogue.getHotel(booking.hotelId).pipe(Effect.orDie)
        const earnableLoyaltyPoints = yield* loyalty.earnableFor(booking, hotel.brand.id, parts.items.map(({ item }) => item))
        return { ...parts, hotel, earnableLoyaltyPoints } satisfies BookingRecord
      })

      /** Cancels the booking as unpaid_release when it is still unpaid past its hold time, and gives its rooms back. */
      const releaseIfLapsed = Effect.fnUntraced(function* (bookingId: number, nowMillis: number) {
        const now = new Date(nowMillis)
        const [released] = yield* database.query((db) =>
          db
            .update(bookings)
            .set({ status: "cancelled", cancelledAt: now, cancellationReason: "unpaid_release", updatedAt: now })
            .where(and(eq(bookings.id, bookingId), eq(bookings.status, "unpaid"), lte(bookings.holdUntil, now)))
            .returning(),
        )
        if (released === undefined) return false
        yield* inventory.release(nightsOf(released, yield* itemsOf(database, bookingId)))
        // Points that paid part of it go back to the member with the rooms.
        yield* loyalty.stayCancelled(bookingId)
        return true
      })

      /** The booking by uuid, released first if its hold time has passed unpaid (so every answer tells the truth). */
      const current = Effect.fnUntraced(function* (uuid: string, nowMillis: number) {
        const booking = yield* bookingByUuid(database, uuid)
        if (booking === undefined) return yield* new BookingNotFound({ message: BOOKING_NOT_FOUND })
        if (booking.status !== "unpaid" || booking.holdUntil === null || booking.holdUntil.getTime() > nowMillis) return booking
        yield* database.transaction(releaseIfLapsed(booking.id, nowMillis))
        return (yield* bookingByUuid(database, uuid))!
      })

      const get = Effect.fn("BookingService.get")(
        function* (uuid: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const booking = yield* current(uuid, nowMillis)
          return toWireBooking(yield* record(booking))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const updateDates = Effect.fn("BookingService.updateDates")(
        function* (uuid: string, dates: NewDates) {
          const nowMillis = yield* Clock.currentTimeMillis
          const today = zonedAt(nowMillis).toPlainDate().toString()
          // decisions.md: check-in today is allowed.
          if (dates.check_in_date < today) return yield* DatesRejected.of({ "booking.check_in_date": [CANNOT_UPDATE_TO_PAST_DATES] })
          yield* current(uuid, nowMillis)
          const moved = yield* database.transaction(moveBooking(inventory, notifier, database, uuid, dates, nowMillis))
          return toWireBooking(yield* record(moved))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      /** The guest's cancellation, in its transaction: the booking, its rooms and the guest's message. */
      const cancelBooking = Effect.fnUntraced(function* (bookingId: number, nowMillis: number) {
        const now = new Date(nowMillis)
        const [row] = yield* database.query((db) =>
          db
            .update(bookings)
            .set({ status: "cancelled", cancelledAt: now, cancellationReason: "guest", updatedAt: now })
            .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ["unpaid", "paid"])))
            .returning(),
        )
        if (row === undefined) return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
        const items = yield* itemsOf(database, row.id)
        yield* inventory.release(nightsOf(row, items))
        // docs/decisions.md: a refundable rate's room gives its share of what was paid back, a non-refundable one's keeps it.
        const paid = paidWithOf({ isPaid: row.isPaid, totalCents: row.totalForStayCents, pointsCoveredCents: row.pointsCoveredCents, points: row.pointsRedeemed })
        const back = cancellationRefund(
          items.map(({ item, refundable }) => ({ costCents: item.costOfRoomCents, refundable })),
          paid,
        )
        yield* refunds.refundOnCancel(row.id, back.cardCents, now)
        // issue 15: the stay's earned points taken back and its points payment given back, with the cancellation.
        yield* loyalty.stayCancelled(row.id, back.points)
        const [hotel] = yield* database.query((db) => db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, row.hotelId)))
        const guestName = greetingName(yield* mainGuestOf(database, row.id))
        const content = cancellation({
          referenceNumber: row.referenceNumber,
          hotelName: hotel!.name,
          checkIn: row.checkInDate,
          checkOut: row.checkOutDate,
          refund: refundStatement(paid, back, row.currency),
          ...(guestName === undefined ? {} : { guestName }),
        })
        yield* tellGuest(database, notifier, content, "cancellation", row)
        return row
      })

      const cancel = Effect.fn("BookingService.cancel")(
        function* (uuid: string, code: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const booking = yield* current(uuid, nowMillis)
          if (booking.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
          if (!isBeforeCancelCutoff(booking.checkInDate, zonedAt(nowMillis))) return yield* new CancellationClosed({ message: CANCELLATION_CLOSED })
          // The code is checked (and used up) in its own transaction, before the booking's.
          yield* cancellationCode.consume(booking.id, code)
          const cancelled = yield* database.transaction(cancelBooking(booking.id, nowMillis))
          return toWireBooking(yield* record(cancelled))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      /** The confirmation again, in its transaction, unless it went by `channel` less than RESEND_INTERVAL_SECONDS ago. */
      const resendIn = Effect.fnUntraced(function* (uuid: string, channel: NotificationChannel, nowMillis: number) {
        // The booking's row lock makes two resends at once take turns, so the limit holds.
        const booking = (yield* bookingByUuid(database, uuid, true))!
        const [last] = yield* database.query((db) =>
          db
            .select({ createdAt: outbox.createdAt })
            .from(outbox)
            .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "booking_confirmation"), eq(outbox.channel, channel)))
            .orderBy(desc(outbox.createdAt))
            .limit(1),
        )
        const waitMillis = last === undefined ? 0 : last.createdAt.getTime() + RESEND_INTERVAL_SECONDS * 1000 - nowMillis
        if (waitMillis > 0) return yield* new ResendTooSoon({ message: TOO_MANY_REQUESTS, retryAfterSeconds: Math.ceil(waitMillis / 1000) })
        const items = yield* itemsOf(database, booking.id)
        const [hotel] = yield* database.query((db) => db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, booking.hotelId)))
        const guest = yield* mainGuestOf(database, booking.id)
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
          charities: (yield* chosenCharitiesOf(database, booking.id)).map((charity) => charity.name),
          ...(guestName === undefined ? {} : { guestName }),
        })
        // Whatever the booking's channels: the guest asked for this one.
        const address = channel === "email" ? guest?.email : guest?.mobile
        const recipients = address == null ? {} : channel === "email" ? { email: address } : { mobile: address }
        for (const notification of notificationsFor(content, "booking_confirmation", recipients, booking.id)) {
          yield* notifier.send(notification).pipe(Effect.orDie)
        }
      })

      const resendConfirmation = Effect.fn("BookingService.resendConfirmation")(
        function* (uuid: string, channel: NotificationChannel) {
          const nowMillis = yield* Clock.currentTimeMillis
          const found = yield* current(uuid, nowMillis)
          if (found.status === "cancelled") return yield* new BookingIsCancelled({ message: BOOKING_IS_CANCELLED })
          yield* database.transaction(resendIn(uuid, channel, nowMillis))
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const releaseLapsedBookings: Effect.Effect<number> = Effect.gen(function* () {
        const nowMillis = yield* Clock.currentTimeMillis
        const lapsed = yield* database.query((db) =>
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.status, "unpaid"), lte(bookings.holdUntil, new Date(nowMillis)))),
        )
        let released = 0
        for (const { id } of lapsed) {
          if (yield* database.transaction(releaseIfLapsed(id, nowMillis))) released++
        }
        return released
      }).pipe(Effect.orDie, Effect.withSpan("BookingService.releaseLapsedBookings"))

      const listForMember = Effect.fn("BookingService.listForMember")(
        function* (memberId: number, which: "active" | "inactive", { page, per }: { readonly page: number; readonly per: number }) {
          const day = (yield* today).toString()
          const current = and(ne(bookings.status, "cancelled"), gte(bookings.checkOutDate, day))
          const filter = and(eq(bookings.memberId, memberId), which === "active" ? current : not(current!))
          const order = which === "active" ? [asc(bookings.checkInDate), asc(bookings.id)] : [desc(bookings.checkInDate), desc(bookings.id)]
          const [counted] = yield* database.query((db) => db.select({ n: count() }).from(bookings).where(filter))
          const rows = yield* database.query((db) =>
            db
              .select()
              .from(bookings)
              .where(filter)
              .orderBy(...order)
              .limit(per)
              .offset((page - 1) * per),
          )
          const found: Array<Booking> = []
          for (const row of rows) found.push(toWireBooking(yield* record(row)))
          return { bookings: found, totalPages: Math.ceil((counted?.n ?? 0) / per) }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      return BookingService.of({
        listForMember, get, updateDates, cancel, resendConfirmation, releaseLapsedBookings })
    }),
  )

  /** Reservations' port for the hold sweeper (reservations/LapsedBookings.ts), answered by `releaseLapsedBookings`. */
  static readonly lapsedBookings: Layer.Layer<LapsedBookings, never, BookingService> = Layer.effect(
    LapsedBookings,
    Effect.gen(function* () {
      const bookingService = yield* BookingService
      return LapsedBookings.of({ release: bookingService.releaseLapsedBookings })
    }),
  )
}
