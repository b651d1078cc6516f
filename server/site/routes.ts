import { Effect } from "effect"
import { Hono } from "hono"
import { API_PATH } from "../../contracts/api/endpoint.ts"
import { SiteConfigResponse } from "../../contracts/api/site.ts"
import { ServerConfig } from "../config.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer } from "../http/runtime.ts"

/**
 * The deployment's settings the website reads (contracts/README.md "Site settings"), mounted at
 * /api/web/site_config: GET → 200 `{ map_tile_url, map_tile_attribution, legacy_loyalty_url }`, from MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION (null when unset: the map is drawn without tiles) and LEGACY_LOYALTY_URL (null when unset: the
 * user menu shows no link to the older loyalty site). The CSP's img-src allows the same
 * tile server (main.ts), so the page and the policy never disagree.
 */

export const SITE_ROUTES_PATH = `${API_PATH}/site_config`

const answerSiteConfig = jsonAnswer(SiteConfigResponse)

const siteConfig = Effect.fnUntraced(function* (c: AppContext) {
  const { mapTiles, legacyLoyaltyUrl } = yield* ServerConfig
  return yield* answerSiteConfig(c, {
    map_tile_url: mapTiles?.url ?? null,
    map_tile_attribution: mapTiles?.attribution ?? null,
    legacy_loyalty_url: legacyLoyaltyUrl ?? null,
  })
})

export const makeSiteRoutes = (http: HttpRuntime<ServerConfig>): Hono<AppEnv> => new Hono<AppEnv>().get("/", (c) => http.respond(c, siteConfig(c)))
