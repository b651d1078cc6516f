import { useSyncExternalStore } from "react"
import { WIDE_SCREEN_MIN_WIDTH_PX } from "../../core/screen/breakpoint.ts"

const WIDE_QUERY = `(min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/**
 * The one breakpoint (spec B §2: 1120 px), following resizes: true on wide screens. A render without a window (the
 * server's) draws the narrow layout, which the browser then widens.
 */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches, () => false)
