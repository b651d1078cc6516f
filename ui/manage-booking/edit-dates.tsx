import { Effect, Result } from "effect"
import { useReducer } from "react"
import type { Booking } from "../../core/booking/booking.ts"
import { applyDateChange, quoteDateChange } from "../../core/manage-booking/change-dates.ts"
import { areDatesEditable, editDatesStart, editDatesStep, pastDatesError, type StayDates } from "../../core/manage-booking/date-change.ts"
import {
  CHANGE_DATES,
  CHECK_IN_LABEL,
  CHECK_OUT_LABEL,
  CONFIRM_NEW_DATES,
  CONFIRM_NEW_DATES_PRICE,
  EDIT_DATES,
  SAVE_DATES,
} from "../../core/booking/messages.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { today } from "../../core/time/clock.ts"
import { formatDate } from "../../core/time/format.ts"
import { Button } from "../kit/button.tsx"
import { useRunEffect } from "../kit/core-runtime.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import { TextField } from "../kit/text-field.tsx"

export interface EditDatesProps {
  readonly booking: Booking
  /** The edit-booking page: the dates may be unlocked with Edit Dates. */
  readonly editing: boolean
  readonly onChanged: () => void
}

// Not the spec's words: the way back from the confirmation
const BACK = "Back"

/**
 * spec B §4, §5, §8: the stay's dates, locked until Edit Dates (on the edit-booking page). Saving checks the booked
 * room types and rate plans for the new dates first, then asks for confirmation showing the new total (issue 13,
 * docs/decisions.md), then updates and refreshes the booking. The steps are core's (date-change.ts).
 */
export const EditDates = ({ booking, editing, onChanged }: EditDatesProps) => {
  const run = useRunEffect()
  const [state, dispatch] = useReducer(editDatesStep, editDatesStart)
  const bookedDates: StayDates = { checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate }
  const shown = state.step === "locked" || state.step === "done" ? bookedDates : state.dates
  const editable = areDatesEditable(state) || state.step === "error"

  const change = (dates: StayDates) => {
    if (state.step === "error") dispatch({ type: "dismiss" })
    dispatch({ type: "change", dates })
  }
  const save = () => {
    if (state.step !== "editing" && state.step !== "error") return
    const dates = state.dates
    if (state.step === "error") dispatch({ type: "dismiss" })
    void run(today).then((day) => {
      dispatch({ type: "save", today: day })
      // a past check-in is refused on the field by core's step; only other dates are checked with the hotel
      if (pastDatesError(dates.checkInDate, day) !== undefined) return
      void run(Effect.result(quoteDateChange(booking, dates))).then((quoted) =>
        dispatch(
          Result.isSuccess(quoted)
            ? { type: "quoted", quote: { available: true, totalCents: quoted.success } }
            : { type: "quoted", quote: { available: false, message: quoted.failure.message } },
        ),
      )
    })
  }
  const confirm = () => {
    if (state.step !== "confirming") return
    dispatch({ type: "confirm" })
    void run(Effect.result(applyDateChange(booking, state.dates))).then((applied) => {
      if (Result.isSuccess(applied)) {
        dispatch({ type: "saved" })
        dispatch({ type: "dismiss" })
        onChanged()
      } else dispatch({ type: "failed" })
    })
  }

  return (
    <div className="manage-dates">
      <div className="manage-dates__fields">
        <TextField
          label={CHECK_IN_LABEL}
          type="date"
          value={shown.checkInDate}
          readOnly={!editable}
          onChange={(event) => change({ ...shown, checkInDate: event.target.value })}
          error={state.step === "editing" ? state.error : undefined}
        />
        <TextField
          label={CHECK_OUT_LABEL}
          type="date"
          value={shown.checkOutDate}
          readOnly={!editable}
          onChange={(event) => change({ ...shown, checkOutDate: event.target.value })}
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
            <Button variant="secondary" onClick={() => dispatch({ type: "edit", dates: bookedDates })}>
              {EDIT_DATES}
            </Button>
          ) : (
            <>
              <Button loading={state.step === "checking"} onClick={save}>
                {SAVE_DATES}
              </Button>
              <Button variant="ghost" onClick={() => (state.step === "error" ? dispatch({ type: "dismiss" }) : dispatch({ type: "cancel" }))}>
                {BACK}
              </Button>
            </>
          )}
        </div>
      ) : null}
      <Modal
        open={state.step === "confirming" || state.step === "saving"}
        onOpenChange={(open) => {
          if (!open && state.step === "confirming") dispatch({ type: "cancel" })
        }}
        title={CONFIRM_NEW_DATES}
        description={
          state.step === "confirming" || state.step === "saving"
            ? `${formatDate(state.dates.checkInDate, "DD MMMM YYYY")} – ${formatDate(state.dates.checkOutDate, "DD MMMM YYYY")}`
            : ""
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => dispatch({ type: "cancel" })}>
              {BACK}
            </Button>
            <Button loading={state.step === "saving"} onClick={confirm}>
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
