import { useSignals } from "@preact/signals-react/runtime"
import { useNavigate } from "react-router-dom"
import { RETURN_TO_HOME } from "../../core/booking/messages.ts"
import { CHECK_AVAILABILITY_AGAIN } from "../../core/checkout/messages.ts"
import { reservationTimeoutModal } from "../../core/checkout/hold.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"

/**
 * spec B §4: Reservation Timeout, when the hold runs out or the server refuses a confirmation for a lapsed hold.
 * The guest must answer it: no close button, Escape does nothing. Issue 29 §9 (WCAG 2.2.1): Check availability again
 * goes back to the same search's rooms or hotels; the spec's return-to-home action stays beside it.
 */
export const ReservationTimeoutModal = ({ open, searchAgain = null }: { readonly open: boolean; readonly searchAgain?: string | null }) => {
  useSignals()
  const navigate = useNavigate()
  const modal = reservationTimeoutModal
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      title={modal.title}
      description={modal.message}
      actions={
        <>
          {searchAgain === null ? null : (
            <Button autoFocus onClick={() => void navigate(searchAgain)}>
              {CHECK_AVAILABILITY_AGAIN}
            </Button>
          )}
          <Button autoFocus={searchAgain === null} variant={searchAgain === null ? "primary" : "secondary"} onClick={() => void navigate(modal.action.to)}>
            {RETURN_TO_HOME}
          </Button>
        </>
      }
    />
  )
}
