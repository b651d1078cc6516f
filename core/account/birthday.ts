import { Schema } from "effect"
import { isCalendarDay } from "../time/hotel-day.ts"
import { BIRTHDAY_BEFORE_1900, BIRTHDAY_NOT_A_DATE, BIRTHDAY_NOT_IN_THE_PAST } from "./messages.ts"

/**
 * A member's birthday (issue 22 §5; the spec names the field, not its rule): a real calendar date written YYYY-MM-DD,
 * in the past, not before 1900. `YYYY-MM-DD` strings of four-digit years order as the days do.
 */

/** The earliest birthday a member may give. */
export const EARLIEST_BIRTHDAY = "1900-01-01"

/** What is wrong with `text` as a birthday whatever the day: not a real date as YYYY-MM-DD, or before 1900. */
export const birthdayFormIssue = (text: string): string | undefined => {
  if (!isCalendarDay(text)) return BIRTHDAY_NOT_A_DATE
  return text < EARLIEST_BIRTHDAY ? BIRTHDAY_BEFORE_1900 : undefined
}

/** The whole rule on `today` (a `YYYY-MM-DD` on the hotels' clock): as birthdayFormIssue, and before today. */
export const birthdayIssue = (text: string, today: string): string | undefined => birthdayFormIssue(text) ?? (text < today ? undefined : BIRTHDAY_NOT_IN_THE_PAST)

/** A birthday field: the rule's parts that need no clock (whoever knows today adds "in the past" with birthdayIssue). */
export const Birthday = Schema.String.check(Schema.makeFilter((text: string) => birthdayFormIssue(text), { expected: "a date as YYYY-MM-DD, from 1900" }))
