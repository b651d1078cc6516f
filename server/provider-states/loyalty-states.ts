import { randomUUID } from "node:crypto"
import { eq } from "drizzle-orm"
import { Effect } from "effect"
import type { Temporal } from "temporal-polyfill"
import { PROVIDER_STATES, type ProviderStateValues } from "../../contracts/api/provider-states.ts"
import { today } from "../../core/time/clock.ts"
import { Db } from "../db/Db.ts"
import { bookings } from "../db/schema.ts"
import { LoyaltyLedger } from "../loyalty/LoyaltyLedger.ts"
import { accountIdOf, type AccountStateServices, signedInMember } from "./account-states.ts"

/**
 * The loyalty provider states (issue 15, points as payment): a signed-in member with points, and an unpaid booking of
 * their own. The points are a real ledger entry (a past stay's, written by the ledger service), the booking a real one
 * (the caller's guest booking, made the member's as a booking confirmed while signed in is).
 */

export type LoyaltyStateServices = AccountStateServices | LoyaltyLedger

/** What the points states' member holds besides the 100 sign-up points: enough for both nights of the booking. */
export const STATE_MEMBER_POINTS = 10_000

/** A past stay's points, credited as the ledger credits a paid stay: it ended yesterday, so they are usable today. */
const creditPastStay = (accountId: number, points: number, today: Temporal.PlainDate) =>
  LoyaltyLedger.use((ledger) => ledger.creditStay({ accountId, reservation: `PAST-${randomUUID()}`, points, depart: today.subtract({ days: 1 }) })).pipe(Effect.orDie)

/** A signed-in member holding `extraPoints` more than the sign-up's, owning the booking `book` makes. */
const memberWithBooking = <E, R>(book: Effect.Effect<{ readonly uuid: string }, E, R>, extraPoints: number) =>
  Effect.gen(function* () {
    const member = yield* signedInMember
    const accountId = yield* accountIdOf(member.email)
    if (extraPoints > 0) yield* creditPastStay(accountId, extraPoints, yield* today)
    const booking = yield* book
    yield* Db.use((db) => db.query((d) => d.update(bookings).set({ memberId: accountId }).where(eq(bookings.uuid, booking.uuid)))).pipe(Effect.orDie)
    return { access_token: member.tokens.accessToken, uuid: booking.uuid } satisfies ProviderStateValues
  })

/** The set-ups by state, given how the booking states book (state-setups.ts's Queen room at hotel 801). */
export const loyaltyStateSetUps = <E, R>(
  book: Effect.Effect<{ readonly uuid: string }, E, R>,
): Readonly<Record<string, Effect.Effect<ProviderStateValues, unknown, R | LoyaltyStateServices>>> => ({
  [PROVIDER_STATES.memberWithPointsAndBooking]: memberWithBooking(book, STATE_MEMBER_POINTS),
  [PROVIDER_STATES.memberWithFewPointsAndBooking]: memberWithBooking(book, 0),
})
