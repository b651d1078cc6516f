import { asc, eq, exists, inArray, ne, type SQL, sql } from "drizzle-orm"
import type { SpecialOffer, SpecialOffersQuery } from "../../contracts/api/offers.ts"
import type { AppDatabase, AppTransaction } from "../db/database.ts"
import { specialOfferHotels, specialOffers } from "../db/schema.ts"
import { safeAddress, sanitiseRichText } from "../http/rich-text.ts"
import { normalisePromoCode } from "../../core/search/promo-code.ts"
import { blank } from "./catalogue-queries.ts"

/** Special offers: the list's filters, an offer's hotels, and an offer in its wire shape (contracts/README.md "Special offers"). */

type OfferRow = typeof specialOffers.$inferSelect

/** The hotels of each offer, by id. */
export const readOfferHotelIds = async (db: AppDatabase | AppTransaction, offerIds: ReadonlyArray<number>): Promise<ReadonlyMap<number, ReadonlyArray<number>>> => {
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

export const offerFilters = (filters: SpecialOffersQuery, day: string): ReadonlyArray<SQL | undefined> => [
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
  link: row.link === null ? null : (safeAddress(row.link) ?? null),
  write_up: { html_content: sanitiseRichText(row.writeUpHtml) },
  terms_and_conditions: urlOrNull(row.termsUrl),
})
