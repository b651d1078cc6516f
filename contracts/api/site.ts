import { Schema } from "effect"
import { ALWAYS, API_PATH, type Endpoint } from "./endpoint.ts"

/**
 * What the website needs to know about this deployment (decision, contracts/README.md "Site settings"):
 * the map tile server, which is configuration (MAP_TILE_URL), so the site draws no tiles where none is
 * configured (machines without internet) and the Content Security Policy allows exactly the configured one; and the
 * older loyalty site's address (LEGACY_LOYALTY_URL), so the user menu links to it only where one is configured.
 */

export const SiteConfigResponse = Schema.Struct({
  /** A Leaflet-style tile URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`), or null: no tiles. */
  map_tile_url: Schema.NullOr(Schema.String),
  /** The attribution the tile server asks for (text), or null. */
  map_tile_attribution: Schema.NullOr(Schema.String),
  /** spec A §1: the older loyalty site for existing loyalty and corporate club members (an http(s) URL), or null: no link. */
  legacy_loyalty_url: Schema.NullOr(Schema.String),
}).annotate({ identifier: "SiteConfigResponse" })
export type SiteConfigResponse = typeof SiteConfigResponse.Type

export const siteEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "getSiteConfig",
    method: "GET",
    path: `${API_PATH}/site_config`,
    tag: "Site",
    summary: "The deployment's settings the website reads: the map tile server and the older loyalty site",
    success: { status: 200, description: "The settings.", body: SiteConfigResponse },
    errors: [...ALWAYS],
  },
]
