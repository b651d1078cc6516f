import { loadSiteConfig } from "../../core/content/load-content.ts"
import type { MapTiles } from "../../core/content/site-config.ts"
import { usePageLifeRead } from "./page-life-read.ts"

const SITE_CONFIG_KEY = "site-config"

/**
 * The map's tile server from the site settings (GET /api/web/site_config), read once per page life; null until
 * read and where none is configured: the maps are usable without tiles (their pins on a plain ground).
 */
export const useMapTiles = (): MapTiles | null => {
  const { state } = usePageLifeRead(SITE_CONFIG_KEY, loadSiteConfig, { enabled: true })
  return state.kind === "ready" ? state.value.mapTiles : null
}
