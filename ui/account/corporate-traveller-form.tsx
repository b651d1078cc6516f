import { type IdType, ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { CHOOSE_A_TITLE } from "../../core/checkout/messages.ts"
import { CANCEL, SAVE, TRAVELLER_FIELD_LABELS } from "../../core/corporate/messages.ts"
import { identificationLabel, Traveller, type TravellerInput } from "../../core/account/traveller.ts"
import { travellerSubmitDisabled } from "../../core/corporate/submit-traveller.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { ServerFieldErrors } from "../kit/form/use-kit-form.tsx"

const TITLE_OPTIONS = [{ value: "", label: CHOOSE_A_TITLE }, ...TITLES.map((title) => ({ value: title, label: title }))]
const ID_TYPE_OPTIONS = ID_TYPES.map((idType) => ({ value: idType, label: idType }))

export interface CorporateTravellerFormProps {
  readonly label: string
  readonly start: TravellerInput
  readonly serverErrors: ServerFieldErrors | null
  readonly busy: boolean
  readonly onSave: (values: TravellerInput) => void
  readonly onCancel: () => void
}

/**
 * spec A §3, §5: a traveller's title, names, mobile, e-mail, id type and identification (labelled ID Number or
 * Passport Number by the type; changing the type clears it). Save is disabled while the form is invalid or saving
 * (spec A §2); the server's field messages land on the fields and nothing typed is lost.
 */
export const CorporateTravellerForm = ({ label, start, serverErrors, busy, onSave, onCancel }: CorporateTravellerFormProps) => {
  const { form, submitDisabled } = useKitForm({
    defaultValues: start,
    schema: Traveller,
    serverErrors,
    canSubmit: (values) => !travellerSubmitDisabled(values, false),
    onSubmit: (values) => onSave(values),
  })
  const pickIdType = (idType: IdType) => {
    if (form.getFieldValue("idType") === idType) return
    form.setFieldValue("idType", idType)
    form.setFieldValue("identification", "")
  }
  return (
    <KitForm form={form} className="form-stack" aria-label={label}>
      <form.AppField name="title">{(field) => <field.SelectField label={TRAVELLER_FIELD_LABELS.title} options={TITLE_OPTIONS} />}</form.AppField>
      <div className="form-columns">
        <form.AppField name="firstName">{(field) => <field.TextField label={TRAVELLER_FIELD_LABELS.firstName} autoComplete="off" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={TRAVELLER_FIELD_LABELS.lastName} autoComplete="off" />}</form.AppField>
      </div>
      <form.AppField name="mobileNo">{(field) => <field.MobileNumberField label={TRAVELLER_FIELD_LABELS.mobileNo} autoComplete="off" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.TextField type="email" inputMode="email" label={TRAVELLER_FIELD_LABELS.email} autoComplete="off" />}</form.AppField>
      <form.AppField name="idType">{(field) => <field.SelectField label={TRAVELLER_FIELD_LABELS.idType} options={ID_TYPE_OPTIONS} onPick={pickIdType} />}</form.AppField>
      <form.Subscribe selector={(state) => state.values.idType}>
        {(idType) => (
          <form.AppField name="identification">
            {(field) => <field.TextField label={`${identificationLabel(idType)} *`} inputMode={idType === "Passport" ? "text" : "numeric"} autoComplete="off" />}
          </form.AppField>
        )}
      </form.Subscribe>
      <form.CancelAndSubmit className="modal-form__actions" cancel={CANCEL} onCancel={onCancel} loading={busy} disabled={submitDisabled}>
        {SAVE}
      </form.CancelAndSubmit>
    </KitForm>
  )
}
