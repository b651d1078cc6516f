// @ts-nocheck
import { Schema } from "effect"

/** spec accounts-and-content §2, §4, §7: the two review platforms; tripadvisor is the default tab. */
export const ReviewPlatform = Schema.Literals(["tripadvisor", "google"])
export type ReviewPlatform = typeof ReviewPlatform.Type
export const DEFAULT_REVIEW_PLATFORM: ReviewPlatform = "tripadvisor"

/** spec accounts-and-content §7, §9: only reviews rated 4 or more are fetched. */
export const REVIEW_MINIMUM_RATING = 4
/** spec accounts-and-content §7, §9: at most 5 reviews are fetched. */
export const REVIEW_LIMIT = 5
/** spec accounts-and-content §7: the rating filter is "at least" the minimum. */
export const REVIEW_SCALE = "greater-than-equal-to"

export interface ReviewQuery {
  readonly storeId: string
  readonly platform: ReviewPlatform
  readonly scale: typeof REVIEW_SCALE
  readonly scaleValue: number
  readonly limit: number
}

/** spec accounts-and-content §7: the query of GET /api/social-places for one hotel's store. */
export const reviewQuery = (storeId: string, platform: ReviewPlatform = DEFAULT_REVIEW_PLATFORM): ReviewQuery => ({
  storeId,
  platform,
  scale: REVIEW_SCALE,
  scaleValue: REVIEW_MINIMUM_RATING,
  limit: REVIEW_LIMIT,
})

/** The platform a tab value names; anything else is the default, tripadvisor. */
export const reviewPlatformOf = (tab: string | null | undefined): ReviewPlatform =>
  Schema.is(ReviewPlatform)(tab) ? tab : DEFAULT_REVIEW_PLATFORM
