/**
 * The reference server's database: Drizzle table definitions shared by PGlite and PostgreSQL.
 *
 * Columns are snake_case in the database and camelCase in TypeScript. Money is integer cents,
 * days are `date` (read as "YYYY-MM-DD" strings, core's IsoDate), instants are `timestamptz`
 * (read as `Date`). Closed lists are text columns with a CHECK (they evolve by migration without
 * the ALTER TYPE dance of Postgres enums), and every rule a row must obey on its own is a CHECK,
 * so a bug in a service cannot write a state the engine would later trip over.
 */
import { relations, sql, type SQL } from "drizzle-orm"
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  bigint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core"
import { SpecialType } from "../../core/content/special-offer.ts"
import { CONTENT_TYPES } from "../../core/content/content-types.ts"
import { FIELD_KEY_PATTERN, FieldableType } from "../../core/content/content-item.ts"
import { JOB_CATEGORY_KEYS } from "../../core/content/job-vacancy.ts"
import { POINTS_DAYS, POINTS_KINDS, POINTS_PRODUCT } from "../../core/content/loyalty-programme.ts"
import { CREDIT_KINDS, DEBIT_KINDS } from "../../core/loyalty/ledger.ts"
import { ReviewPlatform } from "../../core/content/review-query.ts"
import { OTP_MAX_ATTEMPTS } from "../../core/account/one-time-code.ts"
import { ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { BrandKey } from "../../core/booking/hotel.ts"
import { PAYMENT_STATUSES } from "../../core/payment/payment-status.ts"
import { NOTIFICATION_CHANNELS as OUTBOX_CHANNELS, NOTIFICATION_KINDS as OUTBOX_KINDS } from "../notify/Notifier.ts"

// ---------------------------------------------------------------------------------------------
// Closed lists. The spec's lists come from core (validation is written once); the engine's own
// lists live here. Exported so services and the seed name the values the CHECKs allow.

/** spec B §1, A §9: brand keys in id order (1 city, 2 courtyard, 3 road, 4 town). */
export const BRAND_KEYS = BrandKey.literals
export type BrandKeyValue = (typeof BRAND_KEYS)[number]

/** spec A §3: the kinds of special offer. */
export const SPECIAL_TYPES = SpecialType.literals
export type SpecialTypeValue = (typeof SPECIAL_TYPES)[number]

/** spec B §3, A §3: guest titles and identification types. */
export const GUEST_TITLES = TITLES
export { ID_TYPES, PAYMENT_STATUSES }

/** PayWeb3 TRANSACTION_STATUS codes: 0..5 and 7 (PayWeb3 defines no 6); core maps them to statuses. */
export const TRANSACTION_STATUS_CODES = [0, 1, 2, 3, 4, 5, 7] as const

export const RATE_PLAN_KINDS = ["room_only", "bed_and_breakfast", "non_refundable", "promo"] as const
export type RatePlanKind = (typeof RATE_PLAN_KINDS)[number]

/** A hold is `held` for 15 minutes, then `confirmed` (it became a booking), `expired` (time ran out) or `released` (given up). */
export const RESERVATION_STATUSES = ["held", "confirmed", "expired", "released"] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** spec B §3: a booking is Unpaid, Paid or Cancelled (stored lower case; the wire shows core's label). */
export const STORED_BOOKING_STATUSES = ["unpaid", "paid", "cancelled"] as const
export type StoredBookingStatus = (typeof STORED_BOOKING_STATUSES)[number]

/** Why a booking was cancelled: by the guest (with a one-time code) or released unpaid at its hold time. */
export const CANCELLATION_REASONS = ["guest", "unpaid_release"] as const
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]

/** The outbox keeps what the Notifier port sends (server/notify/Notifier.ts): its channels and kinds. */
export { OUTBOX_CHANNELS, OUTBOX_KINDS }
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export const ENQUIRY_KINDS = ["group_booking", "boardroom", "special_offer"] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]


// ---------------------------------------------------------------------------------------------
// Column helpers.

const quoted = (value: string | number): string => (typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`)

/** `column IN (...)` with the values written into the DDL (CHECKs take no parameters). */
const oneOf = (column: AnyPgColumn, values: ReadonlyArray<string | number>): SQL =>
  sql`${column} in (${sql.raw(values.map(quoted).join(", "))})`

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })
const day = (name: string) => date(name, { mode: "string" })
/** ISO 4217 code; the site books in ZAR. */
const currency = () => char("currency", { length: 3 }).notNull().default("ZAR")
const isCurrency = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`
const isJsonArray = (column: AnyPgColumn): SQL => sql`jsonb_typeof(${column}) = 'array'`

/** A facility of a hotel or a room (spec B §3: a name and images, stored as image URLs). */
export interface AmenityRow {
  readonly name: string
  readonly images: ReadonlyArray<string>
}

// ---------------------------------------------------------------------------------------------
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

/** spec B §3: a period in which a hotel requires payment at checkout (both ends included, by day). */
export const mandatoryPaymentPeriods = pgTable(
  "mandatory_payment_periods",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
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
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
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
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
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

/**
 * Rooms and price of one room type on one night. `available` is what can still be sold; a hold
 * takes rooms with one conditional UPDATE (`available = available - n where available >= n`), and
 * the CHECK makes an oversold or over-returned night impossible even if a service gets it wrong.
 */
/**
 * Stamps every write of a daily_inventory row (insert default; the update trigger of migration 0003):
 * one row's writes are serialised by its lock, so a higher stamp is always the later value, even across
 * a delete and re-insert. The in-memory inventory of each server (InventoryMirror) keeps the highest.
 */
export const dailyInventoryVersion = pgSequence("daily_inventory_version")

export const dailyInventory = pgTable(
  "daily_inventory",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    total: integer("total").notNull(),
    available: integer("available").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    version: bigint("version", { mode: "number" })
      .notNull()
      .default(sql`nextval('daily_inventory_version')`),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.day] }),
    index("daily_inventory_day_idx").on(t.day),
    check("daily_inventory_available_range", sql`${t.available} >= 0 and ${t.available} <= ${t.total}`),
    check("daily_inventory_price_positive", sql`${t.basePriceCents} > 0`),
  ],
)

/** spec B §2, A §3: a charity a guest may support when paying. */
export const charities = pgTable("charities", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  imageUrl: text("image_url").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  link: text("link").notNull(),
  htmlContent: text("html_content").notNull(),
})

// ---------------------------------------------------------------------------------------------
// Holds and bookings.

/**
 * A reservation (hold): rooms taken for 15 minutes (spec B §4, §9) under a uuid the client keeps.
 * Confirming turns it into the booking with the same uuid.
 */
export const reservations = pgTable(
  "reservations",
  {
    uuid: uuid("uuid").primaryKey().defaultRandom(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull().default("held"),
    expiresAt: instant("expires_at").notNull(),
    checkInDate: day("check_in_date").notNull(),
    checkOutDate: day("check_out_date").notNull(),
    mandatoryPayment: boolean("mandatory_payment").notNull().default(false),
    viaEmail: boolean("via_email").notNull().default(false),
    viaSms: boolean("via_sms").notNull().default(true),
    /** POPIA: marketing consent is never assumed. */
    allowsMailList: boolean("allows_mail_list").notNull().default(false),
    clicksClubCardNumber: text("clicks_club_card_number"),
    promotionCode: text("promotion_code"),
    totalCents: integer("total_cents").notNull(),
    currency: currency(),
    /**
     * Who holds the rooms, while they are held (issue 9 §4: rooms on hold per client, http/client-address.ts);
     * cleared when the hold ends, as nothing needs it then.
     */
    clientAddress: text("client_address"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Finds the holds to expire.
    index("reservations_status_expires_at_idx").on(t.status, t.expiresAt),
    // Counts a client's live holds.
    index("reservations_held_client_idx").on(t.clientAddress, t.expiresAt).where(sql`${t.status} = 'held'`),
    unique("reservations_hotel_uuid_key").on(t.hotelId, t.uuid),
    check("reservations_status_values", oneOf(t.status, RESERVATION_STATUSES)),
    check("reservations_stay_order", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservations_total_not_negative", sql`${t.totalCents} >= 0`),
    check("reservations_currency_code", isCurrency(t.currency)),
    check("reservations_club_card_length", sql`${t.clicksClubCardNumber} is null or length(${t.clicksClubCardNumber}) = 13`),
  ],
)

/** One requested room of a hold (spec B §7 reservation.rooms): a room type, a rate plan, guests, price. */
export const holdRooms = pgTable(
  "hold_rooms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    reservationUuid: uuid("reservation_uuid").notNull(),
    hotelId: integer("hotel_id").notNull(),
    roomTypeId: integer("room_type_id").notNull(),
    ratePlanCode: text("rate_plan_code").notNull(),
    adults: smallint("adults").notNull(),
    kids: smallint("kids").notNull().default(0),
    units: smallint("units").notNull().default(1),
    /** The price of this line for the whole stay, all units, in cents. */
    priceCents: integer("price_cents").notNull(),
    promotionCode: text("promotion_code"),
  },
  (t) => [
    index("hold_rooms_reservation_uuid_idx").on(t.reservationUuid),
    // The room type and the rate plan (by its code, as the wire names it) belong to the reservation's hotel.
    foreignKey({ name: "hold_rooms_reservation_fk", columns: [t.hotelId, t.reservationUuid], foreignColumns: [reservations.hotelId, reservations.uuid] }).onDelete(
      "cascade",
    ),
    foreignKey({ name: "hold_rooms_room_type_fk", columns: [t.hotelId, t.roomTypeId], foreignColumns: [roomTypes.hotelId, roomTypes.id] }),
    foreignKey({ name: "hold_rooms_rate_plan_code_fk", columns: [t.hotelId, t.ratePlanCode], foreignColumns: [ratePlans.hotelId, ratePlans.code] }),
    check("hold_rooms_guests", sql`${t.adults} >= 1 and ${t.kids} >= 0`),
    check("hold_rooms_units_positive", sql`${t.units} >= 1`),
    check("hold_rooms_price_not_negative", sql`${t.priceCents} >= 0`),
  ],
)

/**
 * spec B §3: a booking. Its uuid is the uuid of the reservation it was confirmed from; its
 * referenceNumber is the booking reference, each item has its own. `holdUntil` is when an unpaid
 * (pay later) booking is released if still unpaid.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid("uuid").notNull().unique(),
    referenceNumber: text("reference_number").notNull().unique(),
    hotelId: integer("hotel_id").notNull(),
    status: text("status", { enum: STORED_BOOKING_STATUSES }).notNull().default("unpaid"),
    isPaid: boolean("is_paid").notNull().default(false),
    cancelledAt: instant("cancelled_at"),
    cancellationReason: text("cancellation_reason", { enum: CANCELLATION_REASONS }),
    holdUntil: instant("hold_until"),
    checkInDate: day("check_in_date").notNull(),
    checkOutDate: day("check_out_date").notNull(),
    mandatoryPayment: boolean("mandatory_payment").notNull().default(false),
    costOfRoomCents: integer("cost_of_room_cents").notNull(),
    totalForStayCents: integer("total_for_stay_cents").notNull(),
    currency: currency(),
    clicksClubCardNumber: text("clicks_club_card_number"),
    promotionCode: text("promotion_code"),
    allowsMailList: boolean("allows_mail_list").notNull().default(false),
    viaEmail: boolean("via_email").notNull().default(false),
    viaSms: boolean("via_sms").notNull().default(true),
    /** The member who booked while signed in (issue 14); null for a guest's booking. */
    memberId: integer("member_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    /**
     * Points as payment (issue 15, docs/decisions.md): the room-nights the member paid with loyalty points, the points
     * taken and the part of the total they paid; the card pays total_for_stay_cents less points_covered_cents.
     */
    pointsNights: smallint("points_nights").notNull().default(0),
    pointsRedeemed: integer("points_redeemed").notNull().default(0),
    pointsCoveredCents: integer("points_covered_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_member_idx").on(t.memberId, t.checkOutDate),
    foreignKey({ name: "bookings_reservation_fk", columns: [t.hotelId, t.uuid], foreignColumns: [reservations.hotelId, reservations.uuid] }),
    unique("bookings_hotel_id_key").on(t.hotelId, t.id),
    // Finds the unpaid bookings to release.
    index("bookings_status_hold_until_idx").on(t.status, t.holdUntil),
    check("bookings_status_values", oneOf(t.status, STORED_BOOKING_STATUSES)),
    check("bookings_cancellation_reason_values", sql`${t.cancellationReason} is null or ${oneOf(t.cancellationReason, CANCELLATION_REASONS)}`),
    // Cancelled exactly when a cancelled date exists (spec B §4 display status), with a reason.
    check("bookings_cancelled_at_matches_status", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check("bookings_cancellation_reason_matches_status", sql`(${t.status} = 'cancelled') = (${t.cancellationReason} is not null)`),
    check("bookings_paid_matches_status", sql`(${t.status} <> 'paid' or ${t.isPaid}) and (${t.status} <> 'unpaid' or not ${t.isPaid})`),
    check("bookings_stay_order", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("bookings_amounts_not_negative", sql`${t.costOfRoomCents} >= 0 and ${t.totalForStayCents} >= 0`),
    check("bookings_currency_code", isCurrency(t.currency)),
    check("bookings_communication_method", sql`${t.viaEmail} or ${t.viaSms}`),
    // spec B §4: unticking e-mail clears the mailing-list permission.
    check("bookings_mail_list_needs_email", sql`not ${t.allowsMailList} or ${t.viaEmail}`),
    check(
      "bookings_points_payment",
      sql`${t.pointsNights} >= 0 and ${t.pointsRedeemed} >= 0 and ${t.pointsCoveredCents} >= 0 and ${t.pointsCoveredCents} <= ${t.totalForStayCents}`,
    ),
    check("bookings_club_card_length", sql`${t.clicksClubCardNumber} is null or length(${t.clicksClubCardNumber}) = 13`),
  ],
)

/**
 * spec B §3 payment form `selectedCharities`: the charities the guest chose for a booking (decision,
 * contracts/README.md "Charities"), in the order chosen. Choosing again replaces the set.
 */
export const bookingCharities = pgTable(
  "booking_charities",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    charityId: integer("charity_id")
      .notNull()
      .references(() => charities.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "booking_charities_pkey", columns: [t.bookingId, t.charityId] }),
    unique("booking_charities_booking_position_key").on(t.bookingId, t.position),
    check("booking_charities_position_not_negative", sql`${t.position} >= 0`),
  ],
)

/** spec B §3: one booked room line, with its own reference number. */
export const bookingItems = pgTable(
  "booking_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id").notNull(),
    hotelId: integer("hotel_id").notNull(),
    referenceNumber: text("reference_number").notNull().unique(),
    roomTypeId: integer("room_type_id").notNull(),
    ratePlanCode: text("rate_plan_code").notNull(),
    adults: smallint("adults").notNull(),
    children: smallint("children").notNull().default(0),
    units: smallint("units").notNull().default(1),
    costOfRoomCents: integer("cost_of_room_cents").notNull(),
    currency: currency(),
    promotionCode: text("promotion_code"),
  },
  (t) => [
    index("booking_items_booking_id_idx").on(t.bookingId),
    foreignKey({ name: "booking_items_booking_fk", columns: [t.hotelId, t.bookingId], foreignColumns: [bookings.hotelId, bookings.id] }).onDelete("cascade"),
    foreignKey({ name: "booking_items_room_type_fk", columns: [t.hotelId, t.roomTypeId], foreignColumns: [roomTypes.hotelId, roomTypes.id] }),
    foreignKey({ name: "booking_items_rate_plan_code_fk", columns: [t.hotelId, t.ratePlanCode], foreignColumns: [ratePlans.hotelId, ratePlans.code] }),
    check("booking_items_guests", sql`${t.adults} >= 1 and ${t.children} >= 0`),
    check("booking_items_units_positive", sql`${t.units} >= 1`),
    check("booking_items_cost_not_negative", sql`${t.costOfRoomCents} >= 0`),
    check("booking_items_currency_code", isCurrency(t.currency)),
  ],
)

/**
 * spec B §3: the guests of a booked room, in form order (position 0 is the room's main guest).
 * Only the booking's main guest must give an address and an ID (spec B §4), so most are nullable.
 */
export const bookingGuests = pgTable(
  "booking_guests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingItemId: integer("booking_item_id")
      .notNull()
      .references(() => bookingItems.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: text("title", { enum: GUEST_TITLES }),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    email: text("email"),
    /** Digits only with a 00 prefix, as the client sends it (spec B §5). */
    mobile: text("mobile"),
    telephoneNo: text("telephone_no"),
    idType: text("id_type", { enum: ID_TYPES }),
    idNumber: text("id_number"),
    addressLineOne: text("address_line_one"),
    addressLineTwo: text("address_line_two"),
    city: text("city"),
    province: text("province"),
    postalCode: text("postal_code"),
    country: text("country"),
  },
  (t) => [
    unique("booking_guests_item_position_key").on(t.bookingItemId, t.position),
    check("booking_guests_position_not_negative", sql`${t.position} >= 0`),
    check("booking_guests_title_values", sql`${t.title} is null or ${oneOf(t.title, GUEST_TITLES)}`),
    check("booking_guests_id_type_values", sql`${t.idType} is null or ${oneOf(t.idType, ID_TYPES)}`),
    check("booking_guests_id_number_needs_type", sql`${t.idNumber} is null or ${t.idType} is not null`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Payments (PayGate PayWeb3).

/** A card payment attempt: one PayWeb3 PAY_REQUEST_ID, its amount and its last known outcome. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    payRequestId: text("pay_request_id").notNull().unique(),
    /** PayWeb3 REFERENCE: the merchant reference the gateway echoes back. */
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: currency(),
    country: char("country", { length: 3 }).notNull().default("ZAF"),
    locale: text("locale").notNull().default("en-za"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("not_done"),
    transactionStatus: smallint("transaction_status"),
    resultCode: text("result_code"),
    resultDescription: text("result_description"),
    transactionId: text("transaction_id"),
    /**
     * Issue 22: what the guest is owed back of an approved payment the booking no longer awaited (it was paid already,
     * cancelled, or points paid part while the card payment was in flight); the hotel refunds it. 0 for the others.
     */
    refundDueCents: integer("refund_due_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_booking_id_idx").on(t.bookingId),
    check("payments_status_values", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_transaction_status_values", sql`${t.transactionStatus} is null or ${oneOf(t.transactionStatus, TRANSACTION_STATUS_CODES)}`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check("payments_refund_due_within_amount", sql`${t.refundDueCents} >= 0 and ${t.refundDueCents} <= ${t.amountCents}`),
    check("payments_currency_code", isCurrency(t.currency)),
  ],
)

/**
 * Every PayWeb3 notify we accepted. `idempotencyKey` is unique (e.g. PAY_REQUEST_ID, TRANSACTION_ID
 * and TRANSACTION_STATUS together), so a replayed notify inserts nothing (ON CONFLICT DO NOTHING)
 * and the service can tell the first delivery from a replay. `fields` keeps the form as received;
 * PayWeb3 notifies carry no card number.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    payRequestId: text("pay_request_id")
      .notNull()
      .references(() => payments.payRequestId),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    transactionStatus: smallint("transaction_status").notNull(),
    resultCode: text("result_code"),
    fields: jsonb("fields").$type<Readonly<Record<string, string>>>().notNull(),
    receivedAt: instant("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_notifications_pay_request_id_idx").on(t.payRequestId),
    check("payment_notifications_transaction_status_values", oneOf(t.transactionStatus, TRANSACTION_STATUS_CODES)),
  ],
)

// ---------------------------------------------------------------------------------------------
// One-time codes for managing a booking.

/**
 * A one-time code (6 digits, stored only as a hash), valid until `expiresAt`, used at most once,
 * locked after OTP_MAX_ATTEMPTS wrong tries. At most one live code per booking: issuing a new code
 * must void the old one first, or the partial unique index refuses it.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: instant("consumed_at"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_codes_one_live_per_booking").on(t.bookingId).where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    check("one_time_codes_attempts_range", sql`${t.attempts} between 0 and ${sql.raw(String(OTP_MAX_ATTEMPTS))}`),
    check("one_time_codes_consumed_or_voided", sql`${t.consumedAt} is null or ${t.voidedAt} is null`),
    check("one_time_codes_hash_not_code", sql`length(${t.codeHash}) >= 32`),
  ],
)

/**
 * Each one-time code sent, for rate limiting per booking and per client. `clientKey` identifies
 * the caller without personal data (e.g. a keyed hash of the address); `bookingId` is null when
 * the e-mail and reference matched no booking, so guessing is limited too.
 */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    clientKey: text("client_key").notNull(),
    sentAt: instant("sent_at").notNull().defaultNow(),
  },
  (t) => [index("otp_sends_booking_sent_at_idx").on(t.bookingId, t.sentAt), index("otp_sends_client_sent_at_idx").on(t.clientKey, t.sentAt)],
)

// ---------------------------------------------------------------------------------------------
// Members' accounts (spec A §3, §7; issue 14): the account, its codes, sessions and sign-in attempts.

/** Why a session (a family of refresh tokens) ended. */
export const SESSION_END_REASONS = ["logout", "reuse", "password_reset", "account_deleted", "expired"] as const
/** What a throttled account action is. */
export const AUTH_ACTIONS = ["login", "register", "forgot_password", "verify_otp", "resend_otp", "change_mobile"] as const
export type AuthAction = (typeof AUTH_ACTIONS)[number]

/**
 * spec A §3: a member. E-mail (kept lower-cased) and mobile are unique among live accounts: the unique
 * indexes decide a registration race, so two registrations at once give exactly one account. A deleted
 * account keeps its row (bookings point at it) with every personal field erased (POPIA).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    mobileNumber: text("mobile_number"),
    /** `$argon2id$v=19$m=..,t=..,p=..$<salt>$<hash>` (PHC), or `scrypt$<logN>$<r>$<p>$<salt>$<hash>` until its next sign-in; never the password. */
    passwordHash: text("password_hash"),
    birthday: day("birthday"),
    title: text("title"),
    country: text("country"),
    countryCode: integer("country_code"),
    idNumber: text("id_number"),
    passportNumber: text("passport_number"),
    passportNumberExpiryMonth: smallint("passport_number_expiry_month"),
    passportNumberExpiryYear: smallint("passport_number_expiry_year"),
    lineOne: text("line_one"),
    lineTwo: text("line_two"),
    town: text("town"),
    zipCode: text("zip_code"),
    province: text("province"),
    telephoneExtension: text("telephone_extension"),
    telephoneNumber: text("telephone_number"),
    viaSms: boolean("via_sms").notNull().default(true),
    viaEmail: boolean("via_email").notNull().default(true),
    viaWhatsapp: boolean("via_whatsapp").notNull().default(false),
    rateUsQuestionnaire: boolean("rate_us_questionnaire").notNull().default(false),
    specialsAndPromotionsMarketing: boolean("specials_and_promotions_marketing").notNull().default(false),
    loyaltyType: text("loyalty_type").notNull().default("individual"),
    registrationCompletedAt: instant("registration_completed_at"),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_key").on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex("accounts_mobile_number_key").on(t.mobileNumber).where(sql`${t.mobileNumber} is not null`),
    check("accounts_email_lower_case", sql`${t.email} = lower(${t.email})`),
    // A live account has its sign-in data; a deleted one has none.
    check("accounts_live_or_erased", sql`(${t.deletedAt} is null) = (${t.email} is not null and ${t.passwordHash} is not null and ${t.mobileNumber} is not null)`),
    check("accounts_communication_method", sql`${t.deletedAt} is not null or ${t.viaEmail} or ${t.viaSms} or ${t.viaWhatsapp}`),
    // spec A §4: unticking e-mail clears the mailing-list permission.
    check("accounts_marketing_needs_email", sql`not ${t.specialsAndPromotionsMarketing} or ${t.viaEmail}`),
  ],
)

/**
 * The SMS code that completes a registration, or a change of mobile number (QUALITY.md one-time-code rules): stored
 * hashed, one live code per account, 10 minutes, locked after OTP_MAX_ATTEMPTS wrong tries. Every row is also a send,
 * for the 60-second resend rule and the hourly limit.
 */
export const accountCodes = pgTable(
  "account_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    /** The new mobile number a change of number waits to verify (issue 22 §4); null for a registration's code. */
    mobileNumber: text("mobile_number"),
    expiresAt: instant("expires_at").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: instant("consumed_at"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_codes_one_live_per_account").on(t.accountId).where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    index("account_codes_account_created_idx").on(t.accountId, t.createdAt),
    check("account_codes_attempts_range", sql`${t.attempts} between 0 and ${sql.raw(String(OTP_MAX_ATTEMPTS))}`),
    check("account_codes_hash_not_code", sql`length(${t.codeHash}) >= 32`),
  ],
)

/** A password-reset link's token (sha-256 of it): single use, one hour; a newer one voids it. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_account_idx").on(t.accountId)],
)

/**
 * A signed-in session: one family of refresh tokens, from a login to its end. Revoking the family ends
 * every token in it at once (logout, a reused refresh token, a password reset, a deleted account).
 */
export const sessionFamilies = pgTable(
  "session_families",
  {
    id: uuid("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason", { enum: SESSION_END_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index("session_families_account_idx").on(t.accountId),
    check("session_families_revoked_reason", sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
    check("session_families_revoked_reason_values", sql`${t.revokedReason} is null or ${oneOf(t.revokedReason, SESSION_END_REASONS)}`),
  ],
)

/**
 * The tokens of a session, stored only as sha-256 digests (they are 256-bit random, so a fast hash is
 * enough). An access token lives ~15 minutes; a refresh token is used once (`usedAt`) and replaced.
 */
export const sessionTokens = pgTable(
  "session_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["access", "refresh"] }).notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    /**
     * A used refresh token's successor pair, encrypted with a key only the used token gives (issue 22 §8): a second
     * refresh with it within the grace window (another tab) gets the same pair back; nothing in the table opens it.
     */
    successor: text("successor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("session_tokens_family_idx").on(t.familyId),
    check("session_tokens_kind_values", sql`${t.kind} in ('access', 'refresh')`),
    check("session_tokens_only_refresh_used", sql`${t.usedAt} is null or ${t.kind} = 'refresh'`),
  ],
)

/**
 * Account actions for throttling (sign-in per account and per client, registration, reset e-mails,
 * codes), in the database so that several server processes agree. Keys are keyed hashes: no e-mail
 * or address is stored.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    action: text("action", { enum: AUTH_ACTIONS }).notNull(),
    subjectKey: text("subject_key").notNull(),
    clientKey: text("client_key").notNull(),
    /** null while the attempt is in progress (issue 22 §3: a failure counts when it fails). */
    failed: boolean("failed"),
    at: instant("at").notNull(),
  },
  (t) => [
    index("auth_attempts_subject_idx").on(t.action, t.subjectKey, t.at),
    index("auth_attempts_client_idx").on(t.action, t.clientKey, t.at),
    check("auth_attempts_action_values", oneOf(t.action, AUTH_ACTIONS)),
  ],
)

// ---------------------------------------------------------------------------------------------
// Messages and enquiries.

/** Notifications written by the default Notifier (e-mail and SMS are adapters for later). */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_booking_id_idx").on(t.bookingId),
    index("outbox_created_at_idx").on(t.createdAt),
    check("outbox_channel_values", oneOf(t.channel, OUTBOX_CHANNELS)),
    check("outbox_kind_values", oneOf(t.kind, OUTBOX_KINDS)),
    check("outbox_email_has_subject", sql`${t.channel} <> 'email' or ${t.subject} is not null`),
  ],
)

/** Group booking, boardroom and special-offer requests (spec A §7), kept as sent. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: ENQUIRY_KINDS }).notNull(),
    payload: jsonb("payload").$type<Readonly<Record<string, unknown>>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("enquiries_kind_values", oneOf(t.kind, ENQUIRY_KINDS)), check("enquiries_payload_object", sql`jsonb_typeof(${t.payload}) = 'object'`)],
)

/** spec A §7 POST /api/web/news_letters. One sign-up per e-mail address (ignoring case). */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    contactNumber: text("contact_number"),
    email: text("email").notNull(),
    viaEmail: boolean("via_email").notNull().default(false),
    viaWhatsapp: boolean("via_whatsapp").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_signups_email_key").on(sql`lower(${t.email})`)],
)

// ---------------------------------------------------------------------------------------------
// Loyalty points values (issue 16; the loyalty ledger of issue 15 reads the same table).

/** spec A §3: values are for earning or for redeeming points. */
export const LOYALTY_POINTS_KINDS = POINTS_KINDS
/** spec A §9: midweek is Monday to Thursday, weekend Friday to Sunday. */
export const LOYALTY_POINTS_DAYS = POINTS_DAYS
/** spec A §3: the values are for accommodation; a product column, so another product is a row, not a migration of keys. */
export const LOYALTY_POINTS_PRODUCTS = [POINTS_PRODUCT] as const

/**
 * spec A §3: the points a night earns or costs, per brand, kind of day, product and number of guests (one or two).
 * One row per combination; the loyalty programme pages show them (server/content reads them through
 * server/loyalty/LoyaltyPointsService.ts) and the ledger earns and redeems with them.
 */
export const loyaltyPointsValues = pgTable(
  "loyalty_points_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    brandId: smallint("brand_id")
      .notNull()
      .references(() => brands.id),
    kind: text("kind", { enum: LOYALTY_POINTS_KINDS }).notNull(),
    day: text("day", { enum: LOYALTY_POINTS_DAYS }).notNull(),
    product: text("product", { enum: LOYALTY_POINTS_PRODUCTS }).notNull(),
    guests: smallint("guests").notNull(),
    points: integer("points").notNull(),
  },
  (t) => [
    unique("loyalty_points_values_key").on(t.brandId, t.kind, t.day, t.product, t.guests),
    check("loyalty_points_values_kind_values", oneOf(t.kind, LOYALTY_POINTS_KINDS)),
    check("loyalty_points_values_day_values", oneOf(t.day, LOYALTY_POINTS_DAYS)),
    check("loyalty_points_values_product_values", oneOf(t.product, LOYALTY_POINTS_PRODUCTS)),
    check("loyalty_points_values_guests_values", sql`${t.guests} in (1, 2)`),
    check("loyalty_points_values_points_not_negative", sql`${t.points} >= 0`),
  ],
)

/** The kinds of ledger entry (core/loyalty/ledger.ts): credits add points, debits take them. */
export const LEDGER_CREDIT_KINDS = CREDIT_KINDS
export const LEDGER_DEBIT_KINDS = DEBIT_KINDS

/**
 * Issue 15: each member's loyalty points as an append-only ledger; the balance is the sum of a member's entries
 * (never a column). Credits carry their expiry; a debit names the lot it empties (expired), the earned lot it takes
 * back (earn_reversed), and a return names the redemption it gives back, each at most once (unique indexes), so a
 * retried request cannot count twice. `seq` is the order entries were written, the order the rules read them in.
 */
export const loyaltyLedgerEntries = pgTable(
  "loyalty_ledger_entries",
  {
    id: uuid("id").primaryKey(),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    kind: text("kind", { enum: [...CREDIT_KINDS, ...DEBIT_KINDS] }).notNull(),
    points: integer("points").notNull(),
    on: date("on").notNull(),
    reservation: text("reservation"),
    depart: date("depart"),
    expiresOn: date("expires_on"),
    lot: uuid("lot"),
    returns: uuid("returns"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_entries_account_seq").on(t.accountId, t.seq),
    uniqueIndex("loyalty_ledger_entries_one_expiry_per_lot").on(t.lot).where(sql`${t.kind} = 'expired'`),
    uniqueIndex("loyalty_ledger_entries_one_reversal_per_lot").on(t.lot).where(sql`${t.kind} = 'earn_reversed'`),
    uniqueIndex("loyalty_ledger_entries_one_return_per_redemption").on(t.returns).where(sql`${t.kind} = 'redemption_returned'`),
    uniqueIndex("loyalty_ledger_entries_one_redemption_per_stay").on(t.accountId, t.reservation).where(sql`${t.kind} = 'redeemed'`),
    uniqueIndex("loyalty_ledger_entries_one_earn_per_stay").on(t.accountId, t.reservation).where(sql`${t.kind} = 'earned'`),
    uniqueIndex("loyalty_ledger_entries_one_sign_up").on(t.accountId).where(sql`${t.kind} = 'sign_up'`),
    check("loyalty_ledger_entries_kind_values", oneOf(t.kind, [...CREDIT_KINDS, ...DEBIT_KINDS])),
    check(
      "loyalty_ledger_entries_sign",
      sql`(${oneOf(t.kind, CREDIT_KINDS)} and ${t.points} > 0 and ${t.expiresOn} is not null) or (${oneOf(t.kind, DEBIT_KINDS)} and ${t.points} < 0 and ${t.expiresOn} is null)`,
    ),
    check("loyalty_ledger_entries_lot_named", sql`(${t.kind} in ('expired', 'earn_reversed')) = (${t.lot} is not null)`),
    check("loyalty_ledger_entries_return_named", sql`(${t.kind} = 'redemption_returned') = (${t.returns} is not null)`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Content, job vacancies and guest reviews (issue 16).

/** spec A §9: the content types (decided in core/content/content-types.ts). */
export { CONTENT_TYPES }
/** spec A §3: the kinds of field a content item holds. */
export const FIELDABLE_TYPES = FieldableType.literals
/** Images and files of a content item. */
export const CONTENT_FILE_KINDS = ["image", "file"] as const
/** spec A §9: the job categories, as keys ("front_office"). */
export const JOB_CATEGORIES = JOB_CATEGORY_KEYS
/** spec A §2, §7: the review platforms. */
export const REVIEW_PLATFORMS = ReviewPlatform.literals

/** The longest StringField value in bytes: such values are indexed (a btree entry holds at most about 2.7 kB). */
export const MAX_STRING_FIELD_BYTES = 1000

/**
 * spec A §3: a content item of a site section. Its data are its fields, images and files; a `charity` item names the
 * charity it presents (its name, link, state, text and picture are the charity's own, read at answer time).
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentType: text("content_type", { enum: CONTENT_TYPES as unknown as [string, ...Array<string>] }).notNull(),
    charityId: integer("charity_id").references(() => charities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of one type, newest first: the listing's order (GET /api/web/contents).
    index("content_items_type_created_idx").on(t.contentType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("content_items_charity_id_key").on(t.charityId),
    check("content_items_content_type_values", oneOf(t.contentType, CONTENT_TYPES)),
    check("content_items_charity_only_for_charities", sql`(${t.charityId} is null) = (${t.contentType} <> 'charity')`),
  ],
)

/**
 * spec A §3: one field of a content item: its kind, key, value and, for values that belong to one brand, brand_id.
 * Values are text in the form their kind reads (CHECKed): IntegerField and the link fields a whole number,
 * BooleanField true or false, DateField YYYY-MM-DD. A key may repeat (an award's hotels). An item's slug is its
 * StringField `slug`, unique among all items.
 */
export const contentFields = pgTable(
  "content_fields",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentItemId: integer("content_item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fieldableType: text("fieldable_type", { enum: FIELDABLE_TYPES }).notNull(),
    key: text("key").notNull(),
    value: text("value"),
    brandId: smallint("brand_id").references(() => brands.id),
  },
  (t) => [
    unique("content_fields_item_position_key").on(t.contentItemId, t.position),
    // Reading a page's fields, and the filters by key on one item.
    index("content_fields_item_key_idx").on(t.contentItemId, t.key),
    // string_fields, max_capacity_string_fields and empty_value_key_filter: the items with a key holding a value.
    index("content_fields_key_value_idx").on(t.key, t.value, t.contentItemId).where(sql`${t.fieldableType} <> 'WriteUpField'`),
    // hotel_id: the items linking a hotel.
    index("content_fields_hotel_link_idx").on(t.value, t.contentItemId).where(sql`${t.fieldableType} = 'HotelLinkField'`),
    // brand_id: the items linking a brand, or holding a value of that brand.
    index("content_fields_brand_link_idx").on(t.value, t.contentItemId).where(sql`${t.fieldableType} = 'BrandLinkField'`),
    index("content_fields_brand_id_idx").on(t.brandId, t.contentItemId).where(sql`${t.brandId} is not null`),
    uniqueIndex("content_fields_slug_key").on(t.value).where(sql`${t.key} = 'slug' and ${t.fieldableType} = 'StringField'`),
    uniqueIndex("content_fields_one_slug_per_item").on(t.contentItemId).where(sql`${t.key} = 'slug' and ${t.fieldableType} = 'StringField'`),
    check("content_fields_fieldable_type_values", oneOf(t.fieldableType, FIELDABLE_TYPES)),
    check("content_fields_key_form", sql`${t.key} ~ ${sql.raw(quoted(FIELD_KEY_PATTERN.source))}`),
    check("content_fields_position_not_negative", sql`${t.position} >= 0`),
    check(
      "content_fields_value_form",
      sql`${t.value} is null
        or (${t.fieldableType} in ('IntegerField', 'HotelLinkField', 'BrandLinkField') and ${t.value} ~ '^-?[0-9]{1,15}$')
        or (${t.fieldableType} = 'BooleanField' and ${t.value} in ('true', 'false'))
        or (${t.fieldableType} = 'DateField' and ${t.value} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
        or (${t.fieldableType} = 'StringField' and octet_length(${t.value}) <= ${sql.raw(String(MAX_STRING_FIELD_BYTES))})
        or ${t.fieldableType} = 'WriteUpField'`,
    ),
    check("content_fields_slug_form", sql`${t.key} <> 'slug' or ${t.value} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

/** spec A §3: an image or file of a content item, with its metadata (name, MIME type, size in bytes, url, thumbnail). */
export const contentFiles = pgTable(
  "content_files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentItemId: integer("content_item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CONTENT_FILE_KINDS }).notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    url: text("url").notNull(),
    thumb: text("thumb"),
  },
  (t) => [
    unique("content_files_item_kind_position_key").on(t.contentItemId, t.kind, t.position),
    check("content_files_kind_values", oneOf(t.kind, CONTENT_FILE_KINDS)),
    check("content_files_size_not_negative", sql`${t.size} >= 0`),
    check("content_files_type_form", sql`${t.type} ~ '^[a-z]+/[a-z0-9.+-]+$'`),
  ],
)

/**
 * spec A §3: a job vacancy of the group (brand_id null) or of a brand, in a category, open until its expiry date
 * (inclusive); expired vacancies are kept and never listed.
 */
export const jobVacancies = pgTable(
  "job_vacancies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    jobTitle: text("job_title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: JOB_CATEGORIES as unknown as [string, ...Array<string>] }).notNull(),
    brandId: smallint("brand_id").references(() => brands.id),
    expiryDate: day("expiry_date").notNull(),
    link: text("link").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_vacancies_open_idx").on(t.expiryDate),
    index("job_vacancies_brand_category_idx").on(t.brandId, t.category, t.expiryDate),
    check("job_vacancies_category_values", oneOf(t.category, JOB_CATEGORIES)),
  ],
)

/** spec A §3, §7: a guest's review of a hotel on a review platform, rated 1 to 5. */
export const guestReviews = pgTable(
  "guest_reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: REVIEW_PLATFORMS }).notNull(),
    rating: smallint("rating").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewerText: text("reviewer_text").notNull(),
    storeUrl: text("store_url").notNull(),
    reviewedOn: day("reviewed_on").notNull(),
  },
  (t) => [
    index("guest_reviews_hotel_platform_idx").on(t.hotelId, t.platform, t.reviewedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("guest_reviews_platform_values", oneOf(t.platform, REVIEW_PLATFORMS)),
    check("guest_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Relations, for nested reads: db.query.bookings.findFirst({ with: { items: { with: { guests: true } } } }).

export const brandsRelations = relations(brands, ({ many }) => ({ hotels: many(hotels) }))

export const hotelsRelations = relations(hotels, ({ one, many }) => ({
  brand: one(brands, { fields: [hotels.brandId], references: [brands.id] }),
  roomTypes: many(roomTypes),
  ratePlans: many(ratePlans),
  mandatoryPaymentPeriods: many(mandatoryPaymentPeriods),
  specialOffers: many(specialOfferHotels),
}))

export const mandatoryPaymentPeriodsRelations = relations(mandatoryPaymentPeriods, ({ one }) => ({
  hotel: one(hotels, { fields: [mandatoryPaymentPeriods.hotelId], references: [hotels.id] }),
}))

export const roomTypesRelations = relations(roomTypes, ({ one, many }) => ({
  hotel: one(hotels, { fields: [roomTypes.hotelId], references: [hotels.id] }),
  inventory: many(dailyInventory),
}))

export const dailyInventoryRelations = relations(dailyInventory, ({ one }) => ({
  roomType: one(roomTypes, { fields: [dailyInventory.roomTypeId], references: [roomTypes.id] }),
}))

export const ratePlansRelations = relations(ratePlans, ({ one }) => ({
  hotel: one(hotels, { fields: [ratePlans.hotelId], references: [hotels.id] }),
  specialOffer: one(specialOffers, { fields: [ratePlans.specialOfferId], references: [specialOffers.id] }),
}))

export const specialOffersRelations = relations(specialOffers, ({ many }) => ({
  hotels: many(specialOfferHotels),
  ratePlans: many(ratePlans),
}))

export const specialOfferHotelsRelations = relations(specialOfferHotels, ({ one }) => ({
  specialOffer: one(specialOffers, { fields: [specialOfferHotels.specialOfferId], references: [specialOffers.id] }),
  hotel: one(hotels, { fields: [specialOfferHotels.hotelId], references: [hotels.id] }),
}))

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  hotel: one(hotels, { fields: [reservations.hotelId], references: [hotels.id] }),
  rooms: many(holdRooms),
  booking: one(bookings, { fields: [reservations.uuid], references: [bookings.uuid] }),
}))

export const holdRoomsRelations = relations(holdRooms, ({ one }) => ({
  reservation: one(reservations, { fields: [holdRooms.reservationUuid], references: [reservations.uuid] }),
  roomType: one(roomTypes, { fields: [holdRooms.roomTypeId], references: [roomTypes.id] }),
}))

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  hotel: one(hotels, { fields: [bookings.hotelId], references: [hotels.id] }),
  reservation: one(reservations, { fields: [bookings.uuid], references: [reservations.uuid] }),
  items: many(bookingItems),
  payments: many(payments),
}))

export const bookingItemsRelations = relations(bookingItems, ({ one, many }) => ({
  booking: one(bookings, { fields: [bookingItems.bookingId], references: [bookings.id] }),
  roomType: one(roomTypes, { fields: [bookingItems.roomTypeId], references: [roomTypes.id] }),
  guests: many(bookingGuests),
}))

export const bookingGuestsRelations = relations(bookingGuests, ({ one }) => ({
  item: one(bookingItems, { fields: [bookingGuests.bookingItemId], references: [bookingItems.id] }),
}))

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  booking: one(bookings, { fields: [payments.bookingId], references: [bookings.id] }),
  notifications: many(paymentNotifications),
}))

export const paymentNotificationsRelations = relations(paymentNotifications, ({ one }) => ({
  payment: one(payments, { fields: [paymentNotifications.payRequestId], references: [payments.payRequestId] }),
}))

// ---------------------------------------------------------------------------------------------
// The corporate area (issue 15): a corporate member's company details and travellers.

/**
 * spec A §3, §5: a member's company details, one row per account. Deleted with the account's personal data
 * (AccountService.remove), as the travellers are.
 */
export const companies = pgTable("companies", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  tradingAs: text("trading_as").notNull(),
  vatNo: text("vat_no").notNull(),
  iataNo: text("iata_no").notNull(),
  type: text("type").notNull(),
  email: text("email").notNull(),
  number: text("number").notNull(),
  faxNo: text("fax_no").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2").notNull(),
  city: text("city").notNull(),
  postalCode: text("postal_code").notNull(),
  province: text("province").notNull(),
  country: text("country").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** spec A §3, §5: the travellers a corporate member books for. */
export const travellers = pgTable(
  "travellers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    mobileNo: text("mobile_no").notNull(),
    email: text("email").notNull(),
    idType: text("id_type", { enum: ID_TYPES }).notNull(),
    identification: text("identification").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("travellers_account_name_idx").on(t.accountId, t.lastName, t.firstName, t.id),
    check("travellers_id_type_values", oneOf(t.idType, ID_TYPES)),
  ],
)

// ---------------------------------------------------------------------------------------------
// The server's own upkeep.

/**
 * issue 31 §5: `/readyz` writes its one row (id 1) and commits, so readiness says whether the server can write, not
 * only whether the database answers a read (a full disk fails every write while `select 1` still works).
 */
export const readinessProbe = pgTable(
  "readiness_probe",
  {
    id: smallint("id").primaryKey(),
    probedAt: instant("probed_at").notNull(),
  },
  (t) => [check("readiness_probe_one_row", sql`${t.id} = 1`)],
)
