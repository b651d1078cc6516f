import { changeIdType, emptyGuest, ID_TYPES, type IdType, TITLES } from "../../core/checkout/guest.ts"
import { CHOOSE_A_TITLE, GUEST_FIELD_LABELS, ID_NUMBER_HINT, idNumberLabel, MOBILE_HINT, requiredLabel as label } from "../../core/checkout/messages.ts"
import { withFieldGroup } from "../kit/form/use-kit-form.tsx"

const TITLE_OPTIONS = [{ value: "", label: CHOOSE_A_TITLE }, ...TITLES.map((title) => ({ value: title, label: title }))]
const ID_TYPE_OPTIONS = ID_TYPES.map((idType) => ({ value: idType, label: idType }))

/**
 * spec B §2, §3, §5: one guest's title, names, mobile, e-mail and identification, at `fields` of the guest form
 * ("mainGuest", "guests[0]"). Only the main guest's fields are required (marked *) and filled in by the browser;
 * every field names its keyboard (issue 29 §6), and the main guest's ID number says why it is asked for.
 */
export const GuestFields = withFieldGroup({
  defaultValues: emptyGuest,
  props: { required: false, mainGuest: false },
  render: function Render({ group, required, mainGuest }) {
    const pickIdType = (idType: IdType) => {
      const next = changeIdType({ idType: group.getFieldValue("idType"), idNumber: group.getFieldValue("idNumber") }, idType)
      group.setFieldValue("idType", next.idType)
      group.setFieldValue("idNumber", next.idNumber)
    }
    return (
      <div className="guest-fields">
        <group.AppField name="title">
          {(field) => <field.SelectField label={label(GUEST_FIELD_LABELS.title, required)} autoComplete={mainGuest ? "honorific-prefix" : "off"} options={TITLE_OPTIONS} />}
        </group.AppField>
        <group.AppField name="firstName">{(field) => <field.TextField label={label(GUEST_FIELD_LABELS.firstName, required)} autoComplete={mainGuest ? "given-name" : "off"} inputMode="text" autoCapitalize="words" />}</group.AppField>
        <group.AppField name="lastName">{(field) => <field.TextField label={label(GUEST_FIELD_LABELS.lastName, required)} autoComplete={mainGuest ? "family-name" : "off"} inputMode="text" autoCapitalize="words" />}</group.AppField>
        <group.AppField name="mobile">
          {(field) => <field.MobileNumberField label={label(GUEST_FIELD_LABELS.mobile, required)} hint={MOBILE_HINT} autoComplete={mainGuest ? "tel" : "off"} />}
        </group.AppField>
        <group.AppField name="email">
          {(field) => <field.TextField type="email" inputMode="email" label={label(GUEST_FIELD_LABELS.email, required)} autoComplete={mainGuest ? "email" : "off"} />}
        </group.AppField>
        <group.AppField name="idType">{(field) => <field.SelectField label={GUEST_FIELD_LABELS.identification} options={ID_TYPE_OPTIONS} onPick={pickIdType} />}</group.AppField>
        <group.Subscribe selector={(state) => state.values.idType}>
          {(idType) => (
            <group.AppField name="idNumber">
              {(field) => (
                <field.TextField
                  label={label(idNumberLabel(idType), required)}
                  {...(mainGuest ? { hint: ID_NUMBER_HINT } : {})}
                  inputMode={idType === "Passport" ? "text" : "numeric"}
                  autoComplete="off"
                />
              )}
            </group.AppField>
          )}
        </group.Subscribe>
      </div>
    )
  },
})
