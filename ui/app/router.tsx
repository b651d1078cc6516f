import type { ComponentType } from "react"
import type { RouteObject } from "react-router-dom"
import { HomeArea } from "./home-area.tsx"
import { RootLayout } from "./root-layout.tsx"
import { AREAS, type AreaName, ROUTE_TABLE, type RouteEntry } from "./route-table.ts"

type Module = Readonly<Record<string, unknown>>

/** An area's module: its layout, named like its file, and the loaders of its pages (each page a chunk of its own). */
type AreaModule = Module & { readonly PAGES: Readonly<Record<string, () => Promise<Module>>> }

// Each area is a chunk of its own, and so is each page (QUALITY.md: the rooms page does not pay for the hotels page's
// code). An area's module holds its pages' loaders (Vite's import.meta.glob there), so the first load carries four
// loaders, not one for every page of the site with the list of files each one needs.
const AREA_MODULES: Readonly<Record<Exclude<AreaName, "home">, () => Promise<AreaModule>>> = {
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

const loaderOf = (area: AreaModule, module: string): (() => Promise<Module>) => {
  // Vite names a module by its path from ui/app: "./composed/x-page.tsx" there, "../booking/x-page.tsx" elsewhere.
  const load = area.PAGES[module.startsWith("ui/app/") ? `./${module.slice("ui/app/".length)}` : `../${module.replace(/^ui\//, "")}`]
  if (load === undefined) throw new Error(`route table: ${module} is not a page module its area can load (its PAGES in ui/app/*-area.tsx)`)
  return load
}

const componentOf = async (load: () => Promise<Module>, name: string): Promise<ComponentType> => {
  const component = (await load())[name]
  if (typeof component !== "function") throw new Error(`route table: no component ${name}`)
  return component as ComponentType
}

/** The home page, in the first load. */
const homeRoute = (entry: RouteEntry): RouteObject => ({ path: entry.path, handle: entry, Component: HomeArea })

/** An area's layout around its pages, each loaded through its area's module. */
const areaRoute = (area: Exclude<AreaName, "home">): RouteObject => ({
  lazy: async () => ({ Component: await componentOf(AREA_MODULES[area], componentName(AREAS[area])) }),
  children: ROUTE_TABLE.filter((entry) => entry.area === area).map(
    (entry): RouteObject => ({
      path: entry.path,
      handle: entry,
      lazy: async () => ({ Component: await componentOf(loaderOf(await AREA_MODULES[area](), entry.page), componentName(entry.page)) }),
    }),
  ),
})

/** The data router's routes, from the route table: the site's frame, home in the first load, each area lazily. */
export const appRoutes = (): ReadonlyArray<RouteObject> => [
  {
    Component: RootLayout,
    children: [
      ...ROUTE_TABLE.filter((entry) => entry.area === "home").map(homeRoute),
      areaRoute("booking"),
      areaRoute("checkout"),
      areaRoute("manage"),
      areaRoute("site"),
    ],
  },
]
