import { countryOptions, postalCodeInputMode } from "../../core/checkout/countries.ts"
import { emptyAddress } from "../../core/checkout/guest.ts"
import { ADDRESS, ADDRESS_FIELD_LABELS } from "../../core/checkout/messages.ts"
import { withFieldGroup } from "../kit/form/use-kit-form.tsx"

/**
 * spec B §2, §3: the main guest's address (required fields marked *; the second line optional). issue 29 §6: the
 * browser's address autofill on every part, the country from a list (South Africa first and chosen), and the postal
 * code's keyboard numeric for a South African code.
 */
export const AddressFields = withFieldGroup({
  defaultValues: emptyAddress,
  render: function Render({ group }) {
    return (
      <fieldset className="checkout-fieldset">
        <legend className="checkout-fieldset__legend">{ADDRESS}</legend>
        <div className="guest-fields">
          <group.AppField name="lineOne">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.lineOne} autoComplete="address-line1" inputMode="text" />}</group.AppField>
          <group.AppField name="lineTwo">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.lineTwo} autoComplete="address-line2" inputMode="text" />}</group.AppField>
          <group.AppField name="city">{(field) => <field.TextField label={ADDRESS_FIELD_LABELS.city} autoComplete="address-level2" inputMode="text" />}</group.AppField>
          <group.Subscribe selector={(state) => state.values.country}>
            {(country) => (
              <>
                <group.AppField name="postalCode">
                  {(field) => <field.TextField label={ADDRESS_FIELD_LABELS.postalCode} autoComplete="postal-code" inputMode={postalCodeInputMode(country)} />}
                </group.AppField>
                <group.AppField name="country">
                  {(field) => (
                    <field.SelectField
                      label={ADDRESS_FIELD_LABELS.country}
                      autoComplete="country-name"
                      options={countryOptions(country).map((name) => ({ value: name, label: name }))}
                    />
                  )}
                </group.AppField>
              </>
            )}
          </group.Subscribe>
        </div>
      </fieldset>
    )
  },
})
