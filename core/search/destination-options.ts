import type { LocationMatch } from "../content/hotel-listing.ts"
import type { Coordinates } from "./coordinates.ts"
import type { Destination, HotelDestination, LocationDestination } from "./destination.ts"
import { NO_DESTINATION_RESULTS } from "./messages.ts"
import { POPULAR_CITIES, type PopularCity } from "./popular-city-names.ts"

/**
 * Where each popular city is, for the hotel search by coordinates (the server lists the hotels
 * within its radius of the point). Decision: the city's centre, as a map gives it.
 */
export const POPULAR_CITY_CENTRES: Readonly<Record<PopularCity, Coordinates>> = {
  Johannesburg: { latitude: -26.2041, longitude: 28.0473 },
  "Cape Town": { latitude: -33.9249, longitude: 18.4241 },
  Waterfall: { latitude: -26.0167, longitude: 28.1075 },
  Umhlanga: { latitude: -29.7262, longitude: 31.0818 },
  Pretoria: { latitude: -25.7479, longitude: 28.2293 },
  Gqeberha: { latitude: -33.9608, longitude: 25.6022 },
}

/** spec B §2: the popular cities, offered before anything is typed, as places to search. */
export const POPULAR_CITY_DESTINATIONS: ReadonlyArray<LocationDestination> = POPULAR_CITIES.map((name) => ({
  category: "location",
  name,
  ...POPULAR_CITY_CENTRES[name],
}))

/** A hotel the search offers, with its address for the list (not part of the destination). */
export interface HotelOption {
  readonly destination: HotelDestination
  readonly address: string
}

export interface DestinationOptions {
  /** The cities of the matching hotels, each once, as places. */
  readonly places: ReadonlyArray<LocationDestination>
  readonly hotels: ReadonlyArray<HotelOption>
}

const mean = (values: ReadonlyArray<number>): number => values.reduce((sum, value) => sum + value, 0) / values.length

const isPopularCity = (city: string): city is PopularCity => (POPULAR_CITIES as ReadonlyArray<string>).includes(city)

/** A city as a place: a popular city at its centre, another at the middle of its matching hotels. */
const cityPlace = (city: string, hotels: ReadonlyArray<LocationMatch>): LocationDestination => ({
  category: "location",
  name: city,
  ...(isPopularCity(city)
    ? POPULAR_CITY_CENTRES[city]
    : { latitude: mean(hotels.map((hotel) => hotel.latitude)), longitude: mean(hotels.map((hotel) => hotel.longitude)) }),
})

/**
 * spec B §2, §7 "Location search by text": the matching hotels, best first as the server ranked
 * them, and their cities (in the order they first appear) so a visitor can search a whole city.
 */
export const destinationOptions = (matches: ReadonlyArray<LocationMatch>): DestinationOptions => {
  const byCity = new Map<string, Array<LocationMatch>>()
  for (const match of matches) byCity.set(match.city, [...(byCity.get(match.city) ?? []), match])
  return {
    places: [...byCity].map(([city, hotels]) => cityPlace(city, hotels)),
    hotels: matches.map((match) => ({
      destination: { category: "hotel", hotelId: match.id, hotelCode: match.code, name: match.name },
      address: match.physicalAddress,
    })),
  }
}

/** What the destination list shows for the text typed. */
export type DestinationListState =
  /** Nothing typed: the popular cities and the nearby search. */
  | { readonly kind: "popular"; readonly cities: ReadonlyArray<LocationDestination> }
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly options: DestinationOptions }
  /** spec B §8 "Empty lists": No results. */
  | { readonly kind: "empty"; readonly message: string }

export const destinationListState = (text: string, answer: ReadonlyArray<LocationMatch> | "loading"): DestinationListState => {
  if (text.trim() === "") return { kind: "popular", cities: POPULAR_CITY_DESTINATIONS }
  if (answer === "loading") return { kind: "loading" }
  return answer.length === 0 ? { kind: "empty", message: NO_DESTINATION_RESULTS } : { kind: "ready", options: destinationOptions(answer) }
}

/** The text the destination field shows for a chosen destination. */
export const destinationLabel = (destination: Destination | null): string => destination?.name ?? ""
