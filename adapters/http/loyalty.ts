import { Effect } from "effect"
import { LOYALTY_POINTS_PATH, LoyaltyStatementResponse } from "../../contracts/api/loyalty.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { PointsStatement } from "../../core/ports/LoyaltyApi.ts"
import { decodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** The member's loyalty points statement (issue 15; contracts/README.md "Loyalty points"). */

export { LOYALTY_POINTS_PATH }

const decodeStatement = decodeWith(LoyaltyStatementResponse)

/** The wire's statement as core's: calendar days (YYYY-MM-DD, as the contract decodes them), camelCase totals. */
export const fromWireStatement = (statement: LoyaltyStatementResponse): PointsStatement => ({
  totals: {
    usable: statement.total_usable_loyalty_points,
    pending: statement.total_pending_loyalty_points,
    redeemed: statement.total_redeemed_loyalty_points,
    expired: statement.total_expired_loyalty_points,
  },
  expiring: statement.points_expiring.map((row) => ({ date: row.date, points: row.points })),
  history: statement.points_history.map((row) => ({ ...row })),
})

export const pointsStatement =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<PointsStatement, HttpError> =>
    exchange(http, { method: "GET", path: LOYALTY_POINTS_PATH }, (path, body) => Effect.map(decodeStatement(path, body), fromWireStatement))
