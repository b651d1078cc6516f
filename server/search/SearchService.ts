import { asc, isNotNull } from "drizzle-orm"
import { Clock, Context, type Duration, Effect, Layer, Schema } from "effect"
import type { RoomOffer, RoomRate, SearchHotelsRequest, SearchRoomsRequest } from "../../contracts/api/search.ts"
import { DEFAULT_CURRENCY } from "../../contracts/api/common.ts"
import { CANNOT_BE_IN_THE_PAST, HOTEL_NOT_FOUND } from "../../contracts/api/errors.ts"
import type { Hotel } from "../../contracts/api/hotels.ts"
import { NO_RATE_AVAILABLE } from "../../core/booking/hotel.ts"
import { addDays, hotelDayAt, startsInThePast } from "../../core/time/hotel-day.ts"
import type { PriceCalendarRequest } from "../../contracts/api/calendar.ts"
import type { AppDatabase } from "../db/database.ts"
import { brands, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes, specialOfferHotels, specialOffers } from "../db/schema.ts"
import { canTake, type FreeRoomType, type StayInventory, stayNights } from "../inventory/availability.ts"
import { type CalendarNightPrice, calendarNightOf, oneNightInventory } from "./price-calendar.ts"
import { HotelNotFound } from "../catalogue/CatalogueService.ts"
import { type HotelExtras, type HotelRow, toWireHotel, type WireContent, wireContentOf, wirePeriods } from "../catalogue/hotel-wire.ts"
import { matchHotels } from "./hotel-match.ts"
import { Db } from "../db/Db.ts"
import { InventoryMirror } from "../inventory/InventoryMirror.ts"
import { clubCardDiscountApplies } from "../../core/rates/club-card-discount.ts"
import { normalisePromoCode } from "../../core/search/promo-code.ts"
import {
  perNightCents,
  type PricedRatePlan,
  promoOfferApplies,
  type PromoOfferTerms,
  quoteStay,
  type RoomGuests,
  type StayQuote,
  wireAmount,
} from "../rates/pricing.ts"

/**
 * The booking engine's searches (contracts/README.md "Search hotels", "Search rooms"): only what is
 * really free for every night of the stay and every requested room (availability.ts), priced by
 * pricing.ts exactly as a reservation will be.
 */

// Errors

/** 422 on the check-in: a stay cannot start before today at the hotels (today itself is fine). */
export class StayStartsInPast extends Schema.TaggedError<StayStartsInPast>()("StayStartsInPast", {
  /** The field's path in the request body, e.g. "rooms.start_date". */
  field: Schema.String,
  message: Schema.String,
}) {}

// Shape

export type HotelSearch = SearchHotelsRequest["rooms"]
export type RoomSearch = SearchRoomsRequest["rooms"]
export type CalendarSearch = PriceCalendarRequest["calendar"]

export interface SearchServiceShape {
  /** Every hotel matching the destination, with the lowest rate for the stay and rooms (-1 when nothing fits). */
  readonly searchHotels: (search: HotelSearch) => Effect.Effect<ReadonlyArray<Hotel>, StayStartsInPast>
  /** One hotel's room offers for the stay and rooms; empty when nothing is available. */
  readonly searchRooms: (search: RoomSearch) => Effect.Effect<ReadonlyArray<RoomOffer>, StayStartsInPast | HotelNotFound>
  /** One hotel's from-price for each night of a range (contracts/README.md "Price calendar"), in night order. */
  readonly priceCalendar: (search: CalendarSearch) => Effect.Effect<ReadonlyArray<CalendarNightPrice>, StayStartsInPast | HotelNotFound>
}

/**
 * Decision: the catalogue a search reads (hotels, brands, room types, rate plans, offers, mandatory
 * payment periods) changes only with a deploy or a seed, so each process keeps it this long; inventory
 * and prices are read fresh for every search. Reading the catalogue every time cost five queries a search.
 */
export const CATALOGUE_TTL: Duration.Input = "1 minute"

export interface SearchServiceOptions {
  /** How long the catalogue is kept (default CATALOGUE_TTL; tests that change it pass 0). */
  readonly catalogueTtl?: Duration.Input
  /**
   * Given the catalogue, which every search shares and no caller may change: tests deep-freeze it
   * (server/testing/deep-freeze.ts), so a mutation throws there; production keeps it as read.
   */
  readonly seal?: <A extends object>(shared: A) => A
}

const asIs = <A extends object>(shared: A): A => shared

export class SearchService extends Context.Service<SearchService, SearchServiceShape>()("hotel/server/SearchService") {
  static readonly make = (options: SearchServiceOptions = {}): Layer.Layer<SearchService, never, Db | InventoryMirror> =>
    Layer.effect(
      SearchService,
      Effect.gen(function* () {
        const database = yield* Db
        const mirror = yield* InventoryMirror
        // A read the database refuses is our bug or an outage, not the visitor's doing: a defect (500).
        const seal = options.seal ?? asIs
        const catalogue = yield* Effect.cachedWithTTL(database.query(readSearchCatalogue).pipe(Effect.map(seal), Effect.orDie), options.catalogueTtl ?? CATALOGUE_TTL)
        /** The inventory of every room type of the hotels for the stay. */
        const readInventory = (known: SearchCatalogue, hotelIds: ReadonlyArray<number>, checkIn: string, checkOut: string) =>
          mirror.stay(
            hotelIds.flatMap((id) => (known.roomTypes.get(id) ?? []).map((type) => type.id)),
            checkIn,
            checkOut,
          )

        /** Today at the hotels, refusing a stay that starts before it. */
        const todayFor = Effect.fnUntraced(function* (checkIn: string, field = "rooms.start_date") {
          const today = hotelDayAt(yield* Clock.currentTimeMillis)
          if (startsInThePast(checkIn, today)) return yield* new StayStartsInPast({ field, message: CANNOT_BE_IN_THE_PAST })
          return today
        })

        // Untraced: Effect.fn records a stack trace and a span on every call (about 6 % of a room search's CPU), for a tracer we do not run.
        const searchHotels = Effect.fnUntraced(function* (search: HotelSearch) {
          const today = yield* todayFor(search.start_date)
          const known = yield* catalogue
          const matched = matchHotels(known.hotels, search)
          if (matched.length === 0) return []
          const inventory = yield* readInventory(known, matched.map((hotel) => hotel.id), search.start_date, search.end_date)
          const extras = extrasOf(known, matched, today)
          return matched.map((row) => {
            const offers = roomOffersOf(stayOf(row, known, inventory, search, ""))
            const lowest = offers.flatMap((offer) => offer.rates.map((rate) => perNightCents(rate.price)))
            return toWireHotel(row, extras, lowest.length === 0 ? NO_RATE_AVAILABLE : Math.min(...lowest), known.hotelContent.get(row.id))
          })
        })

        const searchRooms = Effect.fnUntraced(function* (search: RoomSearch) {
          const today = yield* todayFor(search.start_date)
          const known = yield* catalogue
          const row = known.hotelByCode.get(search.hotel_code)
          if (row === undefined) return yield* new HotelNotFound({ message: HOTEL_NOT_FOUND })
          const inventory = yield* readInventory(known, [row.id], search.start_date, search.end_date)
          const periods = wirePeriods(periodsOf(known, row.id, today))
          return roomOffersOf(stayOf(row, known, inventory, search, search.clicks_club_card)).map((offer) =>
            toWireRoomOffer(row, offer, periods, known.roomTypeContent.get(offer.roomType.id) ?? wireContentOf(offer.roomType)),
          )
        })

        // One read of the range's inventory, then each night priced as the room search prices a one-night stay.
        const priceCalendar = Effect.fnUntraced(function* (search: CalendarSearch) {
          yield* todayFor(search.start_date, "calendar.start_date")
          const known = yield* catalogue
          const row = known.hotelByCode.get(search.hotel_code)
          if (row === undefined) return yield* new HotelNotFound({ message: HOTEL_NOT_FOUND })
          const typeIds = (known.roomTypes.get(row.id) ?? []).map((type) => type.id)
          const nightly = yield* mirror.nightly(typeIds, search.start_date, search.end_date)
          return stayNights(search.start_date, search.end_date).map((day) => {
            const night = { start_date: day, end_date: addDays(day, 1), guests: search.guests, promotion_code: search.promotion_code }
            return calendarNightOf(day, roomOffersOf(stayOf(row, known, oneNightInventory(nightly, day), night, search.clicks_club_card)))
          })
        })

        return SearchService.of({ searchHotels, searchRooms, priceCalendar })
      }),
    )

  static readonly layer: Layer.Layer<SearchService, never, Db | InventoryMirror> = SearchService.make()
}

// What the hotels have for the stay

type RoomTypeRow = typeof roomTypes.$inferSelect
type RatePlanRow = typeof ratePlans.$inferSelect
type BrandRow = typeof brands.$inferSelect
type PeriodRow = typeof mandatoryPaymentPeriods.$inferSelect

/** An offer with a promo code: its terms, its id (its promo plans name it) and its action. */
export interface PromoOffer extends PromoOfferTerms {
  readonly id: number
  readonly actionType: string | null
}

/** The catalogue as a search reads it: every hotel (in name order) with its room types, plans and periods, and the promo offers. */
export interface SearchCatalogue {
  readonly hotels: ReadonlyArray<HotelRow>
  readonly hotelByCode: ReadonlyMap<string, HotelRow>
  readonly brands: ReadonlyMap<number, BrandRow>
  /** By hotel, earliest first. */
  readonly periods: ReadonlyMap<number, ReadonlyArray<PeriodRow>>
  readonly roomTypes: ReadonlyMap<number, ReadonlyArray<RoomTypeRow>>
  readonly ratePlans: ReadonlyMap<number, ReadonlyArray<RatePlanRow>>
  /** By promo code (stored upper case). */
  readonly promoOffers: ReadonlyMap<string, PromoOffer>
  /**
   * Each hotel's and room type's images and amenities on the wire, by id, built with the catalogue: every search
   * hands out the same arrays, so search-wire.ts writes their bytes once (keptByIdentity, worth a third of a
   * room search and its answer).
   */
  readonly hotelContent: ReadonlyMap<number, WireContent>
  readonly roomTypeContent: ReadonlyMap<number, WireContent>
}

const groupBy = <R, K>(rows: ReadonlyArray<R>, key: (row: R) => K): ReadonlyMap<K, ReadonlyArray<R>> => {
  const groups = new Map<K, Array<R>>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list === undefined) groups.set(key(row), [row])
    else list.push(row)
  }
  return groups
}

export const readSearchCatalogue = async (db: AppDatabase): Promise<SearchCatalogue> => {
  const [hotelRows, brandRows, periodRows, typeRows, planRows, offerRows, offerHotelRows] = await Promise.all([
    db.select().from(hotels),
    db.select().from(brands),
    db.select().from(mandatoryPaymentPeriods).orderBy(asc(mandatoryPaymentPeriods.checkInDate), asc(mandatoryPaymentPeriods.id)),
    db.select().from(roomTypes).orderBy(asc(roomTypes.id)),
    db.select().from(ratePlans).orderBy(asc(ratePlans.id)),
    db.select().from(specialOffers).where(isNotNull(specialOffers.promoCode)),
    db.select().from(specialOfferHotels).orderBy(asc(specialOfferHotels.hotelId)),
  ])
  const offerHotels = groupBy(offerHotelRows, (row) => row.specialOfferId)
  // Code-point order, as the hotel list sorts names (collate "C").
  const sorted = [...hotelRows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
  return {
    hotels: sorted,
    hotelByCode: new Map(hotelRows.map((row) => [row.code, row])),
    brands: new Map(brandRows.map((row) => [row.id, row])),
    periods: groupBy(periodRows, (row) => row.hotelId),
    roomTypes: groupBy(typeRows, (row) => row.hotelId),
    hotelContent: new Map(hotelRows.map((row) => [row.id, wireContentOf(row)])),
    roomTypeContent: new Map(typeRows.map((row) => [row.id, wireContentOf(row)])),
    ratePlans: groupBy(planRows, (row) => row.hotelId),
    promoOffers: new Map(
      offerRows.map((row) => [
        row.promoCode!,
        {
          id: row.id,
          promoCode: row.promoCode,
          isActive: row.isActive,
          startAt: row.startAt,
          endAt: row.endAt,
          hotelIds: (offerHotels.get(row.id) ?? []).map((link) => link.hotelId),
          actionType: row.actionType,
        },
      ]),
    ),
  }
}

/** A hotel's mandatory payment periods that have not ended by `today` (as hotelExtras reads them), earliest first. */
const periodsOf = (known: SearchCatalogue, hotelId: number, today: string): ReadonlyArray<PeriodRow> =>
  (known.periods.get(hotelId) ?? []).filter((period) => period.checkOutDate >= today)

/** The brands, and the periods of `hotels` that have not ended by `today`. */
const extrasOf = (known: SearchCatalogue, hotels: ReadonlyArray<HotelRow>, today: string): HotelExtras => ({
  brands: known.brands,
  periods: new Map(hotels.map((hotel) => [hotel.id, periodsOf(known, hotel.id, today)])),
})

/** A plan on sale: what prices it, and its cancellation policy (issue 29 §3). */
export type OfferedRatePlan = PricedRatePlan & Pick<RatePlanRow, "refundable">

/** One hotel's stay, ready to price: its free room types, the plans it sells for this search, the card. */
export interface HotelStay {
  readonly checkIn: string
  readonly checkOut: string
  readonly rooms: ReadonlyArray<RoomGuests>
  /** In the hotel's order, each with its inventory for the stay (the catalogue's own row: never copied per search). */
  readonly roomTypes: ReadonlyArray<{ readonly row: RoomTypeRow; readonly inventory: StayInventory }>
  /** Plans on sale: the standard ones, and the promo code's plan when the code is valid here and then. */
  readonly ratePlans: ReadonlyArray<OfferedRatePlan>
  readonly clubCard: boolean
}

const stayOf = (
  hotel: HotelRow,
  known: SearchCatalogue,
  inventory: ReadonlyMap<number, StayInventory>,
  search: { readonly start_date: string; readonly end_date: string; readonly guests: ReadonlyArray<RoomGuests>; readonly promotion_code: string },
  clubCardNumber: string,
): HotelStay => {
  const promo = known.promoOffers.get(normalisePromoCode(search.promotion_code))
  const promoValid =
    promo !== undefined && promoOfferApplies(promo, { code: search.promotion_code, hotelId: hotel.id, checkIn: search.start_date, checkOut: search.end_date })
  return {
    checkIn: search.start_date,
    checkOut: search.end_date,
    rooms: search.guests,
    roomTypes: (known.roomTypes.get(hotel.id) ?? []).map((row) => ({
      row,
      inventory: inventory.get(row.id) ?? { roomTypeId: row.id, freeUnits: 0, nights: [] },
    })),
    ratePlans: (known.ratePlans.get(hotel.id) ?? []).filter((plan) => plan.kind !== "promo" || (promoValid && plan.specialOfferId === promo.id)),
    clubCard: clubCardDiscountApplies(clubCardNumber, hotel),
  }
}

// Offers (pure)

export interface PricedRate {
  readonly plan: OfferedRatePlan
  readonly price: StayQuote
}

export interface RoomTypeOffer {
  readonly roomType: RoomTypeRow
  /** The guests of the rooms this offer is for (one distinct guest count of the search). */
  readonly guests: RoomGuests
  readonly guestCount: number
  readonly freeUnits: number
  /** Cheapest first (ties by rate plan code). */
  readonly rates: ReadonlyArray<PricedRate>
}

/**
 * The offers of one hotel for a stay: one per room type and distinct guest count asked for (in the order
 * the counts first appear, then room types in the hotel's order). A room type is offered to a guest
 * count when it fits every requested room of that count and one of those rooms can take it while the
 * other rooms still fit somewhere (availability.ts canTake). Nothing when the hotel sells no plan.
 */
export const roomOffersOf = (stay: HotelStay): ReadonlyArray<RoomTypeOffer> => {
  if (stay.ratePlans.length === 0) return []
  const types: ReadonlyArray<FreeRoomType> = stay.roomTypes.map(({ row, inventory }) => ({
    id: row.id,
    maxAdults: row.maxAdults,
    maxOccupancy: row.maxOccupancy,
    freeUnits: inventory.freeUnits,
  }))
  const counts = [...new Set(stay.rooms.map((room) => room.adults + room.kids))]
  return counts.flatMap((guestCount) => {
    const roomIndexes = stay.rooms.flatMap((room, index) => (room.adults + room.kids === guestCount ? [index] : []))
    const guests = stay.rooms[roomIndexes[0]!]!
    return stay.roomTypes.flatMap(({ row: roomType, inventory }, typeIndex): ReadonlyArray<RoomTypeOffer> => {
      const fitsAll = roomIndexes.every((index) => stay.rooms[index]!.adults <= roomType.maxAdults && guestCount <= roomType.maxOccupancy)
      if (!fitsAll || !roomIndexes.some((index) => canTake(stay.rooms, types, index, typeIndex))) return []
      const rates = stay.ratePlans
        .map((plan) => ({
          plan,
          price: quoteStay({ nights: inventory.nights, checkIn: stay.checkIn, checkOut: stay.checkOut, ratePlan: plan, guests, clubCard: stay.clubCard }),
        }))
        .sort((a, b) => a.price.totalCents - b.price.totalCents || (a.plan.code < b.plan.code ? -1 : a.plan.code > b.plan.code ? 1 : 0))
      return [{ roomType, guests, guestCount, freeUnits: inventory.freeUnits, rates }]
    })
  })
}

/** A room type offer in the wire shape (contracts/README.md "Search rooms"). */
export const toWireRoomOffer = (hotel: HotelRow, offer: RoomTypeOffer, periods: RoomOffer["mandatory_payment_periods"], content: WireContent): RoomOffer => {
  const cheapest = offer.rates[0]!
  return {
    amenities: content.amenities,
    images: content.images,
    rate_plan_code: cheapest.plan.code,
    room_description: offer.roomType.description,
    room_name: offer.roomType.name,
    room_type_code: offer.roomType.code,
    total_amount: wireAmount(cheapest.price.totalCents),
    total_currency: DEFAULT_CURRENCY,
    mandatory_payment_periods: periods,
    rates: offer.rates.map((rate): RoomRate => ({ rate_plan_code: rate.plan.code, details: rate.price.details, refundable: rate.plan.refundable })),
    applicable_number_of_guests: offer.guestCount,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    number_of_units: offer.freeUnits,
  }
}
