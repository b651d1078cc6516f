import { Effect } from "effect"
import { Hono } from "hono"
import { robotsTxt, sitemapPaths, sitemapXml } from "../../core/hotels/sitemap.ts"
import { specialOfferRoute } from "../../core/routes.ts"
import { HOTELS_FETCH_SIZE } from "../../core/content/page-sizes.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { ContentService } from "../content/ContentService.ts"
import { ITEM_PAGES } from "../../core/content/company-sitemap.ts"
import { contentItemFromWire } from "../../contracts/api/contents.ts"
import { ServerConfig } from "../config.ts"
import type { AppContext, AppEnv, HttpRuntime } from "../http/runtime.ts"

/**
 * What search engines read first (issue 25): /robots.txt names the sitemap and keeps the booking flow, My Account and
 * the API out; /sitemap.xml lists the public pages, every brand's, every hotel's and every running offer's (core/hotels/sitemap.ts), with the
 * site's public origin (PUBLIC_URL). An hour's caching: the hotels change seldom.
 */

export const SITEMAP_PATH = "/sitemap.xml"
export const ROBOTS_PATH = "/robots.txt"
const CACHE = "public, max-age=3600"

/** Every hotel, a page of the catalogue's largest size at a time. */
const allHotels = Effect.fnUntraced(function* () {
  const catalogue = yield* CatalogueService
  const first = yield* catalogue.listHotels({ page: 1, per: HOTELS_FETCH_SIZE })
  const rest = yield* Effect.forEach(Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, index) => index + 2), (page) =>
    catalogue.listHotels({ page, per: HOTELS_FETCH_SIZE }),
  )
  return [first, ...rest].flatMap((answer) => answer.hotels.map((hotel) => ({ id: hotel.id, brandId: hotel.brand.id })))
})

/** The pages of the content items that have one (a partner's, a chef's news, a showcase; issue 26), the first 100 of each kind. */
const itemPages = Effect.fnUntraced(function* () {
  const content = yield* ContentService
  const kinds = Object.keys(ITEM_PAGES) as Array<keyof typeof ITEM_PAGES>
  const pages = yield* Effect.forEach(kinds, (kind) =>
    Effect.map(content.list({ content_type: kind, page: 1, per: 100 } as Parameters<typeof content.list>[0]), (answer) =>
      answer.contents.map((item) => ITEM_PAGES[kind](contentItemFromWire(item))),
    ),
  )
  return pages.flat()
})

/** Every running offer's slug (issue 25: the offer pages are in the sitemap), a page of the catalogue's largest size at a time. */
const runningOfferSlugs = Effect.fnUntraced(function* () {
  const catalogue = yield* CatalogueService
  const ask = (page: number) => catalogue.listSpecialOffers({ page, per: HOTELS_FETCH_SIZE, active_status: true })
  const first = yield* ask(1)
  const rest = yield* Effect.forEach(Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, index) => index + 2), ask)
  return [first, ...rest].flatMap((answer) => answer.specials.map((offer) => offer.slug))
})

const sitemap = Effect.fnUntraced(function* (c: AppContext) {
  const { publicUrl } = yield* ServerConfig
  const hotels = yield* allHotels()
  const offers = yield* runningOfferSlugs()
  const pages = [...offers.map(specialOfferRoute), ...(yield* itemPages())]
  return c.body(sitemapXml(publicUrl, sitemapPaths(hotels, pages)), 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE })
})

const robots = Effect.fnUntraced(function* (c: AppContext) {
  const { publicUrl } = yield* ServerConfig
  return c.body(robotsTxt(publicUrl), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE })
})

export const makeSeoRoutes = (http: HttpRuntime<ServerConfig | CatalogueService | ContentService>): Hono<AppEnv> =>
  new Hono<AppEnv>().get(SITEMAP_PATH, (c) => http.respond(c, sitemap(c))).get(ROBOTS_PATH, (c) => http.respond(c, robots(c)))
