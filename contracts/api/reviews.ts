import { Effect, Schema } from "effect"
import { REVIEW_LIMIT, REVIEW_SCALE, ReviewPlatform } from "../../core/content/review-query.ts"
import { OneOf, QueryWholeNumber, RequiredText, WireStruct } from "./common.ts"
import { ALWAYS, type Endpoint } from "./endpoint.ts"

/**
 * Guest reviews (spec A §2 'What our guests are saying', §3 Review, §7 "Reviews: GET /api/social-places with query
 * storeId, platform (tripadvisor or google), scale=greater-than-equal-to, scaleValue=4, limit=5; returns a list of
 * reviews"). The query keeps the spec's own camelCase names; the answer is an object with the list under `reviews`
 * and snake_case keys, as every answer of this API.
 */

export const REVIEWS_PATH = "/api/social-places"

/** Contract: a store id's longest form, and the most reviews one call answers. */
export const MAX_STORE_ID_LENGTH = 100
export const MAX_REVIEW_LIMIT = 50

/**
 * spec A §7: `storeId` (a hotel's social_places_id, required), `platform` (tripadvisor or google; default
 * tripadvisor, the default tab), `scale` (only greater-than-equal-to: a rating at least `scaleValue`), `scaleValue`
 * (0 to 5; without it no rating filter) and `limit` (1 to 50, default 5).
 */
export const ReviewsQuery = WireStruct({
  storeId: RequiredText(MAX_STORE_ID_LENGTH),
  platform: OneOf(ReviewPlatform.literals).pipe(Schema.withDecodingDefaultKey(Effect.succeed("tripadvisor" as const))),
  scale: Schema.optionalKey(OneOf([REVIEW_SCALE])),
  scaleValue: Schema.optionalKey(QueryWholeNumber({ min: 0, max: 5 })),
  limit: QueryWholeNumber({ min: 1, max: MAX_REVIEW_LIMIT }).pipe(Schema.withDecodingDefaultKey(Effect.succeed(String(REVIEW_LIMIT)))),
}).annotate({ identifier: "ReviewsQuery" })
export type ReviewsQuery = typeof ReviewsQuery.Type

/** spec A §3: a review, rated 1 to 5, with its text, its reviewer and its page on the platform. */
export const Review = Schema.Struct({
  rating: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 })),
  reviewer_text: Schema.String,
  reviewer_name: Schema.String,
  store_url: Schema.String,
}).annotate({ identifier: "Review" })
export type Review = typeof Review.Type

/** `{ "reviews": [Review] }`: the store's reviews on the platform, newest first; none for a store the platform does not know. */
export const ReviewsResponse = Schema.Struct({ reviews: Schema.Array(Review) }).annotate({ identifier: "ReviewsResponse" })
export type ReviewsResponse = typeof ReviewsResponse.Type

export const reviewEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listReviews",
    method: "GET",
    path: REVIEWS_PATH,
    tag: "Reviews",
    summary: "A hotel's guest reviews on a review platform, at least a rating, newest first",
    query: ReviewsQuery,
    success: { status: 200, description: "At most `limit` reviews.", body: ReviewsResponse },
    errors: [422, ...ALWAYS],
  },
]
