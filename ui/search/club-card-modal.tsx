import { CreditCard } from "lucide-react"
import { lazy, Suspense } from "react"
import { makeClubCardModel } from "../../core/search/club-card-model.ts"
import { ADD_CLUB_CARD, CLICKS_CLUBCARD, CLUB_CARD_INTRO, clubCardApplied } from "../../core/search/messages.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"

// The form (and TanStack Form with it) loads on the first intent to open: the search bar's first load stays light.
const loadForm = () => import("./club-card-dialog-form.tsx")
const ClubCardDialogForm = lazy(loadForm)

/**
 * spec B §2, §4, §8, A §2: the club card modal: one required card number (13 characters), Validate disabled
 * while invalid or validating. The server decides: Validation successful closes the modal and the card joins
 * the search; Invalid card number, the server's message or Something went wrong show as toasts. Its model:
 * core/search/club-card-model.ts; its form (club-card-dialog-form.tsx), the kit's form hook.
 */
export const ClubCardModal = ({ form: search }: { readonly form: SearchForm }) => {
  const modal = useScreenModel(makeClubCardModel, { form: search })
  const applied = modal.applied.value
  return (
    <Modal
      open={modal.open.value}
      onOpenChange={modal.show}
      onIntent={() => void loadForm()}
      title={CLICKS_CLUBCARD}
      description={CLUB_CARD_INTRO}
      trigger={
        <Button variant="ghost" size="small">
          <CreditCard size={16} aria-hidden="true" /> {applied === "" ? ADD_CLUB_CARD : clubCardApplied(applied)}
        </Button>
      }
    >
      <Suspense fallback={<Spinner />}>
        <ClubCardDialogForm modal={modal} search={search} />
      </Suspense>
    </Modal>
  )
}
