import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { NO_HOTELS } from "../content/messages.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING } from "../screen/view-state.ts"
import { makeSpecialOfferPageModel } from "../offers/special-offer-page-model.ts"
import { MEETINGS_DESCRIPTION } from "./messages.ts"
import { makeMeetingsModel, meetingVenueOf, meetingsView } from "./meetings-model.ts"

const rosebank = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg", { halfDayRate: 250_000, fullDayRate: 400_000, boardRoomSeats: 12 })
const noRoom = hotelDetails(2, "Karoo Road Kimberley", 3, "Kimberley", { halfDayRate: null, fullDayRate: null, uShapedSeats: null, schoolRoomSeats: null, boardRoomSeats: null, cinemaSeats: null })

describe("the meetings and events page (spec A §2, §3; issue 25)", () => {
  it("lists the hotels that let a meeting room, waits for them, and says No hotels available for none or a failed read", () => {
    expect(meetingsView({ kind: "ready", value: [noRoom, rosebank] })).toStrictEqual({ kind: "ready", value: [meetingVenueOf(rosebank)] })
    expect(meetingVenueOf(noRoom)).toBeNull()
    expect(meetingsView({ kind: "ready", value: [noRoom] })).toStrictEqual({ kind: "empty", message: NO_HOTELS })
    expect(meetingsView({ kind: "failed" })).toStrictEqual({ kind: "empty", message: NO_HOTELS })
    expect(meetingsView({ kind: "loading" })).toStrictEqual(LOADING)
    expect(meetingsView({ kind: "idle" })).toStrictEqual(LOADING)
  })

  it("the model reads all hotels once per page life, and heads the page at its own path (the page's when none is given)", async () => {
    const api = makeContentApiMemory({ hotels: [rosebank, noRoom] })
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeMeetingsModel({ pathname: "/meetings-and-events/boardroom" })
          yield* Effect.yieldNow
          const again = yield* makeMeetingsModel({ pathname: "" })
          return { view: again.view.value, head: model.head, bare: again.head }
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, ResourceCache.layer))),
    )
    expect(seen.view).toStrictEqual({ kind: "ready", value: [meetingVenueOf(rosebank)] })
    expect(seen.head).toStrictEqual({ title: "Meetings and Events · Karoo Hotels", description: MEETINGS_DESCRIPTION, canonicalPath: "/meetings-and-events/boardroom" })
    expect(seen.bare.canonicalPath).toBe("/meetings-and-events")
    expect(api.calls.filter((call) => call.method === "hotels")).toHaveLength(1)
    const waiting = await Effect.runPromise(
      Effect.scoped(Effect.map(makeMeetingsModel({ pathname: "" }), (model) => model.view.value)).pipe(
        Effect.provide(Layer.mergeAll(Layer.succeed(ContentApi, { ...api.api, hotels: () => Effect.never }), ResourceCache.layer)),
      ),
    )
    expect(waiting).toStrictEqual(LOADING)
  })

  it("shares the hotels read with the other pages that list every hotel: one read for the meetings page and a special offer's", async () => {
    const api = makeContentApiMemory({ hotels: [rosebank, noRoom] })
    const view = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const meetings = yield* makeMeetingsModel({ pathname: "/meetings-and-events" })
          yield* Effect.yieldNow
          yield* makeSpecialOfferPageModel({ slug: "winter-warmer" })
          yield* Effect.yieldNow
          return meetings.view.value
        }),
      ).pipe(Effect.provide(Layer.mergeAll(api.layer, ResourceCache.layer))),
    )
    expect(view).toStrictEqual({ kind: "ready", value: [meetingVenueOf(rosebank)] })
    expect(api.calls.filter((call) => call.method === "hotels")).toHaveLength(1)
  })
})
