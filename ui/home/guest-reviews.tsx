import { Star, StarHalf } from "lucide-react"
import type { KeyboardEvent } from "react"
import type { HomeReview } from "../../core/content/home-blocks-model.ts"
import { REVIEW_PLATFORM_LABELS, REVIEWS_HEADING, starsLabel } from "../../core/content/messages.ts"
import { ReviewPlatform } from "../../core/content/review-query.ts"
import type { ViewState } from "../../core/screen/view-state.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "../kit/tabs.css"

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

/**
 * spec A §2, §4, §9: "What our guests are saying", tripadvisor's tab first, google's beside it; stars whole and half.
 * Tabs of its own rather than the kit's (Radix writes style attributes into the server's HTML, which the CSP refuses):
 * arrow keys move between the two tabs, Tab moves into the panel.
 */
export const GuestReviews = ({
  platform,
  reviews,
  onPlatform,
}: {
  readonly platform: ReviewPlatform
  readonly reviews: ViewState<ReadonlyArray<HomeReview>>
  readonly onPlatform: (platform: ReviewPlatform) => void
}) => {
  const platforms = ReviewPlatform.literals
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = platforms[(platforms.indexOf(platform) + step + platforms.length) % platforms.length]!
    onPlatform(next)
    document.getElementById(`reviews-tab-${next}`)?.focus()
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={REVIEWS_HEADING} className="tabs__list" onKeyDown={onKeyDown}>
        {platforms.map((each) => (
          <button
            key={each}
            id={`reviews-tab-${each}`}
            type="button"
            role="tab"
            className="tabs__trigger"
            aria-selected={each === platform}
            aria-controls="reviews-panel"
            data-state={each === platform ? "active" : "inactive"}
            tabIndex={each === platform ? 0 : -1}
            onClick={() => onPlatform(each)}
          >
            {REVIEW_PLATFORM_LABELS[each]}
          </button>
        ))}
      </div>
      <div id="reviews-panel" role="tabpanel" aria-labelledby={`reviews-tab-${platform}`} tabIndex={0} className="tabs__panel">
        <ReviewList reviews={reviews} />
      </div>
    </div>
  )
}
