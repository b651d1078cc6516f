import { Effect } from "effect"
import type { makeMemberRequests } from "../account/log-in.ts"
import { NO_RESULTS } from "../content/messages.ts"
import type { HttpError } from "../http/http-error.ts"
import { LoyaltyApi, type PointsExpiry, type PointsHistoryEntry, type PointsStatement } from "../ports/LoyaltyApi.ts"

/**
 * My Account's loyalty points (spec A §2, §3): the totals, the points expiring table and the points history table,
 * from the member's ledger on the server. Each table with no rows says "No results" (spec A §8).
 */

type MemberRequests = Effect.Success<typeof makeMemberRequests>

export type PointsTable<Row> = { readonly kind: "empty"; readonly message: string } | { readonly kind: "rows"; readonly rows: ReadonlyArray<Row> }

export type PointsStatementView =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | {
      readonly kind: "ready"
      readonly totals: PointsStatement["totals"]
      readonly expiring: PointsTable<PointsExpiry>
      readonly history: PointsTable<PointsHistoryEntry>
    }

export const POINTS_STATEMENT_LOADING: PointsStatementView = { kind: "loading" }

const table = <Row>(rows: ReadonlyArray<Row>): PointsTable<Row> => (rows.length === 0 ? { kind: "empty", message: NO_RESULTS } : { kind: "rows", rows })

/** The page's view of a statement: the two tables, each empty or with its rows in the server's order. */
export const pointsStatementView = (statement: PointsStatement): Extract<PointsStatementView, { kind: "ready" }> => ({
  kind: "ready",
  totals: statement.totals,
  expiring: table(statement.expiring),
  history: table(statement.history),
})

/** Loads the member's statement; a failure is a value the page shows (the normalised error's message). */
export const loadPointsStatement = Effect.fn("PointsStatement.load")(function* (requests: MemberRequests) {
  const api = yield* LoyaltyApi
  return yield* requests.run(api.pointsStatement).pipe(
    Effect.match({
      onSuccess: pointsStatementView,
      onFailure: (error: HttpError): PointsStatementView => ({ kind: "error", message: error.message }),
    }),
  )
})
