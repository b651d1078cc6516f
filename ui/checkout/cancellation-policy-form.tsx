import { useState } from "react"
import { ACCEPT_CANCELLATION_POLICY, BOOK_NOW, CANCELLATION_POLICY_TEXT, CANCELLATION_POLICY_TITLE, NEEDS_TO_BE_ACCEPTED, VIEW_POLICY } from "../../core/booking/messages.ts"
import { canBookNow } from "../../core/checkout/cancellation-policy.ts"
import { Button } from "../kit/button.tsx"
import { Checkbox } from "../kit/checkbox.tsx"
import { Modal } from "../kit/modal.tsx"

export interface CancellationPolicyFormProps {
  readonly busy: boolean
  readonly onBookNow: (accepted: boolean) => void
}

/**
 * spec B §4 (Reservation): the hotel cancellation policy form: View Policy, the accept checkbox (never ticked for
 * the guest), and Book now, enabled only once accepted. Unticking after a tick says "Needs to be accepted".
 */
export const CancellationPolicyForm = ({ busy, onBookNow }: CancellationPolicyFormProps) => {
  const [accepted, setAccepted] = useState(false)
  const [touched, setTouched] = useState(false)
  const [policyOpen, setPolicyOpen] = useState(false)
  return (
    <form
      className="checkout-card"
      aria-labelledby="policy-title"
      onSubmit={(event) => {
        event.preventDefault()
        if (canBookNow(accepted)) onBookNow(accepted)
      }}
    >
      <h2 id="policy-title" className="checkout-card__title">
        {CANCELLATION_POLICY_TITLE}
      </h2>
      <Modal
        open={policyOpen}
        onOpenChange={setPolicyOpen}
        title={CANCELLATION_POLICY_TITLE}
        trigger={
          <Button variant="ghost" className="checkout-link-button">
            {VIEW_POLICY}
          </Button>
        }
      >
        <p>{CANCELLATION_POLICY_TEXT}</p>
      </Modal>
      <Checkbox
        label={ACCEPT_CANCELLATION_POLICY}
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        onBlur={() => setTouched(true)}
        error={touched && !accepted ? NEEDS_TO_BE_ACCEPTED : null}
      />
      <div className="checkout-actions">
        <Button type="submit" disabled={!canBookNow(accepted)} loading={busy}>
          {BOOK_NOW}
        </Button>
      </div>
    </form>
  )
}
