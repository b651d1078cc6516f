import { and, asc, desc, eq, inArray } from "drizzle-orm"
import { Effect } from "effect"
import type { DbShape } from "../db/Db.ts"
import { chosenCharitiesOf } from "../charities/charity-queries.ts"
import { bookingGuests, bookingItems, bookings, payments, ratePlans, roomTypes } from "../db/schema.ts"
import type { RoomNights } from "../inventory/InventoryService.ts"
import type { NotifierShape } from "../notify/Notifier.ts"
import { type MessageContent, notificationsFor } from "../notify/templates.ts"
import type { BookingRecord, BookingRow, ItemRow } from "./booking-wire.ts"
import { mainGuestOf, recipientsOf } from "./main-guest.ts"

/** The reads and the message every change of a booking shares. */

/** The booking by uuid; with `lock`, its row is locked until the transaction ends. */
export const bookingByUuid = (database: DbShape, uuid: string, lock = false) =>
  database
    .query((db) => {
      const select = db.select().from(bookings).where(eq(bookings.uuid, uuid))
      return lock ? select.for("update") : select
    })
    .pipe(Effect.map((rows) => rows[0]))

export const itemsOf = (database: DbShape, bookingId: number) =>
  database.query((db) =>
    db
      .select({ item: bookingItems, roomType: roomTypes, refundable: ratePlans.refundable })
      .from(bookingItems)
      .innerJoin(roomTypes, eq(roomTypes.id, bookingItems.roomTypeId))
      .innerJoin(ratePlans, and(eq(ratePlans.hotelId, bookingItems.hotelId), eq(ratePlans.code, bookingItems.ratePlanCode)))
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(asc(bookingItems.id)),
  )

/** What a booking's answer is made of besides its hotel and its points: its rooms with their guests, its last payment and its charities. */
export const bookingPartsOf = Effect.fnUntraced(function* (database: DbShape, booking: BookingRow) {
  const items = yield* itemsOf(database, booking.id)
  const guests =
    items.length === 0
      ? []
      : yield* database.query((db) =>
          db
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
  const [lastPayment] = yield* database.query((db) =>
    db.select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1),
  )
  const charities = yield* chosenCharitiesOf(database, booking.id)
  return {
    booking,
    items: items.map(({ item, roomType, refundable }) => ({ item, roomType, refundable, guests: guests.filter((guest) => guest.bookingItemId === item.id) })),
    lastPayment,
    charities,
  } satisfies Omit<BookingRecord, "hotel" | "earnableLoyaltyPoints">
})

export const nightsOf = (booking: Pick<BookingRow, "checkInDate" | "checkOutDate">, items: ReadonlyArray<{ readonly item: ItemRow }>): ReadonlyArray<RoomNights> =>
  items.map(({ item }) => ({ roomTypeId: item.roomTypeId, units: item.units, checkIn: booking.checkInDate, checkOut: booking.checkOutDate }))

/** Tells the main guest of a change, by the booking's channels, in the change's transaction. */
export const tellGuest = Effect.fnUntraced(function* (
  database: DbShape,
  notifier: NotifierShape,
  content: MessageContent,
  kind: "cancellation" | "date_change",
  booking: BookingRow,
) {
  const guest = yield* mainGuestOf(database, booking.id)
  for (const notification of notificationsFor(content, kind, recipientsOf(booking, guest), booking.id)) {
    yield* notifier.send(notification).pipe(Effect.orDie)
  }
})
