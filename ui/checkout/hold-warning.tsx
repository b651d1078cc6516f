import { useSignals } from "@preact/signals-react/runtime"
import type { CheckoutHold } from "../../core/checkout/checkout-hold.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { HoldCountdown } from "./hold-countdown.tsx"

export interface HoldWarningProps {
  readonly hold: CheckoutHold
  /** The step's model's Keep my room (renews the hold). */
  readonly onKeep: () => void
  /** The step's model's Not now (closes this hold's warning; Escape says the same). */
  readonly onDismiss: () => void
}

/**
 * issue 29 §9 (WCAG 2.2.1 Timing Adjustable): two minutes before the rooms' hold ends, the guest is asked whether to
 * keep it, with the time left; Keep my room renews it (core/checkout/keep-hold.ts). A confirmed booking's hold at its
 * own release cannot be renewed: the warning then says when the booking is released and offers only to go on paying
 * (core's holdWarningView).
 */
export const HoldWarning = ({ hold, onKeep, onDismiss }: HoldWarningProps) => {
  useSignals()
  const timer = hold.timer.value
  const view = hold.warningView.value
  return (
    <Modal
      open={hold.warning.value}
      onOpenChange={(open) => {
        if (!open) onDismiss()
      }}
      title={view.title}
      description={view.message}
      actions={
        view.keep === null ? (
          <Button autoFocus onClick={onDismiss}>
            {view.close}
          </Button>
        ) : (
          <>
            <Button autoFocus loading={hold.keeping.value} onClick={onKeep}>
              {view.keep}
            </Button>
            <Button variant="secondary" onClick={onDismiss}>
              {view.close}
            </Button>
          </>
        )
      }
    >
      {timer === null ? null : <HoldCountdown timer={timer} />}
    </Modal>
  )
}
