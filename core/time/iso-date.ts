import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

// Temporal refuses a date string naming a day that does not exist (2026-02-29), whatever `overflow` says.
const isRealDate = (text: string): boolean => {
  try {
    return Temporal.PlainDate.from(text).toString() === text
  } catch {
    return false
  }
}

/**
 * A calendar date as `YYYY-MM-DD`. State and wire payloads keep dates as these strings (they
 * serialise and compare as-is); rules convert them with `toPlainDate` when they need arithmetic.
 */
export const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => (isoDatePattern.test(text) && isRealDate(text) ? undefined : "Invalid date"), {
    expected: "a date as YYYY-MM-DD",
  }),
)
export type IsoDate = typeof IsoDate.Type

export const toPlainDate = (date: IsoDate | Temporal.PlainDate): Temporal.PlainDate =>
  typeof date === "string" ? Temporal.PlainDate.from(date) : date

export const toIsoDate = (date: Temporal.PlainDate): IsoDate => date.toString()
