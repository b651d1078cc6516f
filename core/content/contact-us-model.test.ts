import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { type ContactUsModel, makeContactUsModel } from "./contact-us-model.ts"
import { NO_CONTACT_HOTEL } from "./messages.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

// 10 March 2031, 12:00 at the hotels (UTC+2)
const NOON_10_MARCH_2031 = Date.UTC(2031, 2, 10, 10)

const hotels = [hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg"), hotelDetails(2, "Karoo Town Umhlanga", 4, "Úmhlanga")]

/** Opens the page's model over the in-memory content API at noon on 10 March 2031, and runs `look` on it. */
const onPage = <A>(look: (model: ContactUsModel) => Effect.Effect<A>, content = makeContentApiMemory({ hotels })) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(NOON_10_MARCH_2031)
      const scope = yield* Scope.make()
      const model = yield* makeContactUsModel().pipe(Scope.provide(scope))
      const result = yield* look(model)
      yield* Scope.close(scope, Exit.void)
      return result
    }).pipe(Effect.provide(Layer.mergeAll(content.layer, ResourceCache.layer, TestClock.layer()))),
  )

describe("the contact-us screen model", () => {
  it("shows every hotel's card once read, each with Book Hotel opening its rate calendar from today", async () => {
    const view = await onPage((model) => Effect.succeed(model.view.value))
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.count).toBe("2 hotels")
    expect(view.value.cards.map((card) => card.name)).toEqual(["Karoo City Sandton", "Karoo Town Umhlanga"])
    expect(view.value.cards[0]).toMatchObject({ phone: "+27 11 000 0000", email: "hotel1@example.com", bookLabel: "Book Hotel: Karoo City Sandton" })
    expect(view.value.cards[0]).toMatchObject({ viewText: "View Hotel", bookText: "Book Hotel" })
    expect(view.value.cards[0]?.bookHref).toContain("/booking/calendar?hotel=1&code=801")
    expect(view.value.cards[0]?.bookHref).toContain("check_in=2031-03-10&check_out=2031-03-11")
  })

  it("finds hotels by what the guest types, accents and case ignored, and says how many", async () => {
    const found = await onPage((model) =>
      Effect.gen(function* () {
        yield* model.find("umhlanga")
        const one = model.view.value
        yield* model.find("nowhere")
        return [one, model.view.value, model.finderText.value]
      }),
    )
    expect(found[0]).toMatchObject({ kind: "ready", value: { count: "1 of 2 hotels", cards: [{ name: "Karoo Town Umhlanga" }] } })
    expect(found[1]).toMatchObject({ kind: "ready", value: { count: NO_CONTACT_HOTEL, cards: [] } })
    expect(found[2]).toBe("nowhere")
  })

  it("reads the contacts once, however often the guest types", async () => {
    const content = makeContentApiMemory({ hotels })
    await onPage((model) => Effect.all([model.find("a"), model.find("ab")]), content)
    expect(content.calls.filter((call) => call.method === "hotels")).toHaveLength(1)
  })

  it("says something went wrong when the read breaks", async () => {
    const broken = makeContentApiMemory({ hotels })
    const view = await onPage(
      (model) => Effect.succeed(model.view.value),
      { ...broken, layer: Layer.succeed((await import("../ports/ContentApi.ts")).ContentApi, { ...broken.api, hotels: () => Effect.die("no port") }) },
    )
    expect(view).toEqual({ kind: "failed", message: SOMETHING_TERRIBLE })
  })

  it("waits for the contacts before it shows anything", async () => {
    const slow = makeContentApiMemory({ hotels })
    const view = await onPage(
      (model) => Effect.succeed(model.view.value),
      { ...slow, layer: Layer.succeed((await import("../ports/ContentApi.ts")).ContentApi, { ...slow.api, hotels: () => Effect.never }) },
    )
    expect(view).toEqual({ kind: "loading" })
  })
})
