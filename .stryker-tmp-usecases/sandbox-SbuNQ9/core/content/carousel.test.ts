// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CAROUSEL_CENTRED_BELOW_ITEMS, carouselStart } from "./carousel.ts"

describe("carousel start", () => {
  it("starts centred on slide 1 when there are fewer than 4 items", () => {
    expect(CAROUSEL_CENTRED_BELOW_ITEMS).toBe(4)
    expect(carouselStart(3)).toEqual({ startIndex: 1, align: "center" })
    expect(carouselStart(2)).toEqual({ startIndex: 1, align: "center" })
  })

  it("starts on the only slide when there is one, or none", () => {
    expect(carouselStart(1)).toEqual({ startIndex: 0, align: "center" })
    expect(carouselStart(0)).toEqual({ startIndex: 0, align: "center" })
  })

  it("starts at the first slide, aligned to the start, from 4 items", () => {
    expect(carouselStart(4)).toEqual({ startIndex: 0, align: "start" })
    expect(carouselStart(12)).toEqual({ startIndex: 0, align: "start" })
  })

  it("the start index is always a slide that exists", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (count) => {
        const { startIndex } = carouselStart(count)
        expect(startIndex).toBeGreaterThanOrEqual(0)
        expect(startIndex).toBeLessThan(count)
      }),
    )
  })
})
