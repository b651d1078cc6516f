import { asc, eq } from "drizzle-orm"
import { Effect } from "effect"
import type { DbShape } from "../db/Db.ts"
import { bookingGuests, bookingItems } from "../db/schema.ts"
import type { Recipients } from "../notify/templates.ts"
import type { BookingRow, GuestRow } from "./booking-wire.ts"

/**
 * Who a booking's messages go to (its confirmation, codes, changes, payment): its main guest, by the channels the
 * booking chose. Exported for the slices that write to a booking's guest (codes, payments).
 */

/** The main guest: the first room's first guest (spec B §4: the guest who holds the booking). */
export const mainGuestOf = (database: DbShape, bookingId: number) =>
  database
    .query((db) =>
      db
        .select({ guest: bookingGuests })
        .from(bookingGuests)
        .innerJoin(bookingItems, eq(bookingItems.id, bookingGuests.bookingItemId))
        .where(eq(bookingItems.bookingId, bookingId))
        .orderBy(asc(bookingItems.id), asc(bookingGuests.position))
        .limit(1),
    )
    .pipe(Effect.map((rows): GuestRow | undefined => rows[0]?.guest))

/** The booking's messages go by its chosen channels (via_email, via_sms) to the main guest's address and mobile. */
export const recipientsOf = (booking: Pick<BookingRow, "viaEmail" | "viaSms">, guest: Pick<GuestRow, "email" | "mobile"> | undefined): Recipients => ({
  ...(booking.viaEmail && guest?.email ? { email: guest.email } : {}),
  ...(booking.viaSms && guest?.mobile ? { mobile: guest.mobile } : {}),
})

/** How the booking's letters greet the main guest: title and surname, or the first name without a title. */
export const greetingName = (guest: GuestRow | undefined): string | undefined =>
  guest === undefined ? undefined : [guest.title ?? "", guest.title === null ? guest.firstName : guest.surname].join(" ").trim()
