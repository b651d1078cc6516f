import type { Signal } from "@preact/signals-core"
import { lazy, Suspense } from "react"
import type { GroupBookingForm } from "../../core/account/submit-group-booking.ts"
import { makeGroupBookingModel } from "../../core/search/group-booking-model.ts"
import { GROUP_BOOKING_INTRO, MAKE_A_GROUP_BOOKING } from "../../core/search/messages.ts"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"

// The form (and TanStack Form with it) loads when the modal first opens: the search bar's first load stays light.
const GroupBookingDialogForm = lazy(() => import("./group-booking-dialog-form.tsx"))

export interface GroupBookingModalProps {
  /** The search bar's signal: the modal is open (a sent request closes it). */
  readonly opened: Signal<boolean>
  /** The form as it opens (10 rooms, 1 guest, and what was searched). */
  readonly initial: GroupBookingForm
}

/**
 * spec A §2, §4, §5, §8: Make a Group Booking, opened from "More than 10 rooms required?". Every field is
 * required and validated on change and blur (a field's message shows once it was touched); Submit Request is
 * disabled while the form is invalid or sending. Sent: "Request has been sent.", the modal closes and the
 * visitor goes home. Refused: "Could not make booking", the server's messages on their fields, nothing lost.
 * Its model: core/search/group-booking-model.ts; its form (group-booking-dialog-form.tsx), the kit's form hook.
 */
export const GroupBookingModal = ({ opened, initial }: GroupBookingModalProps) => {
  const modal = useScreenModel(makeGroupBookingModel, { opened })
  return (
    <Modal open={opened.value} onOpenChange={modal.show} wide title={MAKE_A_GROUP_BOOKING} description={GROUP_BOOKING_INTRO}>
      <Suspense fallback={<Spinner />}>
        <GroupBookingDialogForm modal={modal} initial={initial} />
      </Suspense>
    </Modal>
  )
}
