/** The bookings slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, foreignKey, index, integer, pgTable, smallint, text, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core"
import { ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { accounts } from "../accounts/tables.ts"
import { ratePlans, roomTypes } from "../catalogue/tables.ts"
import { createdAt, currency, day, instant, isCurrency, oneOf, updatedAt } from "../db/columns.ts"
import { reservations } from "../reservations/tables.ts"

/** spec B §3, A §3: guest titles and identification types. */
export const GUEST_TITLES = TITLES

export { ID_TYPES }

/** spec B §3: a booking is Unpaid, Paid or Cancelled (stored lower case; the wire shows core's label). */
export const STORED_BOOKING_STATUSES = ["unpaid", "paid", "cancelled"] as const

export type StoredBookingStatus = (typeof STORED_BOOKING_STATUSES)[number]

/** Why a booking was cancelled: by the guest (with a one-time code) or released unpaid at its hold time. */
export const CANCELLATION_REASONS = ["guest", "unpaid_release"] as const

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]

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

// Payments (PayGate PayWeb3).
