import { eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import type { HotelsQuery } from "../../contracts/api/hotels.ts"
import { BRAND_IDS } from "../../core/booking/hotel.ts"
import { hotels } from "../db/schema.ts"
import type { HotelRow } from "./hotel-wire.ts"

/** The catalogue's lists: the hotel list's filters, pages, and the order of the location search. */

/** Text that matches anywhere, with LIKE's wildcards in the text taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

const sameText = (column: AnyPgColumn, value: string): SQL =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`

/** The hotel list's filters, combined with AND (contracts/README.md "Hotels: List"). */
export const hotelFilters = (filters: HotelsQuery): ReadonlyArray<SQL | undefined> => {
  const location = filters.location?.trim() ?? ""
  const pattern = containsPattern(location)
  return [
    filters.brand === undefined ? undefined : eq(hotels.brandId, BRAND_IDS[filters.brand]),
    blank(filters.country) ? undefined : sameText(hotels.country, filters.country!),
    blank(filters.province) ? undefined : sameText(hotels.province, filters.province!),
    blank(filters.city) ? undefined : sameText(hotels.city, filters.city!),
    blank(filters.facility)
      ? undefined
      : sql`exists (select 1 from jsonb_array_elements(${hotels.amenities}) as amenity where lower(amenity->>'name') = ${filters.facility!.trim().toLowerCase()})`,
    location === "" ? undefined : or(ilike(hotels.name, pattern), ilike(hotels.city, pattern), ilike(hotels.province, pattern), ilike(hotels.country, pattern)),
    filters.ids === undefined ? undefined : inArray(hotels.id, [...filters.ids]),
  ]
}

export const blank = (text: string | undefined): boolean => text === undefined || text.trim() === ""

export { paginationOf } from "../../contracts/api/common.ts"

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
