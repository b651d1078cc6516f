import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useMemo } from "react"
import { holdExpiryMillis, type HoldTimer, makeHoldTimer } from "../../core/checkout/hold.ts"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { useRuntime } from "../kit/core-runtime.tsx"

/**
 * The session's room hold as a running timer (core/checkout/hold.ts counts to the server's expires_at), or null
 * when the session holds no rooms (a booking loaded to pay has none). Ticks while the page is mounted.
 */
export const useHoldTimer = (): HoldTimer | null => {
  useSignals()
  const runtime = useRuntime()
  const expiresAt = holdExpiryMillis(useBookingSession().state.value.holdExpiresAt)
  const timer = useMemo(() => (expiresAt === null ? null : makeHoldTimer(expiresAt)), [expiresAt])
  useEffect(() => {
    if (timer === null) return
    return runtime.runCallback(timer.run)
  }, [runtime, timer])
  return timer
}
