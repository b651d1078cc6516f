import { useSyncExternalStore } from "react"

/** spec B §2: the desktop breakpoint (1120 px) decides two calendar months or one, and the top bar's layout. */
const WIDE_QUERY = "(min-width: 768px)"

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** True on screens wide enough for the two-month range picker (tablet and up). */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches, () => true)
