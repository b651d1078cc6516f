import type { Coordinates } from "../search/coordinates.ts"
import type { Hotel } from "./hotel.ts"

/** The hotel list's sort choices (issue 11 §2: by price and by distance); "recommended" is the server's order. */
export const HOTEL_ORDERS = ["recommended", "price", "distance"] as const
export type HotelOrder = (typeof HOTEL_ORDERS)[number]

// Mean Earth radius (IUGG), enough for "which hotel is nearer" at city scale.
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number): number => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in kilometres. */
export const distanceKm = (from: Coordinates, to: Coordinates): number => {
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * The hotels in the chosen order; ties keep the server's order (the sort is stable). Distance is
 * measured from the searched place; without one, the server's order stands.
 */
export const orderHotels = (
  hotels: ReadonlyArray<Hotel>,
  order: HotelOrder,
  origin: Coordinates | null,
): ReadonlyArray<Hotel> => {
  switch (order) {
    case "recommended":
      return hotels
    case "price":
      return [...hotels].sort((a, b) => a.lowestRate - b.lowestRate)
    case "distance":
      return origin === null ? hotels : [...hotels].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b))
  }
}
