import { useSignals } from "@preact/signals-react/runtime"
import type { ClubCardModel } from "../../core/search/club-card-model.ts"
import { CLUB_CARD_NUMBER_LENGTH, ClubCardForm, validateDisabled } from "../../core/search/club-card.ts"
import { CLUB_CARD_NUMBER, VALIDATE } from "../../core/search/messages.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import type { Bound } from "../kit/screen-model.tsx"
import { TextField } from "../kit/text-field.tsx"

/** The card number as typed, without spaces around it (a card copied from a message often brings some). */
const CardNumberField = () => {
  const field = useBoundField<string>()
  return (
    <TextField
      label={CLUB_CARD_NUMBER}
      name={field.name}
      value={field.value}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={CLUB_CARD_NUMBER_LENGTH}
      error={field.error ?? undefined}
      onChange={(event) => field.change(event.target.value.trim())}
      onBlur={field.onBlur}
    />
  )
}

/**
 * The club card modal's form (spec B §4, A §5): its own chunk, loaded when the modal's trigger is pointed at or the
 * modal opens, so the search bar's first load carries no form library. Mounted while the modal is open: each
 * opening starts from the search's card.
 */
export const ClubCardDialogForm = ({ modal, search }: { readonly modal: Bound<ClubCardModel>; readonly search: SearchForm }) => {
  useSignals()
  const submitting = modal.submitting.value
  const { form, submitDisabled } = useKitForm({
    defaultValues: { clubCardNumber: search.values.peek().clubCard },
    schema: ClubCardForm,
    canSubmit: (values) => !validateDisabled(values.clubCardNumber, false),
    onSubmit: (values) => modal.validate(values.clubCardNumber),
  })
  return (
    <KitForm form={form} className="club-card">
      <form.AppField name="clubCardNumber">{() => <CardNumberField />}</form.AppField>
      <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
        {VALIDATE}
      </form.SubmitButton>
    </KitForm>
  )
}

export default ClubCardDialogForm
