import { Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { BrandKey } from "../booking/hotel.ts"
import { type PointsDayKind, pointsDayKind } from "./points-day.ts"
import { CORPORATE_LOYALTY_ROUTE, INDIVIDUAL_LOYALTY_ROUTE } from "../routes.ts"

/** spec A §3: a loyalty programme card. */
export const LoyaltyProgramme = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  description: Schema.String,
  image: Schema.NullOr(Schema.Struct({ url: Schema.String })),
})
export type LoyaltyProgramme = typeof LoyaltyProgramme.Type

/** spec A §2: the first card (index 0) is the individual programme, the other cards the corporate one. */
export const loyaltyProgrammePath = (cardIndex: number): string => (cardIndex === 0 ? INDIVIDUAL_LOYALTY_ROUTE : CORPORATE_LOYALTY_ROUTE)

/** spec A §2: the loyalty pages' quick links, in the order shown. */
export const LOYALTY_QUICK_LINKS = ["How to become a member", "Member Benefits", "Earn & Redeem", "FAQ's"] as const

/** spec A §3: points values are for one guest or two guests. */
export const PointsGuests = Schema.Literals([1, 2])
export type PointsGuests = typeof PointsGuests.Type

/**
 * spec A §3: one points value of the earn or redeem content: a night of accommodation (the only
 * kind the spec names), keyed by brand, midweek or weekend, and one or two guests.
 */
export const PointsValue = Schema.Struct({
  brand: BrandKey,
  day: Schema.Literals(["midweek", "weekend"]),
  guests: PointsGuests,
  points: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type PointsValue = typeof PointsValue.Type

/** spec A §2, §3: the values of the 'How to Earn Points' and 'How to Redeem Points' tables. */
export const EarnRedeemValues = Schema.Struct({
  earn: Schema.Array(PointsValue),
  redeem: Schema.Array(PointsValue),
})
export type EarnRedeemValues = typeof EarnRedeemValues.Type

/** The points for a kind of day at a brand for one or two guests; undefined when the content has no such value. */
export const pointsFor = (
  values: ReadonlyArray<PointsValue>,
  brand: BrandKey,
  day: PointsDayKind,
  guests: PointsGuests,
): number | undefined =>
  values.find((value) => value.brand === brand && value.day === day && value.guests === guests)?.points

/**
 * spec A §3, §9: the points a night of accommodation on `date` earns or costs at a brand for one or
 * two guests, Monday to Thursday at the midweek value, Friday to Sunday at the weekend value.
 */
export const pointsForNight = (values: ReadonlyArray<PointsValue>, brand: BrandKey, date: Temporal.PlainDate, guests: PointsGuests): number | undefined =>
  pointsFor(values, brand, pointsDayKind(date), guests)

/** One brand's row of a points table. */
export interface PointsTableRow {
  readonly brand: BrandKey
  readonly midweekOneGuest: number | undefined
  readonly midweekTwoGuests: number | undefined
  readonly weekendOneGuest: number | undefined
  readonly weekendTwoGuests: number | undefined
}

/** Brands in the order of their ids (1 city, 2 courtyard, 3 road, 4 town). */
const BRAND_ORDER: ReadonlyArray<BrandKey> = ["city", "courtyard", "road", "town"]

/** spec A §2: a points table, one row per brand that has values, brands in id order. */
export const pointsTable = (values: ReadonlyArray<PointsValue>): ReadonlyArray<PointsTableRow> =>
  BRAND_ORDER.filter((brand) => values.some((value) => value.brand === brand)).map((brand) => ({
    brand,
    midweekOneGuest: pointsFor(values, brand, "midweek", 1),
    midweekTwoGuests: pointsFor(values, brand, "midweek", 2),
    weekendOneGuest: pointsFor(values, brand, "weekend", 1),
    weekendTwoGuests: pointsFor(values, brand, "weekend", 2),
  }))

/** spec A §3: earn content and redeem content. */
export const POINTS_KINDS = ["earn", "redeem"] as const
export type PointsKind = (typeof POINTS_KINDS)[number]

/** spec A §3: the only product the values name. */
export const POINTS_PRODUCT = "accommodation"

/** spec A §9: the two kinds of day a value is for. */
export const POINTS_DAYS = ["midweek", "weekend"] as const satisfies ReadonlyArray<PointsDayKind>

const GUESTS_WORDS: Readonly<Record<PointsGuests, string>> = { 1: "one_guest", 2: "two_guests" }

/**
 * The key of a loyalty programme's IntegerField holding one points value (decided, contracts/README.md "Content"):
 * `earn_midweek_accommodation_one_guest`, `redeem_weekend_accommodation_two_guests`; the field's brand_id names the brand.
 */
export const pointsFieldKey = (kind: PointsKind, day: PointsDayKind, guests: PointsGuests): string =>
  `${kind}_${day}_${POINTS_PRODUCT}_${GUESTS_WORDS[guests]}`

/** Every points field key, with what it holds. */
export const POINTS_FIELD_KEYS: ReadonlyArray<{ readonly key: string; readonly kind: PointsKind; readonly day: PointsDayKind; readonly guests: PointsGuests }> =
  POINTS_KINDS.flatMap((kind) => POINTS_DAYS.flatMap((day) => ([1, 2] as const).map((guests) => ({ key: pointsFieldKey(kind, day, guests), kind, day, guests }))))
