import { Effect, Exit, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { REVIEW_ROUTE, ROOMS_ROUTE } from "../routes.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeBookingTemplateModel } from "./booking-template-model.ts"
import { type RoomsContent, type RoomsModel, makeRoomsModel } from "./rooms-model.ts"
import { fiveRoomTypes, twoRoomsSearch } from "./rooms.testing.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"

const twoRooms = twoRoomsSearch
const offers = fiveRoomTypes

/** The rooms page's model over the in-memory ports, for a session searching two rooms at hotel 12. */
const onRooms = async <A>(look: (model: RoomsModel) => Effect.Effect<A, never, BookingSession | Navigation>) => {
  const navigation = makeNavigationMemory()
  const booking = makeBookingApiMemory({ roomOffers: offers })
  const content = makeContentApiMemory({ hotels: [hotelDetails(12, "Karoo Town Lodge Umhlanga", 4, "Umhlanga", { physicalAddress: "1 Lagoon Drive, Umhlanga" })] })
  const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(twoRooms)]])
  const ports = Layer.mergeAll(booking.layer, content.layer, layerMemory(storage), navigation.layer, ResourceCache.layer)
  const result = await Effect.runPromise(
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const model = yield* makeRoomsModel().pipe(Scope.provide(scope))
      // The template beside the page reads the chosen hotel too: one read for both.
      yield* makeBookingTemplateModel().pipe(Scope.provide(scope))
      const answer = yield* look(model)
      yield* Scope.close(scope, Exit.void)
      return answer
    }).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
  )
  return { result, visits: navigation.visits, content }
}

/** Waits for the rooms to be read (the memory API answers on the next turn). */
const readyView = (model: RoomsModel): Effect.Effect<RoomsContent> =>
  Effect.gen(function* () {
    while (model.view.value.kind === "loading") yield* Effect.sleep(1)
    const view = model.view.value
    if (view.kind !== "ready") return yield* Effect.die(`expected rooms, got ${view.kind}`)
    return view.value
  })

describe("the rooms page's screen model", () => {
  it("shows 4 room-type cards a page, the cheapest rate picked, and the fifth on the next page", async () => {
    const { result } = await onRooms((model) =>
      Effect.gen(function* () {
        const first = yield* readyView(model)
        yield* model.goToPage(2)
        return { first, second: yield* readyView(model), step: model.step.value }
      }),
    )
    expect(result.first.cards.map(({ card }) => card.roomTypeCode)).toEqual(["T0", "T1", "T2", "T3"])
    expect(result.first.cards.every(({ ratePlanCode }) => ratePlanCode === "BAR")).toBe(true)
    expect(result.second.cards.map(({ card }) => card.roomTypeCode)).toEqual(["T4"])
    expect(result.step.label).toBe("Room 1 of 2")
  })

  it("stores the picked rate for room 1, goes on to room 2, and ends its loading state", async () => {
    const { result, visits } = await onRooms((model) =>
      Effect.gen(function* () {
        yield* readyView(model)
        yield* model.pickRate("T1", "BB")
        const card = (yield* readyView(model)).cards[1]!
        yield* model.select(card)
        return { session: (yield* BookingSession).state.value, view: yield* readyView(model) }
      }),
    )
    expect(visits).toEqual([{ to: `${ROOMS_ROUTE}?active-room-index=1`, replace: false }])
    expect(result.session.guestRooms[0]).toMatchObject({ roomTypeCode: "T1", ratePlanCode: "BB" })
    // spec B §4: the loading state ends after a room that is not the last one; the picks start afresh
    expect(result.view.cards.some(({ selecting }) => selecting)).toBe(false)
    expect(result.view.cards[1]!.ratePlanCode).toBe("BAR")
  })

  it("keeps Select loading and goes on to the review once the last requested room is chosen", async () => {
    const { result, visits } = await onRooms((model) =>
      Effect.gen(function* () {
        yield* model.select((yield* readyView(model)).cards[1]!)
        yield* model.showRoom("1")
        yield* model.select((yield* readyView(model)).cards[0]!)
        return yield* readyView(model)
      }),
    )
    expect(visits).toEqual([
      { to: `${ROOMS_ROUTE}?active-room-index=1`, replace: false },
      { to: REVIEW_ROUTE, replace: false },
    ])
    expect(result.cards[0]!.selecting).toBe(true)
  })

  it("opens a card's details with the chosen hotel's address, read once for the page and its template", async () => {
    const { result, content } = await onRooms((model) =>
      Effect.gen(function* () {
        const card = (yield* readyView(model)).cards[2]!
        yield* model.showDetails(card)
        while (model.hotelAddress.value === null) yield* Effect.sleep(1)
        const opened = { details: model.details.value?.card.name, address: model.hotelAddress.value }
        yield* model.closeDetails()
        return { ...opened, closed: model.details.value }
      }),
    )
    expect(result).toEqual({ details: "Family Suite", address: "1 Lagoon Drive, Umhlanga", closed: null })
    expect(content.calls).toEqual([{ method: "hotel", args: [12] }])
  })
})
