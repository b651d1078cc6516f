import { partnerPath } from "./company-content.ts"
import { contentSlug, type ContentItem } from "./content-item.ts"
import {
  ABOUT_US_ROUTE,
  CHARITIES_ROUTE,
  CHEF_NEWS_ROUTE,
  chefNewsRoute,
  CORPORATE_LOYALTY_ROUTE,
  ESG_ROUTE,
  FOOD_AND_BEVERAGE_ROUTE,
  INDIVIDUAL_LOYALTY_ROUTE,
  INVESTORS_ROUTE,
  LOYALTY_PROGRAMMES_ROUTE,
  showcaseRoute,
  WHO_GOVERNS_US_ROUTE,
  WHO_LEADS_US_ROUTE,
} from "../routes.ts"

/** issue 26: the company's pages that are not one item's (core/hotels/sitemap.ts lists them in /sitemap.xml). */
export const COMPANY_PUBLIC_PAGES: ReadonlyArray<string> = [
  INVESTORS_ROUTE,
  LOYALTY_PROGRAMMES_ROUTE,
  INDIVIDUAL_LOYALTY_ROUTE,
  CORPORATE_LOYALTY_ROUTE,
  ABOUT_US_ROUTE,
  WHO_LEADS_US_ROUTE,
  WHO_GOVERNS_US_ROUTE,
  ESG_ROUTE,
  CHARITIES_ROUTE,
  FOOD_AND_BEVERAGE_ROUTE,
  CHEF_NEWS_ROUTE,
]

/** The content types with a page per item, and each item's page. */
export const ITEM_PAGES = {
  partner: (item: Pick<ContentItem, "id" | "fields">) => partnerPath({ slug: contentSlug(item) }),
  chef_news: (item: Pick<ContentItem, "id" | "fields">) => chefNewsRoute(contentSlug(item)),
  food_and_beverage_showcase: (item: Pick<ContentItem, "id" | "fields">) => showcaseRoute(contentSlug(item)),
} as const
