import { BRAND_IDS, BRAND_KEYS, type BrandId } from "../booking/hotel.ts"
import { MEDIA_CENTRE_SECTIONS } from "../content/media.ts"
import { COMPANY_PUBLIC_PAGES } from "../content/company-sitemap.ts"
import { brandHotelsRoute, CAREER_PATHS_ROUTE, CONTACT_US_ROUTE, EMPLOYEE_BENEFITS_ROUTE, HELP_ROUTE, JOB_VACANCIES_ROUTE, hotelPageRoute, HOME_ROUTE, LEGAL_HUB_ROUTE, MEETINGS_AND_EVENTS_ROUTE, OUR_HOTELS_ROUTE, SPECIAL_OFFERS_ROUTE } from "../routes.ts"

/**
 * What the site asks search engines to index (issue 25: /sitemap.xml lists every hotel, brand and offer page and the
 * static pages) and keeps them out of (robots.txt: the booking flow, My Account and the API).
 */

/** The public pages that are not one hotel's or one brand's. */
export const STATIC_PUBLIC_PAGES: ReadonlyArray<string> = [
  HOME_ROUTE,
  OUR_HOTELS_ROUTE,
  CONTACT_US_ROUTE,
  SPECIAL_OFFERS_ROUTE,
  MEETINGS_AND_EVENTS_ROUTE,
  // the company's pages (issue 26)
  LEGAL_HUB_ROUTE,
  HELP_ROUTE,
  CAREER_PATHS_ROUTE,
  EMPLOYEE_BENEFITS_ROUTE,
  JOB_VACANCIES_ROUTE,
  ...MEDIA_CENTRE_SECTIONS.map((each) => each.path),
  ...COMPANY_PUBLIC_PAGES,
]

/** spec B §2, A §2: the paths no search engine should crawl. */
export const DISALLOWED_PATHS: ReadonlyArray<string> = ["/booking/", "/my-account/", "/api/"]

/** Every page of the sitemap, by path: the static pages, each brand's page, each hotel's page, then the other pages of their own (each running offer's, a partner's, a chef's news). */
export const sitemapPaths = (hotels: ReadonlyArray<{ readonly id: number; readonly brandId: BrandId }>, itemPages: ReadonlyArray<string> = []): ReadonlyArray<string> => [
  ...STATIC_PUBLIC_PAGES,
  ...Object.values(BRAND_IDS).map((brandId) => brandHotelsRoute(brandId)),
  ...hotels.map((hotel) => hotelPageRoute(BRAND_KEYS[hotel.brandId], hotel.id)),
  ...itemPages,
]

const escapeXml = (text: string): string => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/** The sitemaps.org document of the paths, each made absolute with the site's origin. */
export const sitemapXml = (origin: string, paths: ReadonlyArray<string>): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n")

/** robots.txt: everything but the disallowed paths, and where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n")
