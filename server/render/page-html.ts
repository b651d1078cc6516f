import type { PageHead, RenderedPage } from "../../core/screen/page-render.ts"
import { PAGE_STATE_ID } from "../../core/screen/page-render.ts"
import { SITE_NAME } from "../../core/content/messages.ts"
import type { PageTemplate } from "../http/middleware/page-templates.ts"

/**
 * A rendered page in the site's index.html: its title and description in place of the template's, its canonical URL,
 * Open Graph tags and schema.org JSON-LD in the head, its markup in #root and the state it read beside it. A drawn page
 * takes the template that carries its stylesheets inline; a page left to the browser, the one that links them. Scripts
 * carry `nonce`, the response's CSP nonce.
 */

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;")

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029")

const ADDRESS_KEYS = new Set(["url", "image", "logo"])

/** schema.org data speaks in the site's paths (core/hotels/structured-data.ts): every url, image and logo made absolute. */
export const absoluteAddresses = (value: unknown, origin: string, key = ""): unknown => {
  if (typeof value === "string") return ADDRESS_KEYS.has(key) && value.startsWith("/") ? new URL(value, origin).href : value
  if (Array.isArray(value)) return value.map((item) => absoluteAddresses(item, origin, key))
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, absoluteAddresses(field, origin, name)]))
  return value
}

const headTags = (head: PageHead, origin: string, nonce: string): string => {
  const url = new URL(head.canonicalPath, origin).href
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta("og:type", "website"),
    meta("og:site_name", SITE_NAME),
    meta("og:title", head.title),
    meta("og:description", head.description),
    meta("og:url", url),
    ...(head.image === undefined ? [] : [meta("og:image", new URL(head.image, origin).href)]),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json" nonce="${nonce}">${scriptJson(absoluteAddresses(data, origin))}</script>`),
  ].join("\n    ")
}

export interface PageHtmlOptions {
  /** The site's public origin, for absolute URLs. */
  readonly origin: string
  /** What the scripts' nonce attribute says (the template's placeholder). */
  readonly nonce: string
}

/** The images the page asks for first (React writes their preloads where it renders, inside #root). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g

/**
 * A drawn page's image preloads, asked for again at the top of the head: in #root they come after every script and
 * stylesheet the head announces, and a phone's first photo (its largest paint) waited behind them.
 */
const imagesFirst = (template: string, html: string | null): string => {
  const preloads = [...new Set(html?.match(IMAGE_PRELOAD) ?? [])]
  return preloads.length === 0 ? template : template.replace(/<meta charset="utf-8" \/>/i, (charset) => [charset, ...preloads].join("\n    "))
}

export const pageHtml = (template: PageTemplate, page: RenderedPage, { origin, nonce }: PageHtmlOptions): string =>
  imagesFirst(page.html === null ? template.browser : template.drawn, page.html)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => `<meta name="description" content="${escapeHtml(page.head.description)}" />`)
    .replace("</head>", () => `  ${headTags(page.head, origin, nonce)}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      page.html === null ? '<div id="root"></div>' : `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ID}" nonce="${nonce}">${page.state}</script>`,
    )
