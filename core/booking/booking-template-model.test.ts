import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { heldState } from "../checkout/checkout-model.testing.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeBookingTemplateModel, readBookingSession } from "./booking-template-model.ts"
import { SESSION_KEYS, serialiseBookingState } from "./session-store.ts"
import { BookingSession } from "./session-store.ts"
import { summaryPanel } from "./summary-panel.ts"

// heldState searched hotel 12, Karoo Town Lodge Umhlanga, one room held
const umhlanga = hotelDetails(12, "Karoo Town Lodge Umhlanga", 2, "Durban")

const open = (options: { readonly fail?: boolean } = {}) => {
  const content = makeContentApiMemory({ hotels: [umhlanga] })
  if (options.fail === true) content.failNext("hotel", new HttpError({ status: 503, message: "Down" }))
  const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(heldState)]])
  const layer = BookingSession.layer.pipe(Layer.provideMerge(Layer.mergeAll(layerMemory(entries), content.layer, ResourceCache.layer)))
  return Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const model = yield* makeBookingTemplateModel()
        const before = model.hotelImage.value
        yield* Effect.yieldNow
        const session = yield* readBookingSession()
        return { before, image: model.hotelImage.value, summary: model.summary.value, state: session.state.value }
      }),
    ).pipe(Effect.provide(layer)),
  )
}

describe("the booking template's model (spec B §2)", () => {
  it("shows the session's summary and the chosen hotel's photo once its facts are read", async () => {
    const seen = await open()
    expect(seen.image).toBe("/images/hotels/12.webp")
    expect(seen.summary).toEqual(summaryPanel(heldState))
    expect(seen.state.uuid).toBe(heldState.uuid)
  })

  it("shows no photo for a hotel whose facts could not be read", async () => {
    const seen = await open({ fail: true })
    expect(seen.before).toBeNull()
    expect(seen.image).toBeNull()
    expect(seen.summary).toEqual(summaryPanel(heldState))
  })
})
