import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { CHOSEN_HOTEL_KEY, chosenHotelOf, readChosenHotel, rememberChosenHotel } from "./chosen-hotel-store.ts"

const run = <A>(program: Effect.Effect<A, never, never>) => Effect.runPromise(program)

describe("the chosen hotel", () => {
  it("remembers the hotel's name, address and first photo for the booking pages", async () => {
    const entries = new Map<string, string>()
    const hotel = hotelDetails(9, "Karoo Courtyard Rosebank", 2, "Johannesburg")
    const read = await run(
      Effect.gen(function* () {
        yield* rememberChosenHotel(hotel)
        return yield* readChosenHotel(9)
      }).pipe(Effect.provide(layerMemory(entries))),
    )
    expect(read).toEqual({ id: 9, name: hotel.name, physicalAddress: hotel.physicalAddress, imageUrl: "/images/hotels/9.webp" })
  })

  it("answers nothing for another hotel, or for what cannot be read", async () => {
    const entries = new Map([[CHOSEN_HOTEL_KEY, "not json"]])
    expect(await run(readChosenHotel(9).pipe(Effect.provide(layerMemory(entries))))).toBeNull()
    const other = new Map<string, string>()
    await run(rememberChosenHotel(hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg")).pipe(Effect.provide(layerMemory(other))))
    expect(await run(readChosenHotel(9).pipe(Effect.provide(layerMemory(other))))).toBeNull()
  })

  it("remembers no photo for a hotel without one", () => {
    expect(chosenHotelOf({ ...hotelDetails(9, "Karoo Courtyard Rosebank", 2, "Johannesburg"), images: [] }).imageUrl).toBeNull()
  })
})
