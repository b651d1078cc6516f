import { useSignals } from "@preact/signals-react/runtime"
import type { CheckoutHold } from "../../core/checkout/checkout-hold.ts"
import { HoldWarning } from "./hold-warning.tsx"
import { ReservationTimeoutModal } from "./reservation-timeout-modal.tsx"

/** A checkout step's model as its hold's dialogs need it: the hold and its two commands, bound. */
export interface HoldDialogsPage {
  readonly hold: CheckoutHold
  readonly keepRoom: () => void
  readonly dismissHoldWarning: () => void
}

/** The hold's two dialogs on every checkout step: the warning before it ends (issue 29 §9), Reservation Timeout after. */
export const HoldDialogs = ({ page }: { readonly page: HoldDialogsPage }) => {
  useSignals()
  return (
    <>
      <HoldWarning hold={page.hold} onKeep={page.keepRoom} onDismiss={page.dismissHoldWarning} />
      <ReservationTimeoutModal open={page.hold.timedOut.value} searchAgain={page.hold.searchAgain.value} />
    </>
  )
}
