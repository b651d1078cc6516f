// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { averageRating, MAX_STARS, reviewStars } from "./review-stars.ts"

describe("review stars", () => {
  it("shows whole stars plus a half star", () => {
    expect(reviewStars(4.5)).toEqual({ full: 4, half: 1, empty: 0 })
    expect(reviewStars(5)).toEqual({ full: 5, half: 0, empty: 0 })
    expect(reviewStars(3)).toEqual({ full: 3, half: 0, empty: 2 })
    expect(reviewStars(0)).toEqual({ full: 0, half: 0, empty: 5 })
  })

  it("rounds to the nearest half star, quarters upwards", () => {
    expect(reviewStars(4.3)).toEqual({ full: 4, half: 1, empty: 0 })
    expect(reviewStars(4.7)).toEqual({ full: 4, half: 1, empty: 0 })
    expect(reviewStars(4.2)).toEqual({ full: 4, half: 0, empty: 1 })
    expect(reviewStars(4.25)).toEqual({ full: 4, half: 1, empty: 0 })
    expect(reviewStars(4.75)).toEqual({ full: 5, half: 0, empty: 0 })
    expect(reviewStars(0.2)).toEqual({ full: 0, half: 0, empty: 5 })
  })

  it("clamps ratings outside zero to five", () => {
    expect(reviewStars(7)).toEqual({ full: 5, half: 0, empty: 0 })
    expect(reviewStars(-1)).toEqual({ full: 0, half: 0, empty: 5 })
  })

  it("always shows five stars in all, at most one half, within half a star of the rating", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_STARS, noNaN: true }), (rating) => {
        const { full, half, empty } = reviewStars(rating)
        expect(full + half + empty).toBe(MAX_STARS)
        expect([0, 1]).toContain(half)
        expect(Math.min(full, empty)).toBeGreaterThanOrEqual(0)
        expect(Math.abs(full + half / 2 - rating)).toBeLessThanOrEqual(0.25)
      }),
    )
  })
})

describe("average rating", () => {
  it("is the mean to one decimal, halves upwards", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3)
    expect(averageRating([5, 4])).toBe(4.5)
    expect(averageRating([5, 5, 4])).toBe(4.7)
    expect(averageRating([4, 5, 5, 5])).toBe(4.8)
    expect(averageRating([4])).toBe(4)
  })

  it("is undefined without ratings", () => {
    expect(averageRating([])).toBeUndefined()
  })

  it("the average lies within a twentieth of the mean and between the lowest and highest rating", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }), (ratings) => {
        const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
        const average = averageRating(ratings)!
        expect(Math.abs(average - mean)).toBeLessThanOrEqual(0.05 + 1e-9)
        expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9)
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings))
        expect(average).toBeLessThanOrEqual(Math.max(...ratings))
      }),
    )
  })
})
