import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { CHOSEN_HOTEL_KEY, readChosenHotel, rememberChosenHotel } from "./chosen-hotel-store.ts"
import { sampleHotel } from "./hotel.testing.ts"

const run = <A>(program: Effect.Effect<A, never, never>) => Effect.runPromise(program)

describe("the chosen hotel", () => {
  it("remembers the hotel's name, address and first photo for the booking pages", async () => {
    const entries = new Map<string, string>()
    const hotel = sampleHotel({ id: 9 })
    const read = await run(
      Effect.gen(function* () {
        yield* rememberChosenHotel(hotel)
        return yield* readChosenHotel(9)
      }).pipe(Effect.provide(layerMemory(entries))),
    )
    expect(read).toEqual({ id: 9, name: hotel.name, physicalAddress: hotel.physicalAddress, imageUrl: "https://img.example/rosebank.jpg" })
  })

  it("answers nothing for another hotel, or for what cannot be read", async () => {
    const entries = new Map([[CHOSEN_HOTEL_KEY, "not json"]])
    expect(await run(readChosenHotel(9).pipe(Effect.provide(layerMemory(entries))))).toBeNull()
    const other = new Map<string, string>()
    await run(rememberChosenHotel(sampleHotel({ id: 1 })).pipe(Effect.provide(layerMemory(other))))
    expect(await run(readChosenHotel(9).pipe(Effect.provide(layerMemory(other))))).toBeNull()
  })
})
