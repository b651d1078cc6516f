import { eq } from "drizzle-orm"
import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import {
  CANNOT_BE_IN_THE_PAST,
  CLUB_CARD_INVALID,
  HOTEL_NOT_FOUND,
  NO_ROOMS_AVAILABLE,
  PROMO_CODE_INVALID,
  TOO_MANY_GUESTS_FOR_ROOM,
  UNKNOWN_RATE_PLAN,
  UNKNOWN_ROOM_TYPE,
} from "../../contracts/api/errors.ts"
import { clubCardDiscountApplies, isValidClubCardNumber } from "../../core/rates/club-card-discount.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { startsInThePast } from "../../core/time/hotel-day.ts"
import { HotelNotFound } from "../catalogue/CatalogueService.ts"
import type { DbShape } from "../db/Db.ts"
import { hotels, ratePlans, roomTypes } from "../db/schema.ts"
import { fitsRoomType } from "../inventory/availability.ts"
import { type InventoryServiceShape, NoRoomsAvailable } from "../inventory/InventoryService.ts"
import { normalisePromoCode } from "../../core/search/promo-code.ts"
import { priceRoomLines, promoOfferApplies } from "../rates/pricing.ts"
import { offersByCode } from "./payment-policy.ts"
import { type HoldRequest, ReservationRejected } from "./reservation-errors.ts"

/** What a hold asks for, checked against the hotel's rooms, plans and offers, and priced as the search prices it. */

export interface PlannedLine {
  readonly roomTypeId: number
  readonly ratePlanCode: string
  readonly adults: number
  readonly kids: number
  readonly units: number
  readonly priceCents: number
  readonly promotionCode: string | null
}

export interface HoldPlan {
  readonly hotelId: number
  readonly lines: ReadonlyArray<PlannedLine>
  readonly totalCents: number
  readonly promotionCode: string | null
  readonly clubCard: string | null
}

const hotelByCode = (database: DbShape, code: string) =>
  database.query((db) => db.select({ id: hotels.id, code: hotels.code, name: hotels.name, brandId: hotels.brandId, country: hotels.country }).from(hotels).where(eq(hotels.code, code)).limit(1))

/** Checks the request against the hotel's rooms, plans and offers, and prices every line (pricing.ts, as the search does). */
export const planHold = Effect.fn("ReservationService.plan")(function* (database: DbShape, inventory: InventoryServiceShape, request: HoldRequest, nowMillis: number) {
  const today = zonedAt(nowMillis).toPlainDate().toString()
  if (startsInThePast(request.start_date, today)) return yield* ReservationRejected.of({ "reservation.start_date": [CANNOT_BE_IN_THE_PAST] })
  const [hotel] = yield* hotelByCode(database, request.hotel_code)
  if (hotel === undefined) return yield* new HotelNotFound({ message: HOTEL_NOT_FOUND })
  const [types, plans] = yield* Effect.all([
    database.query((db) => db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel.id))),
    database.query((db) => db.select().from(ratePlans).where(eq(ratePlans.hotelId, hotel.id))),
  ])
  const codes = request.rooms.map((room) => normalisePromoCode(room.promotion_code))
  const offers = yield* offersByCode(database, [...new Set(codes.filter((code) => code !== ""))])
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
    const nights = yield* inventory.nights(type!.id, stay.checkIn, stay.checkOut)
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
