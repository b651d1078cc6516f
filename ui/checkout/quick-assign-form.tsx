import type { SavedTraveller } from "../../core/account/traveller.ts"
import { guestLabel } from "../../core/checkout/guest.ts"
import { ASSIGN_GUESTS, NO_TRAVELLER, QUICK_ASSIGN_HINT } from "../../core/checkout/messages.ts"
import { canAssignTravellers, QuickAssignPicks } from "../../core/checkout/quick-assign.ts"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"

export interface QuickAssignFormProps {
  readonly label: string
  /** How many guests the form has: the main guest and one per further room. */
  readonly guests: number
  readonly travellers: ReadonlyArray<SavedTraveller>
  readonly onAssign: (picks: ReadonlyArray<string>) => void
}

/**
 * spec B §2, §4, §6: the Quick Assign Guests dialog's form: a traveller of the member's company for any guest; Assign
 * Guests is disabled until a traveller is chosen.
 */
export const QuickAssignForm = ({ label, guests, travellers, onAssign }: QuickAssignFormProps) => {
  const options = [{ value: "", label: NO_TRAVELLER }, ...travellers.map((traveller) => ({ value: String(traveller.id), label: `${traveller.firstName} ${traveller.lastName}` }))]
  const { form, submitDisabled } = useKitForm({
    defaultValues: { picks: Array.from({ length: guests }, () => "") },
    schema: QuickAssignPicks,
    canSubmit: (values) => canAssignTravellers(values.picks),
    onSubmit: (values) => onAssign(values.picks),
  })
  return (
    <KitForm form={form} className="checkout-stack" aria-label={label}>
      <p>{QUICK_ASSIGN_HINT}</p>
      {Array.from({ length: guests }, (_, index) => (
        <form.AppField key={index} name={`picks[${index}]`}>
          {(field) => <field.SelectField label={guestLabel(index)} options={options} />}
        </form.AppField>
      ))}
      <div>
        <form.SubmitButton disabled={submitDisabled}>{ASSIGN_GUESTS}</form.SubmitButton>
      </div>
    </KitForm>
  )
}
