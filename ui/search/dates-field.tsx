import { CalendarDays } from "lucide-react"
import { Fragment, lazy, Suspense, useId, useState } from "react"
import type { DateRange } from "react-day-picker"
import { rangePickerMonthCount, staySummary } from "../../core/search/search-bar-view.ts"
import { today } from "../../core/time/clock.ts"
import { useRuntime } from "../kit/core-runtime.tsx"
import { FieldError } from "../kit/field.tsx"
import { Popover } from "../kit/popover.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useWideScreen } from "../kit/use-wide-screen.ts"
import { DATES_LABEL } from "./field-labels.ts"
import { SearchFieldTrigger } from "./search-field-trigger.tsx"

const RangeCalendar = lazy(() => import("./range-calendar.tsx"))

/** A calendar day as a local Date (the picker's), and back; the day is the hotels' (core), never shifted by zone. */
const toLocalDate = (iso: string | null): Date | undefined => {
  if (iso === null || iso === "") return undefined
  const [year, month, day] = iso.split("-").map(Number)
  return year === undefined || month === undefined || day === undefined ? undefined : new Date(year, month - 1, day)
}
const toIso = (date: Date | undefined): string | null =>
  date === undefined
    ? null
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

export interface DatesFieldProps {
  readonly checkInDate: string | null
  readonly checkOutDate: string | null
  readonly onChange: (checkInDate: string | null, checkOutDate: string | null) => void
  readonly messages: ReadonlyArray<string>
}

/**
 * spec B §2, §5: check-in and check-out in one range picker, opened from the field; Need a Check-In Date and
 * Need a Check-Out Date show under it after a search attempt. The picker closes once both days are chosen.
 */
export const DatesField = ({ checkInDate, checkOutDate, onChange, messages }: DatesFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  const runtime = useRuntime()
  const wide = useWideScreen()
  const [open, setOpen] = useState(false)
  const day = runtime.runSync(today)
  const todayDate = new Date(day.year, day.month - 1, day.day)
  const hasError = messages.length > 0

  const select = (range: DateRange | undefined) => {
    const from = toIso(range?.from)
    const to = range?.to !== undefined && toIso(range.to) !== from ? toIso(range.to) : null
    onChange(from, to)
    if (from !== null && to !== null) setOpen(false)
  }

  return (
    <div className="search-field search-field--dates">
      <span className="search-field__label" id={`${id}-label`}>
        {DATES_LABEL}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label="Choose your dates"
        trigger={
          <SearchFieldTrigger fieldId={id} icon={CalendarDays} summary={staySummary(checkInDate, checkOutDate)} hasError={hasError} />
        }
      >
        <Suspense fallback={<Skeleton width={wide ? "640px" : "300px"} height="320px" />}>
          <RangeCalendar
            today={todayDate}
            from={toLocalDate(checkInDate)}
            to={toLocalDate(checkOutDate)}
            months={rangePickerMonthCount(wide)}
            onSelect={select}
          />
        </Suspense>
      </Popover>
      {hasError ? (
        <FieldError id={errorId}>
          {messages.map((message, index) => (
            <Fragment key={message}>
              {index === 0 ? null : " "}
              <span className="field__error-line">{message}</span>
            </Fragment>
          ))}
        </FieldError>
      ) : null}
    </div>
  )
}
