import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"
import { type ContentItem, readField } from "./content-item.ts"

/** spec A §3 (Banner): a banner picture, with its thumbnail. */
export const BannerImage = Schema.Struct({
  id: Schema.Int,
  url: Schema.String,
  thumb: Schema.NullOr(Schema.String),
})
export type BannerImage = typeof BannerImage.Type

/** spec A §2, §3: a home hero banner: heading, sub-heading and the target of its 'Find out more' link. */
export const Banner = Schema.Struct({
  id: Schema.Int,
  heading: Schema.String,
  subHeading: Schema.String,
  link: Schema.String,
  image: BannerImage,
})
export type Banner = typeof Banner.Type

/** spec A §7, B §7 "Hotel banner by hotel id": the answer is a list of pictures given by image.url. */
export const HotelBanner = Schema.Struct({ image: Image })
export type HotelBanner = typeof HotelBanner.Type


/** home_banner (content-entities.ts): heading, sub_heading, link and its first image; without a heading or a picture, none. */
export const bannerOf = (item: ContentItem): Banner | undefined => {
  const heading = readField(item, "heading", "StringField")
  const image = item.images[0]
  if (heading === undefined || image === undefined) return undefined
  return {
    id: item.id,
    heading,
    subHeading: readField(item, "sub_heading", "StringField") ?? "",
    link: readField(item, "link", "StringField") ?? "",
    image: { id: image.id, url: image.url, thumb: image.thumb },
  }
}
