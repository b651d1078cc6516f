import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { makeResource, type Resource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import type { ChosenHotel } from "./chosen-hotel-store.ts"
import { loadChosenHotel } from "./load-chosen-hotel.ts"
import type { BookingSessionState } from "./session-state.ts"
import { BookingSession } from "./session-store.ts"

/** The hotel the session's search is for; null for a search of a place (the hotel list comes first). */
export const chosenHotelIdOf = (state: BookingSessionState): number | null =>
  state.destination?.category === "hotel" ? state.destination.hotelId : null

/**
 * The chosen hotel's facts beyond its name (its photo, its address), keyed by the session's hotel and shared by every
 * screen of the page life that shows them (the booking template's summary, the room modal): read once per hotel. A
 * hotel that cannot be read (null) is not kept, so the next screen tries again.
 */
export const makeChosenHotelResource = (): Effect.Effect<
  Resource<ChosenHotel | null>,
  never,
  BookingSession | ContentApi | SessionStore | ResourceCache | Scope.Scope
> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    return yield* makeResource({
      key: computed(() => chosenHotelIdOf(session.state.value)),
      load: (hotelId: number) => loadChosenHotel(hotelId),
      shared: { id: (hotelId) => `chosen-hotel ${hotelId}`, keep: (hotel) => hotel !== null },
    })
  })

/** The chosen hotel once read, else null (the pages show the hotel's name alone meanwhile). */
export const chosenHotelOf = (resource: Resource<ChosenHotel | null>): ReadonlySignal<ChosenHotel | null> =>
  computed(() => {
    const read = resource.state.value
    return read.kind === "ready" ? read.value : null
  })
