import { randomInt } from "node:crypto"
import { asc, eq } from "drizzle-orm"
import { Effect } from "effect"
import { ALREADY_CONFIRMED, type FieldErrors, HOLD_EXPIRED, PAY_AT_HOTEL_ONLY, PAYMENT_REQUIRED_NOW } from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { saIdNumberIssues } from "../../core/checkout/sa-id.ts"
import type { DbShape } from "../db/Db.ts"
import { bookingGuests, bookingItems, bookings, holdRooms, hotels, mandatoryPaymentPeriods, reservations, roomTypes } from "../db/schema.ts"
import type { InventoryServiceShape } from "../inventory/InventoryService.ts"
import type { NotifierShape } from "../notify/Notifier.ts"
import { bookingConfirmation, notificationsFor } from "../notify/templates.ts"
import { holdLapsed } from "./hold-expiry.ts"
import { endHold } from "./holds.ts"
import { offerRequiresPayment, PaymentRequiredNow, paymentPolicy } from "./payment-policy.ts"
import { AlreadyConfirmed, type ConfirmationRequest, HoldExpired, PayAtHotelOnly, ReservationNotFound } from "./reservation-errors.ts"

/** A confirmation (spec B §4, §7): the hold becomes a booking, with its references and guests, and the guest is told. */

export interface Confirmed {
  readonly uuid: string
  readonly referenceNumber: string
  readonly bookingId: number
}

/** Booking references: no 0/O, 1/I/L, so a guest can read one out over the phone. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
export const REFERENCE_PREFIX = "KH"
export const REFERENCE_LENGTH = 8

/** A booking reference: "KH" and 8 characters of REFERENCE_ALPHABET from the CSPRNG. */
export const newBookingReference = (): string =>
  REFERENCE_PREFIX + Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")

/**
 * A room's reference: the booking's and the room's place ("KH7Q4M2X9P-2"), so it is unique because
 * the booking's is, and never mistaken for another booking's reference (those have no dash).
 */
export const roomReference = (bookingReference: string, index: number): string => `${bookingReference}-${index + 1}`

/** How many times a confirmation draws a new reference after a collision. */
export const REFERENCE_ATTEMPTS = 5

type MainGuest = ConfirmationRequest["guests"][0]
type FurtherGuest = ConfirmationRequest["guests"][1]
type AnyGuest = MainGuest | FurtherGuest

const isNamed = (guest: AnyGuest): boolean => guest.first_name.trim() !== "" || guest.surname.trim() !== ""

/**
 * Contract (contracts/README.md): guests[i] is named on the i-th room unit (rooms in order, each
 * room's units in turn). Answers, per room line, the guests in order with the index they had in the
 * request; a line whose first unit has nobody named is in the main guest's name (index 0).
 */
export const guestsPerLine = (units: ReadonlyArray<number>, guests: ReadonlyArray<AnyGuest>): ReadonlyArray<ReadonlyArray<number>> => {
  let first = 0
  return units.map((count) => {
    const named: Array<number> = []
    for (let unit = first; unit < first + count; unit++) {
      const guest = guests[unit]
      if (guest !== undefined && isNamed(guest)) named.push(unit)
    }
    first += count
    return named.length === 0 ? [0] : named
  })
}

/** The 422 messages for the guests' ID numbers (the SA ID rule needs core/checkout/sa-id.ts). */
export const idNumberErrors = (guests: ReadonlyArray<AnyGuest>): FieldErrors => {
  const errors: Record<string, Array<string>> = {}
  guests.forEach((guest, index) => {
    if (guest.id_type !== "ID Number" || guest.id_number === "") return
    const issues = saIdNumberIssues(guest.id_number)
    if (issues.length > 0) errors[`reservation.guests.${index}.id_number`] = [...issues]
  })
  return errors
}

const orNull = (text: string): string | null => (text.trim() === "" ? null : text)

export type ConfirmOutcome = { readonly _tag: "expired" } | ({ readonly _tag: "confirmed" } & Confirmed)

/**
 * Turns the live hold into an Unpaid booking with its guests and references, and queues its confirmation, in the
 * caller's transaction. A hold found lapsed gives its rooms back and answers "expired", for the caller to commit.
 */
export const confirmHold = Effect.fnUntraced(function* (
  inventory: InventoryServiceShape,
  notifier: NotifierShape,
  publicUrl: string,
  database: DbShape,
  request: ConfirmationRequest,
  nowMillis: number,
  /** The signed-in member who books (issue 14): the booking is theirs. */
  memberId?: number,
) {
  const [held] = yield* database.query((db) => db.select().from(reservations).where(eq(reservations.uuid, request.uuid)).for("update"))
  if (held === undefined) return yield* new ReservationNotFound({ message: BOOKING_NOT_FOUND })
  if (held.status === "confirmed") return yield* new AlreadyConfirmed({ message: ALREADY_CONFIRMED })
  if (held.status !== "held") return yield* new HoldExpired({ message: HOLD_EXPIRED })
  if (holdLapsed(held, nowMillis)) {
    // Give the rooms back now and commit that; the caller then refuses the confirmation.
    yield* endHold(inventory, database, held.uuid, "expired", nowMillis)
    return { _tag: "expired" } as ConfirmOutcome
  }
  const [hotel] = yield* database.query((db) => db.select().from(hotels).where(eq(hotels.id, held.hotelId)))
  const periods = yield* database.query((db) => db.select().from(mandatoryPaymentPeriods).where(eq(mandatoryPaymentPeriods.hotelId, held.hotelId)))
  const lines = yield* database.query((db) =>
    db
      .select({ line: holdRooms, roomName: roomTypes.name })
      .from(holdRooms)
      .innerJoin(roomTypes, eq(roomTypes.id, holdRooms.roomTypeId))
      .where(eq(holdRooms.reservationUuid, held.uuid))
      .orderBy(asc(holdRooms.id)),
  )
  const policy = paymentPolicy({
    hotelCode: hotel!.code,
    checkIn: held.checkInDate,
    checkOut: held.checkOutDate,
    periods,
    offerRequiresPayment: yield* offerRequiresPayment(database, lines.map(({ line }) => line.promotionCode)),
    payNow: request.mandatory_payment,
    nowMillis,
  })
  if (policy._tag === "paymentRequiredNow") return yield* new PaymentRequiredNow({ message: PAYMENT_REQUIRED_NOW })
  if (policy._tag === "payAtHotelOnly") return yield* new PayAtHotelOnly({ message: PAY_AT_HOTEL_ONLY })

  const now = new Date(nowMillis)
  const reference = newBookingReference()
  const [booking] = yield* database.query((db) =>
    db
      .insert(bookings)
      .values({
        uuid: held.uuid,
        referenceNumber: reference,
        hotelId: held.hotelId,
        status: "unpaid",
        isPaid: false,
        holdUntil: policy.holdUntil,
        checkInDate: held.checkInDate,
        checkOutDate: held.checkOutDate,
        mandatoryPayment: request.mandatory_payment,
        costOfRoomCents: held.totalCents,
        totalForStayCents: held.totalCents,
        currency: held.currency,
        clicksClubCardNumber: held.clicksClubCardNumber,
        promotionCode: held.promotionCode,
        allowsMailList: request.allows_mail_list && request.via_email,
        viaEmail: request.via_email,
        viaSms: request.via_sms,
        memberId: memberId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id }),
  )
  const items = yield* database.query((db) =>
    db
      .insert(bookingItems)
      .values(
        lines.map(({ line }, index) => ({
          bookingId: booking!.id,
          hotelId: held.hotelId,
          referenceNumber: roomReference(reference, index),
          roomTypeId: line.roomTypeId,
          ratePlanCode: line.ratePlanCode,
          adults: line.adults,
          children: line.kids,
          units: line.units,
          costOfRoomCents: line.priceCents,
          currency: held.currency,
          promotionCode: line.promotionCode,
        })),
      )
      .returning({ id: bookingItems.id }),
  )
  const main = request.guests[0]
  const placed = guestsPerLine(
    lines.map(({ line }) => line.units),
    request.guests,
  )
  const guestRows = placed.flatMap((indexes, lineIndex) =>
    indexes.map((guestIndex, position) => {
      const guest: AnyGuest = request.guests[guestIndex]!
      // The main guest is always named on the first room; elsewhere a room in their name carries a copy.
      const original = guestIndex !== 0 || lineIndex === 0
      const idGiven = original && guest.id_number !== ""
      return {
        bookingItemId: items[lineIndex]!.id,
        position,
        title: guest.title === "" ? null : guest.title,
        firstName: guest.first_name,
        surname: guest.surname,
        email: orNull(guest.email),
        mobile: orNull(guest.mobile),
        // The ID and address are kept once, on the main guest's own row; copies carry neither.
        idType: idGiven ? guest.id_type : null,
        idNumber: idGiven ? guest.id_number : null,
        ...(guestIndex === 0 && original
          ? {
              addressLineOne: main.address.address_one,
              addressLineTwo: orNull(main.address.address_two),
              city: main.address.city,
              province: main.address.state,
              postalCode: main.address.postal_code,
              country: main.address.country,
            }
          : {}),
      }
    }),
  )
  yield* database.query((db) => db.insert(bookingGuests).values(guestRows))
  yield* database.query((db) => db.update(reservations).set({ status: "confirmed", updatedAt: now, clientAddress: null }).where(eq(reservations.uuid, held.uuid)))

  const content = bookingConfirmation({
    referenceNumber: reference,
    hotelName: hotel!.name,
    checkIn: held.checkInDate,
    checkOut: held.checkOutDate,
    guestName: `${main.title} ${main.surname}`,
    rooms: lines.map(({ roomName }, index) => ({ name: roomName, reference: roomReference(reference, index) })),
    totalCents: held.totalCents,
    currency: held.currency,
    paid: false,
    payNow: request.mandatory_payment,
    manageUrl: `${publicUrl}/manage-bookings`,
  })
  const recipients = { ...(request.via_email ? { email: main.email } : {}), ...(request.via_sms ? { mobile: main.mobile } : {}) }
  for (const notification of notificationsFor(content, "booking_confirmation", recipients, booking!.id)) {
    yield* notifier.send(notification).pipe(Effect.orDie)
  }
  return { _tag: "confirmed", uuid: held.uuid, referenceNumber: reference, bookingId: booking!.id } as ConfirmOutcome
})
