import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { useMapTiles } from "./use-map-tiles.ts"

const Tiles = ({ name }: { readonly name: string }) => {
  const tiles = useMapTiles()
  return <p>{`${name}: ${tiles === null ? "no tiles" : `${tiles.url} ${tiles.attribution ?? ""}`}`}</p>
}

const mapTiles = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Example" }

describe("the map tiles from the site settings", () => {
  it("reads the settings once per page life, for every map", async () => {
    const { rerender, contentApi } = renderInApp(<Tiles name="first" />, { content: { siteConfig: { mapTiles } } })
    expect(await screen.findByText("first: https://tiles.example.org/{z}/{x}/{y}.png © Example")).toBeInTheDocument()
    rerender(<Tiles name="second" />)
    expect(screen.getByText("second: https://tiles.example.org/{z}/{x}/{y}.png © Example")).toBeInTheDocument()
    expect(contentApi.calls.filter((call) => call.method === "siteConfig")).toHaveLength(1)
  })
})
