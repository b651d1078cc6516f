import { useSignals } from "@preact/signals-react/runtime"
import { CreditCard } from "lucide-react"
import { type FormEvent, useState } from "react"
import { checkClubCard } from "../../core/search/check-club-card.ts"
import { CLUB_CARD_NUMBER_LENGTH, ClubCardForm, validateDisabled } from "../../core/search/club-card.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { messagesFor, validate } from "../../core/validation/field-errors.ts"
import { Result } from "effect"
import { Button } from "../kit/button.tsx"
import { useRunEffect } from "../kit/core-runtime.tsx"
import { Modal } from "../kit/modal.tsx"
import { TextField } from "../kit/text-field.tsx"

const validateClubCardForm = validate(ClubCardForm)

/**
 * spec B §2, §4, §8, A §2: the club card modal: one required card number (13 characters), Validate disabled
 * while invalid or validating. The server decides: Validation successful closes the modal and the card joins
 * the search; Invalid card number, the server's message or Something went wrong show as toasts.
 */
export const ClubCardModal = ({ form }: { readonly form: SearchForm }) => {
  useSignals()
  const run = useRunEffect()
  const [open, setOpen] = useState(false)
  const [number, setNumber] = useState(form.values.value.clubCard)
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const checked = validateClubCardForm({ clubCardNumber: number })
  const message = touched && Result.isFailure(checked) ? messagesFor(checked.failure, "clubCardNumber")[0] : undefined
  const applied = form.values.value.clubCard

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (validateDisabled(number, submitting)) return
    setSubmitting(true)
    void run(checkClubCard(number))
      .then((outcome) => {
        if (outcome.kind === "valid") {
          form.setClubCard(number)
          setOpen(false)
        }
      })
      .finally(() => setSubmitting(false))
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Clicks ClubCard"
      description="Clicks ClubCard members get a discount on one room per card per stay."
      trigger={
        <Button variant="ghost" size="small">
          <CreditCard size={16} aria-hidden="true" /> {applied === "" ? "Add Clicks ClubCard" : `ClubCard ${applied}`}
        </Button>
      }
    >
      <form className="club-card" onSubmit={submit} noValidate>
        <TextField
          label="Club card number"
          value={number}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={CLUB_CARD_NUMBER_LENGTH}
          error={message}
          onChange={(event) => setNumber(event.target.value.trim())}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" disabled={validateDisabled(number, submitting)} loading={submitting}>
          Validate
        </Button>
      </form>
    </Modal>
  )
}
