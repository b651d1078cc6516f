import { Schema } from "effect"
import { CREDIT_KINDS, DEBIT_KINDS } from "../../core/loyalty/ledger.ts"
import { ACCOUNTS_API_PATH } from "./accounts.ts"
import { CalendarDate } from "./common.ts"
import { ALWAYS, type Endpoint } from "./endpoint.ts"

/**
 * A member's loyalty points statement (spec A §2, §3; issue 15): what My Account's loyalty points page shows, read
 * from the member's ledger. The spec names the rows (points expiry: date, points; points history: date, reservation,
 * id, depart, redeemed, earned) but no call: the path and envelope are decided here and listed in
 * contracts/README.md "Loyalty points".
 */

export const LOYALTY_POINTS_PATH = `${ACCOUNTS_API_PATH}/loyalty_points`

/** What kind of ledger entry a history row is (core/loyalty/ledger.ts): why points came or went. */
export const LEDGER_ENTRY_KINDS = [...CREDIT_KINDS, ...DEBIT_KINDS] as const

/** spec A §3: points still usable today that expire on `date` (the first day they can no longer be used). */
export const PointsExpiryRow = Schema.Struct({
  date: CalendarDate(),
  points: Schema.Int,
}).annotate({ identifier: "PointsExpiryRow" })
export type PointsExpiryRow = typeof PointsExpiryRow.Type

/**
 * spec A §3: one ledger entry: the booking reference and check-out day it belongs to (or null), points in or out, and
 * whether they are pending today (issue 22: a stay's points are usable from the day after `depart`).
 */
export const PointsHistoryRow = Schema.Struct({
  date: CalendarDate(),
  reservation: Schema.NullOr(Schema.String),
  id: Schema.String,
  depart: Schema.NullOr(CalendarDate()),
  redeemed: Schema.Int,
  earned: Schema.Int,
  kind: Schema.Literals(LEDGER_ENTRY_KINDS),
  pending: Schema.Boolean,
}).annotate({ identifier: "PointsHistoryRow" })
export type PointsHistoryRow = typeof PointsHistoryRow.Type

/**
 * The answer of GET /loyalty_points: the account's three totals (named as the account's own, spec A §3; usable counts
 * only points that can pay today), the points of stays not over yet (pending), the usable points expiring soonest
 * first, and the whole history newest first.
 */
export const LoyaltyStatementResponse = Schema.Struct({
  total_usable_loyalty_points: Schema.Int,
  total_pending_loyalty_points: Schema.Int,
  total_redeemed_loyalty_points: Schema.Int,
  total_expired_loyalty_points: Schema.Int,
  points_expiring: Schema.Array(PointsExpiryRow),
  points_history: Schema.Array(PointsHistoryRow),
}).annotate({ identifier: "LoyaltyStatement" })
export type LoyaltyStatementResponse = typeof LoyaltyStatementResponse.Type

export const loyaltyEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "loyaltyPointsStatement",
    method: "GET",
    path: LOYALTY_POINTS_PATH,
    tag: "Accounts",
    summary: "The signed-in member's loyalty points: totals, points expiring and history",
    success: { status: 200, description: "The member's points statement as of today.", body: LoyaltyStatementResponse },
    errors: [401, ...ALWAYS],
  },
]
