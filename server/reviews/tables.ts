/** The reviews slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core"
import { ReviewPlatform } from "../../core/content/review-query.ts"
import { hotels } from "../catalogue/tables.ts"
import { day, oneOf } from "../db/columns.ts"

/** spec A §2, §7: the review platforms. */
export const REVIEW_PLATFORMS = ReviewPlatform.literals

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

// Relations, for nested reads: db.query.bookings.findFirst({ with: { items: { with: { guests: true } } } }).
