import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"
import { IsoDate } from "../time/iso-date.ts"

/** spec A §2: the media centre sections, each a list at its path with a detail page at {path}/{slug}. */
export const MEDIA_CENTRE_SECTIONS = [
  { section: "awards-and-recognition", path: "/media-centre/awards-and-recognition" },
  { section: "blogs", path: "/media-centre/blogs" },
  { section: "newsletters", path: "/media-centre/newsletters" },
  { section: "news-articles", path: "/media-centre/news-articles" },
  { section: "press-releases", path: "/media-centre/press-releases" },
] as const

const HtmlContent = Schema.Struct({ htmlContent: Schema.String })

/**
 * spec A §3: a blog post, news article, newsletter or press release. The wire's tag/tags and
 * author/authorName are one field each here: `tags` (a single tag is a list of one) and `authorName`.
 */
export const MediaItem = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  description: Schema.String,
  slug: Schema.String,
  images: Schema.Array(Image),
  category: Schema.String,
  tags: Schema.Array(Schema.String),
  authorName: Schema.NullOr(Schema.String),
  /** An ISO timestamp as the server gives it. */
  createdAt: Schema.String,
  content: HtmlContent,
})
export type MediaItem = typeof MediaItem.Type

/** spec A §3: an award of the group or of some of its hotels. */
export const Award = Schema.Struct({
  title: Schema.String,
  dateAwarded: IsoDate,
  hotelIds: Schema.Array(Schema.Int),
  images: Schema.Array(Image),
  content: HtmlContent,
})
export type Award = typeof Award.Type

/**
 * spec A §3: the second image is used as the card (the first is the detail page's banner); an item
 * with one image uses it; none gives undefined.
 */
export const mediaCardImage = <T>(item: { readonly images: ReadonlyArray<T> }): T | undefined => item.images[1] ?? item.images[0]
