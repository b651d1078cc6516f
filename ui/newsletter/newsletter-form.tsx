import { useSignals } from "@preact/signals-react/runtime"
import {
  JOIN_TODAY,
  NEWSLETTER_CONTACT_QUESTION,
  NEWSLETTER_LABELS,
  VIA_EMAIL,
  VIA_WHATSAPP,
} from "../../core/account/messages.ts"
import type { NewsletterModel } from "../../core/account/newsletter-model.ts"
import { EMPTY_NEWSLETTER_SIGNUP, NewsletterSignup } from "../../core/account/newsletter.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"

/**
 * The newsletter sign-up's form (spec A §2, §5): its own chunk, loaded when the modal first opens. Every text field is
 * required (no format); the two contact preferences start unticked. Mounted afresh after each sign-up that landed
 * (its key is the count of them), so the form resets; a failed one keeps what was typed.
 */
export const NewsletterForm = ({ model }: { readonly model: Bound<NewsletterModel> }) => {
  useSignals()
  const submitting = model.submitting.value
  const { form, submitDisabled } = useKitForm({
    defaultValues: EMPTY_NEWSLETTER_SIGNUP,
    schema: NewsletterSignup,
    canSubmit: model.canSubmit,
    onSubmit: (values) => model.submit(values),
  })
  return (
    <KitForm form={form} className="newsletter-form">
      <div className="newsletter-form__grid">
        <form.AppField name="firstName">{(field) => <field.TextField label={NEWSLETTER_LABELS.firstName} required autoComplete="given-name" />}</form.AppField>
        <form.AppField name="surname">{(field) => <field.TextField label={NEWSLETTER_LABELS.surname} required autoComplete="family-name" />}</form.AppField>
        <form.AppField name="contactNumber">
          {(field) => <field.TextField label={NEWSLETTER_LABELS.contactNumber} required inputMode="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={NEWSLETTER_LABELS.email} type="email" required inputMode="email" autoComplete="email" />}
        </form.AppField>
      </div>
      <fieldset className="newsletter-form__channels">
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
