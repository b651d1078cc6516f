import { Effect } from "effect"
import * as Wire from "../../contracts/api/reviews.ts"
import { reviewQuery, type ReviewPlatform } from "../../core/content/review-query.ts"
import type { Review } from "../../core/content/review.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec A §7 "Reviews": GET /api/social-places with storeId, platform, scale, scaleValue (4) and limit (5). */
export const REVIEWS_PATH = Wire.REVIEWS_PATH

const encodeQuery = encodeWith(Wire.ReviewsQuery)
const decodeAnswer = decodeWith(Wire.ReviewsResponse)

/** A hotel's reviews on a platform, as the reviews block shows them (core/content/review-query.ts fixes the rest of the query). */
export const listReviews =
  (http: HttpClient) =>
  (storeId: string, platform: ReviewPlatform): Effect.Effect<ReadonlyArray<Review>, HttpError> =>
    Effect.gen(function* () {
      const wireQuery = yield* encodeQuery(reviewQuery(storeId, platform))
      const answer = yield* exchange(http, { method: "GET", path: REVIEWS_PATH, query: wireQuery }, decodeAnswer)
      return answer.reviews.map((review) => ({ rating: review.rating, reviewerText: review.reviewer_text, reviewerName: review.reviewer_name, storeUrl: review.store_url }))
    })
