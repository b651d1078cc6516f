import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import { fixedKey, makeResource, type Resource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { loadSiteConfig } from "./load-content.ts"
import type { MapTiles, SiteConfig } from "./site-config.ts"

const SITE_CONFIG = "site-config"

/** The deployment's settings (GET /api/web/site_config), read once per page life for every screen that asks. */
export const makeSiteConfigResource = (): Effect.Effect<Resource<SiteConfig>, never, ContentApi | ResourceCache | Scope.Scope> =>
  makeResource({ key: fixedKey(SITE_CONFIG), load: () => loadSiteConfig(), shared: { id: () => SITE_CONFIG } })

/** The map's tile server from the settings; null until read and where none is configured (pins on a plain ground). */
export const mapTilesOf = (config: Resource<SiteConfig>): ReadonlySignal<MapTiles | null> =>
  computed(() => (config.state.value.kind === "ready" ? config.state.value.value.mapTiles : null))

export interface MapTilesModel {
  readonly tiles: ReadonlySignal<MapTiles | null>
}

/** The model of a map (the thank-you card's): its tiles. */
export const makeMapTilesModel = (): Effect.Effect<MapTilesModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.map(makeSiteConfigResource(), (config) => ({ tiles: mapTilesOf(config) }))
