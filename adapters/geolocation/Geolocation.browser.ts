import { Effect, Layer } from "effect"
import {
  Geolocation,
  type GeolocationError,
  geolocationFailed,
  type GeolocationShape,
  geolocationUnsupported,
  type GeolocationUnsupportedError,
} from "../../core/ports/Geolocation.ts"
import type { Coordinates } from "../../core/search/coordinates.ts"
import { browserGlobals, type GeolocationLike } from "../platform.ts"

/** How long the device may take to answer before the search falls back to Cape Town (core/search/nearby-coordinates.ts). */
export const POSITION_TIMEOUT_MS = 10_000
/** A position up to five minutes old is good enough for "hotels near me". */
export const POSITION_MAXIMUM_AGE_MS = 300_000

/**
 * The browser's navigator.geolocation behind core's port. Its failures carry the spec's messages
 * (spec B §8: the browser's own message, or "An unknown error occurred"; "Browser does not support
 * location tracking"), built by core's `geolocationFailed` and `geolocationUnsupported`; the Cape Town
 * fallback itself is core's (`nearbyCoordinates`).
 */
export const makeGeolocationBrowser = (geolocation: GeolocationLike | undefined): GeolocationShape => ({
  currentPosition:
    geolocation === undefined
      ? Effect.fail(geolocationUnsupported())
      : Effect.callback<Coordinates, GeolocationError | GeolocationUnsupportedError>((resume) => {
          try {
            geolocation.getCurrentPosition(
              (position) =>
                resume(Effect.succeed({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
              (error) => resume(Effect.fail(geolocationFailed(error.message))),
              { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAXIMUM_AGE_MS },
            )
          } catch (error) {
            // Some embedded browsers throw instead of calling back (e.g. a permissions policy).
            resume(Effect.fail(geolocationFailed(error instanceof Error ? error.message : undefined)))
          }
        }),
})

export const layerBrowser = (geolocation?: GeolocationLike): Layer.Layer<Geolocation> =>
  Layer.sync(Geolocation, () => makeGeolocationBrowser(geolocation ?? browserGlobals().navigator?.geolocation))
