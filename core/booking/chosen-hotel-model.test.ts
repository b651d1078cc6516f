import { Deferred, Effect, Layer, type Scope } from "effect"
import { describe, expect, it } from "vitest"
import { heldState } from "../checkout/checkout-model.testing.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { type ContentApiMemory, makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { chosenHotelIdOf, chosenHotelOf, makeChosenHotelResource } from "./chosen-hotel-model.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"

// heldState searched hotel 12, Karoo Town Lodge Umhlanga
const umhlanga = hotelDetails(12, "Karoo Town Lodge Umhlanga", 2, "Durban")
const george = hotelDetails(13, "Karoo Town George", 4, "George")

const inSession = <A>(content: ContentApiMemory, body: Effect.Effect<A, never, BookingSession | ResourceCache | Scope.Scope | ContentApi | SessionStore>, api = content.layer) => {
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(heldState)]])
  return Effect.runPromise(Effect.scoped(body).pipe(Effect.provide(BookingSession.layer.pipe(Layer.provideMerge(Layer.mergeAll(layerMemory(entries), api, ResourceCache.layer))))))
}

describe("the chosen hotel's facts (spec B §2 booking template)", () => {
  it("are those of the searched hotel; a search of a place has none", () => {
    expect(chosenHotelIdOf(heldState)).toBe(12)
    expect(chosenHotelIdOf({ ...heldState, destination: { category: "location", name: "Durban", latitude: -29.85, longitude: 31.02 } })).toBeNull()
    expect(chosenHotelIdOf({ ...heldState, destination: null })).toBeNull()
  })

  it("are none while they are read", async () => {
    const content = makeContentApiMemory({ hotels: [umhlanga] })
    const slow = Layer.succeed(ContentApi, { ...content.api, hotel: () => Effect.never })
    const seen = await inSession(content, Effect.map(makeChosenHotelResource(), (resource) => chosenHotelOf(resource).value), slow)
    expect(seen).toBeNull()
  })

  it("are read once per page life for every screen that shows them", async () => {
    const content = makeContentApiMemory({ hotels: [umhlanga, george] })
    const seen = await inSession(
      content,
      Effect.gen(function* () {
        const first = yield* makeChosenHotelResource()
        const second = yield* makeChosenHotelResource()
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return { first: chosenHotelOf(first).value?.name, second: chosenHotelOf(second).value?.name }
      }),
    )
    expect(seen).toStrictEqual({ first: "Karoo Town Lodge Umhlanga", second: "Karoo Town Lodge Umhlanga" })
    expect(content.calls.filter((call) => call.method === "hotel")).toHaveLength(1)
  })

  it("follow the session's hotel: another hotel's are read on their own", async () => {
    const content = makeContentApiMemory({ hotels: [umhlanga, george] })
    const name = await inSession(
      content,
      Effect.gen(function* () {
        const session = yield* BookingSession
        const first = yield* makeChosenHotelResource()
        yield* Effect.yieldNow
        yield* session.restore({ ...heldState, destination: { category: "hotel", hotelId: 13, hotelCode: "113", name: "Karoo Town George" } })
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return chosenHotelOf(first).value?.name
      }),
    )
    expect(name).toBe("Karoo Town George")
  })

  it("a hotel that could not be read is not kept: the next screen reads it again", async () => {
    const content = makeContentApiMemory({ hotels: [umhlanga] })
    content.failNext("hotel", new HttpError({ status: 503, message: "Down" }))
    const seen = await inSession(
      content,
      Effect.gen(function* () {
        const first = yield* makeChosenHotelResource()
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        const failed = chosenHotelOf(first).value
        content.failNext("hotel", undefined)
        const second = yield* makeChosenHotelResource()
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return { failed, second: chosenHotelOf(second).value?.name }
      }),
    )
    expect(seen).toStrictEqual({ failed: null, second: "Karoo Town Lodge Umhlanga" })
  })

  it("two screens that ask while the facts are on their way share the one read", async () => {
    const content = makeContentApiMemory({ hotels: [umhlanga] })
    const gate = Effect.runSync(Deferred.make<void>())
    const slow = Layer.succeed(ContentApi, { ...content.api, hotel: (id) => Effect.andThen(Deferred.await(gate), content.api.hotel(id)) })
    const names = await inSession(
      content,
      Effect.gen(function* () {
        const first = yield* makeChosenHotelResource()
        const second = yield* makeChosenHotelResource()
        yield* Effect.yieldNow
        yield* Deferred.succeed(gate, undefined)
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        return [chosenHotelOf(first).value?.name, chosenHotelOf(second).value?.name]
      }),
      slow,
    )
    expect(names).toStrictEqual(["Karoo Town Lodge Umhlanga", "Karoo Town Lodge Umhlanga"])
    expect(content.calls.filter((call) => call.method === "hotel")).toHaveLength(1)
  })
})
