import { RESEND_OTP } from "../../core/account/messages.ts"
import { resendIn } from "../../core/manage-booking/messages.ts"
import { Button } from "../kit/button.tsx"

export interface ResendCodeProps {
  /** The countdown is over (core's, one-time-code.ts): Resend OTP shows. */
  readonly canResend: boolean
  /** The wait as shown: seconds below a minute, else minutes. */
  readonly remainingText: string
  readonly onResend: () => void
}

/** spec A §4, §9: after the verification code is sent, 60 seconds count down; then "Resend OTP" sends a new one. */
export const ResendCode = ({ canResend, remainingText, onResend }: ResendCodeProps) => (
  <div className="resend-code" aria-live="polite">
    {canResend ? (
      <Button variant="ghost" size="small" onClick={onResend}>
        {RESEND_OTP}
      </Button>
    ) : (
      <p className="resend-code__wait">{resendIn(remainingText)}</p>
    )}
  </div>
)
