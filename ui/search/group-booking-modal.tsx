import { Effect, Result } from "effect"
import { type FormEvent, useState } from "react"
import { useNavigate } from "react-router-dom"
import {
  type GroupBookingForm,
  groupBookingErrors,
  groupBookingSubmitDisabled,
  submitGroupBooking,
} from "../../core/account/submit-group-booking.ts"
import { today } from "../../core/time/clock.ts"
import { type FieldErrors, messagesFor } from "../../core/validation/field-errors.ts"
import { Button } from "../kit/button.tsx"
import { useRunEffect, useRuntime } from "../kit/core-runtime.tsx"
import { Modal } from "../kit/modal.tsx"
import { TextField } from "../kit/text-field.tsx"

export interface GroupBookingModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The form as it opens (10 rooms, 1 guest, and what was searched). */
  readonly initial: GroupBookingForm
}

type Field = keyof GroupBookingForm

/**
 * spec A §2, §4, §5, §8: Make a Group Booking, opened from "More than 10 rooms required?". Every field is
 * required and validated on change and blur (a field's message shows once it was touched); Submit Request is
 * disabled while the form is invalid or sending. Sent: "Request has been sent.", the modal closes and the
 * visitor goes home. Refused: "Could not make booking", the server's messages on their fields, nothing lost.
 */
export const GroupBookingModal = ({ open, onOpenChange, initial }: GroupBookingModalProps) => {
  const runtime = useRuntime()
  const run = useRunEffect()
  const navigate = useNavigate()
  const [form, setForm] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const day = runtime.runSync(today)
  const errors = groupBookingErrors(form, day)

  const reopen = (next: boolean) => {
    if (next) {
      setForm(initial)
      setTouched(new Set())
      setServerErrors({})
    }
    onOpenChange(next)
  }
  const touch = (field: Field) => setTouched((fields) => new Set(fields).add(field))
  const change = <K extends Field>(field: K, value: GroupBookingForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setServerErrors(({ [field]: _, ...rest }) => rest)
    touch(field)
  }
  const messageOf = (field: Field): string | undefined =>
    messagesFor(serverErrors, field)[0] ?? (touched.has(field) ? messagesFor(errors, field)[0] : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (groupBookingSubmitDisabled(form, day, submitting)) return
    setSubmitting(true)
    void run(Effect.result(submitGroupBooking(form)))
      .then((sent) => {
        if (Result.isSuccess(sent)) {
          onOpenChange(false)
          void navigate(sent.success)
        } else setServerErrors(sent.failure.fieldErrors)
      })
      .finally(() => setSubmitting(false))
  }

  const text = (field: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={String(form[field])}
      required
      error={messageOf(field)}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => touch(field)}
      {...extra}
    />
  )
  const count = (field: "totalRooms" | "totalGuests", label: string, min: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      required
      value={Number.isNaN(form[field]) ? "" : String(form[field])}
      error={messageOf(field)}
      onChange={(event) => change(field, event.target.value === "" ? Number.NaN : Number(event.target.value))}
      onBlur={() => touch(field)}
    />
  )

  return (
    <Modal
      open={open}
      onOpenChange={reopen}
      wide
      title="Make a Group Booking"
      description="Booking more than 10 rooms? Tell us about your group and our reservations team will come back to you."
    >
      <form className="group-booking" onSubmit={submit} noValidate>
        <div className="group-booking__grid">
          {text("firstName", "First Name", { autoComplete: "given-name" })}
          {text("lastName", "Surname", { autoComplete: "family-name" })}
          {text("contactNumber", "Contact Number", { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "+27 82 123 4567" })}
          {text("email", "Email", { type: "email", inputMode: "email", autoComplete: "email" })}
          {text("arrivalDate", "Arrival Date", { type: "date", min: day.toString() })}
          {text("departureDate", "Departure Date", { type: "date", min: form.arrivalDate === "" ? day.toString() : form.arrivalDate })}
          {count("totalRooms", "Total Rooms", 10)}
          {count("totalGuests", "Total Guests", 1)}
          <div className="group-booking__wide">{text("locationOrHotel", "Location or Hotel")}</div>
        </div>
        <Button type="submit" disabled={groupBookingSubmitDisabled(form, day, submitting)} loading={submitting}>
          Submit Request
        </Button>
      </form>
    </Modal>
  )
}
