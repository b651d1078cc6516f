import { type FormEvent, useState } from "react"
import { ONE_TIME_CODE_LABEL } from "../../core/booking/messages.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { OneTimeCodeField } from "../kit/one-time-code-field.tsx"
import { ResendCode } from "./resend-code.tsx"

export interface CodeStepModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly description: string
  /** The last code's refusal, on the field. */
  readonly error?: string | undefined
  readonly submitLabel: string
  readonly submitting: boolean
  readonly resend: { readonly canResend: boolean; readonly remainingText: string }
  readonly onResend: () => void
  /** The code entered (an empty one is not sent). */
  readonly onSubmit: (otp: string) => void
}

/**
 * spec A §4, §9, B §4: the one-time code step of managing a booking (opening it, cancelling it): the code field, the
 * 60 s countdown to Resend OTP, and the button that sends the code.
 */
export const CodeStepModal = ({ open, onOpenChange, title, description, error, submitLabel, submitting, resend, onResend, onSubmit }: CodeStepModalProps) => {
  const [otp, setOtp] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(otp)
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form className="manage-form" onSubmit={submit} noValidate>
        <OneTimeCodeField label={ONE_TIME_CODE_LABEL} value={otp} onChange={(event) => setOtp(event.target.value)} error={error} autoFocus />
        <ResendCode canResend={resend.canResend} remainingText={resend.remainingText} onResend={onResend} />
        <Button type="submit" block loading={submitting}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  )
}
