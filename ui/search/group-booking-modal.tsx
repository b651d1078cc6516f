import type { Signal } from "@preact/signals-core"
import type { GroupBookingForm } from "../../core/account/submit-group-booking.ts"
import { groupBookingFormSchema, makeGroupBookingModel } from "../../core/search/group-booking-model.ts"
import { CONTACT_NUMBER_PLACEHOLDER, GROUP_BOOKING_INTRO, GROUP_BOOKING_LABELS, MAKE_A_GROUP_BOOKING, SUBMIT_REQUEST } from "../../core/search/messages.ts"
import { useMemo } from "react"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { TextField } from "../kit/text-field.tsx"

export interface GroupBookingModalProps {
  /** The search bar's signal: the modal is open (a sent request closes it). */
  readonly opened: Signal<boolean>
  /** The form as it opens (10 rooms, 1 guest, and what was searched). */
  readonly initial: GroupBookingForm
}

/** A count from a number field: empty is no number yet (its message says it is required). */
const CountField = ({ label, min }: { readonly label: string; readonly min: number }) => {
  const field = useBoundField<number>()
  return (
    <TextField
      label={label}
      name={field.name}
      type="number"
      inputMode="numeric"
      min={min}
      required
      value={Number.isNaN(field.value) ? "" : String(field.value)}
      error={field.error}
      onChange={(event) => field.change(event.target.value === "" ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
    />
  )
}

/** A day of the request: the platform's date picker, from `min`. */
const DayField = ({ label, min }: { readonly label: string; readonly min: string }) => {
  const field = useBoundField<string>()
  return (
    <TextField
      label={label}
      name={field.name}
      type="date"
      min={min}
      required
      value={field.value}
      error={field.error}
      onChange={(event) => field.change(event.target.value)}
      onBlur={field.onBlur}
    />
  )
}

/**
 * spec A §2, §4, §5, §8: Make a Group Booking, opened from "More than 10 rooms required?". Every field is
 * required and validated on change and blur (a field's message shows once it was touched); Submit Request is
 * disabled while the form is invalid or sending. Sent: "Request has been sent.", the modal closes and the
 * visitor goes home. Refused: "Could not make booking", the server's messages on their fields, nothing lost.
 * Its model: core/search/group-booking-model.ts; its form, the kit's form hook.
 */
export const GroupBookingModal = ({ opened, initial }: GroupBookingModalProps) => {
  const modal = useScreenModel(makeGroupBookingModel, { opened })
  const day = modal.today.toString()
  const { today } = modal
  const schema = useMemo(() => groupBookingFormSchema(today), [today])
  const submitting = modal.submitting.value
  const { form, submitDisabled } = useKitForm({
    defaultValues: initial,
    schema,
    serverErrors: modal.serverErrors.value,
    canSubmit: modal.canSubmit,
    onSubmit: (values) => modal.submit(values),
  })

  return (
    <Modal open={opened.value} onOpenChange={modal.show} wide title={MAKE_A_GROUP_BOOKING} description={GROUP_BOOKING_INTRO}>
      <KitForm form={form} className="group-booking">
        <div className="group-booking__grid">
          <form.AppField name="firstName">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.lastName} required autoComplete="family-name" />}</form.AppField>
          <form.AppField name="contactNumber">
            {(field) => <field.MobileNumberField label={GROUP_BOOKING_LABELS.contactNumber} required placeholder={CONTACT_NUMBER_PLACEHOLDER} />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label={GROUP_BOOKING_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}
          </form.AppField>
          <form.AppField name="arrivalDate">{() => <DayField label={GROUP_BOOKING_LABELS.arrivalDate} min={day} />}</form.AppField>
          <form.Subscribe selector={(state) => state.values.arrivalDate}>
            {(arrival) => (
              <form.AppField name="departureDate">{() => <DayField label={GROUP_BOOKING_LABELS.departureDate} min={arrival === "" ? day : arrival} />}</form.AppField>
            )}
          </form.Subscribe>
          <form.AppField name="totalRooms">{() => <CountField label={GROUP_BOOKING_LABELS.totalRooms} min={10} />}</form.AppField>
          <form.AppField name="totalGuests">{() => <CountField label={GROUP_BOOKING_LABELS.totalGuests} min={1} />}</form.AppField>
          <div className="group-booking__wide">
            <form.AppField name="locationOrHotel">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.locationOrHotel} required />}</form.AppField>
          </div>
        </div>
        <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
          {SUBMIT_REQUEST}
        </form.SubmitButton>
      </KitForm>
    </Modal>
  )
}
