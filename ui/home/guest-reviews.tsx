import { Star, StarHalf } from "lucide-react"
import type { HomeReview } from "../../core/content/home-model.ts"
import { REVIEW_PLATFORM_LABELS, REVIEWS_HEADING, starsLabel } from "../../core/content/messages.ts"
import { ReviewPlatform } from "../../core/content/review-query.ts"
import type { ViewState } from "../../core/screen/view-state.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { Tabs } from "../kit/tabs.tsx"

const Stars = ({ review }: { readonly review: HomeReview }) => (
  <span className="review__stars" role="img" aria-label={starsLabel(review.rating)}>
    {Array.from({ length: review.stars.full }, (_, index) => (
      <Star key={index} size={18} aria-hidden="true" fill="currentColor" />
    ))}
    {review.stars.half === 1 ? <StarHalf size={18} aria-hidden="true" fill="currentColor" /> : null}
  </span>
)

const ReviewList = ({ reviews }: { readonly reviews: ViewState<ReadonlyArray<HomeReview>> }) => (
  <AsyncView state={reviews} loading={<Skeleton height="10rem" />}>
    {(list) => (
      <ul className="reviews">
        {list.map((review, index) => (
          <li key={index} className="review">
            <Stars review={review} />
            <blockquote className="review__text">{review.reviewerText}</blockquote>
            <p className="review__name">{review.reviewerName}</p>
          </li>
        ))}
      </ul>
    )}
  </AsyncView>
)

/** spec A §2, §4, §9: "What our guests are saying", tripadvisor's tab first, google's beside it; stars whole and half. */
export const GuestReviews = ({
  platform,
  reviews,
  onPlatform,
}: {
  readonly platform: ReviewPlatform
  readonly reviews: ViewState<ReadonlyArray<HomeReview>>
  readonly onPlatform: (platform: ReviewPlatform) => void
}) => (
  <Tabs
    label={REVIEWS_HEADING}
    value={platform}
    onValueChange={onPlatform}
    items={ReviewPlatform.literals.map((each) => ({
      value: each,
      label: REVIEW_PLATFORM_LABELS[each],
      content: each === platform ? <ReviewList reviews={reviews} /> : null,
    }))}
  />
)
