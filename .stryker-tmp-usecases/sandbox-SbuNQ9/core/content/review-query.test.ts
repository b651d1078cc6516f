// @ts-nocheck
import { describe, expect, it } from "vitest"
import { DEFAULT_REVIEW_PLATFORM, REVIEW_LIMIT, REVIEW_MINIMUM_RATING, REVIEW_SCALE, reviewPlatformOf, reviewQuery } from "./review-query.ts"

describe("review query", () => {
  it("asks for at most 5 reviews rated 4 or more, from tripadvisor by default", () => {
    expect([REVIEW_MINIMUM_RATING, REVIEW_LIMIT, REVIEW_SCALE, DEFAULT_REVIEW_PLATFORM]).toEqual([4, 5, "greater-than-equal-to", "tripadvisor"])
    expect(reviewQuery("store-1")).toEqual({
      storeId: "store-1",
      platform: "tripadvisor",
      scale: "greater-than-equal-to",
      scaleValue: 4,
      limit: 5,
    })
  })

  it("asks google when the google tab is chosen", () => {
    expect(reviewQuery("store-1", "google").platform).toBe("google")
  })

  it("reads the platform of a tab, tripadvisor for anything else", () => {
    expect(reviewPlatformOf("google")).toBe("google")
    expect(reviewPlatformOf("tripadvisor")).toBe("tripadvisor")
    expect(reviewPlatformOf("yelp")).toBe("tripadvisor")
    expect(reviewPlatformOf(null)).toBe("tripadvisor")
    expect(reviewPlatformOf(undefined)).toBe("tripadvisor")
  })
})
