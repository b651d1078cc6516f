import { Button } from "./button.tsx"
import "./resend-code.css"

export interface ResendCodeProps {
  /** The countdown is over (core's code-resend.ts): the resend button shows. */
  readonly canResend: boolean
  /** The button's words (spec: "Resend OTP"). */
  readonly resendLabel: string
  /** The wait as the capability words it, e.g. "You can ask for a new code in 45 seconds." */
  readonly waitText: string
  readonly onResend: () => void
}

/** spec A §4, §9: after a code is sent, a countdown; then a button sends a new code and the countdown starts again. */
export const ResendCode = ({ canResend, resendLabel, waitText, onResend }: ResendCodeProps) => (
  <div className="resend-code" aria-live="polite">
    {canResend ? (
      <Button variant="ghost" size="small" onClick={onResend}>
        {resendLabel}
      </Button>
    ) : (
      <p className="resend-code__wait">{waitText}</p>
    )}
  </div>
)
