import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { chosenHotelOf, makeChosenHotelResource } from "./chosen-hotel-model.ts"
import { DEFAULT_BOOKING_SESSION_STATE, type BookingSessionState } from "./session-state.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"

const rosebank = hotelDetails(9, "Karoo Courtyard Rosebank", 2, "Johannesburg")
const umhlanga = hotelDetails(10, "Karoo Town Lodge Umhlanga", 1, "Durban")

const searchFor = (hotel: { readonly id: number; readonly code: string; readonly name: string }): BookingSessionState => ({
  ...DEFAULT_BOOKING_SESSION_STATE,
  destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
})

/** One page life (one ResourceCache) on the in-memory content API, the session searching `first`. */
const setUp = (first: BookingSessionState) => {
  const content = makeContentApiMemory({ hotels: [rosebank, umhlanga] })
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(first)]])
  const layer = BookingSession.layer.pipe(Layer.provideMerge(Layer.mergeAll(layerMemory(entries), content.layer, ResourceCache.layer)))
  return { content, layer }
}

const settle = Effect.forEach([1, 2, 3, 4, 5], () => Effect.yieldNow, { discard: true })

describe("the chosen hotel's facts, shared by the page's screens", () => {
  it("gives each hotel's screen that hotel, not the one read before it in the page's life", async () => {
    const { layer } = setUp(searchFor(rosebank))
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const first = chosenHotelOf(yield* makeChosenHotelResource())
          yield* settle
          const firstName = first.value?.name
          yield* (yield* BookingSession).restore(searchFor(umhlanga))
          const other = chosenHotelOf(yield* makeChosenHotelResource())
          yield* settle
          return [firstName, other.value?.name]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual(["Karoo Courtyard Rosebank", "Karoo Town Lodge Umhlanga"])
  })

  it("reads a hotel that could not be read again for the next screen", async () => {
    const missing = { id: 99, code: "899", name: "Closed Hotel" }
    const { content, layer } = setUp(searchFor(missing))
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* makeChosenHotelResource()
          yield* settle
          yield* makeChosenHotelResource()
          yield* settle
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(content.calls.filter((call) => call.method === "hotel")).toHaveLength(2)
  })
})
