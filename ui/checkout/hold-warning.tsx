import { useSignals } from "@preact/signals-react/runtime"
import { HOLD_ENDING_TITLE, KEEP_MY_ROOM, NOT_NOW } from "../../core/checkout/messages.ts"
import type { CheckoutHold } from "../../core/checkout/checkout-hold.ts"
import { HOLD_ENDING_MESSAGE } from "../../core/checkout/hold.ts"
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
 * keep it, with the time left; Keep my room renews it (core/checkout/keep-hold.ts).
 */
export const HoldWarning = ({ hold, onKeep, onDismiss }: HoldWarningProps) => {
  useSignals()
  const timer = hold.timer.value
  return (
    <Modal
      open={hold.warning.value}
      onOpenChange={(open) => {
        if (!open) onDismiss()
      }}
      title={HOLD_ENDING_TITLE}
      description={HOLD_ENDING_MESSAGE}
      actions={
        <>
          <Button autoFocus loading={hold.keeping.value} onClick={onKeep}>
            {KEEP_MY_ROOM}
          </Button>
          <Button variant="secondary" onClick={onDismiss}>
            {NOT_NOW}
          </Button>
        </>
      }
    >
      {timer === null ? null : <HoldCountdown timer={timer} />}
    </Modal>
  )
}
