import { useContext } from "react"
import { isServed, ServedRoutesContext } from "../kit/served-routes-context.tsx"

/** The menu entries whose page the site serves, in their order. */
export const useServedEntries = <T extends { readonly to: string }>(entries: ReadonlyArray<T>): ReadonlyArray<T> => {
  const routes = useContext(ServedRoutesContext)
  return entries.filter((entry) => isServed(routes, entry.to))
}
