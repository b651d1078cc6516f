import { Effect } from "effect"
import { type FormEvent, useState } from "react"
import { useNavigate } from "react-router-dom"
import type { Booking } from "../../core/booking/booking.ts"
import {
  CANCEL_BOOKING,
  CANCEL_BOOKING_QUESTION,
  CANCEL_CODE_WAIT,
  CONFIRM_CANCELLATION,
  KEEP_BOOKING,
  ONE_TIME_CODE_LABEL,
  ONE_TIME_CODE_SENT,
  SEND_CANCEL_CODE,
} from "../../core/booking/messages.ts"
import { cancelManagedBooking, sendCancelCode, sendCodeForBooking } from "../../core/manage-booking/manage-existing-booking.ts"
import { Button } from "../kit/button.tsx"
import { useRunEffect } from "../kit/core-runtime.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { OneTimeCodeField } from "../kit/one-time-code-field.tsx"
import { ResendCode } from "./resend-code.tsx"

type Step = "confirm" | "sending" | "code" | "cancelling"

export interface CancelBookingModalProps {
  readonly booking: Booking
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * spec B §4, §8, A §4: Cancel asks first; then a NEW one-time code is sent (the first one opened the booking and
 * is used up) and asked for. Success toasts "Your booking has been successfully cancelled" and goes to My
 * Bookings; a wrong code toasts the spec's failure words and the code may be tried again.
 */
export const CancelBookingModal = ({ booking, open, onOpenChange }: CancelBookingModalProps) => {
  const run = useRunEffect()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>("confirm")
  const [otp, setOtp] = useState("")
  const [sendError, setSendError] = useState<string | null>(null)
  // no new code went out yet: the countdown says when one can
  const [waiting, setWaiting] = useState(false)

  const changeOpen = (next: boolean) => {
    if (!next) {
      setStep("confirm")
      setOtp("")
      setSendError(null)
      setWaiting(false)
    }
    onOpenChange(next)
  }
  const sendCode = () => {
    setStep("sending")
    setSendError(null)
    run(sendCancelCode(booking)).then(
      (sent) => {
        setWaiting(sent === "wait")
        setStep("code")
      },
      (error: unknown) => {
        setSendError(error instanceof Error ? error.message : String(error))
        setStep("confirm")
      },
    )
  }
  const cancel = (event: FormEvent) => {
    event.preventDefault()
    if (otp.trim() === "") return
    setStep("cancelling")
    void run(cancelManagedBooking(booking.uuid, otp)).then((outcome) => {
      if (outcome.cancelled) {
        onOpenChange(false)
        void navigate(outcome.navigateTo)
      } else setStep("code")
    })
  }

  if (step === "code" || step === "cancelling") {
    return (
      <Modal open={open} onOpenChange={changeOpen} title={CANCEL_BOOKING} description={waiting ? CANCEL_CODE_WAIT : ONE_TIME_CODE_SENT}>
        <form className="manage-form" onSubmit={cancel} noValidate>
          <OneTimeCodeField label={ONE_TIME_CODE_LABEL} value={otp} onChange={(event) => setOtp(event.target.value)} autoFocus />
          <ResendCode send={() => sendCodeForBooking(booking).pipe(Effect.tap(() => Effect.sync(() => setWaiting(false))))} />
          <Button type="submit" block loading={step === "cancelling"}>
            {CONFIRM_CANCELLATION}
          </Button>
        </form>
      </Modal>
    )
  }
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
          <Button loading={step === "sending"} onClick={sendCode}>
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
