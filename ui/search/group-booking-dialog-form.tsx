import { useSignals } from "@preact/signals-react/runtime"
import type { GroupBookingForm } from "../../core/account/submit-group-booking.ts"
import { groupBookingFormSchema, type GroupBookingModel } from "../../core/search/group-booking-model.ts"
import { CONTACT_NUMBER_PLACEHOLDER, GROUP_BOOKING_LABELS, SUBMIT_REQUEST } from "../../core/search/messages.ts"
import { useMemo } from "react"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"

/**
 * The group booking modal's form (spec A §3, §5): its own chunk, loaded when the modal first opens, so the search
 * bar's first load carries no form library. Mounted while the modal is open: each opening starts afresh from
 * `initial` (the search so far), nothing kept from an earlier one.
 */
export const GroupBookingDialogForm = ({ modal, initial }: { readonly modal: Bound<GroupBookingModel>; readonly initial: GroupBookingForm }) => {
  useSignals()
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
    <KitForm form={form} className="form-stack">
      <div className="form-columns">
        <form.AppField name="firstName">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.lastName} required autoComplete="family-name" />}</form.AppField>
        <form.AppField name="contactNumber">
          {(field) => <field.MobileNumberField label={GROUP_BOOKING_LABELS.contactNumber} required placeholder={CONTACT_NUMBER_PLACEHOLDER} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={GROUP_BOOKING_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="arrivalDate">{(field) => <field.DateField label={GROUP_BOOKING_LABELS.arrivalDate} min={day} required />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.arrivalDate}>
          {(arrival) => (
            <form.AppField name="departureDate">{(field) => <field.DateField label={GROUP_BOOKING_LABELS.departureDate} min={arrival === "" ? day : arrival} required />}</form.AppField>
          )}
        </form.Subscribe>
        <form.AppField name="totalRooms">{(field) => <field.CountField label={GROUP_BOOKING_LABELS.totalRooms} min={10} />}</form.AppField>
        <form.AppField name="totalGuests">{(field) => <field.CountField label={GROUP_BOOKING_LABELS.totalGuests} min={1} />}</form.AppField>
        <div className="form-columns__wide">
          <form.AppField name="locationOrHotel">{(field) => <field.TextField label={GROUP_BOOKING_LABELS.locationOrHotel} required />}</form.AppField>
        </div>
      </div>
      <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
        {SUBMIT_REQUEST}
      </form.SubmitButton>
    </KitForm>
  )
}

export default GroupBookingDialogForm
