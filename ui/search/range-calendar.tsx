import { DayPicker, type DateRange } from "react-day-picker"
import "react-day-picker/style.css"
import "./range-calendar.css"

export interface RangeCalendarProps {
  /** The first selectable day (today at the hotels) as a local Date. */
  readonly today: Date
  readonly from: Date | undefined
  readonly to: Date | undefined
  readonly months: number
  readonly onSelect: (range: DateRange | undefined) => void
}

/**
 * spec B §5: the range picker. Past days are disabled; it starts at the current month and cannot go back
 * before it (the back arrow is disabled there); two months on wide screens, one on a phone. Loaded lazily, only
 * when the dates field opens (QUALITY.md: the date picker is not part of the first load).
 */
const RangeCalendar = ({ today, from, to, months, onSelect }: RangeCalendarProps) => (
  <DayPicker
    mode="range"
    weekStartsOn={1}
    numberOfMonths={months}
    today={today}
    startMonth={today}
    defaultMonth={from ?? today}
    disabled={{ before: today }}
    selected={{ from, to }}
    onSelect={onSelect}
    excludeDisabled
    min={1}
    className="range-calendar"
  />
)

export default RangeCalendar
