/** The map's tile server (configuration, MAP_TILE_URL): a Leaflet-style URL template and the attribution it asks for. */
export interface MapTiles {
  readonly url: string
  readonly attribution: string | null
}

/** What the website reads of its deployment (GET /api/web/site_config). */
export interface SiteConfig {
  /** null: no tile server configured (machines without internet): the maps show their pins on a plain ground. */
  readonly mapTiles: MapTiles | null
  /** spec A §1: the older loyalty site for existing loyalty and corporate club members; null: the user menu has no link. */
  readonly legacyLoyaltyUrl: string | null
}

/** The settings when none could be read: no tiles, which every map handles. */
export const NO_SITE_CONFIG: SiteConfig = { mapTiles: null, legacyLoyaltyUrl: null }
