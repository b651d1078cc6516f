import { Effect } from "effect"
import { Hono } from "hono"
import { REVIEWS_PATH, ReviewsQuery, ReviewsResponse } from "../../contracts/api/reviews.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, queryDecoder } from "../http/runtime.ts"
import { ReviewService } from "./ReviewService.ts"

/**
 * Guest reviews (contracts/README.md "Reviews"), mounted at /api/social-places (spec A §7):
 *   GET /?storeId&platform&scale&scaleValue&limit → 200 `{ reviews: [Review] }`; 422 for a bad parameter.
 */

export const REVIEW_ROUTES_PATH = REVIEWS_PATH

const decodeQuery = queryDecoder(ReviewsQuery)
const answerReviews = jsonAnswer(ReviewsResponse)

const listReviews = Effect.fnUntraced(function* (c: AppContext) {
  const query = yield* decodeQuery(c)
  return yield* answerReviews(c, { reviews: yield* ReviewService.use((reviews) => reviews.list(query)) })
})

export const makeReviewRoutes = (http: HttpRuntime<ReviewService>): Hono<AppEnv> => new Hono<AppEnv>().get("/", (c) => http.respond(c, listReviews(c)))
