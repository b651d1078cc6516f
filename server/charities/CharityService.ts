import { asc, eq } from "drizzle-orm"
import { Context, Effect, Layer, Schema } from "effect"
import type { Charity } from "../../contracts/api/charities.ts"
import { FieldErrors } from "../../contracts/api/errors.ts"
import { CHARITY_NOT_AVAILABLE } from "../../contracts/api/messages.ts"
import { bookingCharities, bookings, charities } from "../db/schema.ts"
import { Db } from "../db/Db.ts"
import { safeAddress, sanitiseRichText } from "../http/rich-text.ts"

/**
 * Charities (spec B §2 payment details, A §3; contracts/README.md "Charities"): the active ones a guest may
 * support, and the guest's choice kept on the booking (booking_charities). Their list is the seed's (or an
 * editor's); a choice names only active charities.
 */

// Errors

/** 422: the choice names a charity that is unknown or no longer active, on each such id's field. */
export class CharitiesNotAvailable extends Schema.TaggedError<CharitiesNotAvailable>()("CharitiesNotAvailable", {
  errors: FieldErrors,
}) {}

// Shape

export interface CharityServiceShape {
  /** The active charities, by name, in the wire shape. */
  readonly listActive: Effect.Effect<ReadonlyArray<Charity>>
  /**
   * Checks a choice: every id an active charity. Refusals are keyed `${field}.${index}` (the ids' field in the
   * request, e.g. "payment.selected_charities").
   */
  readonly checkChoice: (ids: ReadonlyArray<number>, field: string) => Effect.Effect<void, CharitiesNotAvailable>
  /** Replaces the booking's chosen charities with `ids` (checked first), in that order; a booking not there is left alone. */
  readonly choose: (bookingUuid: string, ids: ReadonlyArray<number>) => Effect.Effect<void>
}

type CharityRow = typeof charities.$inferSelect

const toWireCharity = (row: CharityRow): Charity => ({
  id: row.id,
  name: row.name,
  image: { url: row.imageUrl },
  is_active: row.isActive,
  // Stored as an editor gave them, made safe on the way out (http/rich-text.ts); an unsafe link reads as none ("").
  link: safeAddress(row.link) ?? "",
  content: { html_content: sanitiseRichText(row.htmlContent) },
})

export class CharityService extends Context.Service<CharityService, CharityServiceShape>()("hotel/server/CharityService") {
  static readonly layer: Layer.Layer<CharityService, never, Db> = Layer.effect(
    CharityService,
    Effect.gen(function* () {
      const database = yield* Db
      // A read the database refuses is our bug or an outage, not the visitor's doing: a defect (500).
      const activeRows = database.query((db) => db.select().from(charities).where(eq(charities.isActive, true)).orderBy(asc(charities.name), asc(charities.id))).pipe(Effect.orDie)

      const listActive = activeRows.pipe(Effect.map((rows) => rows.map(toWireCharity)))

      const checkChoice = Effect.fnUntraced(function* (ids: ReadonlyArray<number>, field: string) {
        if (ids.length === 0) return
        const active = new Set((yield* activeRows).map((row) => row.id))
        const refused = ids.flatMap((id, index) => (active.has(id) ? [] : [[`${field}.${index}`, [CHARITY_NOT_AVAILABLE]] as const]))
        if (refused.length > 0) return yield* new CharitiesNotAvailable({ errors: Object.fromEntries(refused) })
      })

      const choose = (bookingUuid: string, ids: ReadonlyArray<number>) =>
        database
          .transaction(
            Effect.gen(function* () {
              const [booking] = yield* database.query((db) => db.select({ id: bookings.id }).from(bookings).where(eq(bookings.uuid, bookingUuid)))
              if (booking === undefined) return
              yield* database.query((db) => db.delete(bookingCharities).where(eq(bookingCharities.bookingId, booking.id)))
              if (ids.length === 0) return
              yield* database.query((db) =>
                db.insert(bookingCharities).values(ids.map((charityId, position) => ({ bookingId: booking.id, charityId, position }))),
              )
            }),
          )
          .pipe(Effect.orDie)

      return CharityService.of({ listActive, checkChoice, choose })
    }),
  )
}
