import { FormTextField } from "./form-text-field.tsx"
import type { GuestForm } from "./use-guest-form.ts"

/** spec B §2, §3: the main guest's address (required fields marked *; the second line optional). */
export const AddressFields = ({ form }: { readonly form: GuestForm }) => (
  <fieldset className="checkout-fieldset">
    <legend className="checkout-fieldset__legend">Address</legend>
    <div className="guest-fields">
      <FormTextField form={form} name="mainGuest.address.lineOne" label="Address line 1 *" autoComplete="address-line1" />
      <FormTextField form={form} name="mainGuest.address.lineTwo" label="Address line 2" autoComplete="address-line2" />
      <FormTextField form={form} name="mainGuest.address.city" label="City *" autoComplete="address-level2" />
      <FormTextField form={form} name="mainGuest.address.postalCode" label="Postal code *" autoComplete="postal-code" inputMode="numeric" />
      <FormTextField form={form} name="mainGuest.address.country" label="Country *" autoComplete="country-name" />
    </div>
  </fieldset>
)
