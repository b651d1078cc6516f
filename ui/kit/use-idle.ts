import { useEffect, useState } from "react"
import { IDLE_WORK_MARK } from "./idle-work-mark.ts"

/** How long a busy browser may put the work off at most. */
const IDLE_TIMEOUT_MS = 2_000

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 0)
  return () => window.clearTimeout(handle)
}

/**
 * True once `wanted` holds and the browser has been idle since: for what a page shows but does not need for its
 * first paint (the hotel map's Leaflet), so it loads after the page's own work rather than beside it (issue 27 §2).
 */
export const useIdle = (wanted: boolean): boolean => {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!wanted || idle) return
    return whenIdle(() => {
      performance.mark(IDLE_WORK_MARK)
      setIdle(true)
    })
  }, [wanted, idle])
  return idle
}

/**
 * Resolves once the browser is idle (and marks it, as useIdle does): for code a page shows but does not need before
 * it is usable, loaded lazily after the page's own work. Outside a browser (the server's render) it resolves at once.
 */
export const afterIdle = (): Promise<void> =>
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) =>
        whenIdle(() => {
          performance.mark(IDLE_WORK_MARK)
          resolve()
        }),
      )
