import { useEffect } from "react"
import { Outlet, useLocation, useMatches } from "react-router-dom"
import { readBookingSession } from "../../core/booking/booking-template-model.ts"
import { useScreenModel, useScreenRuntime } from "../kit/screen-model.tsx"
import { UserMenu } from "../account/user-menu.tsx"
import { ScrollToTop } from "../shell/scroll-to-top.tsx"
import { SiteLayout } from "../shell/site-layout.tsx"
import { documentTitle, type RouteEntry } from "./route-table.ts"
import { readStoredSessions } from "./runtime.ts"

/** The document's title, from the route table's entry of the page on show (the one place titles are set). */
const RouteTitle = () => {
  const booking = useScreenModel(readBookingSession, undefined).state.value
  const { pathname } = useLocation()
  const entry = useMatches()
    .map((match) => match.handle as RouteEntry | undefined)
    .findLast((handle) => handle !== undefined)
  // A page with a head of its own (PageMeta) sets its title from its model.
  const title = entry === undefined || entry.ownHead === true ? null : documentTitle(entry, { pathname, booking })
  useEffect(() => {
    if (title !== null) document.title = title
  }, [title])
  return null
}

/**
 * Once the page is interactive: the sessions read what storage holds (a page the server drew was hydrated from the
 * server's defaults: runtime.ts), then the document is marked (`<html data-interactive>`). A page the server rendered
 * is on screen before React has taken it over, and a field typed into before then is not heard; end-to-end tests
 * wait for the mark as a guest waits for a page to respond.
 */
const Interactive = () => {
  const runtime = useScreenRuntime()
  useEffect(() => {
    void runtime.runPromise(readStoredSessions).finally(() => {
      document.documentElement.dataset["interactive"] = ""
    })
  }, [runtime])
  return null
}

/** Every page's frame: the title, scrolling to the top on a new page, the header, the page, the footers. */
export const RootLayout = () => (
  <>
    <Interactive />
    <ScrollToTop />
    <RouteTitle />
    <SiteLayout userMenu={<UserMenu />}>
      <Outlet />
    </SiteLayout>
  </>
)
