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
import { fiveRoomTypes, twoRoomsCriteria, twoRoomsSearch } from "./rooms.testing.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "./session-store.ts"
import { HttpError } from "../http/http-error.ts"
import { LOADING } from "../screen/view-state.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "./session-state.ts"
import { summaryPanel } from "./summary-panel.ts"

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

describe("the rooms page's screen model, what it reads (spec B §2, §4)", () => {
  type Options = { readonly state?: typeof twoRooms; readonly failRooms?: boolean; readonly failHotel?: boolean; readonly twice?: boolean }
  const open = async <A>(look: (model: RoomsModel) => Effect.Effect<A, never, BookingSession | Navigation>, options: Options = {}) => {
    const booking = makeBookingApiMemory({ roomOffers: offers })
    if (options.failRooms === true) booking.failNext("searchRooms", new HttpError({ status: 500, message: "Rooms are down" }))
    const content = makeContentApiMemory({ hotels: [hotelDetails(12, "Karoo Town Lodge Umhlanga", 4, "Umhlanga", { physicalAddress: "1 Lagoon Drive, Umhlanga" })] })
    if (options.failHotel === true) content.failNext("hotel", new HttpError({ status: 503, message: "Down" }))
    const storage = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(options.state ?? twoRooms)]])
    const ports = Layer.mergeAll(booking.layer, content.layer, layerMemory(storage), makeNavigationMemory().layer, ResourceCache.layer)
    const result = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          if (options.twice === true) {
            const first = yield* makeRoomsModel()
            yield* Effect.yieldNow
            yield* Effect.yieldNow
            void first.view.value
          }
          const model = yield* makeRoomsModel()
          return yield* look(model)
        }),
      ).pipe(Effect.provide(Layer.provideMerge(BookingSession.layer, ports))),
    )
    return { result, searches: booking.calls.filter((call) => call.method === "searchRooms") }
  }
  const settle = Effect.gen(function* () {
    for (let turn = 0; turn < 5; turn += 1) yield* Effect.yieldNow
  })

  it("reads no rooms without a search: the page waits", async () => {
    const { result, searches } = await open((model) => Effect.as(settle, model.view), { state: DEFAULT_BOOKING_SESSION_STATE })
    expect(result.value).toEqual(LOADING)
    expect(searches).toEqual([])
  })

  it("shows the search's failure in its words", async () => {
    const { result } = await open(
      (model) =>
        Effect.gen(function* () {
          yield* settle
          return model.view.value
        }),
      { failRooms: true },
    )
    expect(result).toEqual({ kind: "failed", message: "Rooms are down" })
  })

  it("a new search reads the rooms again; the same search, shown again, is read once", async () => {
    const { searches } = await open((model) =>
      Effect.gen(function* () {
        yield* readyView(model)
        const session = yield* BookingSession
        yield* session.setSearch({ ...twoRoomsCriteria, checkOutDate: "2030-03-13" })
        yield* settle
        yield* readyView(model)
      }),
    )
    expect(searches.map((call) => (call.args[0] as { checkOutDate: string }).checkOutDate)).toEqual(["2030-03-12", "2030-03-13"])
    const twice = await open((model) => readyView(model), { twice: true })
    expect(twice.searches).toHaveLength(1)
  })

  it("a failed search is not kept for the next screen: it is asked again", async () => {
    const { searches } = await open((model) => Effect.as(settle, model.view.value), { twice: true, failRooms: true })
    expect(searches).toHaveLength(2)
  })

  it("says the nights of the stay, and no address when the hotel's facts could not be read", async () => {
    const { result } = await open((model) => Effect.as(settle, [model.nightsLabel.value, model.hotelAddress.value]), { failHotel: true })
    expect(result).toEqual([summaryPanel(twoRooms).nightsLabel, null])
    expect(result[0]).toEqual(expect.stringContaining("2"))
  })

  it("More information shows nothing while the rooms are read, nor once closed", async () => {
    const { result } = await open((model) =>
      Effect.gen(function* () {
        const content = yield* readyView(model)
        const card = content.cards[0]!
        yield* model.showDetails(card)
        const open = model.details.value?.card.roomTypeCode
        yield* model.closeDetails()
        return [open, model.details.value]
      }),
    )
    expect(result).toEqual(["T0", null])
    const early = await open((model) =>
      Effect.gen(function* () {
        const content = yield* readyView(model)
        yield* model.showDetails(content.cards[0]!)
        const session = yield* BookingSession
        // the session loses its dates: no rooms to show, so no card's details
        yield* session.restore({ ...session.state.value, checkOutDate: null })
        return [model.view.value, model.details.value]
      }),
    )
    expect(early.result).toEqual([LOADING, null])
  })

  it("the active-room-index query chooses the requested room, and the cards start at page 1 again", async () => {
    const { result } = await open((model) =>
      Effect.gen(function* () {
        yield* readyView(model)
        yield* model.goToPage(2)
        yield* model.showRoom("1")
        const chosen = [model.step.value.label, (yield* readyView(model)).page]
        yield* model.goToPage(2)
        yield* model.showRoom(null)
        return [...chosen, model.step.value.label, (yield* readyView(model)).page]
      }),
    )
    expect(result).toEqual(["Room 2 of 2", 1, "Room 2 of 2", 1])
  })
})
