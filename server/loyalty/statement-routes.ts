import { Effect } from "effect"
import { Hono } from "hono"
import { ACCOUNTS_API_PATH } from "../../contracts/api/accounts.ts"
import { LOYALTY_POINTS_PATH, LoyaltyStatementResponse } from "../../contracts/api/loyalty.ts"
import { authentication, type MemberAuthentication, signedIn } from "../http/member.ts"
import { noStore } from "../http/middleware/no-store.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer } from "../http/runtime.ts"
import { type LoyaltyStatement, LoyaltyLedger } from "./LoyaltyLedger.ts"

/**
 * The member's loyalty points statement (contracts/api/loyalty.ts, contracts/README.md "Loyalty points"), beside the
 * account's own calls under /api/web/accounts: GET /loyalty_points with the member's bearer token → the totals, points
 * expiring and history of their own ledger, Cache-Control: no-store; 401 without a live session.
 */

export const LOYALTY_STATEMENT_ROUTES_PATH = ACCOUNTS_API_PATH
const STATEMENT_ROUTE = LOYALTY_POINTS_PATH.slice(ACCOUNTS_API_PATH.length)

const answerStatement = jsonAnswer(LoyaltyStatementResponse)

/** The ledger's statement in the wire's shape (calendar days; the contract writes them as noon ISO). */
export const toWireStatement = (statement: LoyaltyStatement): typeof LoyaltyStatementResponse.Type => ({
  total_usable_loyalty_points: statement.totals.usable,
  total_pending_loyalty_points: statement.totals.pending,
  total_redeemed_loyalty_points: statement.totals.redeemed,
  total_expired_loyalty_points: statement.totals.expired,
  points_expiring: statement.expiring.map((row) => ({ date: row.date.toString(), points: row.points })),
  points_history: statement.history.map((row) => ({
    date: row.date.toString(),
    reservation: row.reservation,
    id: row.id,
    depart: row.depart?.toString() ?? null,
    redeemed: row.redeemed,
    earned: row.earned,
    kind: row.kind,
    pending: row.pending,
  })),
})

export const makeLoyaltyStatementRoutes = <R>(http: HttpRuntime<R | LoyaltyLedger | MemberAuthentication>): Hono<AppEnv> => {
  const statement = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    // A read the database refuses is an outage: a defect (500); the ledger's own expiry write never fails a read.
    const read = yield* LoyaltyLedger.use((ledger) => ledger.statement(accountId)).pipe(Effect.orDie)
    return yield* answerStatement(c, toWireStatement(read))
  })

  return new Hono<AppEnv>().use(noStore).get(STATEMENT_ROUTE, authentication(http), (c) => http.respond(c, statement(c)))
}
