// @ts-nocheck
import { Schema } from "effect"
import { MandatoryPaymentPeriod } from "./mandatory-payment.ts"

/**
 * spec B §4, §6, §9, A §6: the hotel with special rules: Pay Later is its only option, it never
 * shows the same-day notice, and its bookings offer no Pay Booking.
 */
export const PAY_LATER_ONLY_HOTEL_CODE = "830"

export const BrandId = Schema.Literals([1, 2, 3, 4])
export type BrandId = typeof BrandId.Type

export const BrandKey = Schema.Literals(["city", "courtyard", "road", "town"])
export type BrandKey = typeof BrandKey.Type

/** spec B §1, A §1: brand ids and the keys used in filters. */
export const BRAND_KEYS: Readonly<Record<BrandId, BrandKey>> = { 1: "city", 2: "courtyard", 3: "road", 4: "town" }

export const BRAND_IDS: Readonly<Record<BrandKey, BrandId>> = { city: 1, courtyard: 2, road: 3, town: 4 }

export const Brand = Schema.Struct({ id: BrandId, name: Schema.String })
export type Brand = typeof Brand.Type

export const Image = Schema.Struct({ url: Schema.String })
export type Image = typeof Image.Type

/** A facility of a hotel or a room (spec B §3: amenities have a name and images). */
export const Amenity = Schema.Struct({ name: Schema.String, images: Schema.Array(Image) })
export type Amenity = typeof Amenity.Type

/** spec B §3: lowestRate when nothing is available for the search. */
export const NO_RATE_AVAILABLE = -1

/** spec B §3: a hotel as the hotel lists, search results and hotel pages show it. */
export const Hotel = Schema.Struct({
  id: Schema.Int,
  /** The identifier used in bookings, a string like the search's hotelCode ("830"). */
  code: Schema.String,
  name: Schema.String,
  brand: Brand,
  physicalAddress: Schema.String,
  city: Schema.String,
  country: Schema.String,
  province: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  managerPhone: Schema.NullOr(Schema.String),
  alternativeNumber: Schema.NullOr(Schema.String),
  latitude: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
  images: Schema.Array(Image),
  description: Schema.String,
  amenities: Schema.Array(Amenity),
  /** The hotel's info pack. */
  pdf: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  mandatoryPaymentPeriods: Schema.Array(MandatoryPaymentPeriod),
  /** Cheapest rate for the search in cents; NO_RATE_AVAILABLE (-1) when nothing is available. */
  lowestRate: Schema.Int.check(Schema.isGreaterThanOrEqualTo(NO_RATE_AVAILABLE)),
})
export type Hotel = typeof Hotel.Type
