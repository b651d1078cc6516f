import { Schema } from "effect"
import { averageRating, MAX_STARS } from "./review-stars.ts"

/** spec A §3: a guest review from a review platform, rated out of five. */
export const Review = Schema.Struct({
  rating: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_STARS })),
  reviewerText: Schema.String,
  reviewerName: Schema.String,
  /** The review's page on the platform. */
  storeUrl: Schema.String,
})
export type Review = typeof Review.Type

/** spec A §9: the average of the reviews shown, the mean to one decimal; undefined without reviews. */
export const reviewsAverage = (reviews: ReadonlyArray<Pick<Review, "rating">>): number | undefined =>
  averageRating(reviews.map((review) => review.rating))
