import { randomInt } from "node:crypto"
import { and, asc, eq, inArray, lte } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import type { Confirmation, Reservation } from "../../contracts/api/bookings.ts"
import { HOLD_SECONDS } from "../../contracts/api/bookings.ts"
import {
  ALREADY_CONFIRMED,
  CANNOT_BE_IN_THE_PAST,
  CLUB_CARD_INVALID,
  type FieldErrors,
  HOLD_EXPIRED,
  HOTEL_NOT_FOUND,
  NO_ROOMS_AVAILABLE,
  PAY_AT_HOTEL_ONLY,
  PAYMENT_REQUIRED_NOW,
  PROMO_CODE_INVALID,
  TOO_MANY_GUESTS_FOR_ROOM,
  UNKNOWN_RATE_PLAN,
  UNKNOWN_ROOM_TYPE,
  VALIDATION_FAILED,
} from "../../contracts/api/errors.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN } from "../../core/booking/hold.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../../core/booking/hotel.ts"
import { guestDetailsActions } from "../../core/booking/pay-later.ts"
import { saIdNumberIssues } from "../../core/booking/sa-id.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { toNoonIso } from "../../core/time/hotel-day.ts"
import { ServerConfig } from "../config.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { SQLSTATE } from "../db/errors.ts"
import {
  bookingGuests,
  bookingItems,
  bookings,
  holdRooms,
  hotels,
  mandatoryPaymentPeriods,
  ratePlans,
  reservations,
  roomTypes,
  specialOfferHotels,
  specialOffers,
} from "../db/schema.ts"
import { makeOutboxStoreDrizzle } from "../notify/OutboxStore.drizzle.ts"
import { bookingConfirmation, notificationsFor } from "../notify/templates.ts"
import { fitsRoomType } from "../inventory/availability.ts"
import { HotelNotFound } from "../catalogue/CatalogueService.ts"
import { MANDATORY_PAYMENT_ACTION } from "../../core/search/promo-code.ts"
import { clubCardDiscountApplies, isValidClubCardNumber } from "../../core/rates/club-card-discount.ts"
import { Db, DbFailure } from "../db/Db.ts"
import { checkHeldRooms, lockClientHolds, type TooManyRoomsOnHold } from "./hold-limit.ts"
import { inTransaction, InventoryService, NoRoomsAvailable, type RoomNights, runSql } from "../inventory/InventoryService.ts"
import { normalisePromoCode, priceRoomLines, promoOfferApplies, type PromoOfferTerms } from "../rates/pricing.ts"

/**
 * Holds and confirmations (spec B §4, §7; issue 3 §3). A reservation takes its rooms for
 * HOLD_SECONDS in one transaction and answers a uuid; confirming turns a live hold into a booking
 * with its guests, a booking reference and one reference per room, and queues the confirmation
 * message in the same transaction. Expired holds give their rooms back: the sweeper does it on a
 * schedule, and any request that touches one does it at once.
 */

/** 422: rules that need the server's data or today's date (room type, rate plan, occupancy, promo, card, past dates, SA ID). */
export class ReservationRejected extends Schema.TaggedError<ReservationRejected>()("ReservationRejected", {
  message: Schema.String,
  errors: Schema.Record(Schema.String, Schema.Array(Schema.String)),
}) {
  static readonly of = (errors: FieldErrors) => new ReservationRejected({ message: VALIDATION_FAILED, errors })
}

/** 404: no hold has this uuid. */
export class ReservationNotFound extends Schema.TaggedError<ReservationNotFound>()("ReservationNotFound", {
  message: Schema.String,
}) {}

/** 409: the hold ran out (or was replaced): the Reservation Timeout text. */
export class HoldExpired extends Schema.TaggedError<HoldExpired>()("HoldExpired", {
  message: Schema.String,
}) {}

/** 409: the hold is already a booking. */
export class AlreadyConfirmed extends Schema.TaggedError<AlreadyConfirmed>()("AlreadyConfirmed", {
  message: Schema.String,
}) {}

/** 409: pay later asked for a stay that must be paid when booked (mandatory period, same day, a mandatory-payment offer). */
export class PaymentRequiredNow extends Schema.TaggedError<PaymentRequiredNow>()("PaymentRequiredNow", {
  message: Schema.String,
}) {}

/** 409: paying online asked for at the pay-later-only hotel (830). */
export class PayAtHotelOnly extends Schema.TaggedError<PayAtHotelOnly>()("PayAtHotelOnly", {
  message: Schema.String,
}) {}

export type HoldRequest = typeof Reservation.Type
export type ConfirmationRequest = typeof Confirmation.Type

export interface Hold {
  readonly uuid: string
  readonly expiresAt: Date
}

export interface Confirmed {
  readonly uuid: string
  readonly referenceNumber: string
  readonly bookingId: number
}

export interface ReservationServiceShape {
  /**
   * POST /reservation: takes the rooms for HOLD_SECONDS for `client` (http/client-address.ts), within the rooms
   * it may hold at once (hold-limit.ts); a live hold named by `uuid` is given back first, in the same transaction.
   */
  readonly hold: (request: HoldRequest, client: string) => Effect.Effect<Hold, HotelNotFound | ReservationRejected | NoRoomsAvailable | TooManyRoomsOnHold>
  /** POST /confirmation: the hold becomes an Unpaid booking with its guests and references; the confirmation goes to the outbox. */
  readonly confirm: (
    request: ConfirmationRequest,
  ) => Effect.Effect<Confirmed, ReservationRejected | ReservationNotFound | HoldExpired | AlreadyConfirmed | PaymentRequiredNow | PayAtHotelOnly>
  /** Gives back the rooms of every hold whose time ran out (the sweeper's first half); answers how many. */
  readonly expireLapsedHolds: Effect.Effect<number>
}

// Rules (plain functions).

/** spec B §4: what pay later and pay now mean for how long an unpaid booking keeps its rooms. */
export const PAY_NOW_HOLD_SECONDS = 60 * 60

const HOUR_MS = 60 * 60 * 1000

/**
 * The instant a pay-later booking is released if still unpaid. Decision (contracts/README.md): the stay's check-in
 * instant is noon on the hotels' clock (dates are sent at noon, spec B §9), and pay later reserves the rooms until
 * core's PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN before it (the guest-details note, spec B §4), the later and so
 * the kinder of the spec's two readings (the account area's 48 h).
 */
export const payLaterDeadline = (checkIn: string): number => Date.parse(toNoonIso(checkIn)) - PAY_LATER_RESERVED_HOURS_BEFORE_CHECK_IN * HOUR_MS

export interface PaymentPolicyInput {
  readonly hotelCode: string
  readonly checkIn: string
  readonly checkOut: string
  readonly periods: ReadonlyArray<{ readonly checkInDate: string; readonly checkOutDate: string; readonly description: string }>
  /** An offer on the booking asks for payment up front (action_type booking_with_mandatory_payment). */
  readonly offerRequiresPayment: boolean
  /** The guest chose to pay now (confirmation's mandatory_payment). */
  readonly payNow: boolean
  readonly nowMillis: number
}

export type PaymentPolicy =
  | { readonly _tag: "allowed"; readonly holdUntil: Date | null }
  | { readonly _tag: "paymentRequiredNow" }
  | { readonly _tag: "payAtHotelOnly" }

/**
 * spec B §4, §6 with core's guest-details rule: pay later is refused where the website hides it
 * (a mandatory payment period overlapping the stay, check-in today, an offer requiring payment) and
 * once its release time has passed; paying online is refused at hotel 830. How long the unpaid
 * booking keeps its rooms: at 830 until the stay (the hotel takes payment on arrival: nothing to
 * release); pay later until payLaterDeadline; paying now, the pay-later deadline when pay later was
 * possible, else PAY_NOW_HOLD_SECONDS to finish (or retry) the card payment.
 */
export const paymentPolicy = (input: PaymentPolicyInput): PaymentPolicy => {
  const today = zonedAt(input.nowMillis).toPlainDate()
  const actions = guestDetailsActions({
    hotelCode: input.hotelCode,
    isMandatoryPayment: input.offerRequiresPayment,
    checkInDate: input.checkIn,
    checkOutDate: input.checkOut,
    rooms: [{ mandatoryPaymentPeriods: input.periods }],
    today,
  })
  if (input.hotelCode === PAY_LATER_ONLY_HOTEL_CODE) return input.payNow ? { _tag: "payAtHotelOnly" } : { _tag: "allowed", holdUntil: null }
  const deadline = payLaterDeadline(input.checkIn)
  const payLaterPossible = actions.payLater !== "hidden" && deadline > input.nowMillis
  if (!input.payNow) return payLaterPossible ? { _tag: "allowed", holdUntil: new Date(deadline) } : { _tag: "paymentRequiredNow" }
  return { _tag: "allowed", holdUntil: new Date(payLaterPossible ? deadline : input.nowMillis + PAY_NOW_HOLD_SECONDS * 1000) }
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
const REFERENCE_ATTEMPTS = 5

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

/** The 422 messages for the guests' ID numbers (the SA ID rule needs core/booking/sa-id.ts). */
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

// Reads.

const hotelByCode = (db: AppDatabase, code: string) =>
  runSql(() => db.select({ id: hotels.id, code: hotels.code, name: hotels.name, brandId: hotels.brandId, country: hotels.country }).from(hotels).where(eq(hotels.code, code)).limit(1))

/** The promo offers named by `codes` (normalised), with their hotels. */
const offersByCode = Effect.fnUntraced(function* (db: AppDatabase, codes: ReadonlyArray<string>) {
  if (codes.length === 0) return new Map<string, PromoOfferTerms & { readonly id: number; readonly actionType: string | null }>()
  const rows = yield* runSql(() =>
    db
      .select({
        id: specialOffers.id,
        promoCode: specialOffers.promoCode,
        isActive: specialOffers.isActive,
        startAt: specialOffers.startAt,
        endAt: specialOffers.endAt,
        actionType: specialOffers.actionType,
        hotelId: specialOfferHotels.hotelId,
      })
      .from(specialOffers)
      .leftJoin(specialOfferHotels, eq(specialOfferHotels.specialOfferId, specialOffers.id))
      .where(inArray(specialOffers.promoCode, [...codes])),
  )
  const offers = new Map<string, PromoOfferTerms & { readonly id: number; readonly actionType: string | null }>()
  for (const row of rows) {
    const code = row.promoCode!
    const seen = offers.get(code)
    const hotelIds = [...(seen?.hotelIds ?? []), ...(row.hotelId === null ? [] : [row.hotelId])]
    offers.set(code, { ...row, promoCode: code, hotelIds })
  }
  return offers
})

/** Does any of the booking's promo codes name an offer that makes it payable up front? */
export const offerRequiresPayment = (db: AppDatabase, codes: ReadonlyArray<string | null>) =>
  Effect.map(
    offersByCode(
      db,
      codes.filter((code): code is string => code !== null && code !== ""),
    ),
    (offers) => [...offers.values()].some((offer) => offer.actionType === MANDATORY_PAYMENT_ACTION),
  )

interface PlannedLine {
  readonly roomTypeId: number
  readonly ratePlanCode: string
  readonly adults: number
  readonly kids: number
  readonly units: number
  readonly priceCents: number
  readonly promotionCode: string | null
}

interface HoldPlan {
  readonly hotelId: number
  readonly lines: ReadonlyArray<PlannedLine>
  readonly totalCents: number
  readonly promotionCode: string | null
  readonly clubCard: string | null
}

export class ReservationService extends Context.Service<ReservationService, ReservationServiceShape>()("hotel/server/ReservationService") {
  static readonly layer: Layer.Layer<ReservationService, never, Db | InventoryService | ServerConfig> = Layer.effect(
    ReservationService,
    Effect.gen(function* () {
      const { db } = yield* Db
      const inventory = yield* InventoryService
      const config = yield* ServerConfig
      const services = Effect.provideService(Db, yield* Db)

      /** Checks the request against the hotel's rooms, plans and offers, and prices every line (pricing.ts, as the search does). */
      const plan = Effect.fn("ReservationService.plan")(function* (request: HoldRequest, nowMillis: number) {
        const today = zonedAt(nowMillis).toPlainDate().toString()
        if (request.start_date < today) return yield* ReservationRejected.of({ "reservation.start_date": [CANNOT_BE_IN_THE_PAST] })
        const [hotel] = yield* hotelByCode(db, request.hotel_code)
        if (hotel === undefined) return yield* new HotelNotFound({ message: HOTEL_NOT_FOUND })
        const [types, plans] = yield* Effect.all([
          runSql(() => db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel.id))),
          runSql(() => db.select().from(ratePlans).where(eq(ratePlans.hotelId, hotel.id))),
        ])
        const codes = request.rooms.map((room) => normalisePromoCode(room.promotion_code))
        const offers = yield* offersByCode(db, [...new Set(codes.filter((code) => code !== ""))])
        const stay = { checkIn: request.start_date, checkOut: request.end_date }
        const applies = (code: string) => {
          const offer = offers.get(code)
          return offer !== undefined && promoOfferApplies(offer, { code, hotelId: hotel.id, ...stay })
        }

        const errors: Record<string, Array<string>> = {}
        const fail = (key: string, message: string) => (errors[key] ??= []).push(message)
        const chosen = request.rooms.map((room, index) => {
          const at = `reservation.rooms.${index}`
          const type = types.find((candidate) => candidate.code === room.room_type_code)
          const ratePlan = plans.find((candidate) => candidate.code === room.rate_plan_code)
          if (type === undefined) fail(`${at}.room_type_code`, UNKNOWN_ROOM_TYPE)
          if (ratePlan === undefined) fail(`${at}.rate_plan_code`, UNKNOWN_RATE_PLAN)
          if (type !== undefined && !fitsRoomType(room.guests, type)) fail(`${at}.guests`, TOO_MANY_GUESTS_FOR_ROOM)
          const code = codes[index]!
          if (ratePlan !== undefined) {
            // A promo plan is sold only with its own offer's code; any other code given must be valid too.
            const offerOfPlan = ratePlan.specialOfferId === null ? undefined : [...offers.values()].find((offer) => offer.id === ratePlan.specialOfferId)
            const validForPlan = ratePlan.kind !== "promo" || (offerOfPlan !== undefined && offerOfPlan.promoCode === code)
            if ((code !== "" || ratePlan.kind === "promo") && (!validForPlan || !applies(code))) fail(`${at}.promotion_code`, PROMO_CODE_INVALID)
          }
          return { room, type, ratePlan, code }
        })
        const card = request.clicks_club_card_number
        if (card !== "" && !isValidClubCardNumber(card)) fail("reservation.clicks_club_card_number", CLUB_CARD_INVALID)
        if (Object.keys(errors).length > 0) return yield* ReservationRejected.of(errors)

        const lines = []
        for (const { room, type, ratePlan } of chosen) {
          const nights = yield* inventory.nights(db, type!.id, stay.checkIn, stay.checkOut)
          // Nights past the end of the calendar are not for sale.
          if (nights.length !== Temporal.PlainDate.from(stay.checkIn).until(stay.checkOut).days) {
            return yield* new NoRoomsAvailable({ message: NO_ROOMS_AVAILABLE, roomTypeId: type!.id })
          }
          lines.push({ nights, ratePlan: ratePlan!, guests: room.guests, units: room.number_of_units })
        }
        const priced = priceRoomLines({ ...stay, lines, clubCard: card !== "" && clubCardDiscountApplies(card, hotel) })
        const planned: ReadonlyArray<PlannedLine> = chosen.map(({ room, type, code }, index) => ({
          roomTypeId: type!.id,
          ratePlanCode: room.rate_plan_code,
          adults: room.guests.adults,
          kids: room.guests.kids,
          units: room.number_of_units,
          priceCents: priced.lines[index]!.totalCents,
          promotionCode: code === "" ? null : code,
        }))
        return {
          hotelId: hotel.id,
          lines: planned,
          totalCents: priced.totalCents,
          promotionCode: planned.find((line) => line.promotionCode !== null)?.promotionCode ?? null,
          clubCard: card === "" ? null : card,
        } satisfies HoldPlan
      })

      /** Gives a held hold's rooms back and marks it; nothing when it is not held (or, for "expired", not yet due). */
      const endHold = Effect.fnUntraced(function* (tx: AppTransaction, uuid: string, status: "expired" | "released", nowMillis: number) {
        const now = new Date(nowMillis)
        const ended = yield* runSql(() =>
          tx
            .update(reservations)
            .set({ status, updatedAt: now, clientAddress: null })
            .where(
              and(eq(reservations.uuid, uuid), eq(reservations.status, "held"), ...(status === "expired" ? [lte(reservations.expiresAt, now)] : [])),
            )
            .returning({ checkIn: reservations.checkInDate, checkOut: reservations.checkOutDate }),
        )
        const hold = ended[0]
        if (hold === undefined) return false
        const rooms = yield* runSql(() => tx.select().from(holdRooms).where(eq(holdRooms.reservationUuid, uuid)))
        yield* inventory.release(
          tx,
          rooms.map((room): RoomNights => ({ roomTypeId: room.roomTypeId, units: room.units, checkIn: hold.checkIn, checkOut: hold.checkOut })),
        )
        return true
      })

      const expireLapsedHolds: Effect.Effect<number> = Effect.gen(function* () {
        const nowMillis = yield* Clock.currentTimeMillis
        const lapsed = yield* runSql(() =>
          db
            .select({ uuid: reservations.uuid })
            .from(reservations)
            .where(and(eq(reservations.status, "held"), lte(reservations.expiresAt, new Date(nowMillis)))),
        )
        let expired = 0
        for (const { uuid } of lapsed) {
          if (yield* inTransaction((tx) => endHold(tx, uuid, "expired", nowMillis))) expired++
        }
        return expired
      }).pipe(Effect.orDie, services, Effect.withSpan("ReservationService.expireLapsedHolds"))

      const takeRoomsIn = Effect.fnUntraced(function* (tx: AppTransaction, request: HoldRequest, planned: HoldPlan, client: string, nowMillis: number) {
        yield* lockClientHolds(tx, client)
        if (request.uuid !== null) yield* endHold(tx, request.uuid, "released", nowMillis)
        const rooms = planned.lines.reduce((sum, line) => sum + line.units, 0)
        yield* checkHeldRooms(tx, client, rooms, config.maxHeldRoomsPerClient, nowMillis)
        yield* inventory.take(
          tx,
          planned.lines.map((line) => ({ roomTypeId: line.roomTypeId, units: line.units, checkIn: request.start_date, checkOut: request.end_date })),
        )
        const now = new Date(nowMillis)
        const expiresAt = new Date(nowMillis + HOLD_SECONDS * 1000)
        const [created] = yield* runSql(() =>
          tx
            .insert(reservations)
            .values({
              hotelId: planned.hotelId,
              status: "held",
              expiresAt,
              checkInDate: request.start_date,
              checkOutDate: request.end_date,
              mandatoryPayment: request.mandatory_payment,
              viaEmail: request.via_email,
              viaSms: request.via_sms,
              allowsMailList: request.allows_mail_list && request.via_email,
              clicksClubCardNumber: planned.clubCard,
              promotionCode: planned.promotionCode,
              totalCents: planned.totalCents,
              clientAddress: client,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ uuid: reservations.uuid }),
        )
        yield* runSql(() =>
          tx.insert(holdRooms).values(
            planned.lines.map((line) => ({
              reservationUuid: created!.uuid,
              hotelId: planned.hotelId,
              roomTypeId: line.roomTypeId,
              ratePlanCode: line.ratePlanCode,
              adults: line.adults,
              kids: line.kids,
              units: line.units,
              priceCents: line.priceCents,
              promotionCode: line.promotionCode,
            })),
          ),
        )
        return { uuid: created!.uuid, expiresAt }
      })

      const takeRooms = (request: HoldRequest, planned: HoldPlan, client: string, nowMillis: number) =>
        inTransaction((tx) => takeRoomsIn(tx, request, planned, client, nowMillis))

      const hold = Effect.fn("ReservationService.hold")(
        function* (request: HoldRequest, client: string) {
          const nowMillis = yield* Clock.currentTimeMillis
          const planned = yield* plan(request, nowMillis)
          return yield* takeRooms(request, planned, client, nowMillis).pipe(
            // Rooms of holds that ran out but are not swept yet are free: give them back and try once more.
            Effect.catchTag("NoRoomsAvailable", (noRooms) =>
              Effect.flatMap(expireLapsedHolds, (expired) => (expired > 0 ? takeRooms(request, planned, client, nowMillis) : Effect.fail(noRooms))),
            ),
          )
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        services,
      )

      type ConfirmOutcome = { readonly _tag: "expired" } | ({ readonly _tag: "confirmed" } & Confirmed)

      const confirmIn = Effect.fnUntraced(function* (tx: AppTransaction, request: ConfirmationRequest, nowMillis: number) {
        const [held] = yield* runSql(() => tx.select().from(reservations).where(eq(reservations.uuid, request.uuid)).for("update"))
        if (held === undefined) return yield* new ReservationNotFound({ message: BOOKING_NOT_FOUND })
        if (held.status === "confirmed") return yield* new AlreadyConfirmed({ message: ALREADY_CONFIRMED })
        if (held.status !== "held") return yield* new HoldExpired({ message: HOLD_EXPIRED })
        if (held.expiresAt.getTime() <= nowMillis) {
          // Give the rooms back now and commit that; the caller then refuses the confirmation.
          yield* endHold(tx, held.uuid, "expired", nowMillis)
          return { _tag: "expired" } as ConfirmOutcome
        }
        const [hotel] = yield* runSql(() => tx.select().from(hotels).where(eq(hotels.id, held.hotelId)))
        const periods = yield* runSql(() => tx.select().from(mandatoryPaymentPeriods).where(eq(mandatoryPaymentPeriods.hotelId, held.hotelId)))
        const lines = yield* runSql(() =>
          tx
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
          offerRequiresPayment: yield* offerRequiresPayment(tx, lines.map(({ line }) => line.promotionCode)),
          payNow: request.mandatory_payment,
          nowMillis,
        })
        if (policy._tag === "paymentRequiredNow") return yield* new PaymentRequiredNow({ message: PAYMENT_REQUIRED_NOW })
        if (policy._tag === "payAtHotelOnly") return yield* new PayAtHotelOnly({ message: PAY_AT_HOTEL_ONLY })

        const now = new Date(nowMillis)
        const reference = newBookingReference()
        const [booking] = yield* runSql(() =>
          tx
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
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: bookings.id }),
        )
        const items = yield* runSql(() =>
          tx
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
        yield* runSql(() => tx.insert(bookingGuests).values(guestRows))
        yield* runSql(() => tx.update(reservations).set({ status: "confirmed", updatedAt: now, clientAddress: null }).where(eq(reservations.uuid, held.uuid)))

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
          manageUrl: `${config.publicUrl}/manage-bookings`,
        })
        const outbox = makeOutboxStoreDrizzle(tx)
        const recipients = { ...(request.via_email ? { email: main.email } : {}), ...(request.via_sms ? { mobile: main.mobile } : {}) }
        for (const notification of notificationsFor(content, "booking_confirmation", recipients, booking!.id)) {
          yield* outbox.append({ ...notification, createdAt: now }).pipe(Effect.orDie)
        }
        return { _tag: "confirmed", uuid: held.uuid, referenceNumber: reference, bookingId: booking!.id } as ConfirmOutcome
      })

      const isReferenceCollision = (error: unknown): boolean =>
        error instanceof DbFailure && error.code === SQLSTATE.uniqueViolation && error.constraint === "bookings_reference_number_unique"

      const confirm = Effect.fn("ReservationService.confirm")(
        function* (request: ConfirmationRequest) {
          const idErrors = idNumberErrors(request.guests)
          if (Object.keys(idErrors).length > 0) return yield* ReservationRejected.of(idErrors)
          const nowMillis = yield* Clock.currentTimeMillis
          const outcome = yield* inTransaction((tx) => confirmIn(tx, request, nowMillis)).pipe(
            Effect.retry({ times: REFERENCE_ATTEMPTS, while: isReferenceCollision }),
          )
          if (outcome._tag === "expired") return yield* new HoldExpired({ message: HOLD_EXPIRED })
          return { uuid: outcome.uuid, referenceNumber: outcome.referenceNumber, bookingId: outcome.bookingId }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
        services,
      )

      return ReservationService.of({ hold, confirm, expireLapsedHolds })
    }),
  )
}
