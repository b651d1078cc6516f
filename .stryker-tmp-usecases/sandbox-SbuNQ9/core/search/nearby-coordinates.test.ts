// @ts-nocheck
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Geolocation, geolocationFailed, geolocationUnsupported } from "../ports/Geolocation.ts"
import { layerAt, layerFailing } from "../ports/Geolocation.memory.ts"
import { CAPE_TOWN_FALLBACK, nearbyCoordinates } from "./nearby-coordinates.ts"

const umhlanga = { latitude: -29.7256, longitude: 31.0849 }
const run = <A>(layer: Layer.Layer<Geolocation>, program: Effect.Effect<A, never, Geolocation>) =>
  Effect.runPromise(program.pipe(Effect.provide(layer)))

describe("nearby coordinates", () => {
  it("uses the device's position when it is known", async () => {
    expect(await run(layerAt(umhlanga), nearbyCoordinates)).toEqual({ source: "device", coordinates: umhlanga })
  })

  it("falls back to central Cape Town with the browser's message for a toast", async () => {
    expect(CAPE_TOWN_FALLBACK).toEqual({ latitude: -33.9249, longitude: 18.4241 })
    expect(await run(layerFailing(geolocationFailed("User denied Geolocation")), nearbyCoordinates)).toEqual({
      source: "fallback",
      coordinates: { latitude: -33.9249, longitude: 18.4241 },
      message: "User denied Geolocation",
    })
  })

  it("falls back to Cape Town when the browser cannot track location", async () => {
    expect(await run(layerFailing(geolocationUnsupported()), nearbyCoordinates)).toEqual({
      source: "fallback",
      coordinates: CAPE_TOWN_FALLBACK,
      message: "Browser does not support location tracking",
    })
  })

  it("reads the position through the Geolocation port", async () => {
    let asked = 0
    const currentPosition = Effect.sync(() => {
      asked += 1
      return umhlanga
    })
    const counting = Layer.succeed(Geolocation, { currentPosition })
    await run(counting, nearbyCoordinates)
    expect(asked).toBe(1)
    expect(Geolocation.key).toBe("hotel/ports/Geolocation")
  })
})
