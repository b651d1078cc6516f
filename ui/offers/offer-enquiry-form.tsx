import { useSignals } from "@preact/signals-react/runtime"
import { useMemo } from "react"
import { SpecialOfferEnquiry } from "../../core/account/special-offer-enquiry.ts"
import { CHOOSE_A_HOTEL, ENQUIRY_LABELS, SEND_ENQUIRY } from "../../core/offers/messages.ts"
import type { SpecialOfferPageModel } from "../../core/offers/special-offer-page-model.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"

/**
 * The special-offer enquiry (spec A §3, §5, §8): first name, surname, contact number, e-mail and the hotel (the
 * offer's hotels), each required, checked on change and blur; Send Enquiry disabled until all are filled and while
 * sending. Sent: the thank-you modal; refused: "Could not make booking request", nothing lost.
 */
export const OfferEnquiryForm = ({ page, slug, hotelNames }: { readonly page: Bound<SpecialOfferPageModel>; readonly slug: string; readonly hotelNames: ReadonlyArray<string> }) => {
  useSignals()
  const submitting = page.submitting.value
  const defaultValues = useMemo(
    () => ({ firstName: "", surname: "", contactNumber: "", email: "", selectedHotelName: hotelNames.length === 1 ? hotelNames[0]! : "", specialOfferSlug: slug }),
    [hotelNames, slug],
  )
  const { form, submitDisabled } = useKitForm({ defaultValues, schema: SpecialOfferEnquiry, canSubmit: page.canSubmit, onSubmit: (values) => page.submit(values) })
  const options = [{ value: "", label: CHOOSE_A_HOTEL }, ...hotelNames.map((name) => ({ value: name, label: name }))]
  return (
    <KitForm form={form} className="form-stack">
      <div className="form-columns form-columns--close">
        <form.AppField name="firstName">{(field) => <field.TextField label={ENQUIRY_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
        <form.AppField name="surname">{(field) => <field.TextField label={ENQUIRY_LABELS.surname} required autoComplete="family-name" />}</form.AppField>
        <form.AppField name="contactNumber">
          {(field) => <field.TextField label={ENQUIRY_LABELS.contactNumber} required inputMode="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label={ENQUIRY_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}</form.AppField>
        <div className="form-columns__wide">
          <form.AppField name="selectedHotelName">{(field) => <field.SelectField label={ENQUIRY_LABELS.selectedHotelName} options={options} />}</form.AppField>
        </div>
      </div>
      <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
        {SEND_ENQUIRY}
      </form.SubmitButton>
    </KitForm>
  )
}

export default OfferEnquiryForm
