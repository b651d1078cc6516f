import { Schema } from "effect"

/**
 * spec A §9: "many content-type identifiers exist for site sections (home, about, ESG, investors, media centre,
 * people, hotel brands, meetings, loyalty, FAQ, SEO tags); their exact values are not shown". Decided here, one key
 * per kind of block or page item of spec A §2 (contracts/README.md "Content" lists them with their fields), grouped
 * by the site section that shows them.
 */
export const CONTENT_TYPES_BY_SECTION = {
  home: ["home_banner", "operating_footprint", "why_we_exist"],
  about: ["milestone", "diversity", "how_we_lead", "executive", "partner", "data_table"],
  esg: ["social_initiative", "charity"],
  investors: ["investor_download"],
  media_centre: ["award", "blog", "newsletter", "news_article", "press_release"],
  people: ["career_path", "employee_benefit", "employee_reward", "employee_testimonial", "scam_alert"],
  hotel_brands: ["hotel_brand", "attraction", "dining_info", "testimonial"],
  meetings: ["boardroom", "meeting_testimonial"],
  food_and_beverage: ["chef_news", "food_and_beverage_showcase", "food_and_beverage_gallery"],
  loyalty: ["loyalty_programme"],
  faq: ["faq", "website_assistance"],
  legal: ["legal_term"],
  seo: ["seo_tags"],
} as const

type Sections = typeof CONTENT_TYPES_BY_SECTION

/** Every content type, in the order of the sections above. */
export const CONTENT_TYPES = Object.values(CONTENT_TYPES_BY_SECTION).flat() as ReadonlyArray<Sections[keyof Sections][number]>

export const ContentType = Schema.Literals(CONTENT_TYPES as unknown as readonly [Sections[keyof Sections][number], ...Array<Sections[keyof Sections][number]>])
export type ContentType = typeof ContentType.Type

/** spec A §2: the media centre's five kinds of item, by the section each is listed in. */
export const MEDIA_CONTENT_TYPES = {
  "awards-and-recognition": "award",
  blogs: "blog",
  newsletters: "newsletter",
  "news-articles": "news_article",
  "press-releases": "press_release",
} as const satisfies Readonly<Record<string, ContentType>>
