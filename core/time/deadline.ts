import { zonedAt } from "./clock.ts"
import { SHORT_MONTH_NAMES, WEEKDAY_NAMES } from "./format.ts"

const twoDigits = (value: number): string => String(value).padStart(2, "0")

/**
 * An instant as the pages tell a deadline (issue 29 §4): its time and its day on the hotels' clock, "12:00" and
 * "Mon 28 Dec": the pay-by note, the declined page's hold and the payment step's long hold all say it alike.
 */
export const deadlineWords = (instant: number): { readonly time: string; readonly day: string } => {
  const deadline = zonedAt(instant)
  return {
    time: `${twoDigits(deadline.hour)}:${twoDigits(deadline.minute)}`,
    day: `${WEEKDAY_NAMES[deadline.dayOfWeek - 1]!.slice(0, 3)} ${deadline.day} ${SHORT_MONTH_NAMES[deadline.month - 1]!}`,
  }
}
