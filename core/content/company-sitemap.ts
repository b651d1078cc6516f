import { mediaItemPath } from "../media/media-model.ts"
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
  legalTermRoute,
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
  legal_term: (item: Pick<ContentItem, "id" | "fields">) => legalTermRoute(contentSlug(item)),
  award: (item: Pick<ContentItem, "id" | "fields">) => mediaItemPath("awards-and-recognition", contentSlug(item)),
  blog: (item: Pick<ContentItem, "id" | "fields">) => mediaItemPath("blogs", contentSlug(item)),
  newsletter: (item: Pick<ContentItem, "id" | "fields">) => mediaItemPath("newsletters", contentSlug(item)),
  news_article: (item: Pick<ContentItem, "id" | "fields">) => mediaItemPath("news-articles", contentSlug(item)),
  press_release: (item: Pick<ContentItem, "id" | "fields">) => mediaItemPath("press-releases", contentSlug(item)),
} as const
