import { Context, type Effect } from "effect"
import type { HttpError } from "../http/http-error.ts"
import type { LedgerEntryKind } from "../loyalty/ledger.ts"

/** spec A §3: points still usable that expire on `date` (a calendar day, YYYY-MM-DD). */
export interface PointsExpiry {
  readonly date: string
  readonly points: number
}

/**
 * spec A §3: a points history row (date, reservation, id, depart, redeemed, earned), with why the points moved and
 * whether they are pending (a stay's points, usable the day after `depart`).
 */
export interface PointsHistoryEntry {
  readonly date: string
  readonly reservation: string | null
  readonly id: string
  readonly depart: string | null
  readonly redeemed: number
  readonly earned: number
  readonly kind: LedgerEntryKind
  readonly pending: boolean
}

/**
 * The member's points: the account's three totals and the points pending (stays not over yet; usable counts only
 * points that can pay today), the points expiring soonest first, the history newest first.
 */
export interface PointsStatement {
  readonly totals: { readonly usable: number; readonly pending: number; readonly redeemed: number; readonly expired: number }
  readonly expiring: ReadonlyArray<PointsExpiry>
  readonly history: ReadonlyArray<PointsHistoryEntry>
}

/** The loyalty points calls (issue 15; contracts/README.md "Loyalty points"); the access token as AccountApi's. */
export interface LoyaltyApiShape {
  readonly pointsStatement: (accessToken: string | undefined) => Effect.Effect<PointsStatement, HttpError>
}

export class LoyaltyApi extends Context.Service<LoyaltyApi, LoyaltyApiShape>()("hotel/ports/LoyaltyApi") {}
