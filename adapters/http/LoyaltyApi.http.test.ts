import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { loyaltyStatementExample } from "../../contracts/api/testing/examples.ts"
import { LoyaltyApi } from "../../core/ports/LoyaltyApi.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { answer, API, http, makeLogCapture, url, useMswServer } from "../testing/http.testing.ts"
import * as LoyaltyApiHttp from "./LoyaltyApi.http.ts"

const server = useMswServer()

const statement = () => {
  const tokens = makeTokenStoreMemory({ accessToken: "access-1", refreshToken: "refresh-1", rememberMe: false })
  const layer = LoyaltyApiHttp.layerHttp({ baseUrl: API }).pipe(Layer.provideMerge(tokens.layer), Layer.provideMerge(makeLogCapture().layer))
  return Effect.flatMap(Effect.service(LoyaltyApi), (api) => api.pointsStatement(undefined)).pipe(Effect.provide(layer))
}

describe("LoyaltyApi over HTTP", () => {
  it("reads the statement from GET /api/web/accounts/loyalty_points with the bearer token, dates as calendar days", async () => {
    let authorization: string | null = null
    server.use(http.get(url("/api/web/accounts/loyalty_points"), ({ request }) => ((authorization = request.headers.get("Authorization")), answer(loyaltyStatementExample))))
    const read = await Effect.runPromise(statement())
    expect(authorization).toBe("Bearer access-1")
    expect(read.totals).toEqual({ usable: 450, pending: 300, redeemed: 250, expired: 0 })
    expect(read.expiring).toEqual([{ date: "2028-06-17", points: 450 }])
    expect(read.history[0]).toEqual({ date: "2026-09-02", reservation: "KR9C5W7E", id: "7c1e9a3b-4d2f-4b6a-8e5c-1f0d2c3b4a59", depart: "2026-12-12", redeemed: 0, earned: 300, kind: "earned", pending: true })
    expect(read.history[1]).toEqual({ date: "2026-09-02", reservation: "KR8T2M4Q", id: "0b9d6c1e-2f4a-4e8b-9c3d-5a6b7c8d9e0f", depart: "2026-09-04", redeemed: 250, earned: 0, kind: "redeemed", pending: false })
    expect(read.history.at(-1)).toMatchObject({ reservation: null, depart: null, kind: "sign_up" })
  })

  it("refuses an answer that drifted from the contract (a kind the ledger has not) as an error, not a crash", async () => {
    const drifted = { ...loyaltyStatementExample, points_history: [{ ...loyaltyStatementExample.points_history[0]!, kind: "bonus" }] }
    server.use(http.get(url("/api/web/accounts/loyalty_points"), () => answer(drifted)))
    const error = await Effect.runPromise(Effect.flip(statement()))
    expect(error._tag).toBe("HttpError")
  })
})
