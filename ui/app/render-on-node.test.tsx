// @vitest-environment node
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { makeNavigationMemory } from "../../core/ports/Navigation.memory.ts"
import { SESSION_KEYS, serialiseBookingState } from "../../core/booking/session-store.ts"
import { ScreenRuntimeProvider } from "../kit/screen-model.tsx"
import { ServedRoutesProvider } from "../kit/served-routes-context.tsx"
import { checkoutState } from "../checkout/testing/checkout-state.testing.ts"
import { makeMemoryAppRuntime } from "../testing/app-runtime.testing.ts"
import { appRoutes } from "./router.tsx"
import { ROUTE_TABLE, SERVED_ROUTES } from "./route-table.ts"

/** A path that the entry's pattern matches: parameters filled in, splats given a segment. */
const pathOf = (pattern: string): string => (pattern === "*" ? "/no-such-page" : pattern.replace(":uuid", "b-1").replace("*", "nothing-here"))

/**
 * Server rendering comes without rewriting screens (issue 23 §7): every route of the table renders to HTML on Node,
 * where there is no window, document or storage, over core's in-memory ports. A component that touched the browser
 * while rendering would throw here.
 */
const renderOnNode = async (path: string): Promise<string> => {
  const { runtime } = makeMemoryAppRuntime(
    { storage: [[SESSION_KEYS.bookingState, serialiseBookingState(checkoutState({ held: true }))]] },
    { navigation: makeNavigationMemory().layer },
  )
  const handler = createStaticHandler([...appRoutes()])
  const context = await handler.query(new Request(`http://site.invalid${path}`))
  if (context instanceof Response) throw new Error(`${path} answered a redirect`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <ScreenRuntimeProvider runtime={runtime}>
      <ServedRoutesProvider routes={SERVED_ROUTES}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServedRoutesProvider>
    </ScreenRuntimeProvider>,
  )
}

describe("every route of the table renders to HTML on Node", () => {
  it("has no browser globals here to lean on", () => {
    expect(typeof window).toBe("undefined")
    expect(typeof document).toBe("undefined")
  })

  for (const entry of ROUTE_TABLE) {
    it(`renders ${entry.path}: the site's frame and the page's heading`, async () => {
      const html = await renderOnNode(pathOf(entry.path))
      expect(html).toContain('<main id="main-content"')
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    })
  }
})
