import { VerificationCodeForm } from "../../core/account/auth-model.ts"
import { RESEND_OTP, VERIFICATION_CODE_LABEL, VERIFY, VERIFY_NEW_MOBILE, newMobileCodeSent } from "../../core/account/messages.ts"
import { resendIn } from "../../core/manage-booking/messages.ts"
import type { FieldErrors } from "../../core/validation/field-errors.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { ResendCode } from "../kit/resend-code.tsx"

export interface MobileCodeDialogProps {
  readonly open: boolean
  /** The new number waiting for its code, in display form. */
  readonly mobileNumber: string
  /** The last code's refusal on the code field (a wrong or expired code). */
  readonly serverErrors: FieldErrors | null
  readonly verifying: boolean
  readonly resend: { readonly canResend: boolean; readonly remainingText: string }
  readonly onResend: () => void
  readonly onVerify: (code: string) => void
  readonly onClose: () => void
}

/**
 * issue 22 §4, spec A §4, §9: a new mobile number saved on My Details waits for the code texted to it; the 60 s
 * countdown, then Resend OTP. The old number stays the member's until the code is entered.
 */
export const MobileCodeDialog = ({ open, mobileNumber, onClose, ...form }: MobileCodeDialogProps) => (
  <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={VERIFY_NEW_MOBILE} description={newMobileCodeSent(mobileNumber)}>
    <MobileCodeForm {...form} />
  </Modal>
)

/** The code's form, afresh at each opening (it lives inside the dialog's content). */
const MobileCodeForm = ({ serverErrors, verifying, resend, onResend, onVerify }: Omit<MobileCodeDialogProps, "open" | "mobileNumber" | "onClose">) => {
  const { form } = useKitForm({ defaultValues: { code: "" }, schema: VerificationCodeForm, serverErrors, onSubmit: (values) => onVerify(values.code) })
  return (
      <KitForm form={form} className="form-stack">
        <form.AppField name="code">{(field) => <field.OneTimeCodeField label={VERIFICATION_CODE_LABEL} />}</form.AppField>
        <ResendCode canResend={resend.canResend} resendLabel={RESEND_OTP} waitText={resendIn(resend.remainingText)} onResend={onResend} />
        <form.SubmitButton block loading={verifying}>
          {VERIFY}
        </form.SubmitButton>
      </KitForm>
  )
}
