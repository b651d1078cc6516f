/** The reservations slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, foreignKey, index, integer, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core"
import { hotels, ratePlans, roomTypes } from "../catalogue/tables.ts"
import { createdAt, currency, day, instant, isCurrency, oneOf, updatedAt } from "../db/columns.ts"

/** A hold is `held` for 15 minutes, then `confirmed` (it became a booking), `expired` (time ran out) or `released` (given up). */
export const RESERVATION_STATUSES = ["held", "confirmed", "expired", "released"] as const

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

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
