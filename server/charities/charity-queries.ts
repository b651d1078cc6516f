import { asc, eq, inArray } from "drizzle-orm"
import { Effect } from "effect"
import type { DbShape } from "../db/Db.ts"
import { bookingCharities, charities } from "../db/schema.ts"

/**
 * The charities a booking's guest chose (booking_charities, migration 0005), read by whoever shows the booking:
 * its answer (bookings) and its letters (bookings, payments). A read the database refuses is a defect (500).
 */

export interface ChosenCharity {
  readonly id: number
  readonly name: string
}

/** The booking's chosen charities, in the order chosen (inactive ones too: the guest chose them). */
export const chosenCharitiesOf = (database: DbShape, bookingId: number): Effect.Effect<ReadonlyArray<ChosenCharity>> =>
  database
    .query((db) =>
      db
        .select({ id: charities.id, name: charities.name })
        .from(bookingCharities)
        .innerJoin(charities, eq(charities.id, bookingCharities.charityId))
        .where(eq(bookingCharities.bookingId, bookingId))
        .orderBy(asc(bookingCharities.position)),
    )
    .pipe(Effect.orDie)

/** The charities with these ids (active or not), for the content items that present them (server/content). */
export const charitiesByIds = (database: DbShape, ids: ReadonlyArray<number>): Effect.Effect<ReadonlyArray<typeof charities.$inferSelect>> =>
  ids.length === 0
    ? Effect.succeed([])
    : database.query((db) => db.select().from(charities).where(inArray(charities.id, [...ids])).orderBy(asc(charities.id))).pipe(Effect.orDie)
