import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { LOCATION_UNKNOWN_ERROR, LOCATION_UNSUPPORTED } from "../../core/search/messages.ts"
import { CAPE_TOWN_FALLBACK, nearbyCoordinates } from "../../core/search/nearby-coordinates.ts"
import type { GeolocationLike } from "../platform.ts"
import { layerBrowser, makeGeolocationBrowser } from "./Geolocation.browser.ts"

const nearby = (geolocation: GeolocationLike | undefined) =>
  Effect.runPromise(Effect.provide(nearbyCoordinates, layerBrowser(geolocation)))

const at = (latitude: number, longitude: number): GeolocationLike => ({
  getCurrentPosition: (success) => success({ coords: { latitude, longitude } }),
})
const failing = (message?: string): GeolocationLike => ({
  getCurrentPosition: (_, error) => error?.(message === undefined ? {} : { message }),
})

describe("the browser's geolocation behind core's port", () => {
  it("answers the device's position", async () => {
    expect(await nearby(at(-26.2, 28.04))).toEqual({ source: "device", coordinates: { latitude: -26.2, longitude: 28.04 } })
  })

  it("falls back to Cape Town with the browser's own message when the lookup fails", async () => {
    expect(await nearby(failing("User denied Geolocation"))).toEqual({ source: "fallback", coordinates: CAPE_TOWN_FALLBACK, message: "User denied Geolocation" })
  })

  it("says An unknown error occurred when the browser gives no message", async () => {
    expect(await nearby(failing())).toMatchObject({ message: LOCATION_UNKNOWN_ERROR })
  })

  it("says the browser does not support location tracking when it has none", async () => {
    const error = await Effect.runPromise(Effect.flip(makeGeolocationBrowser(undefined).currentPosition))
    expect(error.message).toBe(LOCATION_UNSUPPORTED)
  })
})
