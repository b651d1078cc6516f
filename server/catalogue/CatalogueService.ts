import { and, asc, count, eq, exists, gte, ilike, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { FieldErrors, HOTEL_NOT_FOUND, NOT_A_HOTEL_OF_THE_OFFER, SPECIAL_OFFER_NOT_FOUND } from "../../contracts/api/errors.ts"
import type { Hotel, HotelBanner, HotelsQuery, HotelsResponse, LocationMatch, RoomType } from "../../contracts/api/hotels.ts"
import { MAX_LOCATION_MATCHES } from "../../contracts/api/hotels.ts"
import type { BookSpecialOfferRequest, SpecialOffer, SpecialOffersQuery, SpecialOffersResponse } from "../../contracts/api/offers.ts"
import { BRAND_IDS, NO_RATE_AVAILABLE } from "../../core/booking/hotel.ts"
import { zonedAt } from "../../core/time/clock.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import {
  type AmenityRow,
  brands,
  dailyInventory,
  enquiries,
  hotels,
  mandatoryPaymentPeriods,
  ratePlans,
  roomTypes,
  specialOfferHotels,
  specialOffers,
} from "../db/schema.ts"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { makeOutboxStoreDrizzle } from "../notify/OutboxStore.drizzle.ts"
import { oncePerObject } from "../memo.ts"
import { Db, query, transaction } from "../db/Db.ts"
import { normalisePromoCode, priceNight, type PricedRatePlan } from "../rates/pricing.ts"

/**
 * The catalogue: hotels (list with every filter, one hotel, its room types and banners), the location
 * search by text, special offers (list, one offer, the offer enquiry). Also the readers the search and
 * the booking services share: a hotel in its wire shape (toWireHotel, hotelExtras, catalogueLowestRates).
 */

// Errors

/** 404: no hotel with that id or code. */
export class HotelNotFound extends Schema.TaggedError<HotelNotFound>()("HotelNotFound", {
  message: Schema.String,
}) {}

/** 404: no special offer with that slug. */
export class SpecialOfferNotFound extends Schema.TaggedError<SpecialOfferNotFound>()("SpecialOfferNotFound", {
  message: Schema.String,
}) {}

/** 422: an offer enquiry whose fields the server refuses (a hotel e-mail that is not one of the offer's hotels). */
export class OfferEnquiryRejected extends Schema.TaggedError<OfferEnquiryRejected>()("OfferEnquiryRejected", {
  errors: FieldErrors,
}) {}

// Shape

export interface CatalogueServiceShape {
  readonly listHotels: (query: HotelsQuery) => Effect.Effect<HotelsResponse>
  readonly getHotel: (id: number) => Effect.Effect<Hotel, HotelNotFound>
  readonly listRoomTypes: (hotelId: number) => Effect.Effect<ReadonlyArray<RoomType>, HotelNotFound>
  readonly listBanners: (hotelId: number) => Effect.Effect<ReadonlyArray<HotelBanner>, HotelNotFound>
  readonly searchLocations: (text: string) => Effect.Effect<ReadonlyArray<LocationMatch>>
  readonly listSpecialOffers: (query: SpecialOffersQuery) => Effect.Effect<SpecialOffersResponse>
  readonly getSpecialOffer: (slug: string) => Effect.Effect<SpecialOffer, SpecialOfferNotFound>
  /** Records an enquiry about an offer and mails it to the chosen hotel; answers the enquiry's id. */
  readonly bookSpecialOffer: (slug: string, request: BookSpecialOfferRequest) => Effect.Effect<number, SpecialOfferNotFound | OfferEnquiryRejected>
}

/** Contract (A §9): "the cheapest one-night price on sale in the next 365 days". */
export const LOWEST_RATE_WINDOW_DAYS = 365

export class CatalogueService extends Context.Service<CatalogueService, CatalogueServiceShape>()("hotel/server/CatalogueService") {
  static readonly layer: Layer.Layer<CatalogueService, never, Db> = Layer.effect(
    CatalogueService,
    Effect.gen(function* () {
      const database = yield* Db
      // A read the database refuses is our bug or an outage, not the visitor's doing: a defect (500).
      const run = <A>(work: (db: AppDatabase) => Promise<A>): Effect.Effect<A> => query(work).pipe(Effect.provideService(Db, database), Effect.orDie)
      const today = Effect.map(Clock.currentTimeMillis, (millis) => zonedAt(millis).toPlainDate())

      /** The wire shape of hotel rows, with their catalogue lowest rate. */
      const wireHotels = (rows: ReadonlyArray<HotelRow>, day: Temporal.PlainDate) =>
        run(async (db) => {
          const ids = rows.map((row) => row.id)
          const [extras, lowest] = await Promise.all([hotelExtras(db, ids, day.toString()), catalogueLowestRates(db, ids, day)])
          return rows.map((row) => toWireHotel(row, extras, lowest.get(row.id) ?? NO_RATE_AVAILABLE))
        })

      const hotelById = (id: number) =>
        run((db) => db.select().from(hotels).where(eq(hotels.id, id)).limit(1)).pipe(
          Effect.flatMap(([row]) => (row === undefined ? Effect.fail(new HotelNotFound({ message: HOTEL_NOT_FOUND })) : Effect.succeed(row))),
        )

      const listHotels = Effect.fn("CatalogueService.listHotels")(function* (hotelsQuery: HotelsQuery) {
        const where = and(...hotelFilters(hotelsQuery))
        const offset = (hotelsQuery.page - 1) * hotelsQuery.per
        const [rows, total] = yield* run((db) =>
          Promise.all([
            db.select().from(hotels).where(where).orderBy(byName, asc(hotels.id)).limit(hotelsQuery.per).offset(offset),
            db.select({ total: count() }).from(hotels).where(where),
          ]),
        )
        const day = yield* today
        return { hotels: yield* wireHotels(rows, day), pagination: paginationOf(hotelsQuery.page, hotelsQuery.per, total[0]?.total ?? 0) }
      })

      const getHotel = Effect.fn("CatalogueService.getHotel")(function* (id: number) {
        const row = yield* hotelById(id)
        const [hotel] = yield* wireHotels([row], yield* today)
        return hotel!
      })

      const listRoomTypes = Effect.fn("CatalogueService.listRoomTypes")(function* (hotelId: number) {
        yield* hotelById(hotelId)
        const rows = yield* run((db) => db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).orderBy(asc(roomTypes.id)))
        return rows.map(
          (row): RoomType => ({
            id: row.id,
            room_type_code: row.code,
            name: row.name,
            description: row.description,
            images: imagesOf(row.images),
            amenities: amenitiesOf(row.amenities),
            max_adults: row.maxAdults,
            max_occupancy: row.maxOccupancy,
          }),
        )
      })

      const listBanners = Effect.fn("CatalogueService.listBanners")(function* (hotelId: number) {
        const row = yield* hotelById(hotelId)
        return bannersOf(row)
      })

      const searchLocations = Effect.fn("CatalogueService.searchLocations")(function* (text: string) {
        const needle = text.trim()
        const pattern = containsPattern(needle)
        const rows = yield* run((db) =>
          db
            .select()
            .from(hotels)
            .where(
              or(
                ilike(hotels.name, pattern),
                ilike(hotels.city, pattern),
                ilike(hotels.province, pattern),
                ilike(hotels.country, pattern),
                ilike(hotels.physicalAddress, pattern),
              ),
            ),
        )
        return rankLocations(rows, needle)
          .slice(0, MAX_LOCATION_MATCHES)
          .map(
            (row): LocationMatch => ({
              id: row.id,
              name: row.name,
              physical_address: row.physicalAddress,
              city: row.city,
              code: row.code,
              latitude: row.latitude,
              longitude: row.longitude,
            }),
          )
      })

      const offerHotelIds = (db: AppDatabase, offerIds: ReadonlyArray<number>) => readOfferHotelIds(db, offerIds)

      const listSpecialOffers = Effect.fn("CatalogueService.listSpecialOffers")(function* (offersQuery: SpecialOffersQuery) {
        const day = (yield* today).toString()
        const where = and(...offerFilters(offersQuery, day))
        const offset = (offersQuery.page - 1) * offersQuery.per
        const [rows, total] = yield* run((db) =>
          Promise.all([
            db.select().from(specialOffers).where(where).orderBy(asc(specialOffers.id)).limit(offersQuery.per).offset(offset),
            db.select({ total: count() }).from(specialOffers).where(where),
          ]),
        )
        const hotelIds = yield* run((db) => offerHotelIds(db, rows.map((row) => row.id)))
        return {
          specials: rows.map((row) => toWireOffer(row, hotelIds.get(row.id) ?? [], day)),
          pagination: paginationOf(offersQuery.page, offersQuery.per, total[0]?.total ?? 0),
        }
      })

      const offerBySlug = (slug: string) =>
        run((db) => db.select().from(specialOffers).where(eq(specialOffers.slug, slug)).limit(1)).pipe(
          Effect.flatMap(([row]) =>
            row === undefined ? Effect.fail(new SpecialOfferNotFound({ message: SPECIAL_OFFER_NOT_FOUND })) : Effect.succeed(row),
          ),
        )

      const getSpecialOffer = Effect.fn("CatalogueService.getSpecialOffer")(function* (slug: string) {
        const row = yield* offerBySlug(slug)
        const day = (yield* today).toString()
        const hotelIds = yield* run((db) => offerHotelIds(db, [row.id]))
        return toWireOffer(row, hotelIds.get(row.id) ?? [], day)
      })

      const bookSpecialOffer = Effect.fn("CatalogueService.bookSpecialOffer")(function* (slug: string, request: BookSpecialOfferRequest) {
        const offer = yield* offerBySlug(slug)
        const hotelEmail = request.hotel_email.trim().toLowerCase()
        // The enquiry goes only to a hotel of the offer: the API never mails an address a client chose.
        const [hotel] = yield* run((db) =>
          db
            .select({ id: hotels.id, name: hotels.name, email: hotels.email })
            .from(hotels)
            .innerJoin(specialOfferHotels, eq(specialOfferHotels.hotelId, hotels.id))
            .where(and(eq(specialOfferHotels.specialOfferId, offer.id), sql`lower(${hotels.email}) = ${hotelEmail}`))
            .orderBy(asc(hotels.id))
            .limit(1),
        )
        if (hotel === undefined) return yield* new OfferEnquiryRejected({ errors: { hotel_email: [NOT_A_HOTEL_OF_THE_OFFER] } })
        const now = new Date(yield* Clock.currentTimeMillis)
        const payload = {
          special_offer_id: offer.id,
          special_offer_slug: offer.slug,
          hotel_id: hotel.id,
          hotel_email: hotel.email,
          sender_email: request.sender_email,
          sender_first_name: request.sender_first_name,
          sender_mobile: request.sender_mobile,
          sender_surname: request.sender_surname,
        }
        const id = yield* transaction(async (tx) => {
          const [row] = await tx.insert(enquiries).values({ kind: "special_offer", payload, createdAt: now }).returning({ id: enquiries.id })
          const enquiryId = row!.id
          const message = offerEnquiryMessage(enquiryId, offer.name, hotel.name, request)
          await Effect.runPromise(
            makeOutboxStoreDrizzle(tx).append({ channel: "email", to: hotel.email, kind: "enquiry", subject: message.subject, body: message.body, createdAt: now }),
          )
          return enquiryId
        }).pipe(Effect.provideService(Db, database), Effect.orDie)
        yield* Effect.logInfo("enquiry recorded", { kind: "special_offer", enquiry_id: id })
        return id
      })

      return CatalogueService.of({
        listHotels,
        getHotel,
        listRoomTypes,
        listBanners,
        searchLocations,
        listSpecialOffers,
        getSpecialOffer,
        bookSpecialOffer,
      })
    }),
  )
}

// Hotels in their wire shape

/** Hotels by name, in code-point order: the same order on PGlite and on PostgreSQL whatever its locale. */
export const byName = sql`${hotels.name} collate "C"`

export type HotelRow = typeof hotels.$inferSelect
type BrandRow = typeof brands.$inferSelect
type PeriodRow = typeof mandatoryPaymentPeriods.$inferSelect

/** What a hotel's wire shape needs beyond its row: the brands and each hotel's mandatory payment periods. */
export interface HotelExtras {
  readonly brands: ReadonlyMap<number, BrandRow>
  readonly periods: ReadonlyMap<number, ReadonlyArray<PeriodRow>>
}

/**
 * The brands and the mandatory payment periods of `hotelIds`. Decision: a hotel shows the periods that
 * have not ended by `today` (past festive seasons matter to no search), earliest first.
 */
export const hotelExtras = async (db: AppDatabase | AppTransaction, hotelIds: ReadonlyArray<number>, today: string): Promise<HotelExtras> => {
  const [brandRows, periodRows] = await Promise.all([
    db.select().from(brands),
    hotelIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(mandatoryPaymentPeriods)
          .where(and(inArray(mandatoryPaymentPeriods.hotelId, [...hotelIds]), gte(mandatoryPaymentPeriods.checkOutDate, today)))
          .orderBy(asc(mandatoryPaymentPeriods.checkInDate), asc(mandatoryPaymentPeriods.id)),
  ])
  const periods = new Map<number, Array<PeriodRow>>()
  for (const period of periodRows) {
    const list = periods.get(period.hotelId)
    if (list === undefined) periods.set(period.hotelId, [period])
    else list.push(period)
  }
  return { brands: new Map(brandRows.map((brand) => [brand.id, brand])), periods }
}

const imagesOf = (urls: ReadonlyArray<string>) => urls.map((url) => ({ url }))

const amenitiesOf = (amenities: ReadonlyArray<AmenityRow>) => amenities.map((amenity) => ({ name: amenity.name, images: imagesOf(amenity.images) }))

/** A hotel's mandatory payment periods on the wire. */
export const wirePeriods = (periods: ReadonlyArray<PeriodRow>) =>
  periods.map((period) => ({ check_in_date: period.checkInDate, check_out_date: period.checkOutDate, description: period.description }))

/**
 * A hotel row's images and amenities on the wire, built once per row: the search catalogue keeps its rows, so hotel
 * searches hand out the same arrays and search-wire.ts writes their JSON once. Nobody mutates them.
 */
const wireContentOf = oncePerObject((row: HotelRow): Pick<Hotel, "images" | "amenities"> => ({ images: imagesOf(row.images), amenities: amenitiesOf(row.amenities) }))

/** A hotel in the one wire shape of every answer (contracts/README.md "Hotel"). */
export const toWireHotel = (row: HotelRow, extras: HotelExtras, lowestRate: number): Hotel => {
  const brand = extras.brands.get(row.brandId)
  if (brand === undefined) throw new Error(`Hotel ${row.id} names brand ${row.brandId}, which is not in the database`)
  const content = wireContentOf(row)
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brand: {
      id: brand.id as Hotel["brand"]["id"],
      name: brand.name,
      slogan: brand.slogan,
      logo: brand.logoUrl === null ? null : { url: brand.logoUrl },
    },
    physical_address: row.physicalAddress,
    city: row.city,
    country: row.country,
    province: row.province,
    email: row.email,
    phone: row.phone,
    manager_phone: row.managerPhone,
    alternative_number: row.alternativeNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    images: content.images,
    description: row.description,
    amenities: content.amenities,
    pdf: row.pdfUrl === null ? null : { url: row.pdfUrl },
    mandatory_payment_periods: wirePeriods(extras.periods.get(row.id) ?? []),
    lowest_rate: lowestRate,
    half_day_rate: row.halfDayRateCents,
    full_day_rate: row.fullDayRateCents,
    u_shaped_seats: row.uShapedSeats,
    school_room_seats: row.schoolRoomSeats,
    board_room_seats: row.boardRoomSeats,
    cinema_seats: row.cinemaSeats,
    facilities_linked: [...row.facilitiesLinked],
    hotels_linked: [...row.hotelsLinked],
    social_places_id: row.socialPlacesId,
  }
}

/**
 * The catalogue's lowest rate per hotel (contracts/README.md "Hotel"): the cheapest one-night price, for
 * one adult, of a rate sold without a promo code, over the nights with a room free from `today` for
 * LOWEST_RATE_WINDOW_DAYS days. A hotel with none is left out (its lowest rate is -1).
 */
export const catalogueLowestRates = async (
  db: AppDatabase | AppTransaction,
  hotelIds: ReadonlyArray<number>,
  today: Temporal.PlainDate,
): Promise<ReadonlyMap<number, number>> => {
  if (hotelIds.length === 0) return new Map()
  const ids = [...hotelIds]
  const [cheapest, plans] = await Promise.all([
    db
      .select({ hotelId: roomTypes.hotelId, basePriceCents: sql<number>`min(${dailyInventory.basePriceCents})`.mapWith(Number) })
      .from(dailyInventory)
      .innerJoin(roomTypes, eq(roomTypes.id, dailyInventory.roomTypeId))
      .where(
        and(
          inArray(roomTypes.hotelId, ids),
          gte(dailyInventory.day, today.toString()),
          lt(dailyInventory.day, today.add({ days: LOWEST_RATE_WINDOW_DAYS }).toString()),
          gte(dailyInventory.available, 1),
        ),
      )
      .groupBy(roomTypes.hotelId),
    db
      .select({ hotelId: ratePlans.hotelId, code: ratePlans.code, name: ratePlans.name, kind: ratePlans.kind, adjustmentPercent: ratePlans.adjustmentPercent, perGuestNightCents: ratePlans.perGuestNightCents })
      .from(ratePlans)
      .where(and(inArray(ratePlans.hotelId, ids), ne(ratePlans.kind, "promo"))),
  ])
  const plansByHotel = new Map<number, Array<PricedRatePlan>>()
  for (const plan of plans) {
    const list = plansByHotel.get(plan.hotelId)
    if (list === undefined) plansByHotel.set(plan.hotelId, [plan])
    else list.push(plan)
  }
  const lowest = new Map<number, number>()
  // A plan's night price grows with the base price, so the cheapest base night prices the cheapest rate.
  for (const night of cheapest) {
    for (const plan of plansByHotel.get(night.hotelId) ?? []) {
      const price = priceNight({ day: "", basePriceCents: night.basePriceCents }, plan, { adults: 1, kids: 0 }, false).totalCents
      const known = lowest.get(night.hotelId)
      if (known === undefined || price < known) lowest.set(night.hotelId, price)
    }
  }
  return lowest
}

/** Text that matches anywhere, with LIKE's wildcards in the text taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

const sameText = (column: AnyPgColumn, value: string): SQL =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`

/** The hotel list's filters, combined with AND (contracts/README.md "Hotels: List"). */
const hotelFilters = (filters: HotelsQuery): ReadonlyArray<SQL | undefined> => {
  const location = filters.location?.trim() ?? ""
  const pattern = containsPattern(location)
  return [
    filters.brand === undefined ? undefined : eq(hotels.brandId, BRAND_IDS[filters.brand]),
    blank(filters.country) ? undefined : sameText(hotels.country, filters.country!),
    blank(filters.province) ? undefined : sameText(hotels.province, filters.province!),
    blank(filters.city) ? undefined : sameText(hotels.city, filters.city!),
    location === "" ? undefined : or(ilike(hotels.name, pattern), ilike(hotels.city, pattern), ilike(hotels.province, pattern), ilike(hotels.country, pattern)),
    filters.ids === undefined ? undefined : inArray(hotels.id, [...filters.ids]),
  ]
}

const blank = (text: string | undefined): boolean => text === undefined || text.trim() === ""

/** `{ current_page, total_pages, total_count }`; no rows is zero pages. */
export const paginationOf = (page: number, per: number, total: number): HotelsResponse["pagination"] => ({
  current_page: page,
  total_pages: Math.ceil(total / per),
  total_count: total,
})

/**
 * Decision: B §7 and A §7 give banners no store, so a hotel's banners are its pictures, in display order,
 * numbered hotel id × 100 + position (stable ids the website can key a carousel by).
 */
export const bannersOf = (row: Pick<HotelRow, "id" | "images">): ReadonlyArray<HotelBanner> =>
  row.images.map((url, index) => ({ id: row.id * 100 + index + 1, image: { url } }))

/**
 * The location search's order, best match first: a name or city that is the text, then one that starts
 * with it, then one with a word starting with it, then the rest (province, country, address); ties by name.
 */
export const rankLocations = <R extends Pick<HotelRow, "name" | "city" | "id">>(rows: ReadonlyArray<R>, text: string): ReadonlyArray<R> => {
  const needle = text.trim().toLowerCase()
  const rank = (row: R): number => {
    const fields = [row.name.toLowerCase(), row.city.toLowerCase()]
    if (fields.some((field) => field === needle)) return 0
    if (fields.some((field) => field.startsWith(needle))) return 1
    const atWordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u")
    if (fields.some((field) => atWordStart.test(field))) return 2
    if (fields.some((field) => field.includes(needle))) return 3
    return 4
  }
  return [...rows]
    .map((row) => ({ row, rank: rank(row) }))
    .sort((a, b) => a.rank - b.rank || (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : a.row.id - b.row.id))
    .map(({ row }) => row)
}

// Special offers

type OfferRow = typeof specialOffers.$inferSelect

/** The hotels of each offer, by id. */
const readOfferHotelIds = async (db: AppDatabase | AppTransaction, offerIds: ReadonlyArray<number>): Promise<ReadonlyMap<number, ReadonlyArray<number>>> => {
  if (offerIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(specialOfferHotels)
    .where(inArray(specialOfferHotels.specialOfferId, [...offerIds]))
    .orderBy(asc(specialOfferHotels.specialOfferId), asc(specialOfferHotels.hotelId))
  const byOffer = new Map<number, Array<number>>()
  for (const row of rows) {
    const list = byOffer.get(row.specialOfferId)
    if (list === undefined) byOffer.set(row.specialOfferId, [row.hotelId])
    else list.push(row.hotelId)
  }
  return byOffer
}

/**
 * Decision (contracts/README.md "Special offers"): an offer is running (`is_active`) when it is switched
 * on and today is within its advertised days (market start to market end; its bookable days when those
 * are not set), both ends included.
 */
const runningOn = (day: string): SQL =>
  sql`(${specialOffers.isActive} and coalesce(${specialOffers.marketStartAt}, ${specialOffers.startAt}) <= ${day} and ${day} <= coalesce(${specialOffers.marketEndAt}, ${specialOffers.endAt}))`

export const isRunningOn = (row: Pick<OfferRow, "isActive" | "startAt" | "endAt" | "marketStartAt" | "marketEndAt">, day: string): boolean =>
  row.isActive && (row.marketStartAt ?? row.startAt) <= day && day <= (row.marketEndAt ?? row.endAt)

const offerFilters = (filters: SpecialOffersQuery, day: string): ReadonlyArray<SQL | undefined> => [
  filters.active_status === undefined ? undefined : filters.active_status ? runningOn(day) : sql`not ${runningOn(day)}`,
  blank(filters.promo_code) ? undefined : eq(specialOffers.promoCode, normalisePromoCode(filters.promo_code!)),
  filters.hotel_id === undefined
    ? undefined
    : exists(
        sql`(select 1 from ${specialOfferHotels} where ${specialOfferHotels.specialOfferId} = ${specialOffers.id} and ${specialOfferHotels.hotelId} = ${filters.hotel_id})`,
      ),
  filters.type === undefined ? undefined : eq(specialOffers.specialType, filters.type),
  filters.exclude_special_type === undefined ? undefined : ne(specialOffers.specialType, filters.exclude_special_type),
]

const urlOrNull = (url: string | null) => (url === null ? null : { url })

export const toWireOffer = (row: OfferRow, hotelIds: ReadonlyArray<number>, today: string): SpecialOffer => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  special_tag: row.specialTag,
  image: urlOrNull(row.imageUrl),
  banner_image: urlOrNull(row.bannerImageUrl),
  special_type: row.specialType,
  action_type: row.actionType,
  promo_code: row.promoCode,
  start_at: row.startAt,
  end_at: row.endAt,
  market_start_at: row.marketStartAt,
  market_end_at: row.marketEndAt,
  hotel_ids: [...hotelIds],
  is_active: isRunningOn(row, today),
  link: row.link,
  write_up: { html_content: row.writeUpHtml },
  terms_and_conditions: urlOrNull(row.termsUrl),
})

// The enquiry's e-mail to the hotel

/** Text a person typed, fit for a subject line: line breaks and other control characters become spaces. */
const oneLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim()

export const offerEnquiryMessage = (
  id: number,
  offerName: string,
  hotelName: string,
  request: BookSpecialOfferRequest,
): { readonly subject: string; readonly body: string } => ({
  subject: oneLine(`Special offer enquiry ${id}: ${offerName} at ${hotelName}`),
  body: [
    `An enquiry about the special offer "${offerName}" at ${hotelName} has arrived from the website.`,
    [
      `Enquiry: ${id}`,
      `Name: ${request.sender_first_name} ${request.sender_surname}`,
      `E-mail: ${request.sender_email}`,
      `Mobile: ${request.sender_mobile}`,
    ].join("\n"),
    "Please reply to the sender directly. This message was sent from the website's special offer page.",
  ].join("\n\n"),
})
