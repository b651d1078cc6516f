import { useSignals } from "@preact/signals-react/runtime"
import { MeetingRequest } from "../../core/account/meeting-request.ts"
import type { MeetingForm, MeetingRequestModel } from "../../core/meetings/meeting-request-model.ts"
import { MEETING_LABELS, SEND_REQUEST } from "../../core/meetings/messages.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"

const DURATIONS = [
  { value: "Whole Day" as const, label: "Whole Day" },
  { value: "Half Day" as const, label: "Half Day" },
]

/**
 * The meeting-room request (spec A §3, §5): names, contact number, e-mail, event date, guests (at least 1) and Half Day
 * or Whole Day (Whole Day and 1 guest to start); Send Request disabled until it holds and while sending. Its own chunk,
 * loaded when the request modal first opens; mounted afresh each opening.
 */
export const MeetingRequestForm = ({ page, initial }: { readonly page: Bound<MeetingRequestModel>; readonly initial: MeetingForm }) => {
  useSignals()
  const submitting = page.submitting.value
  const { form, submitDisabled } = useKitForm({ defaultValues: initial, schema: MeetingRequest, canSubmit: page.canSubmit, onSubmit: (values) => page.submit(values) })
  return (
    <KitForm form={form} className="form-stack">
      <div className="form-columns form-columns--close">
        <form.AppField name="firstName">{(field) => <field.TextField label={MEETING_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
        <form.AppField name="surname">{(field) => <field.TextField label={MEETING_LABELS.surname} required autoComplete="family-name" />}</form.AppField>
        <form.AppField name="contactNumber">{(field) => <field.TextField label={MEETING_LABELS.contactNumber} required inputMode="tel" autoComplete="tel" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label={MEETING_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}</form.AppField>
        <form.AppField name="eventDate">{(field) => <field.DateField label={MEETING_LABELS.eventDate} min={page.today} required />}</form.AppField>
        <form.AppField name="numberOfGuests">{(field) => <field.CountField label={MEETING_LABELS.numberOfGuests} min={1} />}</form.AppField>
        <form.AppField name="duration">{(field) => <field.SelectField label={MEETING_LABELS.duration} options={DURATIONS} />}</form.AppField>
      </div>
      <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
        {SEND_REQUEST}
      </form.SubmitButton>
    </KitForm>
  )
}

export default MeetingRequestForm
