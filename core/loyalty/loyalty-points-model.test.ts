import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { HttpError } from "../http/http-error.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeLoyaltyApiMemory } from "../ports/LoyaltyApi.memory.ts"
import type { PointsStatement } from "../ports/LoyaltyApi.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { loyaltyPointsContent, loyaltyPointsView, makeLoyaltyPointsModel } from "./loyalty-points-model.ts"

const PASSWORD = "Str0ng!pass"
const statement: PointsStatement = {
  totals: { usable: 1450, pending: 300, redeemed: 250, expired: 0 },
  expiring: [{ date: "2028-06-14", points: 1450 }],
  history: [
    { date: "2026-09-02", reservation: "KR9C5W7E", id: "c", depart: "2026-12-12", redeemed: 0, earned: 300, kind: "earned", pending: true },
    { date: "2026-09-02", reservation: "KR8T2M4Q", id: "b", depart: "2026-09-04", redeemed: 250, earned: 0, kind: "redeemed", pending: false },
    { date: "2026-03-01", reservation: null, id: "a", depart: null, redeemed: 0, earned: 100, kind: "sign_up", pending: false },
  ],
}

const viewOf = async (signedIn: boolean, loyalty = makeLoyaltyApiMemory(statement)) => {
  const accounts = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
  const tokens = signedIn ? await Effect.runPromise(accounts.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD })) : undefined
  const ports = Layer.mergeAll(accounts.layer, loyalty.layer, makeTokenStoreMemory(tokens === undefined ? undefined : { ...tokens, rememberMe: false }).layer, ResourceCache.layer)
  return Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const model = yield* makeLoyaltyPointsModel()
        yield* Effect.forEach([1, 2, 3], () => Effect.yieldNow, { discard: true })
        return model.view.value
      }),
    ).pipe(Effect.provide(Layer.provideMerge(MemberSession.layer, ports))),
  )
}

describe("My Account's loyalty points (spec A §2, §3, issue 22)", () => {
  it("asks a visitor to log in, without a call", async () => {
    const loyalty = makeLoyaltyApiMemory(statement)
    loyalty.failNext(new HttpError({ status: 500, message: "should not be asked" }))
    expect(await viewOf(false, loyalty)).toEqual({ kind: "empty", message: "Please log in to see your account." })
  })

  it("shows the totals, the points expiring, and the history with a stay's pending points told as pending with its depart date", async () => {
    const view = await viewOf(true)
    expect(view).toEqual({
      kind: "ready",
      value: {
        totals: [
          { label: "Usable points", points: "1,450" },
          { label: "Pending points", points: "300" },
          { label: "Redeemed points", points: "250" },
          { label: "Expired points", points: "0" },
        ],
        expiring: { kind: "rows", rows: [{ date: "14 June 2028", points: "1,450" }] },
        history: {
          kind: "rows",
          rows: [
            { id: "c", date: "02 September 2026", reservation: "KR9C5W7E", depart: "12 December 2026", redeemed: "", earned: "300", kind: "Pending until the stay ends (12 December 2026)", pending: true },
            { id: "b", date: "02 September 2026", reservation: "KR8T2M4Q", depart: "04 September 2026", redeemed: "250", earned: "", kind: "Redeemed", pending: false },
            { id: "a", date: "01 March 2026", reservation: "", depart: "", redeemed: "", earned: "100", kind: "Sign-up gift", pending: false },
          ],
        },
      },
    })
  })

  it("says No results for a table with no rows", () => {
    const content = loyaltyPointsContent({ ...statement, expiring: [], history: [] })
    expect([content.expiring, content.history]).toEqual([
      { kind: "empty", message: "No results" },
      { kind: "empty", message: "No results" },
    ])
  })

  it("shows a failed read in its words", async () => {
    const loyalty = makeLoyaltyApiMemory(statement)
    loyalty.failNext(new HttpError({ status: 500, message: "Request failed with status code 500" }))
    expect(await viewOf(true, loyalty)).toEqual({ kind: "failed", message: "Request failed with status code 500" })
  })

  it("waits while the statement is read, and says something went wrong when the read itself failed", () => {
    expect(loyaltyPointsView(true, { kind: "idle" })).toEqual({ kind: "loading" })
    expect(loyaltyPointsView(true, { kind: "loading" })).toEqual({ kind: "loading" })
    expect(loyaltyPointsView(true, { kind: "failed" })).toEqual({ kind: "failed", message: "Something terrible happened" })
    expect(loyaltyPointsView(false, { kind: "ready", value: { kind: "statement", statement } })).toEqual({ kind: "empty", message: "Please log in to see your account." })
  })

  it("writes a zero total as 0 and an expiring row's points with thousands separators", () => {
    const content = loyaltyPointsContent({ ...statement, totals: { usable: 0, pending: 0, redeemed: 12_345, expired: 0 }, expiring: [{ date: "2028-01-02", points: 1_000_000 }] })
    expect(content.totals.map((total) => total.points)).toEqual(["0", "0", "12,345", "0"])
    expect(content.expiring).toEqual({ kind: "rows", rows: [{ date: "02 January 2028", points: "1,000,000" }] })
  })
})

