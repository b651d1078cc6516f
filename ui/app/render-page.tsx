import { Effect, Fiber, Layer } from "effect"
import { prerender } from "react-dom/static"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"
import { DEFAULT_BOOKING_SESSION_STATE } from "../../core/booking/session-state.ts"
import { BookingSession, DRAWN_BOOKING_STATE, serialiseBookingState } from "../../core/booking/session-store.ts"
import { openSearchLinkToDraw } from "../../core/search/load-search-link.ts"
import { normaliseHttpError } from "../../core/http/http-error.ts"
import { CorporateApi } from "../../core/ports/CorporateApi.ts"
import { LoyaltyApi } from "../../core/ports/LoyaltyApi.ts"
import { AccountApi } from "../../core/ports/AccountApi.ts"
import { makeDownloadsMemory } from "../../core/ports/Downloads.memory.ts"
import { layerAt } from "../../core/ports/Geolocation.memory.ts"
import { makeNavigationMemory } from "../../core/ports/Navigation.memory.ts"
import { makePaymentRedirectMemory } from "../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../core/ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { CAPE_TOWN_FALLBACK } from "../../core/search/nearby-coordinates.ts"
import { type PageHead, type PageRequest, pageStateJson, type RenderedPage, type RenderPage, type RenderPorts } from "../../core/screen/page-render.ts"
import { ResourceCache } from "../../core/screen/ResourceCache.ts"
import { HeadCollectorProvider } from "../kit/page-head.tsx"
import { AppFrame } from "./app.tsx"
import { appRoutes } from "./router.tsx"
import { SITE_DESCRIPTION } from "../../core/content/messages.ts"
import { organizationData } from "../../core/hotels/structured-data.ts"
import { documentTitle, type RouteEntry } from "./route-table.ts"
import { makeAppRuntime } from "./runtime.ts"
import { makeAppToasts } from "./toasts.ts"

/**
 * The website's render entry for the server (built by Vite into dist-ssr/render-page.mjs; the server loads it,
 * server/render/). A page whose route entry says `serverRender` is rendered from the same route table, components and
 * screen models as in the browser, over the server's ports. Its models' shared reads are its loader: the first render
 * starts them, the render waits for them (and for any they lead to), and renders again with every answer in; the
 * answers go into the page so the browser's resources start from them (no flash, no second fetch).
 */

/** The schema.org data a route entry names, built here so the browser's bundle carries none of it. */
const STRUCTURED_DATA = { organization: organizationData } as const

/** Reads that lead to reads settle within a few renders; a page that keeps starting new ones is drawn as it stands. */
const MAX_RENDERS = 4

/** A port no server-rendered page reads yet: every call fails as a broken call would, which core's reads show as empty. */
const unanswered = <S extends object>(): S =>
  new Proxy({} as S, { get: () => () => Effect.fail(normaliseHttpError({ kind: "other" })) })

/** The browser's ports on the server: the server's own (RenderPorts: content, the booking searches), a fresh session per request, nothing stored. */
const serverAdapters = (ports: Layer.Layer<RenderPorts>) =>
  Layer.mergeAll(
    ports,
    Layer.succeed(AccountApi, unanswered()),
    Layer.succeed(CorporateApi, unanswered()),
    Layer.succeed(LoyaltyApi, unanswered()),
    layerMemory(),
    makeTokenStoreMemory().layer,
    layerAt(CAPE_TOWN_FALLBACK),
    makePaymentRedirectMemory().layer,
    makeDownloadsMemory().layer,
  )

const lastEntry = (matches: ReadonlyArray<{ readonly route: { readonly handle?: unknown } }>): RouteEntry | undefined =>
  matches.map((match) => match.route.handle as RouteEntry | undefined).findLast((handle) => handle !== undefined)

/** Waits for every shared read on its way; answers whether there was any. */
const settleReads = async (answers: ResourceCache["Service"]["answers"]): Promise<boolean> => {
  const pending = [...answers.values()].flatMap((answer) => (answer.kind === "pending" ? [answer.fiber] : []))
  await Promise.all(pending.map((fiber) => Effect.runPromise(Fiber.await(fiber))))
  return pending.length > 0
}

/**
 * A render that waited for a lazy component (a chunk loading the first time) wrote its boundary twice, the fallback
 * and the content with a script to swap them: the next render finds the chunk loaded and writes the content alone.
 */
const suspended = (html: string): boolean => html.includes('<template id="B:')

export const renderPage: RenderPage = async (request: PageRequest, ports): Promise<RenderedPage | null> => {
  const url = new URL(request.url, request.origin)
  const handler = createStaticHandler([...appRoutes()])
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return null
  const entry = lastEntry(context.matches)
  if (entry === undefined) return null
  const routeHead = (booking = DEFAULT_BOOKING_SESSION_STATE): PageHead => ({
    title: documentTitle(entry, { pathname: url.pathname, booking }),
    description: entry.description ?? SITE_DESCRIPTION,
    canonicalPath: url.pathname,
    ...(entry.structuredData === undefined ? {} : { structuredData: [STRUCTURED_DATA[entry.structuredData]()] }),
  })
  // A page the browser draws still gets its route's head when the route says more than its title (the home page's Organization).
  if (entry.serverRender !== true) return entry.structuredData === undefined ? null : { status: 200, html: null, head: routeHead(), state: "{}", failures: [] }

  const runtime = makeAppRuntime(serverAdapters(ports), makeAppToasts(), makeNavigationMemory().layer)
  try {
    const { answers } = await runtime.runPromise(Effect.service(ResourceCache))
    // issue 27: a booking page is drawn from the search its URL carries, opened as the browser opens it; a booking URL
    // without a usable one is left to the browser (its session decides, as before).
    const booking = entry.area === "booking"
    if (booking && !(await runtime.runPromise(openSearchLinkToDraw(url.pathname, Object.fromEntries(url.searchParams))))) return null
    const router = createStaticRouter(handler.dataRoutes, context)
    let head: PageHead | undefined
    // A part of the page that failed on the server is drawn by the browser; the server's log says why.
    const errors: Array<unknown> = []
    // prerender waits for every lazy component and Suspense boundary: the HTML is the whole page, never a fallback.
    const render = async () => {
      const { prelude } = await prerender(
        <HeadCollectorProvider collect={(collected) => void (head = collected)}>
          <AppFrame runtime={runtime} toasts={makeAppToasts()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </HeadCollectorProvider>,
        // A large boundary would be written outlined (its fallback, then its content with an inline script to swap
        // them, which the CSP's nonce-less script policy would refuse); one chunk keeps every boundary in place.
        { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
      )
      return new Response(prelude).text()
    }
    // A read may start and end within one render (the render waited meanwhile for a lazy chunk: a cold process), so
    // a render that started any read is followed by another, which finds every answer in.
    let known = new Set(answers.keys())
    let html = await render()
    for (let renders = 1; renders < MAX_RENDERS; renders++) {
      const readsStarted = [...answers.keys()].some((id) => !known.has(id))
      const readsAwaited = await settleReads(answers)
      if (!readsStarted && !readsAwaited && !suspended(html)) break
      known = new Set(answers.keys())
      html = await render()
    }
    const done = [...answers].flatMap(([id, answer]) => (answer.kind === "done" ? [[id, answer.value] as const] : []))
    // The session the booking page was drawn with (its title's place too): the browser's starts from it (ui/app/runtime.ts).
    const drawn = (await runtime.runPromise(Effect.service(BookingSession))).state.value
    if (booking) done.push([DRAWN_BOOKING_STATE, serialiseBookingState(drawn)])
    return {
      status: entry.fallback === true || head?.notFound === true ? 404 : 200,
      html,
      head: head ?? routeHead(drawn),
      state: pageStateJson(done),
      failures: errors.map((error) => (error instanceof Error ? error.message : String(error))),
    }
  } finally {
    await runtime.dispose()
  }
}
