import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hashText, intBetween, mulberry32, seededRandom } from "./random.ts"

describe("the seed's randomness", () => {
  it("gives the same numbers for the same key, on every run", () => {
    // Pinned values: a change here changes every seeded database.
    expect(hashText("830")).toBe(hashText("830"))
    expect(hashText("")).toBe(0x811c9dc5)
    const stream = mulberry32(1)
    expect([stream(), stream()]).toEqual([0.6270739405881613, 0.002735721180215478])
    expect(seededRandom(1).unit("price", "830", "QUEEN", "2030-03-04")).toBe(seededRandom(1).unit("price", "830", "QUEEN", "2030-03-04"))
  })

  it("draws numbers in [0, 1)", () => {
    fc.assert(fc.property(fc.integer(), fc.string(), (seed, key) => {
      const value = seededRandom(seed).unit(key)
      return value >= 0 && value < 1
    }))
  })

  it("draws whole numbers within the bounds asked for, both included", () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
      const value = intBetween(mulberry32(seed), min, min + span)
      return Number.isInteger(value) && value >= min && value <= min + span
    }))
  })
})
