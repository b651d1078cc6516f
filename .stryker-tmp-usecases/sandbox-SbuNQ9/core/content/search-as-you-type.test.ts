// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SEARCH_DEBOUNCE_MS, SEARCH_PARAM, searchParamsForText } from "./search-as-you-type.ts"

describe("search as you type", () => {
  it("waits 500 ms and writes the search parameter", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500)
    expect(SEARCH_PARAM).toBe("search")
  })

  it("writes the text and resets the page to 1, keeping other parameters", () => {
    expect(searchParamsForText({ page: "4", brand: "city" }, "durban")).toEqual({ page: "1", brand: "city", search: "durban" })
    expect(searchParamsForText({}, "durban")).toEqual({ page: "1", search: "durban" })
  })

  it("keeps the text as typed", () => {
    expect(searchParamsForText({ search: "dur" }, "durban ")).toEqual({ search: "durban ", page: "1" })
  })

  it("removes the parameter when the text is emptied", () => {
    expect(searchParamsForText({ search: "durban", page: "3" }, "")).toEqual({ page: "1" })
  })

  it("writes the legal hub's name parameter instead when asked", () => {
    expect(searchParamsForText({ name: "res", search: "x" }, "reservations", "name")).toEqual({ name: "reservations", search: "x", page: "1" })
    expect(searchParamsForText({ name: "res" }, "", "name")).toEqual({ page: "1" })
  })

  it("always lands on page 1 with the text written and nothing else changed", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("brand", "city", "page", "search"), fc.string()), fc.string(), (params, text) => {
        const next = searchParamsForText(params, text)
        expect(next["page"]).toBe("1")
        expect(next["search"]).toBe(text === "" ? undefined : text)
        for (const key of ["brand", "city"]) expect(next[key]).toBe(params[key])
      }),
    )
  })
})
