import { signal } from "@preact/signals-core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { searchPortsMemory } from "../search/testing/search-ports.testing.ts"
import type { Resource, ResourceState } from "../screen/resource.ts"
import { type ChosenHotel, chosenHotelOf as chosenHotelFacts } from "./chosen-hotel-store.ts"
import { chosenHotelOf, makeChosenHotelResource } from "./chosen-hotel-model.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "./session-state.ts"
import { BookingSession } from "./session-store.ts"

const rosebank = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg")
const umhlanga = hotelDetails(9, "Karoo Town Lodge Umhlanga", 4, "Umhlanga")

const searchFor = (hotel: typeof rosebank) =>
  withSearch(DEFAULT_BOOKING_SESSION_STATE, {
    destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
    checkInDate: "2031-03-20",
    checkOutDate: "2031-03-22",
    flexiDate: false,
    guestRooms: [{ adults: 2, kids: 0 }],
    promoCode: "",
    clubCard: "",
  })

describe("the chosen hotel's facts", () => {
  it("are the session's hotel's: another hotel searched is read as that hotel, not the one before", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank, umhlanga] } })
    const names = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const session = yield* BookingSession
          yield* session.restore(searchFor(rosebank))
          const first = chosenHotelOf(yield* makeChosenHotelResource())
          const before = first.value?.name
          yield* session.restore(searchFor(umhlanga))
          const second = chosenHotelOf(yield* makeChosenHotelResource())
          return [before, first.value?.name, second.value?.name]
        }),
      ).pipe(Effect.provide(ports.layer)),
    )
    expect(names).toEqual([rosebank.name, umhlanga.name, umhlanga.name])
  })

  it("are read again by the next screen when the hotel could not be read", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* (yield* BookingSession).restore(searchFor(rosebank))
          ports.contentApi.failNext("hotel", new HttpError({ status: 500, message: "Request failed with status code 500" }))
          const failed = chosenHotelOf(yield* makeChosenHotelResource()).value
          ports.contentApi.failNext("hotel", undefined)
          const next = chosenHotelOf(yield* makeChosenHotelResource()).value
          return [failed, next?.name]
        }),
      ).pipe(Effect.provide(ports.layer)),
    )
    expect(seen).toEqual([null, rosebank.name])
  })

  it("are none while the hotel is being read", () => {
    const reading: Resource<ChosenHotel | null> = {
      state: signal<ResourceState<ChosenHotel | null>>({ kind: "loading" }),
      refresh: Effect.void,
      invalidate: Effect.void,
    }
    expect(chosenHotelOf(reading).value).toBeNull()
  })

  it("have no image for a hotel without images", () => {
    expect(chosenHotelFacts({ ...rosebank, images: [] })).toEqual({ id: 7, name: rosebank.name, physicalAddress: rosebank.physicalAddress, imageUrl: null })
  })
})
