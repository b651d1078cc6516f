import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { CHOSEN_HOTEL_KEY, rememberChosenHotel } from "./chosen-hotel-store.ts"
import { loadChosenHotel } from "./load-chosen-hotel.ts"

const rosebank = hotelDetails(9, "Karoo Courtyard Rosebank", 2, "Johannesburg")

const setUp = () => {
  const entries = new Map<string, string>()
  const content = makeContentApiMemory({ hotels: [rosebank] })
  const layer = Layer.merge(layerMemory(entries), content.layer)
  return { entries, content, run: <A>(program: Effect.Effect<A, never, never>) => Effect.runPromise(program), layer }
}

describe("loading the chosen hotel's facts", () => {
  it("answers from what the hotel list remembered, without asking the API", async () => {
    const { content, layer, run } = setUp()
    const remembered = hotelDetails(9, "Karoo Courtyard Rosebank", 2, "Johannesburg", { physicalAddress: "The Firs, Rosebank" })
    const hotel = await run(
      Effect.gen(function* () {
        yield* rememberChosenHotel(remembered)
        return yield* loadChosenHotel(9)
      }).pipe(Effect.provide(layer)),
    )
    expect(hotel?.physicalAddress).toBe(remembered.physicalAddress)
    expect(content.calls).toStrictEqual([])
  })

  it("reads a hotel searched by name through the API and remembers it for the next pages", async () => {
    const { content, entries, layer, run } = setUp()
    const expected = { id: 9, name: "Karoo Courtyard Rosebank", physicalAddress: "9 Main Road, Johannesburg", imageUrl: "/images/hotels/9.webp" }
    expect(await run(loadChosenHotel(9).pipe(Effect.provide(layer)))).toStrictEqual(expected)
    expect(entries.has(CHOSEN_HOTEL_KEY)).toBe(true)
    expect(await run(loadChosenHotel(9).pipe(Effect.provide(layer)))).toStrictEqual(expected)
    expect(content.calls).toStrictEqual([{ method: "hotel", args: [9] }])
  })

  it("answers nothing, and remembers nothing, when the hotel cannot be read", async () => {
    const { content, entries, layer, run } = setUp()
    content.failNext("hotel", new HttpError({ status: 503, message: "Request failed with status code 503" }))
    expect(await run(loadChosenHotel(9).pipe(Effect.provide(layer)))).toBeNull()
    expect(entries.has(CHOSEN_HOTEL_KEY)).toBe(false)
  })
})
