import { and, desc, eq, gte, type SQL } from "drizzle-orm"
import { Context, Effect, Layer } from "effect"
import type { Review, ReviewsQuery } from "../../contracts/api/reviews.ts"
import { Db } from "../db/Db.ts"
import { guestReviews, hotels } from "../db/schema.ts"

/**
 * Guest reviews (spec A §2, §3, §7; contracts/README.md "Reviews"): a hotel's reviews on one platform, the hotel named
 * by its review-platform id (hotels.social_places_id, the call's storeId), newest first, at least `scaleValue` when
 * it is given (the only scale is greater-than-equal-to), at most `limit`. An unknown store has no reviews.
 */

export interface ReviewServiceShape {
  readonly list: (query: ReviewsQuery) => Effect.Effect<ReadonlyArray<Review>>
}

export class ReviewService extends Context.Service<ReviewService, ReviewServiceShape>()("hotel/server/ReviewService") {
  static readonly layer: Layer.Layer<ReviewService, never, Db> = Layer.effect(
    ReviewService,
    Effect.gen(function* () {
      const database = yield* Db

      const list = Effect.fn("ReviewService.list")(function* (query: ReviewsQuery) {
        const filters: Array<SQL> = [eq(hotels.socialPlacesId, query.storeId), eq(guestReviews.platform, query.platform)]
        if (query.scaleValue !== undefined) filters.push(gte(guestReviews.rating, query.scaleValue))
        const rows = yield* database
          .query((db) =>
            db
              .select({ rating: guestReviews.rating, reviewerText: guestReviews.reviewerText, reviewerName: guestReviews.reviewerName, storeUrl: guestReviews.storeUrl })
              .from(guestReviews)
              .innerJoin(hotels, eq(hotels.id, guestReviews.hotelId))
              .where(and(...filters))
              .orderBy(desc(guestReviews.reviewedOn), desc(guestReviews.id))
              .limit(query.limit),
          )
          .pipe(Effect.orDie)
        return rows.map((row) => ({ rating: row.rating, reviewer_text: row.reviewerText, reviewer_name: row.reviewerName, store_url: row.storeUrl }))
      })

      return ReviewService.of({ list })
    }),
  )
}
