import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { loadSiteConfig } from "./load-content.ts"
import { NO_SITE_CONFIG } from "./site-config.ts"

describe("the site settings (GET /api/web/site_config)", () => {
  it("gives the configured map tiles", async () => {
    const mapTiles = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© Example" }
    const fake = makeContentApiMemory({ siteConfig: { mapTiles, legacyLoyaltyUrl: null } })
    expect(await Effect.runPromise(loadSiteConfig().pipe(Effect.provide(fake.layer)))).toStrictEqual({ mapTiles, legacyLoyaltyUrl: null })
  })

  it("falls back to no tiles when the settings cannot be read, so the map still shows its pins", async () => {
    const fake = makeContentApiMemory()
    fake.failNext("siteConfig", new HttpError({ status: 0, message: "No response" }))
    expect(await Effect.runPromise(loadSiteConfig().pipe(Effect.provide(fake.layer)))).toStrictEqual(NO_SITE_CONFIG)
  })
})
