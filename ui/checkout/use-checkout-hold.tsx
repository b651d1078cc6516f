import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useState } from "react"
import { HoldCountdown } from "./hold-countdown.tsx"
import { ReservationTimeoutModal } from "./reservation-timeout-modal.tsx"
import { useHoldTimer } from "./use-hold-timer.ts"

export interface CheckoutHold {
  /** The countdown for the template's summary, or undefined when the session holds no rooms. */
  readonly countdown: ReactNode
  /** The Reservation Timeout modal: render it once on the page. */
  readonly timeoutModal: ReactNode
  /** Opens the modal although the timer still runs (the server refused a confirmation for a lapsed hold). */
  readonly expire: () => void
}

/** The room hold of the review, guest-details and payment-details steps: countdown, and the modal at zero. */
export const useCheckoutHold = (): CheckoutHold => {
  useSignals()
  const timer = useHoldTimer()
  const [refused, setRefused] = useState(false)
  const timedOut = refused || timer?.timeout.value != null
  return {
    countdown: timer === null ? undefined : <HoldCountdown timer={timer} />,
    timeoutModal: <ReservationTimeoutModal open={timedOut} />,
    expire: () => setRefused(true),
  }
}
