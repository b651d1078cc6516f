import { useSignals } from "@preact/signals-react/runtime"
import type { Effect } from "effect"
import { useEffect, useMemo, useRef } from "react"
import { makeOtpResend } from "../../core/account/one-time-code.ts"
import { RESEND_OTP } from "../../core/account/messages.ts"
import { Button } from "../kit/button.tsx"
import { type AppServices, useRuntime } from "../kit/core-runtime.tsx"

// Not the spec's words: the line shown while the 60 s run
export const resendIn = (remaining: string): string => `You can ask for a new code in ${remaining}.`

/**
 * spec A §4, §9: after a code is sent, 60 seconds count down (seconds below a minute); then "Resend OTP" appears, and
 * pressing it sends a new code (`send`) and counts down again. The countdown is core's (one-time-code.ts), on the
 * runtime's Clock.
 */
export const ResendCode = <E,>({ send }: { readonly send: () => Effect.Effect<void, E, AppServices> }) => {
  useSignals()
  const runtime = useRuntime()
  const otp = useMemo(() => makeOtpResend(), [])
  const running = useRef<(() => void) | null>(null)
  useEffect(() => {
    running.current = runtime.runCallback(otp.start)
    return () => running.current?.()
  }, [runtime, otp])
  const resend = () => {
    running.current?.()
    running.current = runtime.runCallback(otp.resend(send()))
  }
  return (
    <div className="resend-code" aria-live="polite">
      {otp.canResend.value ? (
        <Button variant="ghost" size="small" onClick={resend}>
          {RESEND_OTP}
        </Button>
      ) : (
        <p className="resend-code__wait">{resendIn(otp.remainingText.value)}</p>
      )}
    </div>
  )
}
