import { useState } from "react"
import { ACCEPT_CANCELLATION_POLICY, BOOK_NOW, CANCELLATION_POLICY_TEXT, CANCELLATION_POLICY_TITLE, VIEW_POLICY, YOUR_RATE } from "../../core/booking/messages.ts"
import type { ChosenRateTerms } from "../../core/booking/cancellation-terms.ts"
import { canBookNow, CancellationPolicyForm as PolicyForm } from "../../core/checkout/cancellation-policy.ts"
import { Button } from "../kit/button.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { AppLink } from "../kit/app-link.tsx"
import { READ_FULL_POLICY, RESERVATIONS_SECTION } from "../../core/legal/messages.ts"
import { legalHubSectionRoute } from "../../core/routes.ts"


export interface CancellationPolicyFormProps {
  readonly busy: boolean
  /** Issue 29 §3: the chosen rates and their policy lines, named above the acceptance. */
  readonly terms: ReadonlyArray<ChosenRateTerms>
  readonly onBookNow: (accepted: boolean) => void
}

/**
 * spec B §4 (Reservation): the hotel cancellation policy form: View Policy, the accept checkbox (never ticked for
 * the guest), and Book now, enabled only once accepted. Unticking after a tick says "Needs to be accepted".
 * Above them, each chosen room's rate and what its policy allows (issue 29 §3).
 */
export const CancellationPolicyForm = ({ busy, terms, onBookNow }: CancellationPolicyFormProps) => {
  const [policyOpen, setPolicyOpen] = useState(false)
  const { form, submitDisabled } = useKitForm({
    defaultValues: { isCancellationPolicyAccepted: false },
    schema: PolicyForm,
    canSubmit: (values) => canBookNow(values.isCancellationPolicyAccepted),
    onSubmit: (values) => onBookNow(values.isCancellationPolicyAccepted),
  })
  return (
    <KitForm form={form} className="checkout-card" aria-labelledby="policy-title">
      <h2 id="policy-title" className="checkout-card__title">
        {CANCELLATION_POLICY_TITLE}
      </h2>
      {terms.length === 0 ? null : (
        <div className="rate-terms">
          <p id="rate-terms-title" className="rate-terms__title">
            {YOUR_RATE}
          </p>
          <ul className="rate-terms__list" aria-labelledby="rate-terms-title">
            {terms.map((each) => (
              <li key={each.room} className="rate-terms__item">
                <span className="rate-terms__room">{each.room}</span>{" "}
                <strong className="rate-terms__rate">{each.rate}</strong>
                {each.policy === null ? null : <span className="rate-terms__policy">{each.policy}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Modal
        open={policyOpen}
        onOpenChange={setPolicyOpen}
        title={CANCELLATION_POLICY_TITLE}
        trigger={
          <Button variant="ghost" className="checkout-link-button">
            {VIEW_POLICY}
          </Button>
        }
      >
        <p>{CANCELLATION_POLICY_TEXT}</p>
        <p>
          {/* A tab of its own: the guest's booking stays as it is on this one. */}
          <AppLink to={legalHubSectionRoute(RESERVATIONS_SECTION)} target="_blank" rel="noopener">
            {READ_FULL_POLICY}
          </AppLink>
        </p>
      </Modal>
      <form.AppField name="isCancellationPolicyAccepted">{(field) => <field.CheckboxField label={ACCEPT_CANCELLATION_POLICY} />}</form.AppField>
      <div className="checkout-actions">
        <form.SubmitButton disabled={submitDisabled} loading={busy}>
          {BOOK_NOW}
        </form.SubmitButton>
      </div>
    </KitForm>
  )
}
