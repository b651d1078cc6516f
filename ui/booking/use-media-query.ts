import { useSyncExternalStore } from "react"

/** Whether `query` matches now, following changes (the hotel list's address length and map depend on the width). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )

// DESIGN breakpoints: phones below 768 px; the spec's desktop from 1120 px.
export const MOBILE_QUERY = "(max-width: 767.98px)"
export const DESKTOP_QUERY = "(min-width: 1120px)"
