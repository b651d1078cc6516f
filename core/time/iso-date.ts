import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { INVALID_DATE } from "../validation/messages.ts"
import { isCalendarDay } from "./hotel-day.ts"


/**
 * A calendar date as `YYYY-MM-DD`. State and wire payloads keep dates as these strings (they
 * serialise and compare as-is); rules convert them with `toPlainDate` when they need arithmetic.
 */
export const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => (isCalendarDay(text) ? undefined : INVALID_DATE), {
    expected: "a date as YYYY-MM-DD",
  }),
)
export type IsoDate = typeof IsoDate.Type

export const toPlainDate = (date: IsoDate | Temporal.PlainDate): Temporal.PlainDate =>
  typeof date === "string" ? Temporal.PlainDate.from(date) : date

export const toIsoDate = (date: Temporal.PlainDate): IsoDate => date.toString()
