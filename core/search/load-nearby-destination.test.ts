import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { BookingSession } from "../booking/session-store.ts"
import { geolocationFailed, geolocationUnsupported, type Geolocation } from "../ports/Geolocation.ts"
import { layerAt, layerFailing } from "../ports/Geolocation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { loadNearbyDestination } from "./load-nearby-destination.ts"

const nearby = (geolocation: Layer.Layer<Geolocation>) => {
  const notifications = makeNotificationsMemory()
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* BookingSession
      const destination = yield* loadNearbyDestination()
      return { destination, coordinates: session.state.value.userCoordinates, toasts: notifications.toasts }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(), geolocation, notifications.layer))),
  )
}

describe("hotels near the visitor", () => {
  it("searches around the device's position, kept as the user's coordinates", async () => {
    const durban = { latitude: -29.8587, longitude: 31.0218 }
    expect(await nearby(layerAt(durban))).toEqual({
      destination: { category: "location", name: "Hotels near me", ...durban },
      coordinates: durban,
      toasts: [],
    })
  })

  it("falls back to Cape Town with the browser's message when the position is unknown", async () => {
    const { destination, toasts } = await nearby(layerFailing(geolocationFailed("User denied Geolocation")))
    expect(destination).toEqual({ category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 })
    expect(toasts).toEqual([{ kind: "error", message: "User denied Geolocation" }])
  })

  it("says An unknown error occurred, or that the browser cannot locate, in the spec's words", async () => {
    expect((await nearby(layerFailing(geolocationFailed(undefined)))).toasts).toEqual([{ kind: "error", message: "An unknown error occurred" }])
    expect((await nearby(layerFailing(geolocationUnsupported()))).toasts).toEqual([
      { kind: "error", message: "Browser does not support location tracking" },
    ])
  })
})
