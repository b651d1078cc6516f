import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { makeMemberRequests } from "../account/log-in.ts"
import { HttpError } from "../http/http-error.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeLoyaltyApiMemory } from "../ports/LoyaltyApi.memory.ts"
import type { PointsStatement } from "../ports/LoyaltyApi.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { loadPointsStatement, pointsStatementView } from "./load-points-statement.ts"

const statement: PointsStatement = {
  totals: { usable: 450, pending: 300, redeemed: 250, expired: 0 },
  expiring: [{ date: "2028-06-14", points: 450 }],
  history: [
    { date: "2026-09-02", reservation: "KR9C5W7E", id: "c", depart: "2026-12-12", redeemed: 0, earned: 300, kind: "earned", pending: true },
    { date: "2026-09-02", reservation: "KR8T2M4Q", id: "b", depart: "2026-09-04", redeemed: 250, earned: 0, kind: "redeemed", pending: false },
    { date: "2026-03-01", reservation: null, id: "a", depart: null, redeemed: 0, earned: 100, kind: "sign_up", pending: false },
  ],
}

const load = (loyalty: ReturnType<typeof makeLoyaltyApiMemory>) => {
  const layer = Layer.mergeAll(loyalty.layer, makeAccountApiMemory().layer, makeTokenStoreMemory({ accessToken: "a", refreshToken: "r", rememberMe: false }).layer)
  return Effect.runPromise(Effect.flatMap(makeMemberRequests, loadPointsStatement).pipe(Effect.provide(layer)))
}

describe("the loyalty points page (spec A §2, §3)", () => {
  it("shows the totals, the points expiring and the history, in the server's order", async () => {
    expect(await load(makeLoyaltyApiMemory(statement))).toEqual({
      kind: "ready",
      totals: statement.totals,
      expiring: { kind: "rows", rows: statement.expiring },
      history: { kind: "rows", rows: statement.history },
    })
  })

  it("says 'No results' for a table with no rows", () => {
    const view = pointsStatementView({ totals: { usable: 0, pending: 0, redeemed: 0, expired: 100 }, expiring: [], history: statement.history })
    expect(view.expiring).toEqual({ kind: "empty", message: "No results" })
    expect(view.history.kind).toBe("rows")
  })

  it("shows a failed load's message instead of failing", async () => {
    const loyalty = makeLoyaltyApiMemory(statement)
    loyalty.failNext(new HttpError({ status: 404, message: "Server is probably offline" }))
    expect(await load(loyalty)).toEqual({ kind: "error", message: "Server is probably offline" })
  })
})
