import { useSignals } from "@preact/signals-react/runtime"
import type { Booking } from "../../core/booking/booking.ts"
import type { BookingDetailsModel } from "../../core/manage-booking/booking-details-model.ts"
import { areDatesEditable } from "../../core/manage-booking/date-change.ts"
import {
  CHANGE_DATES,
  CHECK_IN_LABEL,
  CHECK_OUT_LABEL,
  CONFIRM_NEW_DATES,
  CONFIRM_NEW_DATES_PRICE,
  EDIT_DATES,
  SAVE_DATES,
} from "../../core/booking/messages.ts"
import { BACK } from "../../core/manage-booking/messages.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { formatDate } from "../../core/time/format.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import type { Bound } from "../kit/screen-model.tsx"
import { TextField } from "../kit/text-field.tsx"

export interface EditDatesProps {
  readonly booking: Booking
  /** The edit-booking page: the dates may be unlocked with Edit Dates. */
  readonly editing: boolean
  /** The page's model: the edit-dates steps and their commands. */
  readonly page: Pick<Bound<BookingDetailsModel>, "dates" | "editDates" | "changeDates" | "saveDates" | "confirmDates" | "backFromDates">
}

/**
 * spec B §4, §5, §8: the stay's dates, locked until Edit Dates (on the edit-booking page). Saving checks the booked
 * room types and rate plans for the new dates first, then asks for confirmation showing the new total (issue 13,
 * docs/decisions.md), then updates and reads the booking again. The steps are core's (date-change.ts, run by the
 * page's model).
 */
export const EditDates = ({ booking, editing, page }: EditDatesProps) => {
  useSignals()
  const state = page.dates.value
  const shown = state.step === "locked" || state.step === "done" ? { checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate } : state.dates
  const editable = areDatesEditable(state) || state.step === "error"
  const confirming = state.step === "confirming" || state.step === "saving"

  return (
    <div className="manage-dates">
      <div className="manage-dates__fields">
        <TextField
          label={CHECK_IN_LABEL}
          type="date"
          value={shown.checkInDate}
          readOnly={!editable}
          onChange={(event) => page.changeDates({ ...shown, checkInDate: event.target.value })}
          error={state.step === "editing" ? (state.error ?? undefined) : undefined}
        />
        <TextField
          label={CHECK_OUT_LABEL}
          type="date"
          value={shown.checkOutDate}
          readOnly={!editable}
          onChange={(event) => page.changeDates({ ...shown, checkOutDate: event.target.value })}
        />
      </div>
      {state.step === "error" ? (
        <Notice tone="danger" role="alert">
          {state.message}
        </Notice>
      ) : null}
      {editing ? (
        <div className="manage-dates__actions">
          {state.step === "locked" || state.step === "done" ? (
            <Button variant="secondary" onClick={page.editDates}>
              {EDIT_DATES}
            </Button>
          ) : (
            <>
              <Button loading={state.step === "checking"} onClick={page.saveDates}>
                {SAVE_DATES}
              </Button>
              <Button variant="ghost" onClick={page.backFromDates}>
                {BACK}
              </Button>
            </>
          )}
        </div>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!open && state.step === "confirming") page.backFromDates()
        }}
        title={CONFIRM_NEW_DATES}
        description={confirming ? `${formatDate(state.dates.checkInDate, "DD MMMM YYYY")} – ${formatDate(state.dates.checkOutDate, "DD MMMM YYYY")}` : ""}
        actions={
          <>
            <Button variant="secondary" onClick={page.backFromDates}>
              {BACK}
            </Button>
            <Button loading={state.step === "saving"} onClick={page.confirmDates}>
              {CHANGE_DATES}
            </Button>
          </>
        }
      >
        {state.step === "confirming" ? (
          <p className="manage-dates__price">
            {CONFIRM_NEW_DATES_PRICE} <strong>{formatMoney(state.totalCents, booking.totalForStayCurrency)}</strong>
          </p>
        ) : null}
      </Modal>
    </div>
  )
}
