import { randomUUID } from "node:crypto"
import { eq } from "drizzle-orm"
import { Clock, Effect } from "effect"
import type { Temporal } from "temporal-polyfill"
import { PROVIDER_STATES, type ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { today } from "../../../core/time/clock.ts"
import { Db } from "../../db/Db.ts"
import { bookings, payments } from "../../db/schema.ts"
import { LoyaltyLedger } from "../../loyalty/LoyaltyLedger.ts"
import { LoyaltyStays } from "../../loyalty/LoyaltyStays.ts"
import { accountIdOf, type AccountStateServices, signedInMember } from "./account-states.ts"

/**
 * The loyalty provider states (issue 15, points as payment): a signed-in member with points, and an unpaid booking of
 * their own. The points are a real ledger entry (a past stay's, written by the ledger service), the booking a real one
 * (the caller's guest booking, made the member's as a booking confirmed while signed in is). Issue 22: the same with a
 * card payment under way (its row as initiate_payment leaves it before the gateway's page is paid), or with the booking
 * paid in full by the member's points (LoyaltyStays).
 */

export type LoyaltyStateServices = AccountStateServices | LoyaltyLedger | LoyaltyStays

/** The states' booking: two nights (state-setups.ts), both payable with the member's points. */
const STATE_BOOKING_NIGHTS = 2

/** What the points states' member holds besides the 100 sign-up points: enough for both nights of the booking. */
export const STATE_MEMBER_POINTS = 10_000

/** A past stay's points, credited as the ledger credits a paid stay: it ended yesterday, so they are usable today. */
const creditPastStay = (accountId: number, points: number, today: Temporal.PlainDate) =>
  LoyaltyLedger.use((ledger) => ledger.creditStay({ accountId, reservation: `PAST-${randomUUID()}`, points, depart: today.subtract({ days: 1 }) })).pipe(Effect.orDie)

/** A signed-in member holding `extraPoints` more than the sign-up's, owning the booking `book` makes. */
const memberAndBooking = <E, R>(book: Effect.Effect<{ readonly uuid: string }, E, R>, extraPoints: number) =>
  Effect.gen(function* () {
    const member = yield* signedInMember
    const accountId = yield* accountIdOf(member.email)
    if (extraPoints > 0) yield* creditPastStay(accountId, extraPoints, yield* today)
    const booking = yield* book
    yield* Db.use((db) => db.query((d) => d.update(bookings).set({ memberId: accountId }).where(eq(bookings.uuid, booking.uuid)))).pipe(Effect.orDie)
    return { accountId, values: { access_token: member.tokens.accessToken, uuid: booking.uuid } satisfies ProviderStateValues }
  })

const memberWithBooking = <E, R>(book: Effect.Effect<{ readonly uuid: string }, E, R>, extraPoints: number) =>
  Effect.map(memberAndBooking(book, extraPoints), ({ values }) => values)

/** A card payment of the booking started now, its gateway page open: the payment row initiate_payment writes. */
const startCardPayment = (uuid: string) =>
  Db.use((db) =>
    Effect.gen(function* () {
      const now = new Date(yield* Clock.currentTimeMillis)
      const [booking] = yield* db.query((d) => d.select().from(bookings).where(eq(bookings.uuid, uuid)))
      yield* db.query((d) =>
        d.insert(payments).values({
          bookingId: booking!.id,
          payRequestId: randomUUID().toUpperCase(),
          reference: booking!.referenceNumber,
          amountCents: booking!.totalForStayCents,
          currency: booking!.currency,
          status: "not_done",
          createdAt: now,
          updatedAt: now,
        }),
      )
    }),
  ).pipe(Effect.orDie)

/** The set-ups by state, given how the booking states book (state-setups.ts's Queen room at hotel 801). */
export const loyaltyStateSetUps = <E, R>(
  book: Effect.Effect<{ readonly uuid: string }, E, R>,
): Readonly<Record<string, Effect.Effect<ProviderStateValues, unknown, R | LoyaltyStateServices>>> => ({
  [PROVIDER_STATES.memberWithPointsAndBooking]: memberWithBooking(book, STATE_MEMBER_POINTS),
  [PROVIDER_STATES.memberWithFewPointsAndBooking]: memberWithBooking(book, 0),
  [PROVIDER_STATES.memberWithCardPaymentUnderWay]: Effect.tap(memberWithBooking(book, STATE_MEMBER_POINTS), (values) => startCardPayment(values.uuid)),
  [PROVIDER_STATES.memberPaidWithPoints]: Effect.gen(function* () {
    const { accountId, values } = yield* memberAndBooking(book, STATE_MEMBER_POINTS)
    yield* LoyaltyStays.use((stays) => stays.payWithPoints(accountId, values.uuid, STATE_BOOKING_NIGHTS))
    return values
  }),
})
