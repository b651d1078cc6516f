import {
  BOOKING_NOT_FOUND_TITLE,
  BOOKING_REFERENCE_LABEL,
  EMAIL_LABEL,
  MANAGE_YOUR_BOOKING,
  ONE_TIME_CODE_TITLE,
  SEND_CODE,
  SUPPORT_DETAILS,
  TRY_AGAIN,
  VERIFY_CODE,
} from "../../core/booking/messages.ts"
import { ManageBookingLookup } from "../../core/manage-booking/manage-booking.ts"
import { makeManageBookingModel } from "../../core/manage-booking/manage-booking-model.ts"
import { CONTACT_US_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button } from "../kit/button.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { CodeStepModal } from "../booking-template/code-step-modal.tsx"
import "./manage-booking.css"

export interface ManageBookingModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * spec B §2, §4, §8: Manage Your Booking (booking reference and e-mail) → a one-time code is sent → the code
 * modal (60 s, then Resend OTP) → the booking's details by uuid; an unknown booking opens Booking not found with
 * the Support Details link. Its model: core/manage-booking/manage-booking-model.ts.
 */
export const ManageBookingModal = ({ open, onOpenChange }: ManageBookingModalProps) => {
  const modal = useScreenModel(makeManageBookingModel, undefined)
  // Kept while the modal closes and opens again, as typed.
  const { form } = useKitForm({
    defaultValues: { bookingNumber: "", email: "" },
    schema: ManageBookingLookup,
    onSubmit: (details) => modal.sendCode(details),
  })
  const flow = modal.flow.value

  const changeOpen = (next: boolean) => {
    if (!next) modal.close()
    onOpenChange(next)
  }

  if (flow.step === "notFound") {
    return (
      <Modal
        open={open}
        onOpenChange={changeOpen}
        title={BOOKING_NOT_FOUND_TITLE}
        description={flow.message}
        actions={
          <>
            <Button onClick={() => modal.tryAgain()}>{TRY_AGAIN}</Button>
            <AppLink to={CONTACT_US_ROUTE} className="button button--secondary" onClick={() => changeOpen(false)}>
              {SUPPORT_DETAILS}
            </AppLink>
          </>
        }
      />
    )
  }

  if (flow.step === "code" || flow.step === "verifying") {
    return (
      <CodeStepModal
        open={open}
        onOpenChange={changeOpen}
        title={ONE_TIME_CODE_TITLE}
        description={modal.sentTo.value}
        error={flow.step === "code" ? flow.error : undefined}
        submitLabel={VERIFY_CODE}
        submitting={flow.step === "verifying"}
        resend={{ canResend: modal.resend.canResend.value, remainingText: modal.resend.remainingText.value }}
        onResend={modal.resendCode}
        onSubmit={modal.verify}
      />
    )
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title={MANAGE_YOUR_BOOKING}>
      <KitForm form={form} className="manage-form">
        {flow.step === "details" && flow.error !== undefined ? (
          <Notice tone="danger" role="alert">
            {flow.error}
          </Notice>
        ) : null}
        <form.AppField name="bookingNumber">{(field) => <field.TextField label={BOOKING_REFERENCE_LABEL} autoComplete="off" required />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={EMAIL_LABEL} type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.SubmitButton block loading={flow.step === "sendingCode"}>
          {SEND_CODE}
        </form.SubmitButton>
      </KitForm>
    </Modal>
  )
}
