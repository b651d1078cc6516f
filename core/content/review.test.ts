import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Review, reviewsAverage } from "./review.ts"
import { REVIEWS_HEADING } from "./messages.ts"

const review = { rating: 4.5, reviewerText: "Lovely stay", reviewerName: "Lerato", storeUrl: "https://reviews.example/1" }

describe("review", () => {
  it("holds the rating, the reviewer's text and name, and the review's page", () => {
    expect(Schema.decodeUnknownSync(Review)(review)).toEqual(review)
  })

  it("is rated from 0 to 5", () => {
    const decodes = (rating: number) => Schema.decodeUnknownOption(Review)({ ...review, rating })._tag === "Some"
    expect([decodes(0), decodes(5), decodes(-0.1), decodes(5.1)]).toEqual([true, true, false, false])
  })

  it("sits under 'What our guests are saying'", () => {
    expect(REVIEWS_HEADING).toBe("What our guests are saying")
  })

  it("averages to the mean of the ratings, to one decimal", () => {
    expect(reviewsAverage([5, 4, 4].map((rating) => ({ rating })))).toBe(4.3)
    expect(reviewsAverage([])).toBeUndefined()
  })
})
