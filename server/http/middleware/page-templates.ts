import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../../../tools/route-preloads.ts"

/** The nonce placeholder of index.html: each answer of a page puts its response's CSP nonce there. */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__"

/**
 * A page path's index.html, twice: as the browser draws the page (its stylesheets linked or announced), and as the
 * server drew it (server/render/: its stylesheets carried inline).
 */
export interface PageTemplate {
  readonly browser: string
  readonly drawn: string
}

/** How a page's own stylesheet is announced in its template: fetched early, applied by its script when it loads. */
const STYLE_PRELOAD = '<link rel="preload" as="style" crossorigin href='

/** A stylesheet the template links (the entry's) or announces (a page's own). */
const STYLESHEET_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="([^"]+)">/g

/** CSS inside <style>: nothing in it can close the element (`\/` is `/` to CSS). */
const styleText = (css: string): string => css.replaceAll(/<\/style/gi, "<\\/style")

/**
 * A page the server drew is painted before its scripts run, so its stylesheets must be there at the first paint
 * (without them the page moved when they came: a layout shift of 0.25 on /booking/rooms at 412 px). Carrying them
 * in the HTML spares the phone a round trip that each stylesheet request cost before anything showed. Each is also
 * named by a disabled `<link rel="stylesheet">`, which the browser does not fetch: the scripts' loader finds it and
 * takes the stylesheet as present instead of fetching it again. A stylesheet the build does not hold stays linked.
 */
export const drawnTemplate = (template: string, readStyle: (href: string) => string | undefined): string =>
  scriptsAfterFirstPaint(
    template.replaceAll(STYLESHEET_LINK, (_link, href: string) => {
      const css = readStyle(href)
      return css === undefined
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `<style nonce="${CSP_NONCE_PLACEHOLDER}">${styleText(css)}</style><link rel="stylesheet" href="${href}" disabled>`
    }),
  )

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * A drawn page is whole without its scripts, so they are asked for once it has painted: on a phone's slow line the
 * HTML, the font and the first photo then have the bandwidth to themselves, and the page shows sooner; the scripts
 * (hydration) follow a frame later. The module scripts and preloads of the head become one small loader at the end
 * of the body, under the response's nonce; it adds the same elements after the first frame.
 */
const scriptsAfterFirstPaint = (template: string): string => {
  const scripts = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1])
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  if (scripts.length === 0) return template
  const loader = [
    `requestAnimationFrame(() => setTimeout(() => {`,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.crossOrigin = ""; link.href = href; document.head.append(link) }`,
    `for (const src of ${JSON.stringify(scripts)}) { const script = document.createElement("script"); script.type = "module"; script.crossOrigin = ""; script.async = false; script.src = src; document.head.append(script) }`,
    `}))`,
  ].join("\n")
  return template
    .replaceAll(MODULE_SCRIPT, "")
    .replaceAll(MODULE_PRELOAD, "")
    .replace("</body>", () => `  <script nonce="${CSP_NONCE_PLACEHOLDER}">${loader}</script>\n  </body>`)
}

/** Whether a path is one of a route pattern's: each `:name` segment stands for one non-empty segment, the rest as written. */
export const routeMatcher = (route: string): ((path: string) => boolean) => {
  const expected = route.split("/")
  return (path) => {
    const segments = path.split("/")
    return segments.length === expected.length && expected.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]))
  }
}

/** A built stylesheet's text by its address (`/assets/…css`), read once; undefined when the build has no such file. */
const styleReader = (distDir: string): ((href: string) => string | undefined) => {
  const read = new Map<string, string | undefined>()
  return (href) => {
    if (!read.has(href)) {
      const file = join(distDir, href)
      read.set(href, href.startsWith("/assets/") && href.endsWith(".css") && existsSync(file) ? readFileSync(file, "utf8") : undefined)
    }
    return read.get(href)
  }
}

/**
 * index.html per page path: with the `<link>`s announcing the chunks and stylesheets that page loads beside the entry
 * (the build's route-preloads.json, from ui/app/route-preloads.ts), so the browser fetches them at once instead of
 * discovering them one level after another. A page without any, or a build without the file, gets index.html as is.
 */
export const pageTemplates = (distDir: string, indexTemplate: string): ((path: string) => PageTemplate) => {
  const readStyle = styleReader(distDir)
  const both = (browser: string): PageTemplate => ({ browser, drawn: drawnTemplate(browser, readStyle) })
  const index = both(indexTemplate)
  const file = join(distDir, ROUTE_PRELOADS_FILE)
  if (!existsSync(file)) return () => index
  const preloads = JSON.parse(readFileSync(file, "utf8")) as Readonly<Record<string, RoutePreload>>
  const templates = new Map(
    Object.entries(preloads).map(([route, { scripts, styles }]) => {
      const links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // The entry's own stylesheet is linked by index.html already.
        ...styles.filter((href) => !indexTemplate.includes(`href="${href}"`)).map((href) => `${STYLE_PRELOAD}"${href}">`),
      ]
      return [route, both(indexTemplate.replace("</head>", `${links.join("\n    ")}\n  </head>`))] as const
    }),
  )
  // A route with a parameter (a booking's uuid: /my-account/manage-booking/booking-details/:uuid/...) is a pattern.
  const patterns = [...templates].filter(([route]) => route.includes("/:")).map(([route, template]) => [routeMatcher(route), template] as const)
  return (path) => {
    const page = path.replace(/\/+$/, "")
    return templates.get(page) ?? patterns.find(([matches]) => matches(page))?.[1] ?? index
  }
}
