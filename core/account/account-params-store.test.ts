import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { accountParamsAction, keepAccountParams, readAccountSession } from "./account-params-store.ts"

const query = (text: string) => new URLSearchParams(text)

describe("account query parameters", () => {
  it("keeps the three values given", () => {
    expect(accountParamsAction(query("currentPoints=750&memberType=corporate&name=Thandi"))).toEqual({
      kind: "store",
      values: { currentPoints: 750, memberType: "corporate", name: "Thandi" },
    })
  })

  it("keeps 100 points, an empty member type and the placeholder name for those not given", () => {
    expect(accountParamsAction(query("name=Thandi"))).toEqual({
      kind: "store",
      values: { currentPoints: 100, memberType: "", name: "Thandi" },
    })
    expect(accountParamsAction(query("currentPoints=0"))).toEqual({
      kind: "store",
      values: { currentPoints: 0, memberType: "", name: "Member" },
    })
    expect(accountParamsAction(query("memberType=corporate"))).toEqual({
      kind: "store",
      values: { currentPoints: 100, memberType: "corporate", name: "Member" },
    })
    expect(accountParamsAction(query("memberType=individual&name=%20"))).toEqual({
      kind: "store",
      values: { currentPoints: 100, memberType: "individual", name: "Member" },
    })
  })

  it("falls back to 100 points when the points are not a whole number", () => {
    for (const points of ["", "abc", "-5", "12.5", "1e3", "%2012"]) {
      expect(accountParamsAction(query(`currentPoints=${points}`))).toMatchObject({ values: { currentPoints: 100 } })
    }
  })

  it("clears the stored values when none of the parameters is there", () => {
    expect(accountParamsAction(query(""))).toEqual({ kind: "clear" })
    expect(accountParamsAction(query("page=2"))).toEqual({ kind: "clear" })
  })

  it("keeps any whole number of points as given", () => {
    fc.assert(
      fc.property(fc.nat(), (points) => {
        expect(accountParamsAction(query(`currentPoints=${points}`))).toMatchObject({ values: { currentPoints: points } })
      }),
    )
  })
})

describe("account values in session", () => {
  it("stores the values from the query, then clears them when the query has none", async () => {
    const entries = new Map<string, string>()
    const layer = layerMemory(entries)
    await Effect.runPromise(keepAccountParams(query("currentPoints=750&memberType=corporate&name=Thandi")).pipe(Effect.provide(layer)))
    expect(Object.fromEntries(entries)).toEqual({ currentPoints: "750", memberType: "corporate", name: "Thandi" })
    expect(await Effect.runPromise(readAccountSession.pipe(Effect.provide(layer)))).toEqual({
      currentPoints: 750,
      memberType: "corporate",
      name: "Thandi",
    })

    entries.set("other", "kept")
    await Effect.runPromise(keepAccountParams(query("")).pipe(Effect.provide(layer)))
    expect(Object.fromEntries(entries)).toEqual({ other: "kept" })
    expect(await Effect.runPromise(readAccountSession.pipe(Effect.provide(layer)))).toEqual({
      currentPoints: 100,
      memberType: "",
      name: "Member",
    })
  })
})
