import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm"
import type { Temporal } from "temporal-polyfill"
import type { Hotel, HotelBanner } from "../../contracts/api/hotels.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { type AmenityRow, brands, dailyInventory, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes } from "../db/schema.ts"
import { priceNight, type PricedRatePlan } from "../rates/pricing.ts"

/**
 * A hotel in the one wire shape of every answer (contracts/README.md "Hotel"): the catalogue's lists, the search's
 * answers and a booking's hotel. Exported for the search, which keeps hotel rows of its own; other slices ask
 * CatalogueService.
 */

/** Contract (A §9): "the cheapest one-night price on sale in the next 365 days". */
export const LOWEST_RATE_WINDOW_DAYS = 365

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

export const imagesOf = (urls: ReadonlyArray<string>) => urls.map((url) => ({ url }))

export const amenitiesOf = (amenities: ReadonlyArray<AmenityRow>) => amenities.map((amenity) => ({ name: amenity.name, images: imagesOf(amenity.images) }))

/** A hotel's mandatory payment periods on the wire. */
export const wirePeriods = (periods: ReadonlyArray<PeriodRow>) =>
  periods.map((period) => ({ check_in_date: period.checkInDate, check_out_date: period.checkOutDate, description: period.description }))

/** A hotel's or a room type's images and amenities on the wire. */
export type WireContent = Pick<Hotel, "images" | "amenities">

export const wireContentOf = (row: { readonly images: ReadonlyArray<string>; readonly amenities: ReadonlyArray<AmenityRow> }): WireContent => ({
  images: imagesOf(row.images),
  amenities: amenitiesOf(row.amenities),
})

/**
 * A hotel in the one wire shape of every answer (contracts/README.md "Hotel"). The search passes the `content` its
 * catalogue built once for the row (SearchCatalogue), so its answers share the arrays and their written bytes.
 */
export const toWireHotel = (row: HotelRow, extras: HotelExtras, lowestRate: number, content: WireContent = wireContentOf(row)): Hotel => {
  const brand = extras.brands.get(row.brandId)
  if (brand === undefined) throw new Error(`Hotel ${row.id} names brand ${row.brandId}, which is not in the database`)
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

/**
 * Decision: B §7 and A §7 give banners no store, so a hotel's banners are its pictures, in display order,
 * numbered hotel id × 100 + position (stable ids the website can key a carousel by).
 */
export const bannersOf = (row: Pick<HotelRow, "id" | "images">): ReadonlyArray<HotelBanner> =>
  row.images.map((url, index) => ({ id: row.id * 100 + index + 1, image: { url } }))
