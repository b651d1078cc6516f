import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { hotelPageView } from "./hotel-page-model.ts"

const sandton = hotelDetails(1, "Karoo City Sandton", 1, "Sandton")
const ready = <A>(value: A) => ({ kind: "ready" as const, value })

describe("a hotel's page: its attractions and dining from the content API (spec A §2, §3)", () => {
  it("shows the hotel's attractions and dining once read", () => {
    const view = hotelPageView({
      hotel: ready(sandton),
      roomTypes: ready([]),
      reviews: ready([]),
      attractions: ready([{ name: "Nelson Mandela Square", distance: "1.2 km" }]),
      dining: ready([{ heading: "The Kitchen", description: "All-day dining.", menu: "/files/content/dining/menu.pdf" }]),
      today: ready("2026-12-01"),
    })
    expect(view.kind === "ready" && [view.value.attractions, view.value.dining]).toEqual([
      { kind: "ready", items: [{ name: "Nelson Mandela Square", distance: "1.2 km" }] },
      { kind: "ready", items: [{ heading: "The Kitchen", description: "All-day dining.", menu: "/files/content/dining/menu.pdf" }] },
    ])
  })

  it("says the spec's words for a block with nothing in it or whose read failed, and waits while they are read", () => {
    const base = { hotel: ready(sandton), roomTypes: ready([]), reviews: ready([]), today: ready("2026-12-01") }
    const view = hotelPageView({ ...base, attractions: ready([]), dining: { kind: "failed" } })
    expect(view.kind === "ready" && [view.value.attractions, view.value.dining]).toEqual([
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No results" },
    ])
    expect(hotelPageView({ ...base, attractions: { kind: "loading" }, dining: ready([]) }).kind).toBe("loading")
  })
})
