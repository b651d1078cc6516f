import type { HotelRow } from "../catalogue/hotel-wire.ts"

/** Which hotels a hotel search names: by coordinates (nearest first) or by text (pure). */

/** Decision (contracts/README.md): a search by coordinates finds hotels within this distance, nearest first. */
export const NEARBY_RADIUS_KM = 50

/** Distance in kilometres between two points on the Earth (haversine, mean radius 6371 km). */
export const distanceKm = (a: { readonly latitude: number; readonly longitude: number }, b: { readonly latitude: number; readonly longitude: number }): number => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The hotels a search names, from the hotels in name order. Decision (contracts/README.md): coordinates,
 * when sent, decide alone (the website sends the place's label as `location` beside them, text no hotel
 * field need contain): hotels within NEARBY_RADIUS_KM, nearest first. Otherwise `location` is found in the
 * name, city, province or country, ignoring case, in name order.
 */
export const matchHotels = (all: ReadonlyArray<HotelRow>, search: { readonly latitude: number | null; readonly longitude: number | null; readonly location: string }): ReadonlyArray<HotelRow> => {
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
