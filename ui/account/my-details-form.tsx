import { hasChanges } from "../../core/account/manage-membership.ts"
import {
  CANCEL_EDITING,
  CHOOSE_MONTH,
  COMMUNICATION_METHOD_LABELS,
  COMMUNICATION_METHODS_LEGEND,
  COMMUNICATION_OPT_IN_LABELS,
  COMMUNICATION_OPT_INS_LEGEND,
  MOBILE_NUMBER_HINT,
  MY_DETAILS_FORM,
  MY_DETAILS_LABELS,
  SAVE_CHANGES,
} from "../../core/account/messages.ts"
import { chooseCommunicationMethod, offersMailingList, UserDetailsForm, type UserDetailsInput } from "../../core/account/user-details.ts"
import { changeIdType, ID_TYPES, type IdType, TITLES } from "../../core/checkout/guest.ts"
import { CHOOSE_A_TITLE } from "../../core/checkout/messages.ts"
import type { FieldErrors } from "../../core/validation/field-errors.ts"
import { Checkbox } from "../kit/checkbox.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"

const TITLE_OPTIONS = [{ value: "", label: CHOOSE_A_TITLE }, ...TITLES.map((title) => ({ value: title, label: title }))]
const ID_TYPE_OPTIONS = ID_TYPES.map((idType) => ({ value: idType, label: idType }))
const MONTH_OPTIONS = [{ value: "", label: CHOOSE_MONTH }, ...Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))]
const METHODS = ["email", "sms", "whatsapp"] as const

export interface MyDetailsFormProps {
  /** The details as saved: the form starts from them, and Save changes waits for a change. */
  readonly saved: UserDetailsInput
  /** The last refusal's field errors (a 422), by the form's field names. */
  readonly serverErrors: FieldErrors | null
  readonly saving: boolean
  readonly onSave: (values: UserDetailsInput) => void
  readonly onCancel: () => void
}

/**
 * spec A §3, §4, §5: the My Details form. Every field of the user details; the e-mail read only; Title and the ID number
 * (or the passport number with its expiry month and year) Required; the ID type's change clears the ID number; at
 * least one communication method, unticking e-mail clearing the mailing-list permission (core's rules); Save changes
 * only once something changed; a refusal's field errors on their fields, every value kept.
 */
export const MyDetailsForm = ({ saved, serverErrors, saving, onSave, onCancel }: MyDetailsFormProps) => {
  const { form, submitDisabled } = useKitForm({
    defaultValues: saved,
    schema: UserDetailsForm,
    serverErrors,
    canSubmit: (values) => hasChanges(saved, values),
    onSubmit: (values) => onSave(values),
  })
  const pickIdType = (idType: IdType) => {
    const next = changeIdType({ idType: form.getFieldValue("idType"), idNumber: form.getFieldValue("idNumber") }, idType)
    form.setFieldValue("idType", next.idType)
    form.setFieldValue("idNumber", next.idNumber)
  }
  const choose = (method: (typeof METHODS)[number]) => {
    const next = chooseCommunicationMethod({ communicationMethods: form.getFieldValue("communicationMethods"), communicationOptIns: form.getFieldValue("communicationOptIns") }, method)
    form.setFieldValue("communicationMethods", next.communicationMethods)
    form.setFieldValue("communicationOptIns", next.communicationOptIns)
  }
  return (
    <KitForm form={form} className="my-details-form" aria-label={MY_DETAILS_FORM}>
      <div className="form-columns">
        <form.AppField name="title">{(field) => <field.SelectField label={MY_DETAILS_LABELS.title} autoComplete="honorific-prefix" options={TITLE_OPTIONS} />}</form.AppField>
        <form.AppField name="firstName">{(field) => <field.TextField label={MY_DETAILS_LABELS.firstName} autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={MY_DETAILS_LABELS.lastName} autoComplete="family-name" />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField type="email" label={MY_DETAILS_LABELS.email} hint={MY_DETAILS_LABELS.emailHint} autoComplete="email" readOnly />}
        </form.AppField>
        <form.AppField name="birthday">{(field) => <field.DateField label={MY_DETAILS_LABELS.birthday} />}</form.AppField>
        <form.AppField name="mobileNumber">{(field) => <field.MobileNumberField label={MY_DETAILS_LABELS.mobileNumber} hint={MOBILE_NUMBER_HINT} />}</form.AppField>
        <form.AppField name="telephoneNumber">{(field) => <field.MobileNumberField label={MY_DETAILS_LABELS.telephoneNumber} autoComplete="tel" />}</form.AppField>
        <form.AppField name="telephoneExtension">{(field) => <field.TextField label={MY_DETAILS_LABELS.telephoneExtension} inputMode="numeric" autoComplete="tel-extension" />}</form.AppField>
        <form.AppField name="idType">{(field) => <field.SelectField label={MY_DETAILS_LABELS.idType} options={ID_TYPE_OPTIONS} onPick={pickIdType} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.idType}>
          {(idType) =>
            idType === "Passport" ? (
              <>
                <form.AppField name="passportNumber">{(field) => <field.TextField label={MY_DETAILS_LABELS.passportNumber} autoComplete="off" />}</form.AppField>
                <form.AppField name="passportNumberExpiryMonth">{(field) => <field.SelectField label={MY_DETAILS_LABELS.passportNumberExpiryMonth} options={MONTH_OPTIONS} />}</form.AppField>
                <form.AppField name="passportNumberExpiryYear">
                  {(field) => <field.TextField label={MY_DETAILS_LABELS.passportNumberExpiryYear} inputMode="numeric" maxLength={4} autoComplete="off" />}
                </form.AppField>
              </>
            ) : (
              <form.AppField name="idNumber">{(field) => <field.TextField label={MY_DETAILS_LABELS.idNumber} inputMode="numeric" maxLength={13} autoComplete="off" />}</form.AppField>
            )
          }
        </form.Subscribe>
        <form.AppField name="lineOne">{(field) => <field.TextField label={MY_DETAILS_LABELS.lineOne} autoComplete="address-line1" />}</form.AppField>
        <form.AppField name="lineTwo">{(field) => <field.TextField label={MY_DETAILS_LABELS.lineTwo} autoComplete="address-line2" />}</form.AppField>
        <form.AppField name="town">{(field) => <field.TextField label={MY_DETAILS_LABELS.town} autoComplete="address-level2" />}</form.AppField>
        <form.AppField name="zipCode">{(field) => <field.TextField label={MY_DETAILS_LABELS.zipCode} autoComplete="postal-code" />}</form.AppField>
        <form.AppField name="province">{(field) => <field.TextField label={MY_DETAILS_LABELS.province} autoComplete="address-level1" />}</form.AppField>
        <form.AppField name="country">{(field) => <field.TextField label={MY_DETAILS_LABELS.country} autoComplete="country-name" />}</form.AppField>
      </div>
      <form.Subscribe selector={(state) => state.values.communicationMethods}>
        {(methods) => (
          <fieldset className="my-details-form__choices">
            <legend className="field__label">{COMMUNICATION_METHODS_LEGEND}</legend>
            {METHODS.map((method) => (
              <Checkbox key={method} name={`communicationMethods.${method}`} label={COMMUNICATION_METHOD_LABELS[method]} checked={methods[method]} onChange={() => choose(method)} />
            ))}
          </fieldset>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.values.communicationMethods}>
        {(methods) => (
          <fieldset className="my-details-form__choices">
            <legend className="field__label">{COMMUNICATION_OPT_INS_LEGEND}</legend>
            {offersMailingList(methods) ? (
              <form.AppField name="communicationOptIns.specialsAndPromotionsMarketing">
                {(field) => <field.CheckboxField label={COMMUNICATION_OPT_IN_LABELS.specialsAndPromotionsMarketing} />}
              </form.AppField>
            ) : null}
            <form.AppField name="communicationOptIns.rateUsQuestionnaire">{(field) => <field.CheckboxField label={COMMUNICATION_OPT_IN_LABELS.rateUsQuestionnaire} />}</form.AppField>
          </fieldset>
        )}
      </form.Subscribe>
      <form.CancelAndSubmit className="my-details-form__actions" cancel={CANCEL_EDITING} onCancel={onCancel} disabled={submitDisabled} loading={saving}>
        {SAVE_CHANGES}
      </form.CancelAndSubmit>
    </KitForm>
  )
}
