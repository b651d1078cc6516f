import type { Booking } from "../../core/booking/booking.ts"
import { CANCEL_BOOKING, CANCEL_BOOKING_QUESTION, KEEP_BOOKING, SEND_CANCEL_CODE } from "../../core/booking/messages.ts"
import { makeCancelBookingModel } from "../../core/manage-booking/cancel-booking-model.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { CodeStepModal } from "./code-step-modal.tsx"
import "./cancel-booking-modal.css"

export interface CancelBookingModalProps {
  readonly booking: Booking
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * spec B §4, §8, A §4: Cancel asks first, showing the booking's summary and what the policy refunds beside Keep
 * booking and the destructive button (issue 29 §10); then a NEW one-time code is sent (the first one opened the booking and
 * is used up) and asked for. Success says "Your booking has been successfully cancelled" and goes to My
 * Bookings (a member's with the toast, a visitor's naming the cancelled booking); a wrong code toasts the spec's failure words and the code may be tried again. The one dialog for it, from
 * Manage Booking and from My Account's My Bookings. Its model: core/manage-booking/cancel-booking-model.ts.
 */
export const CancelBookingModal = ({ booking, open, onOpenChange }: CancelBookingModalProps) => {
  const modal = useScreenModel(makeCancelBookingModel, { booking })
  const step = modal.step.value
  const changeOpen = (next: boolean) => {
    if (!next) modal.close()
    onOpenChange(next)
  }

  if (step === "code" || step === "cancelling") {
    return (
      <CodeStepModal
        open={open}
        onOpenChange={changeOpen}
        title={CANCEL_BOOKING}
        description={modal.codeText.value}
        submitLabel={CANCEL_BOOKING}
        destructive
        submitting={step === "cancelling"}
        resend={{ canResend: modal.resend.canResend.value, remainingText: modal.resend.remainingText.value }}
        onResend={modal.resendCode}
        onSubmit={modal.cancel}
      />
    )
  }
  const sendError = modal.sendError.value
  const { summary } = modal
  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={CANCEL_BOOKING}
      description={CANCEL_BOOKING_QUESTION}
      actions={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {KEEP_BOOKING}
          </Button>
          <Button variant="danger" loading={step === "sending"} onClick={modal.sendCode}>
            {SEND_CANCEL_CODE}
          </Button>
        </>
      }
    >
      <dl className="cancel-summary">
        {summary.lines.map((line) => (
          <div key={line.label} className="cancel-summary__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <Notice tone="info" title={summary.refund.label}>
        {summary.refund.value}
      </Notice>
      {sendError === null ? null : (
        <Notice tone="danger" role="alert">
          {sendError}
        </Notice>
      )}
    </Modal>
  )
}
