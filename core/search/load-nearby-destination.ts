import { Effect } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import type { Geolocation } from "../ports/Geolocation.ts"
import { Notifications } from "../ports/Notifications.ts"
import type { LocationDestination } from "./destination.ts"
import { NEAR_ME } from "./messages.ts"
import { nearbyCoordinates } from "./nearby-coordinates.ts"
import { POPULAR_CITY_DESTINATIONS } from "./destination-options.ts"

/** The Cape Town fallback is a place the visitor recognises, so it is searched under its own name. */
const CAPE_TOWN = POPULAR_CITY_DESTINATIONS.find((city) => city.name === "Cape Town")

/**
 * spec B §2, §8: hotels near the visitor. The device's position (kept in the session as the user's
 * coordinates) becomes the place "Hotels near me"; when the browser cannot tell, its message (or
 * "An unknown error occurred", or "Browser does not support location tracking") shows as a toast
 * and the search falls back to the fixed Cape Town point.
 */
export const loadNearbyDestination = Effect.fn("Search.loadNearbyDestination")(function* (): Effect.fn.Return<LocationDestination, never, Geolocation | Notifications | BookingSession> {
  const session = yield* BookingSession
  const nearby = yield* nearbyCoordinates
  yield* session.setUserCoordinates(nearby.coordinates)
  if (nearby.source === "device") return { category: "location", name: NEAR_ME, ...nearby.coordinates }
  const notifications = yield* Notifications
  yield* notifications.error(nearby.message)
  return { category: "location", name: CAPE_TOWN?.name ?? NEAR_ME, ...nearby.coordinates }
})
