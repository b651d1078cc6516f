// @ts-nocheck
import { Effect, Layer } from "effect"
import type { Coordinates } from "../search/coordinates.ts"
import { Geolocation, type GeolocationError, type GeolocationUnsupportedError } from "./Geolocation.ts"

/** A device that is at `coordinates`. */
export const layerAt = (coordinates: Coordinates): Layer.Layer<Geolocation> =>
  Layer.succeed(Geolocation, { currentPosition: Effect.succeed(coordinates) })

/** A device whose location lookup fails with `error` (denied, timed out, unsupported...). */
export const layerFailing = (error: GeolocationError | GeolocationUnsupportedError): Layer.Layer<Geolocation> =>
  Layer.succeed(Geolocation, { currentPosition: Effect.fail(error) })
