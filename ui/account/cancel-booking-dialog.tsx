import type { Booking } from "../../core/booking/booking.ts"
import {
  CANCEL_BOOKING,
  CANCEL_BOOKING_QUESTION,
  CONFIRM_CANCELLATION,
  KEEP_BOOKING,
  ONE_TIME_CODE_LABEL,
  SEND_CANCEL_CODE,
} from "../../core/booking/messages.ts"
import { RESEND_OTP } from "../../core/account/messages.ts"
import { makeCancelBookingModel } from "../../core/manage-booking/cancel-booking-model.ts"
import { CodeForm } from "../../core/manage-booking/code-resend.ts"
import { resendIn } from "../../core/manage-booking/messages.ts"
import { Button } from "../kit/button.tsx"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { OneTimeCodeField } from "../kit/one-time-code-field.tsx"
import { ResendCode } from "../kit/resend-code.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"

export interface CancelBookingDialogProps {
  readonly booking: Booking
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/** The code field, focused as the step opens (the member has just been told a code is on its way). */
const CodeField = () => {
  const field = useBoundField<string>()
  return (
    <OneTimeCodeField
      label={ONE_TIME_CODE_LABEL}
      name={field.name}
      value={field.value}
      error={field.error}
      onChange={(event) => field.change(event.target.value)}
      onBlur={field.onBlur}
      autoFocus
    />
  )
}

/**
 * spec A §2, §4, §8: Cancel Booking from My Account: the question, then a one-time code sent and asked for; success
 * toasts and lands on My Bookings. The model is the manage-booking cancel flow's (core/manage-booking/
 * cancel-booking-model.ts); this is its view in My Account (ui feature folders do not import each other).
 */
export const CancelBookingDialog = ({ booking, open, onOpenChange }: CancelBookingDialogProps) => {
  const modal = useScreenModel(makeCancelBookingModel, { booking })
  const step = modal.step.value
  const { form } = useKitForm({ defaultValues: { otp: "" }, schema: CodeForm, onSubmit: (values) => modal.cancel(values.otp) })
  const changeOpen = (next: boolean) => {
    if (!next) modal.close()
    onOpenChange(next)
  }
  if (step === "code" || step === "cancelling") {
    return (
      <Modal open={open} onOpenChange={changeOpen} title={CANCEL_BOOKING} description={modal.codeText.value}>
        <KitForm form={form} className="auth-form">
          <form.AppField name="otp">{() => <CodeField />}</form.AppField>
          <ResendCode
            canResend={modal.resend.canResend.value}
            resendLabel={RESEND_OTP}
            waitText={resendIn(modal.resend.remainingText.value)}
            onResend={modal.resendCode}
          />
          <form.SubmitButton block loading={step === "cancelling"}>
            {CONFIRM_CANCELLATION}
          </form.SubmitButton>
        </KitForm>
      </Modal>
    )
  }
  const sendError = modal.sendError.value
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
          <Button loading={step === "sending"} onClick={modal.sendCode}>
            {SEND_CANCEL_CODE}
          </Button>
        </>
      }
    >
      {sendError === null ? null : (
        <Notice tone="danger" role="alert">
          {sendError}
        </Notice>
      )}
    </Modal>
  )
}
