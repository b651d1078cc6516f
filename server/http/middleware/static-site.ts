import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { serveStatic } from "@hono/node-server/serve-static"
import type { Context, Hono, MiddlewareHandler } from "hono"
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../../../tools/route-preloads.ts"
import type { AppEnv } from "../runtime.ts"
import { cspNonce, NO_STORE } from "./security-headers.ts"

/**
 * Serves the built single-page app from `dist/` (QUALITY.md: hashed names, immutable caching, gzip and
 * brotli served). Vite puts content-hashed files under `/assets/`, so they can be cached for a year;
 * `index.html` must be revalidated so a new release is picked up. `.br` / `.gz` files beside a file
 * are served when the browser accepts them. Any other GET path that looks like a page gets
 * `index.html` (the router in the browser draws it).
 *
 * index.html carries CSP_NONCE_PLACEHOLDER; each answer of the page puts that response's nonce there (the
 * header's `'nonce-…'`, for libraries that must add a <style> at run time) and is never cached: a cached page
 * would reuse its nonce.
 */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__"
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable"
export const REVALIDATE_CACHE = "no-cache"
const SHORT_CACHE = "public, max-age=3600"

/** Paths the server answers itself: never the SPA, even for a browser asking for HTML. */
const serverPaths = /^\/(?:api|dev|paygate)(?:\/|$)|^\/(?:healthz|readyz)$/

/** A page path, not a missing file: its last segment has no extension. */
const looksLikePage = (path: string): boolean => !/\.[^/]*$/.test(path)

/** Runs a serveStatic handler and answers its Response, or undefined when there is no such file. */
const tryFile = async (handler: MiddlewareHandler<AppEnv>, c: Context<AppEnv>): Promise<Response | undefined> => {
  const answer = await handler(c, async () => undefined)
  return answer instanceof Response ? answer : undefined
}

const withCache = (response: Response, value: string): Response => {
  response.headers.set("Cache-Control", value)
  return response
}

/** How a page's own stylesheet is announced in its template: fetched early, applied by its script when it loads. */
const STYLE_PRELOAD = '<link rel="preload" as="style" crossorigin href='

/**
 * A page the server drew (server/render/) is painted before its scripts run: its own stylesheets are applied from the
 * start, or the first paint would lack them and the page would move when they came (a layout shift of 0.25 measured
 * on /booking/rooms at 412 px). Vite's loader finds them already linked and does not add them again.
 */
export const applyPageStyles = (html: string): string => html.replaceAll(STYLE_PRELOAD, '<link rel="stylesheet" crossorigin href=')

/**
 * index.html per page path: with the `<link>`s announcing the chunks and stylesheets that page loads beside the entry
 * (the build's route-preloads.json, from ui/app/route-preloads.ts), so the browser fetches them at once instead of
 * discovering them one level after another. A page without any, or a build without the file, gets index.html as is.
 */
const pageTemplates = (distDir: string, indexTemplate: string): ((path: string) => string) => {
  const file = join(distDir, ROUTE_PRELOADS_FILE)
  if (!existsSync(file)) return () => indexTemplate
  const preloads = JSON.parse(readFileSync(file, "utf8")) as Readonly<Record<string, RoutePreload>>
  const templates = new Map(
    Object.entries(preloads).map(([route, { scripts, styles }]) => {
      const links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // The entry's own stylesheet is linked by index.html already.
        ...styles.filter((href) => !indexTemplate.includes(`href="${href}"`)).map((href) => `${STYLE_PRELOAD}"${href}">`),
      ]
      return [route, indexTemplate.replace("</head>", `${links.join("\n    ")}\n  </head>`)] as const
    }),
  )
  // A route with a parameter (a booking's uuid: /my-account/manage-booking/booking-details/:uuid/...) is a pattern.
  const patterns = [...templates].filter(([route]) => route.includes("/:")).map(([route, template]) => [routeMatcher(route), template] as const)
  return (path) => {
    const page = path.replace(/\/+$/, "")
    return templates.get(page) ?? patterns.find(([matches]) => matches(page))?.[1] ?? indexTemplate
  }
}

/** Whether a path is one of a route pattern's: each `:name` segment stands for one non-empty segment, the rest as written. */
export const routeMatcher = (route: string): ((path: string) => boolean) => {
  const expected = route.split("/")
  return (path) => {
    const segments = path.split("/")
    return segments.length === expected.length && expected.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]))
  }
}

/** True when a built site is present. */
export const hasBuiltSite = (distDir: string): boolean => existsSync(join(distDir, "index.html"))

/**
 * A page rendered on the server (server/render/): its HTML from the page's template (the response's nonce in it), or
 * undefined when the browser draws the page.
 */
export type RenderPageFromTemplate = (c: Context<AppEnv>, template: string) => Promise<Response | undefined>

/**
 * Adds the static routes to `app` when `distDir` holds a build; call it after the API routes. Answers
 * whether it mounted anything. With `render`, a page the server renders is answered rendered.
 */
export const mountStaticSite = (app: Hono<AppEnv>, distDir: string, render?: RenderPageFromTemplate): boolean => {
  if (!hasBuiltSite(distDir)) return false
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true })
  const templateFor = pageTemplates(distDir, readFileSync(join(distDir, "index.html"), "utf8"))
  const indexPage = async (c: Context<AppEnv>): Promise<Response> => {
    const template = templateFor(c.req.path).replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(c))
    return (await render?.(c, template)) ?? withCache(c.html(template), NO_STORE)
  }
  app.use("*", async (c, next) => {
    const path = c.req.path
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || serverPaths.test(path)) return next()
    if (path === "/" || path === "/index.html") return indexPage(c)
    const isAsset = path.startsWith("/assets/")
    const file = await tryFile(files, c)
    if (file !== undefined) {
      return withCache(file, isAsset ? IMMUTABLE_CACHE : path.endsWith("/") || path.endsWith(".html") ? REVALIDATE_CACHE : SHORT_CACHE)
    }
    // A missing hashed asset or file is a 404, not the page: a stale chunk must fail loudly.
    if (isAsset || !looksLikePage(path)) return next()
    return indexPage(c)
  })
  return true
}
