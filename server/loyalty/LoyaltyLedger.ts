import { randomUUID } from "node:crypto"
import { asc, eq, sql } from "drizzle-orm"
import { Cause, Clock, Context, Effect, Layer, Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import {
  dueExpiries,
  earnCredit,
  type LedgerEntry,
  type PointsExpiryRow,
  type PointsHistoryRow,
  pointsExpiring,
  pointsHistory,
  type PointsTotals,
  pointsTotals,
  redeem,
  returnRedemption,
  reverseEarn,
  signUpCredit,
} from "../../core/loyalty/ledger.ts"
import { SIGN_UP_POINTS } from "../../core/account/loyalty-points.ts"
import { hotelDayAt } from "../../core/time/hotel-day.ts"
import { Db, type DbFailure, type DbShape } from "../db/Db.ts"
import { safeDatabaseError } from "../db/errors.ts"
import { loyaltyLedgerEntries } from "../db/schema.ts"

/**
 * Issue 15: a member's loyalty points, written as core/loyalty/ledger.ts decides. Every change runs in one
 * transaction that first takes the member's ledger lock, then reads the ledger, writes the expiries due and the
 * change: two redemptions at once are one after the other, so together they can never spend more than the member
 * holds (proven on PostgreSQL in LoyaltyLedger.test.ts). "Today" is the hotels' day.
 */

/** A redemption above the member's usable points. */
export class NotEnoughPoints extends Schema.TaggedError<NotEnoughPoints>()("NotEnoughPoints", {
  usable: Schema.Number,
}) {}

export interface LoyaltyStatement {
  readonly totals: PointsTotals
  readonly expiring: ReadonlyArray<PointsExpiryRow>
  readonly history: ReadonlyArray<PointsHistoryRow>
}

export interface StayPoints {
  readonly accountId: number
  /** The booking reference. */
  readonly reservation: string
  readonly points: number
  /** The stay's check-out day. */
  readonly depart: Temporal.PlainDate
}

export interface LoyaltyLedgerShape {
  /** spec A §9: a new member's 100 points, once. */
  readonly signUp: (accountId: number) => Effect.Effect<void, DbFailure>
  /** A paid stay's points, once per stay. */
  readonly creditStay: (stay: StayPoints) => Effect.Effect<void, DbFailure>
  /** A cancelled stay's points taken back, once, never below zero. */
  readonly reverseStay: (accountId: number, reservation: string) => Effect.Effect<void, DbFailure>
  /** Points paid for a stay; fails when the member has fewer usable points. */
  readonly redeem: (stay: StayPoints) => Effect.Effect<void, NotEnoughPoints | DbFailure>
  /** A cancelled redemption's points given back, once: all, or `upTo` of them (core's returnRedemption). */
  readonly returnRedemption: (accountId: number, reservation: string, upTo?: number) => Effect.Effect<void, DbFailure>
  /**
   * Totals, points expiring and history, as of today. Writes the expiries due since the last change, if any; a read
   * never fails because that write did (it answers with them as they will be written).
   */
  readonly statement: (accountId: number) => Effect.Effect<LoyaltyStatement, DbFailure>
  /**
   * For a change decided outside the ledger (a points payment): takes the member's ledger lock in the caller's
   * transaction, writes the expiries due and answers the totals, which no other change can alter until that
   * transaction ends.
   */
  readonly lockedTotals: (accountId: number) => Effect.Effect<PointsTotals, DbFailure>
  /**
   * POPIA (issue 22): the member's whole ledger deleted, under its lock, in the caller's transaction (the account's
   * deletion). Its rows named the account beside the references of the member's stays, whose guests carry their name
   * and e-mail; the points end with the account. Call it after the member's bookings are unlinked: a payment's
   * approval locks the booking before the ledger, so this order never waits in a circle with it.
   */
  readonly erase: (accountId: number) => Effect.Effect<void, DbFailure>
}

export type LedgerRow = typeof loyaltyLedgerEntries.$inferSelect

const dayOrNull = (value: string | null) => (value === null ? null : Temporal.PlainDate.from(value))

export const toEntry = (row: LedgerRow): LedgerEntry =>
  row.kind === "sign_up" || row.kind === "earned" || row.kind === "redemption_returned"
    ? {
        kind: row.kind,
        id: row.id,
        on: Temporal.PlainDate.from(row.on),
        points: row.points,
        reservation: row.reservation,
        depart: dayOrNull(row.depart),
        // the table's CHECK: a credit always has its expiry
        expiresOn: Temporal.PlainDate.from(row.expiresOn ?? row.on),
        returns: row.returns,
      }
    : { kind: row.kind, id: row.id, on: Temporal.PlainDate.from(row.on), points: row.points, reservation: row.reservation, depart: dayOrNull(row.depart), lot: row.lot }

/** A ledger entry as its row (the seed's demo members are written through it too). */
export const ledgerRow = (accountId: number, entry: LedgerEntry): typeof loyaltyLedgerEntries.$inferInsert => ({
  id: entry.id,
  accountId,
  kind: entry.kind,
  points: entry.points,
  on: entry.on.toString(),
  reservation: entry.reservation,
  depart: entry.depart?.toString() ?? null,
  expiresOn: "expiresOn" in entry ? entry.expiresOn.toString() : null,
  lot: "lot" in entry ? entry.lot : null,
  returns: "returns" in entry ? entry.returns : null,
})

/** The class of the two-key advisory locks taken per member ledger (hold-limit.ts uses another class). */
const LEDGER_LOCK_CLASS = 727_274_015

const lockLedger = (database: DbShape, accountId: number) =>
  database.query((db) => db.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_CLASS}, ${accountId})`))

const readLedger = (database: DbShape, accountId: number) =>
  database
    .query((db) => db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, accountId)).orderBy(asc(loyaltyLedgerEntries.seq)))
    .pipe(Effect.map((rows) => rows.map(toEntry)))

const append = (database: DbShape, accountId: number, entries: ReadonlyArray<LedgerEntry>) =>
  entries.length === 0 ? Effect.void : database.query((db) => db.insert(loyaltyLedgerEntries).values(entries.map((entry) => ledgerRow(accountId, entry)))).pipe(Effect.asVoid)

export const statementOf = (entries: ReadonlyArray<LedgerEntry>, day: Temporal.PlainDate): LoyaltyStatement => ({
  totals: pointsTotals(entries, day),
  expiring: pointsExpiring(entries, day),
  history: pointsHistory(entries, day),
})

// What each change of the ledger appends to the member's `entries` (expiries due included) on `day`, new ids from
// `newId`. Each is once per member or per stay: a change found written already (a retried request, a second delivery)
// appends nothing. The points themselves are core's (core/loyalty/ledger.ts).

/** The member's entry of `kind` for the stay `reservation`, if written. */
const entryFor = (entries: ReadonlyArray<LedgerEntry>, kind: LedgerEntry["kind"], reservation: string) =>
  entries.find((entry) => entry.kind === kind && entry.reservation === reservation)

/** spec A §9: the sign-up points, unless the member has had them. */
export const signUpEntries = (entries: ReadonlyArray<LedgerEntry>, day: Temporal.PlainDate, newId: () => string): ReadonlyArray<LedgerEntry> =>
  entries.some((entry) => entry.kind === "sign_up") ? [] : [signUpCredit({ id: newId(), today: day, points: SIGN_UP_POINTS })]

/** A paid stay's points, unless the stay has earned already (none for a stay that earns nothing). */
export const creditStayEntries = (entries: ReadonlyArray<LedgerEntry>, day: Temporal.PlainDate, stay: StayPoints, newId: () => string): ReadonlyArray<LedgerEntry> => {
  if (entryFor(entries, "earned", stay.reservation) !== undefined) return []
  const credit = earnCredit({ id: newId(), today: day, points: stay.points, reservation: stay.reservation, depart: stay.depart })
  return credit === null ? [] : [credit]
}

/** A cancelled stay's earned points taken back (nothing when it earned none, or they were taken back already). */
export const reverseStayEntries = (entries: ReadonlyArray<LedgerEntry>, day: Temporal.PlainDate, reservation: string, newId: () => string): ReadonlyArray<LedgerEntry> => {
  const earned = entryFor(entries, "earned", reservation)
  const reversal = earned === undefined ? null : reverseEarn(entries, earned.id, newId(), day)
  return reversal === null ? [] : [reversal]
}

/** Points paid for a stay: its redemption, nothing when it was redeemed already, or refused with the usable points. */
export const redeemEntries = (
  entries: ReadonlyArray<LedgerEntry>,
  day: Temporal.PlainDate,
  stay: StayPoints,
  newId: () => string,
): { readonly kind: "entries"; readonly entries: ReadonlyArray<LedgerEntry> } | { readonly kind: "refused"; readonly usable: number } => {
  // a retried request finds its redemption written: nothing more to take
  if (entryFor(entries, "redeemed", stay.reservation) !== undefined) return { kind: "entries", entries: [] }
  const result = redeem(entries, { id: newId(), today: day, points: stay.points, reservation: stay.reservation, depart: stay.depart })
  return result.kind === "redeemed" ? { kind: "entries", entries: [result.debit] } : { kind: "refused", usable: result.usable }
}

/** A cancelled redemption's points given back, all or `upTo` of them (nothing when the stay redeemed none, or once given). */
export const returnRedemptionEntries = (
  entries: ReadonlyArray<LedgerEntry>,
  day: Temporal.PlainDate,
  reservation: string,
  newId: () => string,
  upTo?: number,
): ReadonlyArray<LedgerEntry> => {
  const redeemed = entryFor(entries, "redeemed", reservation)
  const back = redeemed === undefined ? null : returnRedemption(entries, redeemed.id, newId(), day, upTo)
  return back === null ? [] : [back]
}

const today = Effect.map(Clock.currentTimeMillis, (millis) => Temporal.PlainDate.from(hotelDayAt(millis)))

export class LoyaltyLedger extends Context.Service<LoyaltyLedger, LoyaltyLedgerShape>()("hotel/server/LoyaltyLedger") {
  static readonly layer: Layer.Layer<LoyaltyLedger, never, Db> = Layer.effect(
    LoyaltyLedger,
    Effect.gen(function* () {
      const database = yield* Db

      /**
       * Runs `decide` on the member's ledger, locked and with its due expiries written, in one transaction, and
       * appends what it decides.
       */
      const change = <E>(accountId: number, decide: (entries: ReadonlyArray<LedgerEntry>, day: Temporal.PlainDate) => Effect.Effect<ReadonlyArray<LedgerEntry>, E>) =>
        database.transaction(
          Effect.gen(function* () {
            const day = yield* today
            yield* lockLedger(database, accountId)
            const written = yield* readLedger(database, accountId)
            const expiries = dueExpiries(written, day, () => randomUUID())
            const entries = [...written, ...expiries]
            const decided = yield* decide(entries, day)
            yield* append(database, accountId, [...expiries, ...decided])
            return { entries: [...entries, ...decided], day }
          }),
        )

      return LoyaltyLedger.of({
        signUp: (accountId) => change(accountId, (entries, day) => Effect.succeed(signUpEntries(entries, day, randomUUID))).pipe(Effect.asVoid),
        creditStay: (stay) => change(stay.accountId, (entries, day) => Effect.succeed(creditStayEntries(entries, day, stay, randomUUID))).pipe(Effect.asVoid),
        reverseStay: (accountId, reservation) =>
          change(accountId, (entries, day) => Effect.succeed(reverseStayEntries(entries, day, reservation, randomUUID))).pipe(Effect.asVoid),
        redeem: (stay) =>
          change(stay.accountId, (entries, day) => {
            const result = redeemEntries(entries, day, stay, randomUUID)
            return result.kind === "entries" ? Effect.succeed(result.entries) : Effect.fail(new NotEnoughPoints({ usable: result.usable }))
          }).pipe(Effect.asVoid),
        returnRedemption: (accountId, reservation, upTo) =>
          change(accountId, (entries, day) => Effect.succeed(returnRedemptionEntries(entries, day, reservation, randomUUID, upTo))).pipe(Effect.asVoid),
        lockedTotals: (accountId) => change(accountId, () => Effect.succeed([])).pipe(Effect.map(({ entries, day }) => pointsTotals(entries, day))),
        erase: (accountId) =>
          database.transaction(
            Effect.andThen(
              lockLedger(database, accountId),
              database.query((db) => db.delete(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, accountId))),
            ),
          ).pipe(Effect.asVoid),
        statement: (accountId) =>
          Effect.gen(function* () {
            const day = yield* today
            const written = yield* readLedger(database, accountId)
            const due = dueExpiries(written, day, () => randomUUID())
            // Nothing ran out since the last write (nearly every read): one plain SELECT, no transaction, no lock.
            if (due.length === 0) return statementOf(written, day)
            // Expiries are due: written under the lock like any change. A read must not fail because that write did
            // (a busy lock, a refused write): it then answers with the due expiries as they will be written.
            return yield* change(accountId, () => Effect.succeed([])).pipe(
              Effect.map(({ entries, day: lockedDay }) => statementOf(entries, lockedDay)),
              Effect.catchCause((cause) =>
                Cause.hasInterruptsOnly(cause)
                  ? Effect.failCause(cause)
                  : Effect.logWarning("loyalty statement: the due expiries could not be written; answered without writing them").pipe(
                      Effect.annotateLogs({ account_id: accountId, ...safeDatabaseError(Cause.squash(cause)) }),
                      Effect.as(statementOf([...written, ...due], day)),
                    ),
              ),
            )
          }),
      })
    }),
  )
}
