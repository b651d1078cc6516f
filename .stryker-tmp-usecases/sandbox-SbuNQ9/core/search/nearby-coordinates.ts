// @ts-nocheck
import { Effect } from "effect"
import { Geolocation } from "../ports/Geolocation.ts"
import type { Coordinates } from "./coordinates.ts"

/** spec B §2, A §9: the fixed Cape Town point (city centre) used when the device's position is unknown. */
export const CAPE_TOWN_FALLBACK: Coordinates = { latitude: -33.9249, longitude: 18.4241 }

export type NearbyCoordinates =
  | { readonly source: "device"; readonly coordinates: Coordinates }
  /** The device's position is unknown; `message` is shown as a toast (spec B §8, A §8). */
  | { readonly source: "fallback"; readonly coordinates: Coordinates; readonly message: string }

/** Where to look for nearby hotels: the device's position, else Cape Town with the reason why. */
export const nearbyCoordinates: Effect.Effect<NearbyCoordinates, never, Geolocation> = Effect.gen(function* () {
  const geolocation = yield* Geolocation
  return yield* geolocation.currentPosition.pipe(
    Effect.map((coordinates): NearbyCoordinates => ({ source: "device", coordinates })),
    Effect.catch((error) => Effect.succeed<NearbyCoordinates>({ source: "fallback", coordinates: CAPE_TOWN_FALLBACK, message: error.message })),
  )
}).pipe(Effect.withSpan("Search.nearbyCoordinates"))
