import { Exit } from "effect"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import type { PriceChange } from "../../core/checkout/price-change.ts"
import { REVIEW_TITLE } from "../../core/booking/messages.ts"
import { acceptCancellationPolicy, reserveRooms } from "../../core/checkout/reserve-rooms.ts"
import { ROOMS_ROUTE } from "../../core/routes.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { useRunEffect, useRuntime } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AppLink } from "../kit/app-link.tsx"
import { CancellationPolicyForm } from "./cancellation-policy-form.tsx"
import { StayOverview } from "./stay-overview.tsx"
import { useCheckoutHold } from "./use-checkout-hold.tsx"
import "./checkout.css"

// Not the spec's words: the review's way back when the rooms could not be held
export const BACK_TO_ROOMS = "Back to rooms"

type HoldState =
  | { readonly kind: "holding" }
  | { readonly kind: "held"; readonly priceChange: PriceChange | null }
  | { readonly kind: "failed"; readonly message: string }

/**
 * spec B §2, §4, issue 11: /booking/review. Opening it holds the rooms on the server (replacing an earlier hold);
 * the summary counts down to the hold's expiry; a changed price is told before Book now; Book now stores the
 * policy acceptance and goes to the guest details.
 */
export const ReviewPage = () => {
  const session = useBookingSession()
  const runtime = useRuntime()
  const run = useRunEffect()
  const navigate = useNavigate()
  const hold = useCheckoutHold()
  const [state, setState] = useState<HoldState>({ kind: "holding" })
  const [booking, setBooking] = useState(false)

  useEffect(
    () =>
      runtime.runCallback(reserveRooms(), {
        onExit: (exit) => {
          if (Exit.isSuccess(exit)) setState({ kind: "held", priceChange: exit.value.priceChange })
          else if (!Exit.hasInterrupts(exit)) {
            const failure = Exit.findErrorOption(exit)
            // a room without a choice (a stale tab): the rooms page is where it is chosen
            if (failure._tag === "Some" && failure.value._tag === "ReservationIncomplete") void navigate(ROOMS_ROUTE)
            else setState({ kind: "failed", message: failure._tag === "Some" ? failure.value.message : "" })
          }
        },
      }),
    [runtime, session, navigate],
  )

  const bookNow = (accepted: boolean) => {
    setBooking(true)
    run(acceptCancellationPolicy(accepted)).then(
      (next) => void navigate(next.to),
      (error: { readonly _tag?: string }) => {
        setBooking(false)
        if (error._tag === "HoldExpired") hold.expire()
      },
    )
  }

  return (
    <BookingTemplate title={REVIEW_TITLE} step="Review" hold={hold.countdown}>
      <div className="checkout-stack">
        {state.kind === "failed" ? (
          <Notice tone="danger" role="alert" title={state.message}>
            <AppLink to={ROOMS_ROUTE}>{BACK_TO_ROOMS}</AppLink>
          </Notice>
        ) : null}
        {state.kind === "held" && state.priceChange !== null ? (
          <Notice tone="warning" role="alert" title={state.priceChange.title}>
            {state.priceChange.message}
          </Notice>
        ) : null}
        <StayOverview />
        {state.kind === "holding" ? (
          <div className="checkout-card" aria-busy="true" aria-label="Holding your rooms">
            <Skeleton text width="40%" />
            <Skeleton height="3rem" />
          </div>
        ) : state.kind === "held" ? (
          <CancellationPolicyForm busy={booking} onBookNow={bookNow} />
        ) : null}
      </div>
      {hold.timeoutModal}
    </BookingTemplate>
  )
}
