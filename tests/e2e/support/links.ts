import { expect, type Page } from "@playwright/test"
import { matchPath } from "react-router-dom"
import { SERVED_ROUTES } from "../../../ui/app/route-table.ts"

/** The internal links rendered on the page: their paths, once each. */
const internalLinkPaths = async (page: Page): Promise<ReadonlyArray<string>> => {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
  const internal = hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin)
  return [...new Set(internal.map((url) => `${url.pathname}${url.search}`))]
}

const isServedPath = (path: string): boolean =>
  SERVED_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, new URL(path, "http://site.invalid").pathname) !== null)

/**
 * Fails on any rendered internal link that is not a served route (ui/app/route-table.ts) or whose page is
 * the 404 page. In-page anchors (the skip link) are checked by their page.
 */
export const expectNoDeadInternalLinks = async (page: Page): Promise<void> => {
  const paths = await internalLinkPaths(page)
  expect(paths.filter((path) => !isServedPath(path)), "links to routes the site does not serve").toEqual([])
  const probe = await page.context().newPage()
  try {
    for (const path of paths) {
      await probe.goto(path)
      // includeHidden: a page may open a dialog at once (/manage-bookings), which hides its heading from the
      // accessibility tree while it is open; the page is there all the same.
      await expect(probe.getByRole("heading", { level: 1, includeHidden: true })).toBeVisible()
      await expect(probe.getByRole("heading", { name: "Page not found" }), `${path} answers the 404 page`).toHaveCount(0)
    }
  } finally {
    await probe.close()
  }
}
