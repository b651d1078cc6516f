import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"
import type { Booking } from "../../core/booking/booking.ts"
import type { BookingDetailsModel } from "../../core/manage-booking/booking-details-model.ts"
import { canSaveDates, shownStay } from "../../core/manage-booking/date-change.ts"
import { dateChangeLock } from "../../core/manage-booking/date-change-lock.ts"
import {
  CHANGE_DATES,
  CHECK_IN_LABEL,
  CHECK_OUT_LABEL,
  CONFIRM_NEW_DATES,
  CONFIRM_NEW_DATES_PRICE,
  CURRENT_TOTAL,
  EDIT_DATES,
  NEW_DATES_PICKER,
  PICK_CHECK_OUT,
  SAVE_DATES,
} from "../../core/booking/messages.ts"
import { BACK } from "../../core/manage-booking/messages.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { rangePickerMonthCount } from "../../core/search/search-bar-view.ts"
import { formatDate } from "../../core/time/format.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import type { Bound } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useWideScreen } from "../kit/use-wide-screen.ts"

const RangeCalendar = lazy(() => import("../kit/range-calendar.tsx"))

export interface EditDatesProps {
  readonly booking: Booking
  /** The edit-booking page: the dates may be unlocked with Edit Dates. */
  readonly editing: boolean
  /** The page's model: the edit-dates steps and their commands. */
  readonly page: Pick<Bound<BookingDetailsModel>, "dates" | "today" | "editDates" | "pickDay" | "saveDates" | "confirmDates" | "backFromDates">
}

/** A calendar day as the picker's local Date, and back: the day is the hotels' (core), never shifted by zone. */
const toLocalDate = (iso: string): Date => {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number)
  return new Date(year, month - 1, day)
}
const toIso = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

const LONG_DATE = "weekday, DD MMMM YYYY"

/**
 * spec B §4, §5, §8 and issue 29 §11: the stay's dates as text in the spec's format, changed with the range picker
 * after Edit Dates (on the edit-booking page). Saving checks the booked room types and rate plans for the new dates
 * first, then asks for confirmation showing the current and the new total (issue 13, docs/decisions.md), then
 * updates and reads the booking again. The steps are core's (date-change.ts, run by the page's model).
 */
export const EditDates = ({ booking, editing, page }: EditDatesProps) => {
  useSignals()
  const wide = useWideScreen()
  const state = page.dates.value
  const shown = shownStay(state) ?? booking
  const picking = state.step === "editing" || state.step === "error"
  const confirming = state.step === "confirming" || state.step === "saving"
  // a paid, part points-paid or cancelled booking keeps its dates (core's rule; the server refuses them too)
  const lock = dateChangeLock(booking)

  return (
    <div className="manage-dates">
      <dl className="manage-dates__stay">
        <div>
          <dt>{CHECK_IN_LABEL}</dt>
          <dd>{formatDate(shown.checkInDate, LONG_DATE)}</dd>
        </div>
        <div>
          <dt>{CHECK_OUT_LABEL}</dt>
          <dd>{shown.checkOutDate === null ? <span className="manage-dates__pending">{PICK_CHECK_OUT}</span> : formatDate(shown.checkOutDate, LONG_DATE)}</dd>
        </div>
      </dl>
      {picking ? (
        <div className="manage-dates__picker" role="group" aria-label={NEW_DATES_PICKER}>
          <Suspense fallback={<Skeleton width={wide ? "640px" : "300px"} height="320px" />}>
            <RangeCalendar
              today={toLocalDate(page.today)}
              from={toLocalDate(shown.checkInDate)}
              to={shown.checkOutDate === null ? undefined : toLocalDate(shown.checkOutDate)}
              months={rangePickerMonthCount(wide)}
              onSelect={(_range, day) => page.pickDay(toIso(day))}
              autoFocus
            />
          </Suspense>
          {state.step === "editing" && state.error !== null ? (
            <p className="field__error" role="alert">
              {state.error}
            </p>
          ) : null}
        </div>
      ) : null}
      {state.step === "error" ? (
        <Notice tone="danger" role="alert">
          {state.message}
        </Notice>
      ) : null}
      {editing && lock !== null ? (
        <Notice tone="info">{lock}</Notice>
      ) : editing ? (
        <div className="manage-dates__actions">
          {state.step === "locked" || state.step === "done" ? (
            <Button variant="secondary" onClick={page.editDates}>
              {EDIT_DATES}
            </Button>
          ) : (
            <>
              <Button loading={state.step === "checking"} disabled={state.step === "editing" && !canSaveDates(state)} onClick={page.saveDates}>
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
        description={confirming ? `${formatDate(state.dates.checkInDate, LONG_DATE)} – ${formatDate(state.dates.checkOutDate, LONG_DATE)}` : ""}
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
          <div className="manage-dates__totals">
            <p className="manage-dates__price">
              {CURRENT_TOTAL} <strong>{formatMoney(booking.totalForStayCents, booking.totalForStayCurrency)}</strong>
            </p>
            <p className="manage-dates__price manage-dates__price--new">
              {CONFIRM_NEW_DATES_PRICE} <strong>{formatMoney(state.totalCents, booking.totalForStayCurrency)}</strong>
            </p>
          </div>
        ) : null}
      </Modal>
    </div>
  )
}
