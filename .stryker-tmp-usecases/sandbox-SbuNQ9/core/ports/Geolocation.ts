// @ts-nocheck
import { Context, type Effect, Schema } from "effect"
import type { Coordinates } from "../search/coordinates.ts"
import { LOCATION_UNKNOWN_ERROR, LOCATION_UNSUPPORTED } from "../search/messages.ts"

/**
 * The device could not tell where it is: the message is the browser's own, or the spec's "An
 * unknown error occurred" when it gave none (spec B §8, A §8).
 */
export class GeolocationError extends Schema.TaggedError<GeolocationError>()("GeolocationError", {
  message: Schema.String,
}) {}

/** The browser has no location service (spec B §8, A §8: "Browser does not support location tracking"). */
export class GeolocationUnsupportedError extends Schema.TaggedError<GeolocationUnsupportedError>()(
  "GeolocationUnsupportedError",
  { message: Schema.String },
) {}

export interface GeolocationShape {
  /** The visitor's position, for the nearby-hotel search (spec B §2, A §7). */
  readonly currentPosition: Effect.Effect<Coordinates, GeolocationError | GeolocationUnsupportedError>
}

export class Geolocation extends Context.Service<Geolocation, GeolocationShape>()("hotel/ports/Geolocation") {}

/** The adapter's one way to build the failure from whatever the browser reported. */
export const geolocationFailed = (browserMessage: string | undefined): GeolocationError =>
  new GeolocationError({ message: browserMessage === undefined || browserMessage === "" ? LOCATION_UNKNOWN_ERROR : browserMessage })

export const geolocationUnsupported = (): GeolocationUnsupportedError =>
  new GeolocationUnsupportedError({ message: LOCATION_UNSUPPORTED })
