import { BACK_TO_ROOMS, HOLDING_YOUR_ROOMS, REVIEW_TITLE } from "../../core/booking/messages.ts"
import { makeReviewModel } from "../../core/checkout/review-model.ts"
import { ROOMS_ROUTE } from "../../core/routes.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Notice } from "../kit/notice.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CancellationPolicyForm } from "./cancellation-policy-form.tsx"
import { holdCountdown } from "./hold-view.tsx"
import { HoldDialogs } from "./hold-dialogs.tsx"
import { StayOverview } from "./stay-overview.tsx"
import "./checkout.css"

/**
 * spec B §2, §4, issue 11: /booking/review. Opening it holds the rooms on the server (replacing an earlier hold);
 * the summary counts down to the hold's expiry; a changed price is told before Book now; Book now stores the
 * policy acceptance and goes to the guest details. Its model: core/checkout/review-model.ts.
 */
export const ReviewPage = () => {
  const page = useScreenModel(makeReviewModel, undefined)
  const view = page.view.value
  return (
    <BookingTemplate title={REVIEW_TITLE} step="Review" hold={holdCountdown(page.hold)}>
      <div className="checkout-stack">
        {view.kind === "failed" ? (
          <Notice tone="danger" role="alert" title={view.message}>
            <AppLink to={ROOMS_ROUTE}>{BACK_TO_ROOMS}</AppLink>
          </Notice>
        ) : null}
        {view.kind === "ready" && view.value.priceChange !== null ? (
          <Notice tone="warning" role="alert" title={view.value.priceChange.title}>
            {view.value.priceChange.message}
          </Notice>
        ) : null}
        <StayOverview />
        <AsyncView
          state={view}
          failed={() => null}
          loading={
            <div className="checkout-card" aria-busy="true" aria-label={HOLDING_YOUR_ROOMS}>
              <Skeleton text width="40%" />
              <Skeleton height="3rem" />
            </div>
          }
        >
          {() => <CancellationPolicyForm busy={page.booking.value} terms={page.terms.value} onBookNow={page.bookNow} />}
        </AsyncView>
      </div>
      <HoldDialogs page={page} />
    </BookingTemplate>
  )
}
