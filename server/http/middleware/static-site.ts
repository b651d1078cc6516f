import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { serveStatic } from "@hono/node-server/serve-static"
import type { Context, Hono, MiddlewareHandler } from "hono"
import type { AppEnv } from "../runtime.ts"
import { CSP_NONCE_PLACEHOLDER, pageTemplates, type PageTemplate } from "./page-templates.ts"
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

/** True when a built site is present. */
export const hasBuiltSite = (distDir: string): boolean => existsSync(join(distDir, "index.html"))

/**
 * A page rendered on the server (server/render/): its HTML from the page's templates (the response's nonce in them), or
 * undefined when the browser draws the page.
 */
export type RenderPageFromTemplate = (c: Context<AppEnv>, template: PageTemplate) => Promise<Response | undefined>

/**
 * Adds the static routes to `app` when `distDir` holds a build; call it after the API routes. Answers
 * whether it mounted anything. With `render`, a page the server renders is answered rendered.
 */
export const mountStaticSite = (app: Hono<AppEnv>, distDir: string, render?: RenderPageFromTemplate): boolean => {
  if (!hasBuiltSite(distDir)) return false
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true })
  const templateFor = pageTemplates(distDir, readFileSync(join(distDir, "index.html"), "utf8"))
  const indexPage = async (c: Context<AppEnv>): Promise<Response> => {
    const nonce = cspNonce(c)
    const { browser, drawn } = templateFor(c.req.path)
    const template = browser.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
    return (await render?.(c, { browser: template, drawn: drawn.replaceAll(CSP_NONCE_PLACEHOLDER, nonce) })) ?? withCache(c.html(template), NO_STORE)
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
