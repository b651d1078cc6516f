import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Layer, type ManagedRuntime } from "effect"
import type { RenderPage } from "../../core/screen/page-render.ts"
import { cspNonce, NO_STORE } from "../http/middleware/security-headers.ts"
import type { RenderPageFromTemplate } from "../http/middleware/static-site.ts"
import type { Logger } from "../log.ts"
import { type ContentServices, serverContentApiLayer } from "./ContentApi.server.ts"
import { pageHtml } from "./page-html.ts"
import { serverBookingApiLayer } from "./BookingApi.server.ts"
import type { BookingServices } from "./BookingApi.server.ts"

/**
 * Server rendering (docs/architecture.md "Server rendering"): the website's render entry, built by Vite beside the
 * site (`dist-ssr/render-page.mjs`, ui/app/render-page.tsx), loaded once and run for each page the route table marks
 * `serverRender`, over the server's own services as core's ports. The server never imports the website's code: it
 * loads the built entry by its path, and the two meet in core/screen/page-render.ts.
 */

export const SSR_ENTRY = "render-page.mjs"


export interface PageRenderingOptions {
  /** Where the render entry was built; `dist-ssr/` under the working directory by default. */
  readonly ssrDir?: string
  readonly runtime: ManagedRuntime.ManagedRuntime<ContentServices | BookingServices, unknown>
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs. */
  readonly origin: string
  readonly log: Logger
}

/** The built render entry, or undefined when the site was built without it (the browser then draws every page). */
const loadRenderPage = async (ssrDir: string): Promise<RenderPage | undefined> => {
  const file = join(ssrDir, SSR_ENTRY)
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { readonly renderPage?: RenderPage }
  return module.renderPage
}

/** Answers a page's HTML from the template, or undefined when the browser is to draw it (index.html as it is). */
export const makePageRendering = async (options: PageRenderingOptions): Promise<RenderPageFromTemplate | undefined> => {
  const renderPage = await loadRenderPage(resolve(options.ssrDir ?? "dist-ssr"))
  if (renderPage === undefined) return undefined
  const ports = Layer.merge(serverContentApiLayer(options.runtime), serverBookingApiLayer(options.runtime))
  return async (c, template) => {
    const url = new URL(c.req.url)
    try {
      const page = await renderPage({ url: `${url.pathname}${url.search}`, origin: options.origin}, ports)
      if (page === null) return undefined
      for (const failure of page.failures) options.log.warn("page part left to the browser", { path: url.pathname, error: failure })
      const html = pageHtml(template, page, { origin: options.origin, nonce: cspNonce(c) })
      const response = c.html(html, page.status as 200 | 404)
      response.headers.set("Cache-Control", NO_STORE)
      return response
    } catch (error) {
      // A page that fails to render on the server is still drawn by the browser: the visitor loses nothing.
      options.log.error("page render failed", { path: url.pathname, error: error instanceof Error ? error.message : String(error) })
      return undefined
    }
  }
}
