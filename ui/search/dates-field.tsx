import { CalendarDays } from "lucide-react"
import type { Signal } from "@preact/signals-core"
import { useSignals } from "@preact/signals-react/runtime"
import { Fragment, lazy, Suspense } from "react"
import type { DateRange } from "react-day-picker"
import type { Temporal } from "temporal-polyfill"
import { DATES_POPOVER, DATES_LABEL } from "../../core/search/messages.ts"
import { rangePickerMonthCount, staySummary } from "../../core/search/search-bar-view.ts"
import { Skeleton } from "../kit/skeleton.tsx"
import { useWideScreen } from "../kit/use-wide-screen.ts"
import { SearchPopoverField } from "./search-popover-field.tsx"

const RangeCalendar = lazy(() => import("../kit/range-calendar.tsx"))

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
  /** The hotels' date (the search form's model): the first day the picker offers. */
  readonly today: Temporal.PlainDate
  readonly onChange: (checkInDate: string | null, checkOutDate: string | null) => void
  readonly messages: ReadonlyArray<string>
  /** The picker is open (the form's: choosing a destination opens it). */
  readonly open: Signal<boolean>
}

/**
 * spec B §2, §5: check-in and check-out in one range picker, opened from the field; Need a Check-In Date and
 * Need a Check-Out Date show under it after a search attempt. The picker closes once both days are chosen.
 */
export const DatesField = ({ checkInDate, checkOutDate, today, onChange, messages, open }: DatesFieldProps) => {
  useSignals()
  const wide = useWideScreen()
  const setOpen = (next: boolean) => {
    open.value = next
  }

  const select = (range: DateRange | undefined) => {
    const from = toIso(range?.from)
    const to = range?.to !== undefined && toIso(range.to) !== from ? toIso(range.to) : null
    onChange(from, to)
    if (from !== null && to !== null) setOpen(false)
  }

  return (
    <SearchPopoverField
      kind="search-field--dates"
      label={DATES_LABEL}
      popoverLabel={DATES_POPOVER}
      icon={CalendarDays}
      summary={staySummary(checkInDate, checkOutDate)}
      open={open.value}
      onOpenChange={setOpen}
      hasError={messages.length > 0}
      errors={messages.map((message, index) => (
        <Fragment key={message}>
          {index === 0 ? null : " "}
          <span className="field__error-line">{message}</span>
        </Fragment>
      ))}
    >
      <Suspense fallback={<Skeleton width={wide ? "640px" : "300px"} height="320px" />}>
        <RangeCalendar
          today={new Date(today.year, today.month - 1, today.day)}
          from={toLocalDate(checkInDate)}
          to={toLocalDate(checkOutDate)}
          months={rangePickerMonthCount(wide)}
          onSelect={select}
        />
      </Suspense>
    </SearchPopoverField>
  )
}
