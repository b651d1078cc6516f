import { Result } from "effect"
import { type FormEvent, useEffect, useReducer, useState } from "react"
import { useNavigate } from "react-router-dom"
import {
  type ManageBookingEvent,
  ManageBookingLookup,
  manageBookingStart,
  manageBookingStep,
} from "../../core/manage-booking/manage-booking.ts"
import {
  BOOKING_NOT_FOUND_TITLE,
  BOOKING_REFERENCE_LABEL,
  EMAIL_LABEL,
  MANAGE_YOUR_BOOKING,
  ONE_TIME_CODE_LABEL,
  ONE_TIME_CODE_SENT,
  ONE_TIME_CODE_TITLE,
  SEND_CODE,
  SUPPORT_DETAILS,
  VERIFY_CODE,
} from "../../core/booking/messages.ts"
import { sendManageBookingCode, verifyManageBookingCode } from "../../core/manage-booking/manage-existing-booking.ts"
import { CONTACT_US_ROUTE } from "../../core/routes.ts"
import { type FieldErrors, messagesFor, validate } from "../../core/validation/field-errors.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button } from "../kit/button.tsx"
import { useRunEffect } from "../kit/core-runtime.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { OneTimeCodeField } from "../kit/one-time-code-field.tsx"
import { TextField } from "../kit/text-field.tsx"
import { ResendCode } from "./resend-code.tsx"
import "./manage-booking.css"

const validateLookup = validate(ManageBookingLookup)

export interface ManageBookingModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * spec B §2, §4, §8: Manage Your Booking (booking reference and e-mail) → a one-time code is sent → the code
 * modal (60 s, then Resend OTP) → the booking's details by uuid; an unknown booking opens Booking not found with
 * the Support Details link. The steps are core's (manage-booking.ts); this renders them and forwards events.
 */
export const ManageBookingModal = ({ open, onOpenChange }: ManageBookingModalProps) => {
  const run = useRunEffect()
  const navigate = useNavigate()
  const [flow, dispatch] = useReducer(manageBookingStep, manageBookingStart)
  const [email, setEmail] = useState("")
  const [bookingNumber, setBookingNumber] = useState("")
  const [otp, setOtp] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})

  useEffect(() => {
    if (flow.step !== "found") return
    dispatch({ type: "close" })
    onOpenChange(false)
    void navigate(flow.path)
  }, [flow, navigate, onOpenChange])

  const changeOpen = (next: boolean) => {
    if (!next) {
      dispatch({ type: "close" })
      setOtp("")
    }
    onOpenChange(next)
  }
  const answer = (event: Promise<ManageBookingEvent>) => void event.then(dispatch)

  const submitDetails = (event: FormEvent) => {
    event.preventDefault()
    const checked = validateLookup({ email, bookingNumber })
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    dispatch({ type: "submitDetails", lookup: checked.success })
    answer(run(sendManageBookingCode(checked.success)))
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    if (flow.step !== "code" || otp.trim() === "") return
    dispatch({ type: "submitCode" })
    answer(run(verifyManageBookingCode(flow.lookup, otp)))
  }

  if (flow.step === "notFound") {
    return (
      <Modal
        open={open}
        onOpenChange={changeOpen}
        title={BOOKING_NOT_FOUND_TITLE}
        description={flow.message}
        actions={
          <AppLink to={CONTACT_US_ROUTE} className="button button--primary" onClick={() => changeOpen(false)}>
            {SUPPORT_DETAILS}
          </AppLink>
        }
      />
    )
  }

  if (flow.step === "code" || flow.step === "verifying") {
    const lookup = flow.lookup
    return (
      <Modal open={open} onOpenChange={changeOpen} title={ONE_TIME_CODE_TITLE} description={ONE_TIME_CODE_SENT}>
        <form className="manage-form" onSubmit={submitCode} noValidate>
          <OneTimeCodeField
            label={ONE_TIME_CODE_LABEL}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            error={flow.step === "code" ? flow.error : undefined}
            autoFocus
          />
          <ResendCode send={() => sendManageBookingCode(lookup)} />
          <Button type="submit" block loading={flow.step === "verifying"}>
            {VERIFY_CODE}
          </Button>
        </form>
      </Modal>
    )
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title={MANAGE_YOUR_BOOKING}>
      <form className="manage-form" onSubmit={submitDetails} noValidate>
        {flow.step === "details" && flow.error !== undefined ? (
          <Notice tone="danger" role="alert">
            {flow.error}
          </Notice>
        ) : null}
        <TextField
          label={BOOKING_REFERENCE_LABEL}
          value={bookingNumber}
          onChange={(event) => setBookingNumber(event.target.value)}
          autoComplete="off"
          error={messagesFor(errors, "bookingNumber")[0]}
          required
        />
        <TextField
          label={EMAIL_LABEL}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          inputMode="email"
          autoComplete="email"
          error={messagesFor(errors, "email")[0]}
          required
        />
        <Button type="submit" block loading={flow.step === "sendingCode"}>
          {SEND_CODE}
        </Button>
      </form>
    </Modal>
  )
}
