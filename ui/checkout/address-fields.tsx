import { emptyAddress } from "../../core/checkout/guest.ts"
import { ADDRESS, ADDRESS_FIELD_LABELS } from "../../core/checkout/messages.ts"
import { withFieldGroup } from "../kit/form/use-kit-form.tsx"

/** spec B §2, §3: the main guest's address (required fields marked *; the second line optional). */
export const AddressFields = withFieldGroup({
  defaultValues: emptyAddress,
  render: function Render({ group }) {
    return (
      <fieldset className="checkout-fieldset">
        <legend className="checkout-fieldset__legend">{ADDRESS}</legend>
        <div className="guest-fields">
          <group.AppField name="lineOne">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.lineOne} autoComplete="address-line1" />}</group.AppField>
          <group.AppField name="lineTwo">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.lineTwo} autoComplete="address-line2" />}</group.AppField>
          <group.AppField name="city">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.city} autoComplete="address-level2" />}</group.AppField>
          <group.AppField name="postalCode">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.postalCode} autoComplete="postal-code" inputMode="numeric" />}</group.AppField>
          <group.AppField name="country">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.country} autoComplete="country-name" />}</group.AppField>
        </div>
      </fieldset>
    )
  },
})
