import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"

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

