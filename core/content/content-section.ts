import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"

/**
 * A block of a page that is a heading, some HTML and pictures (spec A §2 content blocks: operating footprint, why we
 * exist, diversity, how we lead's five tabs, the data table, the scam alert, the food and beverage galleries and
 * showcases). Its shape is decided (the spec names the blocks, not their fields).
 */
export const ContentSection = Schema.Struct({
  id: Schema.Int,
  slug: Schema.NullOr(Schema.String),
  heading: Schema.String,
  subHeading: Schema.NullOr(Schema.String),
  /** HTML, sanitised by the server. */
  writeUp: Schema.String,
  link: Schema.NullOr(Schema.String),
  /** The tab a block belongs to (how we lead has five), or null. */
  tab: Schema.NullOr(Schema.String),
  sequence: Schema.Int,
  images: Schema.Array(Image),
})
export type ContentSection = typeof ContentSection.Type

/** spec A §9 "SEO tags": a page's title, description and keywords, keyed by the page's path. */
export const SeoTags = Schema.Struct({
  page: Schema.String,
  title: Schema.String,
  description: Schema.String,
  keywords: Schema.Array(Schema.String),
})
export type SeoTags = typeof SeoTags.Type

/** The tags of the page at `path`, or undefined. */
export const seoTagsFor = <T extends Pick<SeoTags, "page">>(tags: ReadonlyArray<T>, path: string): T | undefined => tags.find((each) => each.page === path)
