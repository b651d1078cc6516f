import { createContext, type ReactNode, useContext } from "react"
import { matchPath } from "react-router-dom"

/**
 * The route patterns the site serves (react-router patterns: "/booking/rooms", "/our-hotels/:brand/:id").
 * The list itself is the composition root's (ui/app/served-routes.ts); the kit only asks it.
 */
export type ServedRoutes = ReadonlyArray<string>

export const ServedRoutesContext = createContext<ServedRoutes>([])

export const ServedRoutesProvider = ({ routes, children }: { readonly routes: ServedRoutes; readonly children: ReactNode }) => (
  <ServedRoutesContext.Provider value={routes}>{children}</ServedRoutesContext.Provider>
)

/** The path of an internal href, without its query and fragment. */
const pathOf = (href: string): string => new URL(href, "http://site.invalid").pathname

/** True when one of `routes` matches the path of `href`. */
export const isServed = (routes: ServedRoutes, href: string): boolean => {
  const path = pathOf(href)
  return routes.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)
}

/** Whether the site serves `href`, by the routes the app provides. */
export const useIsServed = (href: string): boolean => isServed(useContext(ServedRoutesContext), href)
