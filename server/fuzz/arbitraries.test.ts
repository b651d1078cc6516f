import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { apiEndpoints } from "../../contracts/api/openapi.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { badRequests, encodeComponent, endpointShapes, mutate, nestedJson, pathsOf } from "./arbitraries.testing.ts"

describe("the fuzzer's tools", () => {
  const example = { rooms: { guests: [{ adults: 2, kids: 0 }], location: "Durban" } }

  it("finds every field and item of a body", () => {
    expect(pathsOf(example)).toEqual([
      ["rooms"],
      ["rooms", "guests"],
      ["rooms", "guests", 0],
      ["rooms", "guests", 0, "adults"],
      ["rooms", "guests", 0, "kids"],
      ["rooms", "location"],
    ])
  })

  it("breaks a copy of the body, never the example itself", () => {
    const broken = mutate(example, [
      { path: ["rooms", "guests", 0, "adults"], op: "set", value: -1 },
      { path: ["rooms", "location"], op: "delete" },
      { path: ["rooms", "nowhere", "deep"], op: "set", value: 1 },
    ])
    expect(broken).toEqual({ rooms: { guests: [{ adults: -1, kids: 0 }] } })
    expect(example.rooms.location).toBe("Durban")
  })

  it("never ties a body in a knot when one value lands at several paths", () => {
    const shared = { a: 1 }
    const broken = mutate(example, [
      { path: ["rooms"], op: "set", value: shared },
      { path: ["rooms", "guests"], op: "set", value: shared },
    ])
    expect(JSON.parse(JSON.stringify(broken))).toEqual({ rooms: { a: 1, guests: { a: 1 } } })
    expect(shared).toEqual({ a: 1 })
  })

  it("writes nesting deeper than JSON.stringify can", () => {
    const text = nestedJson(3, "object")
    expect(JSON.parse(text)).toEqual({ a: { a: { a: 1 } } })
    expect(nestedJson(20_000, "array").length).toBe(40_001)
  })

  it("encodes any text as a URL component, lone surrogates as bytes that are not UTF-8", () => {
    expect(encodeComponent("a b\uD800c")).toBe("a%20b%ED%A0%80c")
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(() => encodeComponent(text)).not.toThrow()
      }),
    )
  })

  it("reads every call's path and query parameters from the contract", () => {
    const shapes = endpointShapes(apiEndpoints)
    const hotels = apiEndpoints.find((endpoint) => endpoint.name === "listHotels")!
    expect(shapes.get(hotels)!.queryParams).toContain("page")
    const booking = apiEndpoints.find((endpoint) => endpoint.name === "getBooking")!
    expect(shapes.get(booking)!.pathParams).toEqual(["id"])
  })

  it("sends no body with a GET and fills every path parameter", () => {
    const shapes = endpointShapes(apiEndpoints)
    for (const endpoint of apiEndpoints) {
      fc.assert(
        fc.property(badRequests(endpoint, shapes.get(endpoint)!), (request) => {
          expect(request.method).toBe(endpoint.method)
          expect(request.url).not.toMatch(/\{[a-z_]+\}/)
          if (endpoint.method === "GET") expect(request.body).toBeUndefined()
        }),
        { numRuns: scaledRuns(30) },
      )
    }
  })
})
