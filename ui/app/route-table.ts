import { hotelsTitle } from "../../core/booking/hotels-title.ts"
import { isEditMode } from "../../core/manage-booking/manage-booking.ts"
import { BOOKING_STEPS } from "../../core/booking/booking-steps.ts"
import {
  BOOK_TODAY,
  BREADCRUMB_MY_BOOKINGS,
  CHOOSE_YOUR_DATES,
  EDIT_BOOKING,
  FIND_THE_PERFECT_ROOM,
  MANAGE_BOOKING,
  PAYMENT_DETAILS_TITLE,
  PAYMENT_TITLE,
  REVIEW_TITLE,
  VIEW_BOOKING,
  YOUR_BOOKING,
} from "../../core/booking/messages.ts"
import { LOYALTY_POINTS, MY_DETAILS } from "../../core/account/messages.ts"
import { COMPANY_DETAILS, COMPANY_TRAVELERS } from "../../core/corporate/messages.ts"
import { CONTACT_US, HOME_TITLE, NOT_FOUND_TITLE, OUR_HOTELS, siteTitle } from "../../core/content/messages.ts"
import { LEGAL_HUB, LEGAL_HUB_DESCRIPTION } from "../../core/legal/messages.ts"
import { HELP, HELP_DESCRIPTION } from "../../core/help/messages.ts"
import { MEDIA_CENTRE_SECTIONS } from "../../core/content/media.ts"
import { MEDIA_SECTION_TITLES, mediaSectionDescription } from "../../core/media/messages.ts"
import {
  CAREER_PATHS,
  CAREER_PATHS_DESCRIPTION,
  EMPLOYEE_BENEFITS,
  EMPLOYEE_BENEFITS_DESCRIPTION,
  JOB_VACANCIES,
  JOB_VACANCIES_DESCRIPTION,
} from "../../core/careers/messages.ts"
import {
  ABOUT_US,
  CHARITIES,
  CHEF_NEWS,
  ESG,
  FOOD_AND_BEVERAGE,
  INVESTORS,
  LOYALTY_PROGRAMMES,
  PARTNER,
  WHO_GOVERNS_US,
  WHO_LEADS_US,
} from "../../core/content/company-messages.ts"
import { SPECIAL_OFFERS, SPECIAL_OFFERS_DESCRIPTION } from "../../core/offers/messages.ts"
import { MEETINGS_AND_EVENTS, MEETINGS_DESCRIPTION } from "../../core/meetings/messages.ts"
import type { BookingSessionState } from "../../core/booking/session-state.ts"
import {
  BOOKING_DETAILS_PATTERN,
  BRAND_HOTELS_PATTERN,
  HOTEL_PAGE_PATTERN,
  OUR_HOTELS_ROUTE,
  BOOKING_ROUTE_PREFIX,
  CALENDAR_ROUTE,
  CONTACT_US_ROUTE,
  SPECIAL_OFFERS_ROUTE,
  SPECIAL_OFFER_PATTERN,
  MEETINGS_AND_EVENTS_ROUTE,
  EDIT_BOOKING_PATTERN,
  GUEST_DETAILS_ROUTE,
  HOME_ROUTE,
  HOTELS_ROUTE,
  LOYALTY_POINTS_ROUTE,
  MANAGE_BOOKINGS_ROUTE,
  MY_BOOKINGS_ROUTE,
  MY_DETAILS_ROUTE,
  CORPORATE_ACCOUNT_ROUTE,
  COMPANY_TRAVELLERS_ROUTE,
  PAYMENT_DETAILS_ROUTE,
  PAYMENT_ROUTE,
  REVIEW_ROUTE,
  ROOMS_ROUTE,
  THANK_YOU_ROUTE,
  TODAY_ROUTE,
  VIEW_BOOKING_PATTERN,
  LEGAL_HUB_ROUTE,
  LEGAL_TERM_PATTERN,
  HELP_ROUTE,
  CAREER_PATHS_ROUTE,
  EMPLOYEE_BENEFITS_ROUTE,
  JOB_VACANCIES_ROUTE,
  INVESTORS_ROUTE,
  LOYALTY_PROGRAMMES_ROUTE,
  INDIVIDUAL_LOYALTY_ROUTE,
  CORPORATE_LOYALTY_ROUTE,
  ABOUT_US_ROUTE,
  WHO_LEADS_US_ROUTE,
  WHO_GOVERNS_US_ROUTE,
  ESG_ROUTE,
  CHARITIES_ROUTE,
  PARTNER_PATTERN,
  FOOD_AND_BEVERAGE_ROUTE,
  CHEF_NEWS_ROUTE,
  CHEF_NEWS_PATTERN,
  SHOWCASE_PATTERN,
} from "../../core/routes.ts"

/**
 * The one route table (issue 23): every page the site serves, one entry each. The router (router.tsx), the served
 * routes AppLink checks, the preload hints the server writes into a page (route-preloads.json), the page titles and
 * the end-to-end suite's route list are all derived from it. Adding a page is one entry here. Plain data, so the
 * build (vite.config.ts) and the end-to-end suite read it without React.
 */

/**
 * A route area: a lazily loaded layout (its own chunk) around its pages, which are chunks of their own. Home is in
 * the first load (the landing page); the others load with their first page.
 */
export const AREAS = {
  home: null,
  booking: "ui/app/booking-area.tsx",
  checkout: "ui/app/checkout-area.tsx",
  manage: "ui/app/manage-area.tsx",
  site: "ui/app/site-area.tsx",
} as const

export type AreaName = keyof typeof AREAS

/** The HTTP adapters a page's first screen calls: preloaded beside its chunks (adapters/lazy-http-layer.ts). */
const BOOKING_HTTP = "adapters/http/BookingApi.http.ts"
const CONTENT_HTTP = "adapters/http/ContentApi.http.ts"
const ACCOUNT_HTTP = "adapters/http/AccountApi.http.ts"
const CORPORATE_HTTP = "adapters/http/CorporateApi.http.ts"
/** The booking API's calls that load on first use (adapters/http/BookingApi.http.ts), for pages whose first screen makes them. */
const BOOKING_READ = "adapters/http/bookings.ts"
const CHARITIES_CALL = "adapters/http/charities.ts"

/** What a title may read: the route's parameters and path, and the booking session (the place searched). */
export interface TitleContext {
  readonly pathname: string
  readonly booking: BookingSessionState
}

export interface RouteEntry {
  /** A react-router pattern ("/booking/rooms", "/my-account/manage-booking/booking-details/:uuid"). */
  readonly path: string
  readonly area: AreaName
  /** The page's module from the project's root; it exports one component named like the file (hotels-page.tsx: HotelsPage). */
  readonly page: string
  /** The page's own title: the document's title is `${title} · Karoo Hotels` (documentTitle). */
  readonly title: string | ((context: TitleContext) => string)
  /** The HTTP adapters its first screen calls, fetched beside its chunks. */
  readonly calls?: ReadonlyArray<string>
  /** Not a page of its own: what an area shows for a path below it that no page serves (not a served route). */
  readonly fallback?: true
  /**
   * Rendered on the server (docs/architecture.md "Server rendering"): the first HTML holds the page. Its loader is its
   * screen model: the server renders it over the server's ports, waits for the model's shared reads, renders again
   * and hands the answers to the browser, whose resources start from them.
   */
  readonly serverRender?: true
  /** The page says its own title and head with the kit's PageMeta, from its model (a hotel's name); the route's title is the fallback. */
  readonly ownHead?: true
  /** The meta description of a page without a head of its own (SITE_DESCRIPTION when absent). */
  readonly description?: string
  /**
   * schema.org data of a page without a head of its own, by name (the home page's "organization"): the server's
   * render builds it (ui/app/render-page.tsx), so the browser's first load carries none of it.
   */
  readonly structuredData?: "organization"
}

/** The company's pages (issue 26), rendered on the server: the legal hub, help, careers and the media centre. */
const COMPANY_ROUTES: ReadonlyArray<RouteEntry> = [
  { path: LEGAL_HUB_ROUTE, area: "site", page: "ui/legal/legal-hub-page.tsx", title: LEGAL_HUB, description: LEGAL_HUB_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true },
  { path: LEGAL_TERM_PATTERN, area: "site", page: "ui/legal/legal-term-page.tsx", title: LEGAL_HUB, description: LEGAL_HUB_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  { path: HELP_ROUTE, area: "site", page: "ui/help/help-page.tsx", title: HELP, description: HELP_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true },
  { path: CAREER_PATHS_ROUTE, area: "site", page: "ui/careers/career-paths-page.tsx", title: CAREER_PATHS, description: CAREER_PATHS_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true },
  { path: EMPLOYEE_BENEFITS_ROUTE, area: "site", page: "ui/careers/employee-benefits-page.tsx", title: EMPLOYEE_BENEFITS, description: EMPLOYEE_BENEFITS_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true },
  { path: JOB_VACANCIES_ROUTE, area: "site", page: "ui/careers/job-vacancies-page.tsx", title: JOB_VACANCIES, description: JOB_VACANCIES_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true },
  // the media centre: one list page and one detail page for its five sections, the path names the section
  ...MEDIA_CENTRE_SECTIONS.flatMap(({ section, path }): ReadonlyArray<RouteEntry> => {
    const title = MEDIA_SECTION_TITLES[section]
    const common = { area: "site", title, description: mediaSectionDescription(title), calls: [CONTENT_HTTP], serverRender: true } as const
    return [
      { path, page: "ui/media/media-list-page.tsx", ...common },
      { path: `${path}/:slug`, page: "ui/media/media-detail-page.tsx", ...common, ownHead: true },
    ]
  }),
]

/** issue 26: the company's content pages, each [path, page module, title]. */
const COMPANY_PAGES: ReadonlyArray<readonly [string, string, string]> = [
  [INVESTORS_ROUTE, "ui/investors/investors-page.tsx", INVESTORS],
  [LOYALTY_PROGRAMMES_ROUTE, "ui/loyalty/loyalty-programmes-page.tsx", LOYALTY_PROGRAMMES],
  [INDIVIDUAL_LOYALTY_ROUTE, "ui/loyalty/loyalty-programmes-page.tsx", LOYALTY_PROGRAMMES],
  [CORPORATE_LOYALTY_ROUTE, "ui/loyalty/loyalty-programmes-page.tsx", LOYALTY_PROGRAMMES],
  [ABOUT_US_ROUTE, "ui/about/about-us-page.tsx", ABOUT_US],
  [WHO_LEADS_US_ROUTE, "ui/about/team-page.tsx", WHO_LEADS_US],
  [WHO_GOVERNS_US_ROUTE, "ui/about/team-page.tsx", WHO_GOVERNS_US],
  [ESG_ROUTE, "ui/about/esg-page.tsx", ESG],
  [CHARITIES_ROUTE, "ui/about/charities-page.tsx", CHARITIES],
  [PARTNER_PATTERN, "ui/about/partner-page.tsx", PARTNER],
  [FOOD_AND_BEVERAGE_ROUTE, "ui/food/food-and-beverage-page.tsx", FOOD_AND_BEVERAGE],
  [CHEF_NEWS_ROUTE, "ui/food/chef-news-page.tsx", CHEF_NEWS],
  [CHEF_NEWS_PATTERN, "ui/food/chef-news-article-page.tsx", CHEF_NEWS],
  [SHOWCASE_PATTERN, "ui/food/showcase-page.tsx", FOOD_AND_BEVERAGE],
]

const stepTitle = (route: string): string => BOOKING_STEPS.find((step) => step.route === route)?.label ?? ""

export const ROUTE_TABLE: ReadonlyArray<RouteEntry> = [
  { path: HOME_ROUTE, area: "home", page: "ui/home/home-page.tsx", title: HOME_TITLE, calls: [CONTENT_HTTP], structuredData: "organization", serverRender: true },
  { path: TODAY_ROUTE, area: "booking", page: "ui/search/today-page.tsx", title: BOOK_TODAY },
  { path: HOTELS_ROUTE, area: "booking", page: "ui/booking/hotels-page.tsx", title: ({ booking }) => hotelsTitle(booking), calls: [BOOKING_HTTP, CONTENT_HTTP], serverRender: true },
  { path: CALENDAR_ROUTE, area: "booking", page: "ui/booking/calendar-page.tsx", title: CHOOSE_YOUR_DATES, calls: [BOOKING_HTTP, CONTENT_HTTP], serverRender: true },
  { path: ROOMS_ROUTE, area: "booking", page: "ui/booking/rooms-page.tsx", title: FIND_THE_PERFECT_ROOM, calls: [BOOKING_HTTP, CONTENT_HTTP], serverRender: true },
  { path: `${BOOKING_ROUTE_PREFIX}/*`, area: "booking", page: "ui/shell/not-found-page.tsx", title: NOT_FOUND_TITLE, fallback: true },
  { path: REVIEW_ROUTE, area: "checkout", page: "ui/checkout/review-page.tsx", title: REVIEW_TITLE, calls: [BOOKING_HTTP] },
  { path: GUEST_DETAILS_ROUTE, area: "checkout", page: "ui/checkout/guest-details-page.tsx", title: stepTitle(GUEST_DETAILS_ROUTE), calls: [BOOKING_HTTP] },
  { path: PAYMENT_DETAILS_ROUTE, area: "checkout", page: "ui/checkout/payment-details-page.tsx", title: PAYMENT_DETAILS_TITLE, calls: [BOOKING_HTTP, BOOKING_READ, CHARITIES_CALL] },
  { path: PAYMENT_ROUTE, area: "checkout", page: "ui/checkout/payment-page.tsx", title: PAYMENT_TITLE },
  { path: THANK_YOU_ROUTE, area: "checkout", page: "ui/checkout/thank-you-page.tsx", title: YOUR_BOOKING, calls: [BOOKING_HTTP, BOOKING_READ] },
  { path: MANAGE_BOOKINGS_ROUTE, area: "manage", page: "ui/manage-booking/manage-bookings-page.tsx", title: MANAGE_BOOKING, calls: [BOOKING_HTTP] },
  { path: MY_BOOKINGS_ROUTE, area: "manage", page: "ui/account/my-bookings-page.tsx", title: BREADCRUMB_MY_BOOKINGS, calls: [ACCOUNT_HTTP, BOOKING_HTTP] },
  { path: MY_DETAILS_ROUTE, area: "manage", page: "ui/account/my-details-page.tsx", title: MY_DETAILS, calls: [ACCOUNT_HTTP] },
  { path: CORPORATE_ACCOUNT_ROUTE, area: "manage", page: "ui/account/corporate-account-page.tsx", title: COMPANY_DETAILS, calls: [ACCOUNT_HTTP, CORPORATE_HTTP] },
  { path: COMPANY_TRAVELLERS_ROUTE, area: "manage", page: "ui/account/corporate-travellers-page.tsx", title: COMPANY_TRAVELERS, calls: [ACCOUNT_HTTP, CORPORATE_HTTP] },
  { path: LOYALTY_POINTS_ROUTE, area: "manage", page: "ui/account/points-page.tsx", title: LOYALTY_POINTS, calls: [ACCOUNT_HTTP, "adapters/http/LoyaltyApi.http.ts"] },
  { path: CONTACT_US_ROUTE, area: "manage", page: "ui/content/contact-us-page.tsx", title: CONTACT_US, calls: [CONTENT_HTTP] },
  ...[BOOKING_DETAILS_PATTERN, VIEW_BOOKING_PATTERN, EDIT_BOOKING_PATTERN].map(
    (path): RouteEntry => ({
      path,
      area: "manage",
      page: "ui/manage-booking/booking-details-page.tsx",
      title: ({ pathname }) => (isEditMode(pathname) ? EDIT_BOOKING : VIEW_BOOKING),
      // its first screen is the booking, read through the booking API
      calls: [BOOKING_HTTP, BOOKING_READ],
    }),
  ),
  { path: OUR_HOTELS_ROUTE, area: "site", page: "ui/hotels/hotels-explorer-page.tsx", title: OUR_HOTELS, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  { path: BRAND_HOTELS_PATTERN, area: "site", page: "ui/hotels/brand-hotels-page.tsx", title: OUR_HOTELS, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  { path: HOTEL_PAGE_PATTERN, area: "site", page: "ui/app/composed/hotel-page.tsx", title: OUR_HOTELS, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  // The company's pages (issue 26): the legal hub, help, careers and the media centre
  ...COMPANY_ROUTES,
  // issue 26, the company's pages (investors, loyalty, about us, food and beverage): server-rendered with heads of their own
  ...COMPANY_PAGES.map(([path, page, title]): RouteEntry => ({ path, area: "site", page, title, calls: [CONTENT_HTTP], serverRender: true, ownHead: true })),
  // issue 25: the special offers (ui/offers)
  { path: SPECIAL_OFFERS_ROUTE, area: "site", page: "ui/app/composed/special-offers-page.tsx", title: SPECIAL_OFFERS, description: SPECIAL_OFFERS_DESCRIPTION, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  { path: SPECIAL_OFFER_PATTERN, area: "site", page: "ui/offers/special-offer-page.tsx", title: SPECIAL_OFFERS, calls: [CONTENT_HTTP], serverRender: true, ownHead: true },
  // issue 25: meeting rooms (ui/meetings); a sub-path names the booking type (conferences, events, boardrooms-and-meetings)
  ...[MEETINGS_AND_EVENTS_ROUTE, `${MEETINGS_AND_EVENTS_ROUTE}/:kind`].map(
    (path): RouteEntry => ({ path, area: "site", page: "ui/meetings/meetings-page.tsx", title: MEETINGS_AND_EVENTS, description: MEETINGS_DESCRIPTION, calls: [CONTENT_HTTP, BOOKING_HTTP], serverRender: true, ownHead: true }),
  ),
  { path: "*", area: "site", page: "ui/shell/not-found-page.tsx", title: NOT_FOUND_TITLE, fallback: true, serverRender: true },
]

/** Every route this build serves: AppLink renders no link to any other internal path, and the end-to-end link check fails on one. */
export const SERVED_ROUTES: ReadonlyArray<string> = ROUTE_TABLE.filter((entry) => entry.fallback !== true).map((entry) => entry.path)

/**
 * The lazily loaded modules each page needs beyond the entry to show its first screen (its area, its page, the
 * HTTP adapters it calls), by route: the build turns them into files (tools/route-preloads.ts writes
 * route-preloads.json) and the server announces them in that page's HTML as `<link rel="modulepreload">`.
 */
export const ROUTE_PRELOADS: Readonly<Record<string, ReadonlyArray<string>>> = Object.fromEntries(
  ROUTE_TABLE.filter((entry) => entry.area !== "home" && entry.fallback !== true).map((entry) => [
    entry.path,
    [AREAS[entry.area], entry.page, ...(entry.calls ?? [])].filter((module): module is string => module !== null),
  ]),
)

/** The site's name after every page's own title; the home page's title already says it. */
export const documentTitle = (entry: RouteEntry, context: TitleContext): string => {
  const title = typeof entry.title === "string" ? entry.title : entry.title(context)
  return entry.area === "home" ? title : siteTitle(title)
}
