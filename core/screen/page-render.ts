import type { Layer } from "effect"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"

/**
 * Server rendering's one seam (docs/architecture.md "Server rendering"): the server hands a request and its own
 * services as core's ports; the website's render entry (ui/app/render-page.tsx, built by Vite into dist-ssr/) renders
 * the page from the same components and screen models, and answers the HTML, the head and the state it read. Plain
 * types and pure functions: the server and the website meet here without importing each other.
 */

/**
 * The ports a page's screen models read on the server: the server's own services, not HTTP to itself. The public
 * pages read content; the booking pages (issue 27) read the searches of BookingApi too.
 */
export type RenderPorts = ContentApi | BookingApi

/**
 * Where the browser's sessions (booking, member) start: from storage, or from the defaults the server drew the page
 * with. Hydrating a server-drawn page must first draw what the server drew; the stored state follows once the page
 * is interactive (ui/app/root-layout.tsx).
 */
export type SessionStart = "stored" | "defaults"

export interface PageRequest {
  /** The page's address as the visitor asked for it (path and query). */
  readonly url: string
  /** The site's public origin, for canonical and Open Graph URLs ("https://www.example.co.za"). */
  readonly origin: string
}

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  readonly title: string
  readonly description: string
  /** The page's canonical path ("/our-hotels/city/12"); the origin is added by the render. */
  readonly canonicalPath: string
  /** An absolute or site-relative image for link previews. */
  readonly image?: string
  /** schema.org objects, each written as one JSON-LD script. */
  readonly structuredData?: ReadonlyArray<Readonly<Record<string, unknown>>>
  /** The page names something that does not exist (a missing hotel or offer): the server answers 404. */
  readonly notFound?: true
}

export interface RenderedPage {
  readonly status: number
  /** The markup inside #root; null for a page the browser draws, whose head alone the server writes (the route's). */
  readonly html: string | null
  readonly head: PageHead
  /** The shared reads the page's models made, serialised (pageStateJson): the client's keyed resources start from them. */
  readonly state: string
  /** What failed while rendering (a part of the page the browser then draws itself): for the server's log. */
  readonly failures: ReadonlyArray<string>
}

/** The render entry's one export: null when the server has nothing to say about the path (the browser draws it, index.html as it is). */
export type RenderPage = (request: PageRequest, ports: Layer.Layer<RenderPorts>) => Promise<RenderedPage | null>

/** Where the page's state is written in the HTML and read back by the browser. */
export const PAGE_STATE_ID = "page-state"

/** Only plain JSON data survives the trip into the page: anything else (a class, an Option) is read again by the browser. */
export const isPlainData = (value: unknown): boolean => {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true
  if (typeof value === "number") return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value !== "object") return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every((field) => field === undefined || isPlainData(field))
}

/**
 * The answers as JSON that is safe inside a <script> element: `<` is escaped (no `</script>` or `<!--` can close or
 * confuse it), and so are U+2028 and U+2029. Answers that are not plain data are left out.
 */
export const pageStateJson = (answers: Iterable<readonly [string, unknown]>): string =>
  JSON.stringify(Object.fromEntries([...answers].filter(([, value]) => isPlainData(value))))
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029")

/** The answers the page was rendered with; a missing or broken state is no answers (the browser reads them itself). */
export const answersFromPageState = (json: string | null | undefined): ReadonlyArray<readonly [string, unknown]> => {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : []
  } catch {
    return []
  }
}
