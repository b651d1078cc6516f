import { Outlet } from "react-router-dom"

/** The site's other pages' loaders, each page a chunk of its own (ui/app/router.tsx). */
export const PAGES = import.meta.glob<Readonly<Record<string, unknown>>>([
  "./composed/*-page.tsx",
  "../hotels/*-page.tsx",
  "../offers/*-page.tsx",
  "../meetings/*-page.tsx",
  // the company's pages (issue 26)
  "../investors/*-page.tsx",
  "../loyalty/*-page.tsx",
  "../about/*-page.tsx",
  "../food/*-page.tsx",
  "../legal/*-page.tsx",
  "../help/*-page.tsx",
  "../careers/*-page.tsx",
  "../media/*-page.tsx",
  "../shell/not-found-page.tsx",
])

/** The pages of no area of their own (the 404 page): lazy, as most visits never need them. */
export const SiteArea = () => <Outlet />
