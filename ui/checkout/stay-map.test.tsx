import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { MapView } from "../../core/checkout/thank-you-card.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import StayMap from "./stay-map.tsx"

const view: MapView = { latitude: -33.9066, longitude: 18.4179, zoom: 15, scrollWheelZoom: false, label: "Karoo City Hotel V&A Waterfront" }
const mapTiles = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Example tiles" }

describe("the thank-you card's map", () => {
  it("shows the configured tile server's tiles, with its credit, around the hotel's pin", async () => {
    const { container } = renderInApp(<StayMap view={view} />, { content: { siteConfig: { mapTiles, legacyLoyaltyUrl: null } } })
    expect(await screen.findByText("© Example tiles")).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector("img.leaflet-tile")?.getAttribute("src")).toMatch(/^https:\/\/tiles\.example\.org\/15\//))
    expect(screen.getByTitle(view.label)).toBeInTheDocument()
  })

  it("shows the hotel's pin on a plain ground when no tile server is configured", async () => {
    const { container, contentApi } = renderInApp(<StayMap view={view} />)
    await waitFor(() => expect(contentApi.calls.map((call) => call.method)).toEqual(["siteConfig"]))
    expect(screen.getByTitle(view.label)).toBeInTheDocument()
    expect(container.querySelector("img.leaflet-tile")).toBeNull()
  })
})
