import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { makeMapTilesModel } from "./site-config-model.ts"

const mapTiles = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Example" }

describe("the maps' tiles from the site settings", () => {
  it("reads the settings once per page life, for every map", async () => {
    const content = makeContentApiMemory({ siteConfig: { mapTiles, legacyLoyaltyUrl: null } })
    const tiles = await Effect.runPromise(
      Effect.scoped(Effect.all([makeMapTilesModel(), makeMapTilesModel()])).pipe(
        Effect.map((maps) => maps.map((map) => map.tiles.value)),
        Effect.provide(Layer.merge(content.layer, ResourceCache.layer)),
      ),
    )
    expect(tiles).toEqual([mapTiles, mapTiles])
    expect(content.calls.filter((call) => call.method === "siteConfig")).toHaveLength(1)
  })

  it("has no tiles where none is configured", async () => {
    const tiles = await Effect.runPromise(
      Effect.scoped(makeMapTilesModel()).pipe(
        Effect.map((map) => map.tiles.value),
        Effect.provide(Layer.merge(makeContentApiMemory().layer, ResourceCache.layer)),
      ),
    )
    expect(tiles).toBeNull()
  })

  it("has no tiles while the settings are on their way", async () => {
    const content = makeContentApiMemory({ siteConfig: { mapTiles, legacyLoyaltyUrl: null } })
    const tiles = await Effect.runPromise(
      Effect.scoped(makeMapTilesModel()).pipe(
        Effect.map((map) => map.tiles.value),
        Effect.provide(Layer.merge(Layer.succeed(ContentApi, { ...content.api, siteConfig: () => Effect.never }), ResourceCache.layer)),
      ),
    )
    expect(tiles).toBeNull()
  })
})
