import { CreditCard } from "lucide-react"
import { makeClubCardModel } from "../../core/search/club-card-model.ts"
import { CLUB_CARD_NUMBER_LENGTH, ClubCardForm, validateDisabled } from "../../core/search/club-card.ts"
import { ADD_CLUB_CARD, CLICKS_CLUBCARD, CLUB_CARD_INTRO, CLUB_CARD_NUMBER, clubCardApplied, VALIDATE } from "../../core/search/messages.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { Button } from "../kit/button.tsx"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
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
 * spec B §2, §4, §8, A §2: the club card modal: one required card number (13 characters), Validate disabled
 * while invalid or validating. The server decides: Validation successful closes the modal and the card joins
 * the search; Invalid card number, the server's message or Something went wrong show as toasts. Its model:
 * core/search/club-card-model.ts; its form, the kit's form hook.
 */
export const ClubCardModal = ({ form: search }: { readonly form: SearchForm }) => {
  const modal = useScreenModel(makeClubCardModel, { form: search })
  const submitting = modal.submitting.value
  const applied = modal.applied.value
  const { form, submitDisabled } = useKitForm({
    defaultValues: { clubCardNumber: search.values.peek().clubCard },
    schema: ClubCardForm,
    canSubmit: (values) => !validateDisabled(values.clubCardNumber, false),
    onSubmit: (values) => modal.validate(values.clubCardNumber),
  })

  return (
    <Modal
      open={modal.open.value}
      onOpenChange={modal.show}
      title={CLICKS_CLUBCARD}
      description={CLUB_CARD_INTRO}
      trigger={
        <Button variant="ghost" size="small">
          <CreditCard size={16} aria-hidden="true" /> {applied === "" ? ADD_CLUB_CARD : clubCardApplied(applied)}
        </Button>
      }
    >
      <KitForm form={form} className="club-card">
        <form.AppField name="clubCardNumber">{() => <CardNumberField />}</form.AppField>
        <form.SubmitButton disabled={submitDisabled || submitting} loading={submitting}>
          {VALIDATE}
        </form.SubmitButton>
      </KitForm>
    </Modal>
  )
}
