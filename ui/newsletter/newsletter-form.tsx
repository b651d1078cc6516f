import { useSignals } from "@preact/signals-react/runtime"
import { EMPTY_NEWSLETTER_SIGNUP, NewsletterSignup } from "../../core/account/newsletter.ts"
import type { NewsletterModel } from "../../core/account/newsletter-model.ts"
import { JOIN_TODAY, NEWSLETTER_CONTACT_QUESTION, NEWSLETTER_LABELS, VIA_EMAIL, VIA_WHATSAPP } from "../../core/account/messages.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"

/**
 * The newsletter sign-up's form (spec A §2, §5): its own chunk, loaded when the modal first opens, so the home page's
 * first load carries no form library. Every text field is required (no format rule); the two ways to be contacted
 * start unticked (POPIA: consent is never assumed). Join Today is disabled while the form is invalid or sending.
 */
export const NewsletterForm = ({ model }: { readonly model: Bound<NewsletterModel> }) => {
  useSignals()
  const submitting = model.submitting.value
  const { form, submitDisabled } = useKitForm({
    defaultValues: EMPTY_NEWSLETTER_SIGNUP,
    schema: NewsletterSignup,
    serverErrors: null,
    canSubmit: model.canSubmit,
    onSubmit: (values) => model.submit(values),
  })
  return (
    <KitForm form={form} className="form-stack">
      <div className="form-columns">
        <form.AppField name="firstName">{(field) => <field.TextField label={NEWSLETTER_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
        <form.AppField name="surname">{(field) => <field.TextField label={NEWSLETTER_LABELS.surname} required autoComplete="family-name" />}</form.AppField>
        <form.AppField name="contactNumber">
          {(field) => <field.MobileNumberField label={NEWSLETTER_LABELS.contactNumber} required />}
        </form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label={NEWSLETTER_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}</form.AppField>
      </div>
      <fieldset className="newsletter-form__contact">
        <legend>{NEWSLETTER_CONTACT_QUESTION}</legend>
        <form.AppField name="viaEmail">{(field) => <field.CheckboxField label={VIA_EMAIL} />}</form.AppField>
        <form.AppField name="viaWhatsapp">{(field) => <field.CheckboxField label={VIA_WHATSAPP} />}</form.AppField>
      </fieldset>
      <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
        {JOIN_TODAY}
      </form.SubmitButton>
    </KitForm>
  )
}

export default NewsletterForm
