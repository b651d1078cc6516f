import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { type Charity, charityText, offeredCharities } from "./charity.ts"
import { loadCharities } from "./load-charities.ts"

const charity = (id: number, isActive: boolean): Charity => ({
  id,
  name: `Charity ${id}`,
  imageUrl: `/images/charities/${id}.jpg`,
  isActive,
  link: "https://example.org",
  htmlContent: "<p>Feeds <strong>children</strong></p>",
})

describe("charities on the payment details", () => {
  it("reads a charity's HTML as plain text", () => {
    expect(charityText("<p>Books &amp; meals for <em>1&nbsp;000</em> learners</p>\n<script>alert(1)</script>")).toBe(
      "Books & meals for 1 000 learners alert(1)",
    )
    expect(charityText("R&#50;0 &unknown; a day")).toBe("R20 &unknown; a day")
  })

  it("offers only active charities", () => {
    expect(offeredCharities([charity(1, true), charity(2, false)]).map((c) => c.id)).toEqual([1])
  })

  it("loads the active charities, and none when the call fails", async () => {
    const api = makeBookingApiMemory({ charities: [charity(1, true), charity(2, false), charity(3, true)] })
    expect((await Effect.runPromise(Effect.provide(loadCharities, api.layer))).map((c) => c.id)).toEqual([1, 3])
    api.failNext("listCharities", new HttpError({ status: 500, message: "down" }))
    expect(await Effect.runPromise(Effect.provide(loadCharities, api.layer))).toEqual([])
  })
})
