import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { MemberSession } from "../account/member-session-store.ts"
import { LOG_IN_TO_SEE_ACCOUNT, pendingUntil, POINTS_KINDS, POINTS_TOTALS } from "../account/messages.ts"
import { LoyaltyApi, type PointsStatement } from "../ports/LoyaltyApi.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import { formatDate } from "../time/format.ts"
import { type PointsTable, pointsStatementView } from "./load-points-statement.ts"

/** A points expiring row in display form (spec A §3: date, points). */
export interface PointsExpiryRow {
  readonly date: string
  readonly points: string
}

/** A points history row in display form (spec A §3: date, reservation, id, depart, redeemed, earned) and why. */
export interface PointsHistoryRowView {
  readonly id: string
  readonly date: string
  readonly reservation: string
  readonly depart: string
  readonly redeemed: string
  readonly earned: string
  /** Why the points moved; a stay's points not usable yet say so, with the stay's depart date (issue 22). */
  readonly kind: string
  readonly pending: boolean
}

export interface LoyaltyPointsContent {
  /** The account's points: usable, pending, redeemed and expired, each with its label. */
  readonly totals: ReadonlyArray<{ readonly label: string; readonly points: string }>
  /** Each table empty ("No results", spec A §8) or with its rows in the server's order. */
  readonly expiring: PointsTable<PointsExpiryRow>
  readonly history: PointsTable<PointsHistoryRowView>
}

const TOTALS_SHOWN = ["usable", "pending", "redeemed", "expired"] as const

const day = (date: string): string => formatDate(date, "DD MMMM YYYY")
const amount = (points: number): string => (points === 0 ? "" : points.toLocaleString("en-US"))

const mapTable = <A, B>(table: PointsTable<A>, f: (row: A) => B): PointsTable<B> => (table.kind === "empty" ? table : { kind: "rows", rows: table.rows.map(f) })

/** The statement in display form: dates as the spec's 'DD MMMM YYYY', pending points told as pending with their depart date. */
export const loyaltyPointsContent = (statement: PointsStatement): LoyaltyPointsContent => {
  const view = pointsStatementView(statement)
  return {
    totals: TOTALS_SHOWN.map((key) => ({ label: POINTS_TOTALS[key], points: amount(view.totals[key]) || "0" })),
    expiring: mapTable(view.expiring, (row) => ({ date: day(row.date), points: amount(row.points) })),
    history: mapTable(view.history, (row) => {
      const depart = row.depart === null ? "" : day(row.depart)
      return {
        id: row.id,
        date: day(row.date),
        reservation: row.reservation ?? "",
        depart,
        redeemed: amount(row.redeemed),
        earned: amount(row.earned),
        kind: row.pending ? pendingUntil(depart) : POINTS_KINDS[row.kind],
        pending: row.pending,
      }
    }),
  }
}

export type PointsAnswer = { readonly kind: "statement"; readonly statement: PointsStatement } | { readonly kind: "error"; readonly message: string }

/** A visitor is asked to log in; a member waits for the statement, then sees it, or the read's failure in its words. */
export const loyaltyPointsView = (loggedIn: boolean, read: ResourceState<PointsAnswer>): ViewState<LoyaltyPointsContent> => {
  if (!loggedIn) return empty(LOG_IN_TO_SEE_ACCOUNT)
  if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
  if (read.kind !== "ready") return LOADING
  return read.value.kind === "error" ? failed(read.value.message) : ready(loyaltyPointsContent(read.value.statement))
}

export interface LoyaltyPointsModel {
  readonly view: ReadonlySignal<ViewState<LoyaltyPointsContent>>
}

/**
 * The screen model of My Account's loyalty points (spec A §2, §3, issue 15, 22): the member's statement, read with
 * the member's token (refreshed once on a 401), while signed in.
 */
export const makeLoyaltyPointsModel = (): Effect.Effect<LoyaltyPointsModel, never, MemberSession | LoyaltyApi | AccountApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    const loggedIn = session.loggedIn
    const statement = yield* makeResource({
      key: computed(() => (loggedIn.value ? "points" : null)),
      load: () =>
        session.run((token) => LoyaltyApi.use((api) => api.pointsStatement(token))).pipe(
          Effect.match({
            onSuccess: (found): PointsAnswer => ({ kind: "statement", statement: found }),
            onFailure: (error): PointsAnswer => ({ kind: "error", message: error.message }),
          }),
        ),
    })
    return { view: computed(() => loyaltyPointsView(loggedIn.value, statement.state.value)) }
  })
