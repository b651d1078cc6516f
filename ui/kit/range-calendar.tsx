import { DayPicker, type DateRange } from "react-day-picker"
import "react-day-picker/style.css"
import "./range-calendar.css"

export interface RangeCalendarProps {
  /** The first selectable day (today at the hotels) as a local Date. */
  readonly today: Date
  readonly from: Date | undefined
  readonly to: Date | undefined
  readonly months: number
  /** The range as the picker reads the tap, and the day tapped (for callers with a rule of their own). */
  readonly onSelect: (range: DateRange | undefined, day: Date) => void
  /** Focus the chosen day (or today) as the picker opens, for keyboard users. */
  readonly autoFocus?: boolean
}

/**
 * spec B §5: the range picker. Past days are disabled; it starts at the current month and cannot go back
 * before it (the back arrow is disabled there); two months on wide screens, one on a phone. Loaded lazily, only
 * when the dates field opens (QUALITY.md: the date picker is not part of the first load).
 */
const RangeCalendar = ({ today, from, to, months, onSelect, autoFocus = false }: RangeCalendarProps) => (
  <DayPicker
    mode="range"
    weekStartsOn={1}
    numberOfMonths={months}
    today={today}
    startMonth={today}
    defaultMonth={from ?? today}
    disabled={{ before: today }}
    selected={{ from, to }}
    onSelect={(range, day) => onSelect(range, day)}
    autoFocus={autoFocus}
    excludeDisabled
    min={1}
    className="range-calendar"
  />
)

export default RangeCalendar
