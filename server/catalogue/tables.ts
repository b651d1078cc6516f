/** The catalogue slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from "drizzle-orm/pg-core"
import { SpecialType } from "../../core/content/special-offer.ts"
import { BrandKey } from "../../core/booking/hotel.ts"
import { day, isJsonArray, oneOf, quoted } from "../db/columns.ts"

/** spec B §1, A §9: brand keys in id order (1 city, 2 courtyard, 3 road, 4 town). */
export const BRAND_KEYS = BrandKey.literals

export type BrandKeyValue = (typeof BRAND_KEYS)[number]

/** spec A §3: the kinds of special offer. */
export const SPECIAL_TYPES = SpecialType.literals

export type SpecialTypeValue = (typeof SPECIAL_TYPES)[number]

export const RATE_PLAN_KINDS = ["room_only", "bed_and_breakfast", "non_refundable", "promo"] as const

export type RatePlanKind = (typeof RATE_PLAN_KINDS)[number]

/** A facility of a hotel or a room (spec B §3: a name and images, stored as image URLs). */
export interface AmenityRow {
  readonly name: string
  readonly images: ReadonlyArray<string>
}

// Catalogue: brands, hotels, rooms, prices, offers.

/** spec A §3: brand {id, name, slogan, logo}; ids are fixed (1 city, 2 courtyard, 3 road, 4 town). */
export const brands = pgTable(
  "brands",
  {
    id: smallint("id").primaryKey(),
    key: text("key", { enum: BRAND_KEYS }).notNull().unique(),
    name: text("name").notNull(),
    slogan: text("slogan"),
    logoUrl: text("logo_url"),
  },
  (t) => [
    check("brands_id_range", sql`${t.id} between 1 and 4`),
    check("brands_key_values", oneOf(t.key, BRAND_KEYS)),
    // The id and the key name the same brand: 1 city, 2 courtyard, 3 road, 4 town.
    check("brands_id_matches_key", sql`${t.key} = (array[${sql.raw(BRAND_KEYS.map(quoted).join(", "))}])[${t.id}]`),
  ],
)

/** spec B §3, A §3: a hotel with its contact details, content and meeting-room figures. */
export const hotels = pgTable(
  "hotels",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The booking identifier (spec: hotel_code), e.g. "830". */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    brandId: smallint("brand_id")
      .notNull()
      .references(() => brands.id),
    physicalAddress: text("physical_address").notNull(),
    city: text("city").notNull(),
    province: text("province").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone").notNull(),
    managerPhone: text("manager_phone"),
    alternativeNumber: text("alternative_number"),
    email: text("email").notNull(),
    description: text("description").notNull(),
    /** Image URLs, in display order. */
    images: jsonb("images").$type<ReadonlyArray<string>>().notNull().default(sql`'[]'::jsonb`),
    amenities: jsonb("amenities").$type<ReadonlyArray<AmenityRow>>().notNull().default(sql`'[]'::jsonb`),
    /** The hotel's info pack. */
    pdfUrl: text("pdf_url"),
    // spec A §3: the meeting room; null when the hotel does not offer that rate or layout.
    halfDayRateCents: integer("half_day_rate_cents"),
    fullDayRateCents: integer("full_day_rate_cents"),
    uShapedSeats: integer("u_shaped_seats"),
    schoolRoomSeats: integer("school_room_seats"),
    boardRoomSeats: integer("board_room_seats"),
    cinemaSeats: integer("cinema_seats"),
    /** spec A §3: facilitiesLinked and hotelsLinked (content ids and sister hotels). */
    facilitiesLinked: jsonb("facilities_linked").$type<ReadonlyArray<number>>().notNull().default(sql`'[]'::jsonb`),
    hotelsLinked: jsonb("hotels_linked").$type<ReadonlyArray<number>>().notNull().default(sql`'[]'::jsonb`),
    /** spec A §3: the hotel's id on the review platforms (the reviews' storeId). */
    socialPlacesId: text("social_places_id"),
  },
  (t) => [
    index("hotels_brand_id_idx").on(t.brandId),
    index("hotels_city_idx").on(t.city),
    check("hotels_code_not_blank", sql`btrim(${t.code}) <> '' and ${t.code} <> '-1'`),
    check("hotels_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("hotels_longitude_range", sql`${t.longitude} between -180 and 180`),
    check("hotels_images_array", isJsonArray(t.images)),
    check("hotels_amenities_array", isJsonArray(t.amenities)),
    check("hotels_facilities_linked_array", isJsonArray(t.facilitiesLinked)),
    check("hotels_hotels_linked_array", isJsonArray(t.hotelsLinked)),
    check(
      "hotels_meeting_figures_not_negative",
      sql`coalesce(${t.halfDayRateCents}, 0) >= 0 and coalesce(${t.fullDayRateCents}, 0) >= 0
        and coalesce(${t.uShapedSeats}, 0) >= 0 and coalesce(${t.schoolRoomSeats}, 0) >= 0
        and coalesce(${t.boardRoomSeats}, 0) >= 0 and coalesce(${t.cinemaSeats}, 0) >= 0`,
    ),
  ],
)

/** A row of one hotel's own: its id, and its hotel (the row goes with it). Fresh builders for each table. */
const ownedByHotel = () => ({
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  hotelId: integer("hotel_id")
    .notNull()
    .references(() => hotels.id, { onDelete: "cascade" }),
})

/** spec B §3: a period in which a hotel requires payment at checkout (both ends included, by day). */
export const mandatoryPaymentPeriods = pgTable(
  "mandatory_payment_periods",
  {
    ...ownedByHotel(),
    checkInDate: day("check_in_date").notNull(),
    checkOutDate: day("check_out_date").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    unique("mandatory_payment_periods_hotel_dates_key").on(t.hotelId, t.checkInDate, t.checkOutDate),
    check("mandatory_payment_periods_order", sql`${t.checkOutDate} >= ${t.checkInDate}`),
  ],
)

/**
 * A kind of room at a hotel. `roomCount` is how many such rooms the hotel has; each day's
 * inventory starts from it. Occupancy: at most `maxAdults` adults and `maxOccupancy` guests.
 */
export const roomTypes = pgTable(
  "room_types",
  {
    ...ownedByHotel(),
    /** spec B §3: roomTypeCode, unique within the hotel. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    maxAdults: smallint("max_adults").notNull(),
    maxOccupancy: smallint("max_occupancy").notNull(),
    bed: text("bed").notNull(),
    sizeM2: smallint("size_m2").notNull(),
    roomCount: integer("room_count").notNull(),
    amenities: jsonb("amenities").$type<ReadonlyArray<AmenityRow>>().notNull().default(sql`'[]'::jsonb`),
    images: jsonb("images").$type<ReadonlyArray<string>>().notNull().default(sql`'[]'::jsonb`),
    isAccessible: boolean("is_accessible").notNull().default(false),
  },
  (t) => [
    unique("room_types_hotel_code_key").on(t.hotelId, t.code),
    // Lets hold and booking lines name (hotel, room type) together in one foreign key.
    unique("room_types_hotel_id_key").on(t.hotelId, t.id),
    check("room_types_occupancy", sql`${t.maxAdults} >= 1 and ${t.maxOccupancy} >= ${t.maxAdults} and ${t.maxOccupancy} <= 10`),
    check("room_types_size_positive", sql`${t.sizeM2} > 0`),
    check("room_types_room_count_positive", sql`${t.roomCount} > 0`),
    check("room_types_amenities_array", isJsonArray(t.amenities)),
    check("room_types_images_array", isJsonArray(t.images)),
  ],
)

/** spec A §3: a special offer; promo codes are stored upper case and match ignoring case. */
export const specialOffers = pgTable(
  "special_offers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    specialTag: text("special_tag"),
    imageUrl: text("image_url"),
    bannerImageUrl: text("banner_image_url"),
    specialType: text("special_type", { enum: SPECIAL_TYPES }).notNull(),
    /** Open list; booking_with_mandatory_payment makes a booking with this offer payable up front. */
    actionType: text("action_type"),
    promoCode: text("promo_code").unique(),
    /** The days the offer can be booked for (stay dates), both included. */
    startAt: day("start_at").notNull(),
    endAt: day("end_at").notNull(),
    /** The days the offer is advertised. */
    marketStartAt: day("market_start_at"),
    marketEndAt: day("market_end_at"),
    isActive: boolean("is_active").notNull().default(true),
    /** Discount on the flexible room-only rate, in percent; null for offers that do not price rooms. */
    discountPercent: smallint("discount_percent"),
    images: jsonb("images").$type<ReadonlyArray<string>>().notNull().default(sql`'[]'::jsonb`),
    link: text("link"),
    writeUpHtml: text("write_up_html").notNull().default(""),
    termsUrl: text("terms_url"),
  },
  (t) => [
    check("special_offers_special_type_values", oneOf(t.specialType, SPECIAL_TYPES)),
    check("special_offers_dates_order", sql`${t.endAt} >= ${t.startAt}`),
    check(
      "special_offers_market_dates_order",
      sql`${t.marketStartAt} is null or ${t.marketEndAt} is null or ${t.marketEndAt} >= ${t.marketStartAt}`,
    ),
    check("special_offers_promo_code_upper", sql`${t.promoCode} is null or (${t.promoCode} = upper(btrim(${t.promoCode})) and ${t.promoCode} <> '')`),
    check("special_offers_discount_range", sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 90`),
    check("special_offers_images_array", isJsonArray(t.images)),
  ],
)

/** spec A §3 hotelIds: the hotels an offer applies to (a join table, so every id is a real hotel). */
export const specialOfferHotels = pgTable(
  "special_offer_hotels",
  {
    specialOfferId: integer("special_offer_id")
      .notNull()
      .references(() => specialOffers.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.specialOfferId, t.hotelId] }), index("special_offer_hotels_hotel_id_idx").on(t.hotelId)],
)

/**
 * A hotel's rate plans (spec B §3 ratePlanCode, unique within the hotel). A night's price is the
 * room type's base price for that day, adjusted by `adjustmentPercent` (whole percent, negative for
 * a discount), plus `perGuestNightCents` for each guest (breakfast). Promo plans belong to a special
 * offer and are sold only with its promo code.
 */
export const ratePlans = pgTable(
  "rate_plans",
  {
    ...ownedByHotel(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    kind: text("kind", { enum: RATE_PLAN_KINDS }).notNull(),
    adjustmentPercent: smallint("adjustment_percent").notNull().default(0),
    perGuestNightCents: integer("per_guest_night_cents").notNull().default(0),
    refundable: boolean("refundable").notNull(),
    includesBreakfast: boolean("includes_breakfast").notNull().default(false),
    specialOfferId: integer("special_offer_id").references(() => specialOffers.id, { onDelete: "cascade" }),
  },
  (t) => [
    unique("rate_plans_hotel_code_key").on(t.hotelId, t.code),
    check("rate_plans_kind_values", oneOf(t.kind, RATE_PLAN_KINDS)),
    check("rate_plans_adjustment_range", sql`${t.adjustmentPercent} between -90 and 100`),
    check("rate_plans_per_guest_not_negative", sql`${t.perGuestNightCents} >= 0`),
    // A promo plan always belongs to an offer, and only promo plans do.
    check("rate_plans_promo_has_offer", sql`(${t.kind} = 'promo') = (${t.specialOfferId} is not null)`),
    check("rate_plans_non_refundable", sql`${t.kind} <> 'non_refundable' or not ${t.refundable}`),
  ],
)
