import { Layer } from "effect"
import { SessionStore } from "../../core/ports/SessionStore.ts"
import { type StorageLike, storageArea } from "../platform.ts"
import { makeFallbackStorage } from "./fallback-storage.ts"

/** spec B §9: the booking session in the browser's sessionStorage, in memory when that is unavailable. */
export const makeSessionStoreBrowser = (area: StorageLike | undefined = storageArea("sessionStorage")) =>
  makeFallbackStorage(area, "sessionStorage")

export const layerBrowser = (area?: StorageLike): Layer.Layer<SessionStore> =>
  Layer.sync(SessionStore, () => makeSessionStoreBrowser(area ?? storageArea("sessionStorage")))
