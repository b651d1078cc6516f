import { useSyncExternalStore } from "react"

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange)
  return () => window.removeEventListener("resize", onChange)
}

/** The viewport's width in CSS pixels, following resizes (spec B §2: breadcrumb labels depend on it). */
export const useViewportWidth = (): number => useSyncExternalStore(subscribe, () => window.innerWidth, () => 1440)
