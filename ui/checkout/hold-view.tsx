import type { ReactNode } from "react"
import type { CheckoutHold } from "../../core/checkout/checkout-hold.ts"
import { HoldCountdown } from "./hold-countdown.tsx"

/** The hold's countdown for the template's summary, or nothing when the session keeps no hold (read during render). */
export const holdCountdown = (hold: CheckoutHold): ReactNode => {
  const timer = hold.timer.value
  return timer === null ? undefined : <HoldCountdown timer={timer} />
}
