import { Effect } from "effect"
import { SiteConfigResponse } from "../../contracts/api/site.ts"
import { API_PATH } from "../../contracts/api/endpoint.ts"
import type { SiteConfig } from "../../core/content/site-config.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** contracts/api/site.ts: GET /api/web/site_config. */
export const SITE_CONFIG_PATH = `${API_PATH}/site_config`

const decodeAnswer = decodeWith(SiteConfigResponse)

/** The settings; a tile URL or a loyalty site that is blank counts as none (no tiles, no link). */
export const readSiteConfig =
  (http: HttpClient) =>
  (): Effect.Effect<SiteConfig, HttpError> =>
    Effect.map(exchange(http, { method: "GET", path: SITE_CONFIG_PATH }, decodeAnswer), (answer) => ({
      mapTiles:
        answer.map_tile_url === null || answer.map_tile_url.trim() === ""
          ? null
          : { url: answer.map_tile_url, attribution: answer.map_tile_attribution },
      legacyLoyaltyUrl: answer.legacy_loyalty_url === null || answer.legacy_loyalty_url.trim() === "" ? null : answer.legacy_loyalty_url,
    }))
