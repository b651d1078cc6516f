import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { EXPLORE_BY_CITY } from "./messages.ts"
import { loadMegaMenuHotels, megaMenuTabView } from "./load-mega-menu-hotels.ts"
import { NO_HOTELS } from "./messages.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

const rosebank = hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg")
const waterfront = hotelDetails(2, "Karoo City Waterfront", 1, "Cape Town")

describe("the mega-menu's hotels (spec B §2, §7)", () => {
  it("asks for all hotels, page 1 of 100, once", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank, waterfront] })
    const hotels = await Effect.runPromise(loadMegaMenuHotels().pipe(Effect.provide(fake.layer)))
    expect(hotels).toStrictEqual({ kind: "ready", hotels: [rosebank, waterfront] })
    expect(fake.calls).toStrictEqual([{ method: "hotels", args: [{ page: 1, per: 100 }] }])
  })

  it("keeps a failed fetch apart from an empty list, so the menu can try again", async () => {
    const fake = makeContentApiMemory({ hotels: [rosebank] })
    fake.failNext("hotels", new HttpError({ status: 503, message: "Request failed with status code 503" }))
    expect(await Effect.runPromise(loadMegaMenuHotels().pipe(Effect.provide(fake.layer)))).toStrictEqual({ kind: "failed" })
  })

  it("shows a brand's hotels in its tab and the cities under Explore by City", () => {
    const ready = { kind: "ready", hotels: [rosebank, waterfront] } as const
    expect(megaMenuTabView(ready, "courtyard")).toStrictEqual({ kind: "hotels", brand: "courtyard", hotels: [rosebank] })
    expect(megaMenuTabView(ready, EXPLORE_BY_CITY)).toStrictEqual({ kind: "cities", cities: ["Cape Town", "Johannesburg"] })
  })

  it("says No hotels available for a brand without hotels, an empty list and a failed fetch", () => {
    const empty = { kind: "empty", message: NO_HOTELS }
    expect(megaMenuTabView({ kind: "ready", hotels: [rosebank] }, "road")).toStrictEqual(empty)
    expect(megaMenuTabView({ kind: "ready", hotels: [] }, EXPLORE_BY_CITY)).toStrictEqual(empty)
    expect(megaMenuTabView({ kind: "failed" }, "courtyard")).toStrictEqual(empty)
  })
})
