import { distanceKm } from "../../core/booking/hotel-order.ts"
import type { HotelRow } from "../catalogue/hotel-wire.ts"

/** Which hotels a hotel search names: by coordinates (nearest first) or by text (pure). */

/** Decision (contracts/README.md): a search by coordinates finds hotels within this distance, nearest first. */
export const NEARBY_RADIUS_KM = 50

/** What of a hotel row the match reads. */
type MatchedHotel = Pick<HotelRow, "id" | "name" | "city" | "province" | "country" | "latitude" | "longitude">

/**
 * The hotels a search names, from the hotels in name order. Decision (contracts/README.md): coordinates,
 * when sent, decide alone (the website sends the place's label as `location` beside them, text no hotel
 * field need contain): hotels within NEARBY_RADIUS_KM, nearest first. Otherwise `location` is found in the
 * name, city, province or country, ignoring case, in name order.
 */
export const matchHotels = <Row extends MatchedHotel>(
  all: ReadonlyArray<Row>,
  search: { readonly latitude: number | null; readonly longitude: number | null; readonly location: string },
): ReadonlyArray<Row> => {
  if (search.latitude !== null && search.longitude !== null) {
    const point = { latitude: search.latitude, longitude: search.longitude }
    return all
      .map((row) => ({ row, distance: distanceKm(point, row) }))
      .filter(({ distance }) => distance <= NEARBY_RADIUS_KM)
      .sort((a, b) => a.distance - b.distance || a.row.id - b.row.id)
      .map(({ row }) => row)
  }
  const needle = search.location.trim().toLowerCase()
  return all.filter((row) => [row.name, row.city, row.province, row.country].some((field) => field.toLowerCase().includes(needle)))
}
