import { useMemo } from "react"
import { ONE_TIME_CODE_LABEL } from "../../core/booking/messages.ts"
import { CodeForm } from "../../core/manage-booking/code-resend.ts"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { OneTimeCodeField } from "../kit/one-time-code-field.tsx"
import { ResendCode } from "../kit/resend-code.tsx"
import "./code-step-modal.css"
import { RESEND_OTP } from "../../core/account/messages.ts"
import { resendIn } from "../../core/manage-booking/messages.ts"

export interface CodeStepModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly description: string
  /** The last code's refusal, in the server's words: on the field until the guest changes it. */
  readonly error?: string | undefined
  readonly submitLabel: string
  /** The code confirms a destructive action (cancelling): the submit button says so in the danger style. */
  readonly destructive?: boolean
  readonly submitting: boolean
  readonly resend: { readonly canResend: boolean; readonly remainingText: string }
  readonly onResend: () => void
  /** The code entered (the model sends no empty one). */
  readonly onSubmit: (otp: string) => void
}

/** The code field, focused as the step opens (the guest has just been told a code is on its way). */
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
 * spec A §4, §9, B §4: the one-time code step of managing a booking (opening it, cancelling it, from Manage Booking
 * or My Account's My Bookings): the code field, the
 * 60 s countdown to Resend OTP, and the button that sends the code. A form of the kit's form hook.
 */
export const CodeStepModal = ({ open, onOpenChange, title, description, error, submitLabel, destructive = false, submitting, resend, onResend, onSubmit }: CodeStepModalProps) => {
  const serverErrors = useMemo(() => (error === undefined ? null : { otp: [error] }), [error])
  const { form } = useKitForm({ defaultValues: { otp: "" }, schema: CodeForm, serverErrors, onSubmit: (values) => onSubmit(values.otp) })
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <KitForm form={form} className="code-step-form">
        <form.AppField name="otp">{() => <CodeField />}</form.AppField>
        <ResendCode canResend={resend.canResend} resendLabel={RESEND_OTP} waitText={resendIn(resend.remainingText)} onResend={onResend} />
        <form.SubmitButton block variant={destructive ? "danger" : "primary"} loading={submitting}>
          {submitLabel}
        </form.SubmitButton>
      </KitForm>
    </Modal>
  )
}
