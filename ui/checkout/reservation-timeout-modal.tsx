import { useSignals } from "@preact/signals-react/runtime"
import { useNavigate } from "react-router-dom"
import { RETURN_TO_HOME } from "../../core/booking/messages.ts"
import { reservationTimeoutModal } from "../../core/checkout/hold.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"

/**
 * spec B §4: Reservation Timeout, when the hold runs out or the server refuses a confirmation for a lapsed hold.
 * The guest must answer it: no close button, Escape does nothing; the one action goes home.
 */
export const ReservationTimeoutModal = ({ open }: { readonly open: boolean }) => {
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
        <Button autoFocus onClick={() => void navigate(modal.action.to)}>
          {RETURN_TO_HOME}
        </Button>
      }
    />
  )
}
