import { asc, eq } from "drizzle-orm"
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
