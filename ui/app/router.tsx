import type { ComponentType } from "react"
import type { RouteObject } from "react-router-dom"
import { HomeArea } from "./home-area.tsx"
import { RootLayout } from "./root-layout.tsx"
import { AREAS, type AreaName, ROUTE_TABLE, type RouteEntry } from "./route-table.ts"

type Module = Readonly<Record<string, unknown>>

// Each page and each area is a chunk of its own (QUALITY.md: the rooms page does not pay for the hotels page's code).
// The route table names them by path; these are Vite's loaders for exactly those files.
const PAGE_MODULES = import.meta.glob<Module>([
  "./composed/*-page.tsx",
  "../booking/*-page.tsx",
  "../checkout/*-page.tsx",
  "../manage-booking/*-page.tsx",
  "../account/*-page.tsx",
  "../content/*-page.tsx",
  "../hotels/*-page.tsx",
  // issue 26: the company's pages
  "../investors/*-page.tsx",
  "../loyalty/*-page.tsx",
  "../about/*-page.tsx",
  "../food/*-page.tsx",
  "../offers/*-page.tsx",
  "../meetings/*-page.tsx",
  "../search/today-page.tsx",
  "../shell/not-found-page.tsx",
  // the company's pages (issue 26)
  "../legal/*-page.tsx",
  "../help/*-page.tsx",
  "../careers/*-page.tsx",
  "../media/*-page.tsx",
])

const AREA_MODULES: Readonly<Record<Exclude<AreaName, "home">, () => Promise<Module>>> = {
  booking: () => import("./booking-area.tsx"),
  checkout: () => import("./checkout-area.tsx"),
  manage: () => import("./manage-area.tsx"),
  site: () => import("./site-area.tsx"),
}

/** A module's component, named like its file: `ui/booking/hotels-page.tsx` exports `HotelsPage`. */
export const componentName = (module: string): string =>
  (module.split("/").pop() ?? "")
    .replace(/\.tsx$/, "")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")

const loaderOf = (module: string): (() => Promise<Module>) => {
  // Vite names a module by its path from here: "./composed/x-page.tsx" under ui/app, "../booking/x-page.tsx" elsewhere.
  const load = PAGE_MODULES[module.startsWith("ui/app/") ? `./${module.slice("ui/app/".length)}` : `../${module.replace(/^ui\//, "")}`]
  if (load === undefined) throw new Error(`route table: ${module} is not a page module the router can load (ui/app/router.tsx)`)
  return load
}

const componentOf = async (load: () => Promise<Module>, name: string): Promise<ComponentType> => {
  const component = (await load())[name]
  if (typeof component !== "function") throw new Error(`route table: no component ${name}`)
  return component as ComponentType
}

const pageRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  ...(entry.area === "home"
    ? { Component: HomeArea }
    : { lazy: async () => ({ Component: await componentOf(loaderOf(entry.page), componentName(entry.page)) }) }),
})

const areaRoute = (area: Exclude<AreaName, "home">): RouteObject => ({
  lazy: async () => ({ Component: await componentOf(AREA_MODULES[area], componentName(AREAS[area])) }),
  children: ROUTE_TABLE.filter((entry) => entry.area === area).map(pageRoute),
})

/** The data router's routes, from the route table: the site's frame, home in the first load, each area lazily. */
export const appRoutes = (): ReadonlyArray<RouteObject> => [
  {
    Component: RootLayout,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.area === "home").map(pageRoute),
      areaRoute("booking"),
      areaRoute("checkout"),
      areaRoute("manage"),
      areaRoute("site"),
    ],
  },
]
