import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SiteConfigResponse } from "../../contracts/api/site.ts"
import { type ServerConfigShape, testConfig } from "../config.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger } from "../testing/logs.ts"
import { type RunningServer, startServer } from "../main.ts"
import { SITE_ROUTES_PATH } from "./routes.ts"

/**
 * The server as `npm start` builds it (main.ts), with and without a map tile server configured: the
 * website learns the tile server from GET /api/web/site_config, and the CSP allows its images, and only then.
 */

const OSM = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
const OSM_ATTRIBUTION = "© OpenStreetMap contributors"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: ["801"] } })
})
afterAll(async () => {
  await database?.close()
})

const serving = async <A>(overrides: Partial<ServerConfigShape>, use: (base: string) => Promise<A>): Promise<A> => {
  const server: RunningServer = await startServer(testConfig({ port: 0, host: "127.0.0.1", ...overrides }), {
    log: silentLogger,
    distDir: "/nonexistent",
    boot: async () => ({ ...database, seeded: null, close: async () => undefined }),
  })
  try {
    return await use(`http://127.0.0.1:${server.address.port}`)
  } finally {
    await server.stop()
  }
}

const imgSrcOf = (response: Response) => /img-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]

describe("GET /api/web/site_config and the map tiles in the CSP", () => {
  it("names no tile server by default, and the CSP allows only our own images", async () => {
    await serving({}, async (base) => {
      const response = await fetch(`${base}${SITE_ROUTES_PATH}`)
      expect(response.status).toBe(200)
      expect(Schema.decodeUnknownSync(SiteConfigResponse)(await response.json())).toEqual({ map_tile_url: null, map_tile_attribution: null, legacy_loyalty_url: null })
      expect(imgSrcOf(response)).toBe("'self' data:")
    })
  })

  it("names the configured tile server and its attribution, and the CSP allows that origin's images", async () => {
    await serving({ mapTiles: { url: OSM, attribution: OSM_ATTRIBUTION } }, async (base) => {
      const response = await fetch(`${base}${SITE_ROUTES_PATH}`)
      expect(await response.json()).toEqual({ map_tile_url: OSM, map_tile_attribution: OSM_ATTRIBUTION, legacy_loyalty_url: null })
      expect(imgSrcOf(response)).toBe("'self' data: https://tile.openstreetmap.org")
      expect(imgSrcOf(await fetch(`${base}/healthz`))).toBe("'self' data: https://tile.openstreetmap.org")
    })
  })

  it("names the older loyalty site when LEGACY_LOYALTY_URL is set (spec A §1)", async () => {
    await serving({ legacyLoyaltyUrl: "https://club.example.co.za" }, async (base) => {
      const response = await fetch(`${base}${SITE_ROUTES_PATH}`)
      expect(Schema.decodeUnknownSync(SiteConfigResponse)(await response.json()).legacy_loyalty_url).toBe("https://club.example.co.za")
    })
  })

  it("allows every subdomain of a template with {s}", async () => {
    await serving({ mapTiles: { url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png", attribution: undefined } }, async (base) => {
      expect(imgSrcOf(await fetch(`${base}${SITE_ROUTES_PATH}`))).toBe("'self' data: https://*.tiles.example.org")
    })
  })

  it("serves the charities and the price calendar too, as npm start mounts them", async () => {
    await serving({}, async (base) => {
      expect((await fetch(`${base}/api/web/charities`)).status).toBe(200)
      const calendar = await fetch(`${base}/api/web/bookings/calendar`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })
      expect(calendar.status).toBe(422)
    })
  })
})
