import { Temporal } from "temporal-polyfill"
import type { RateDetail } from "../../contracts/api/search.ts"
import { DEFAULT_CURRENCY } from "../../contracts/api/common.ts"
import { CLUB_CARD_DISCOUNT_PERCENT } from "../../core/rates/club-card-discount.ts"
import { divideRoundingHalfUp } from "../../core/rates/cents.ts"
import { formatAmount } from "../../core/rates/money-format.ts"
import { normalisePromoCode } from "../../core/search/promo-code.ts"
import type { ratePlans } from "../db/schema.ts"
import { rememberedUpTo } from "../memo.ts"

/**
 * The price of rooms for a stay: pure functions over plain data, so the search, the hold and a date
 * change all price a room the same way (a reservation costs what the search showed).
 *
 * A night of one room on a rate plan (server/db/schema.ts rate_plans):
 *   room part   = the room type's base price that night (daily_inventory.base_price_cents, VAT included),
 *                 adjusted by the plan's whole percent (negative for a discount), rounded half up to the cent
 *   guest part  = the plan's per-guest-night amount (breakfast) × every guest in the room (adults and kids)
 *   night       = room part + guest part
 * Discounts, in order, each on the night's price and rounded half up to the cent:
 *   promo       = a promo plan's own adjustment (the offer's discount); the plan is offered only with a valid
 *                 code for the offer's hotels and dates (promoOfferApplies)
 *   club card   = CLUB_CARD_DISCOUNT_PERCENT off the night, for one room per card per stay, where the promotion runs
 *                 (core/rates/club-card-discount.ts)
 * `base` is the same stay before the discounts (a promo plan without its adjustment, no club card); `total`
 * is what the guest pays. Both are sums of whole-cent nights, so total = Σ nights exactly.
 */

/** The fields of a rate plan its price reads (a `rate_plans` row fits). */
export type PricedRatePlan = Pick<typeof ratePlans.$inferSelect, "code" | "name" | "kind" | "adjustmentPercent" | "perGuestNightCents">

/** One night of a room type: the day ("YYYY-MM-DD") and its base price in cents. */
export interface NightPrice {
  readonly day: string
  readonly basePriceCents: number
}

export interface RoomGuests {
  readonly adults: number
  readonly kids: number
}

export interface StayPriceInput {
  /** The stay's nights in order, check-in up to the night before check-out: one entry per night. */
  readonly nights: ReadonlyArray<NightPrice>
  readonly checkIn: string
  readonly checkOut: string
  readonly ratePlan: PricedRatePlan
  readonly guests: RoomGuests
  /** This room gets the club card discount (the caller decides which room: see priceRoomLines). */
  readonly clubCard: boolean
  readonly currency?: string
}

export interface PricedNight {
  readonly day: string
  /** Before discounts. */
  readonly baseCents: number
  /** What the guest pays for the night. */
  readonly totalCents: number
}

/** What a stay costs one room, without the night-by-night detail: all a search shows. */
export interface StayQuote {
  /** What the guest pays for the stay, one room, in cents. */
  readonly totalCents: number
  /** The same stay before discounts (promo, club card), in cents. */
  readonly baseCents: number
  readonly nightCount: number
  /** The wire's rate details: one detail covering the whole stay (contracts/README.md). */
  readonly details: ReadonlyArray<RateDetail>
}

export interface StayPrice extends StayQuote {
  readonly nights: ReadonlyArray<PricedNight>
}

/**
 * Amounts as the wire writes them ("1,449.00"), remembered: a search writes two for every plan of every room type,
 * and the same prices come back search after search. Bounded: all forgotten at once past this many.
 * Worth: a room search and its answer take 1.3× as long without (bench:search, 2026-11-25, docs/benchmarks.md).
 */
const MAX_KEPT_AMOUNTS = 20_000
export const wireAmount: (cents: number) => string = rememberedUpTo(MAX_KEPT_AMOUNTS, formatAmount)

/** `cents` adjusted by a whole percent (negative lowers it), rounded half up to the cent. */
export const adjustByPercent = (cents: number, percent: number): number => divideRoundingHalfUp(cents * (100 + percent), 100)

/** A promo plan's adjustment is the offer's discount; every other plan's adjustment is its price. */
const isPromo = (plan: PricedRatePlan): boolean => plan.kind === "promo"

const guestCount = (guests: RoomGuests): number => guests.adults + guests.kids

/** The breakfast part of a night: the plan's per-guest amount for everyone in the room. */
const guestPartCents = (plan: PricedRatePlan, guests: RoomGuests): number => plan.perGuestNightCents * guestCount(guests)

/** One night of one room before discounts (a promo plan without its adjustment, no club card), in cents. */
const nightBaseCents = (night: NightPrice, plan: PricedRatePlan, guests: RoomGuests): number =>
  adjustByPercent(night.basePriceCents, isPromo(plan) ? 0 : plan.adjustmentPercent) + guestPartCents(plan, guests)

/** What the guest pays for one night of one room, in cents. */
const nightTotalCents = (night: NightPrice, plan: PricedRatePlan, guests: RoomGuests, clubCard: boolean): number => {
  // A discount never raises a price, whatever a promo plan's row says.
  const afterPromo = isPromo(plan)
    ? adjustByPercent(night.basePriceCents, Math.min(0, plan.adjustmentPercent)) + guestPartCents(plan, guests)
    : nightBaseCents(night, plan, guests)
  return clubCard ? adjustByPercent(afterPromo, -CLUB_CARD_DISCOUNT_PERCENT) : afterPromo
}

/** One night of one room: before discounts and after them. */
export const priceNight = (night: NightPrice, plan: PricedRatePlan, guests: RoomGuests, clubCard: boolean): PricedNight => ({
  day: night.day,
  baseCents: nightBaseCents(night, plan, guests),
  totalCents: nightTotalCents(night, plan, guests, clubCard),
})

/** `nights` must hold every night of the stay (availability.ts reads them); an empty list is a bug, not a price. */
const requireNights = (input: StayPriceInput): void => {
  if (input.nights.length === 0) throw new RangeError("priceStay needs at least one night")
}

/** The stay's sums as a quote, with the wire's one rate detail covering the whole stay. */
const quoteOf = (input: StayPriceInput, totalCents: number, baseCents: number): StayQuote => {
  const currency = input.currency ?? DEFAULT_CURRENCY
  const detail: RateDetail = {
    rate_description: input.ratePlan.name,
    total_amount: wireAmount(totalCents),
    total_currency: currency,
    base_currency: currency,
    unit_multiplier: input.nights.length,
    effective_date: input.checkIn,
    expiry_date: input.checkOut,
    base_amount: wireAmount(baseCents),
  }
  return { totalCents, baseCents, nightCount: input.nights.length, details: [detail] }
}

/**
 * The price of one room for the stay, without the night-by-night detail: every search prices each plan of each
 * room type, and needs only the sums.
 */
export const quoteStay = (input: StayPriceInput): StayQuote => {
  requireNights(input)
  let totalCents = 0
  let baseCents = 0
  for (const night of input.nights) {
    totalCents += nightTotalCents(night, input.ratePlan, input.guests, input.clubCard)
    baseCents += nightBaseCents(night, input.ratePlan, input.guests)
  }
  return quoteOf(input, totalCents, baseCents)
}

/** The price of one room for the stay, night by night (holds and bookings keep the nights): sums of its nights. */
export const priceStay = (input: StayPriceInput): StayPrice => {
  requireNights(input)
  const nights = input.nights.map((night) => priceNight(night, input.ratePlan, input.guests, input.clubCard))
  const totalCents = nights.reduce((sum, night) => sum + night.totalCents, 0)
  const baseCents = nights.reduce((sum, night) => sum + night.baseCents, 0)
  return { ...quoteOf(input, totalCents, baseCents), nights }
}

/** spec B §9: price per night = total / nights, rounded half up to the cent. */
export const perNightCents = (price: Pick<StayQuote, "totalCents" | "nightCount">): number =>
  divideRoundingHalfUp(price.totalCents, Math.max(1, price.nightCount))

// Several rooms: the club card discounts one room per stay.

export interface RoomLineInput {
  readonly nights: ReadonlyArray<NightPrice>
  readonly ratePlan: PricedRatePlan
  readonly guests: RoomGuests
  /** Rooms of this line (reservation.rooms[i].number_of_units), each priced alike. */
  readonly units: number
}

export interface PricedLine {
  /** Every unit of the line for the stay, in cents (hold_rooms.price_cents, booking_items.cost_of_room_cents). */
  readonly totalCents: number
  readonly baseCents: number
  /** Each unit's price for the stay; the club card's unit is cheaper. */
  readonly unitTotalsCents: ReadonlyArray<number>
  /** How many of the line's units carry the club card discount (0 or 1). */
  readonly clubCardUnits: 0 | 1
}

export interface PricedLines {
  readonly lines: ReadonlyArray<PricedLine>
  readonly totalCents: number
  readonly baseCents: number
}

export interface RoomLinesInput {
  readonly checkIn: string
  readonly checkOut: string
  readonly lines: ReadonlyArray<RoomLineInput>
  /** The stay has a card the discount applies to (core clubCardDiscountApplies). */
  readonly clubCard: boolean
}

/**
 * Prices every room of a reservation. The club card discounts one room per card per stay (spec A §9);
 * decision (contracts/README.md): the first room asked for (the first unit of the first line); every other room is
 * priced without it.
 */
export const priceRoomLines = (input: RoomLinesInput): PricedLines => {
  const lines = input.lines.map((line, index): PricedLine => {
    const withCard = input.clubCard && index === 0 && line.units > 0
    const stay = (clubCard: boolean) =>
      priceStay({ nights: line.nights, checkIn: input.checkIn, checkOut: input.checkOut, ratePlan: line.ratePlan, guests: line.guests, clubCard })
    const plain = stay(false)
    const unitTotalsCents = Array.from({ length: line.units }, (_, unit) => (withCard && unit === 0 ? stay(true).totalCents : plain.totalCents))
    return {
      totalCents: unitTotalsCents.reduce((sum, cents) => sum + cents, 0),
      baseCents: plain.baseCents * line.units,
      unitTotalsCents,
      clubCardUnits: withCard ? 1 : 0,
    }
  })
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    baseCents: lines.reduce((sum, line) => sum + line.baseCents, 0),
  }
}

// Who gets which discount.


/** The fields of a special offer its promo check reads. */
export interface PromoOfferTerms {
  readonly promoCode: string | null
  readonly isActive: boolean
  /** Bookable stay dates, both included ("YYYY-MM-DD"). */
  readonly startAt: string
  readonly endAt: string
  readonly hotelIds: ReadonlyArray<number>
}

export interface PromoUse {
  readonly code: string
  readonly hotelId: number
  readonly checkIn: string
  readonly checkOut: string
}

/** The night before `checkOut` ("YYYY-MM-DD"): the stay's last night. */
const lastNightOf = (checkOut: string): string => Temporal.PlainDate.from(checkOut).subtract({ days: 1 }).toString()

/**
 * A promo code prices its offer's rate when it names an active offer of this hotel and every night of
 * the stay falls within the offer's bookable dates (both ends included). Otherwise it is ignored.
 */
export const promoOfferApplies = (offer: PromoOfferTerms, use: PromoUse): boolean =>
  offer.promoCode !== null &&
  normalisePromoCode(use.code) !== "" &&
  normalisePromoCode(offer.promoCode) === normalisePromoCode(use.code) &&
  offer.isActive &&
  offer.hotelIds.includes(use.hotelId) &&
  offer.startAt <= use.checkIn &&
  lastNightOf(use.checkOut) <= offer.endAt
