import { Temporal } from "temporal-polyfill"
import { expect } from "vitest"

/**
 * Every project's: Temporal values compare by what they say. The polyfill keeps a date's fields out of sight of
 * vitest's deep equality, so `toMatchObject({ checkIn: someDate })` held for any date at all (a test that could not
 * fail); `toEqual` happened to compare them, but only through an internal detail. Two Temporal values are equal when
 * they are of one kind and `equals` says so; a Temporal value never equals anything else.
 */
const TEMPORAL_KINDS = [
  Temporal.PlainDate,
  Temporal.PlainDateTime,
  Temporal.PlainTime,
  Temporal.PlainYearMonth,
  Temporal.PlainMonthDay,
  Temporal.Instant,
  Temporal.ZonedDateTime,
  Temporal.Duration,
] as const

const kindOf = (value: unknown) => TEMPORAL_KINDS.find((kind) => value instanceof kind)

expect.addEqualityTesters([
  function temporalEquality(actual: unknown, expected: unknown): boolean | undefined {
    const kind = kindOf(actual) ?? kindOf(expected)
    if (kind === undefined) return undefined
    if (kindOf(actual) !== kindOf(expected)) return false
    // Durations have no `equals`: two are the same when every field is.
    return actual instanceof Temporal.Duration ? actual.toString() === (expected as Temporal.Duration).toString() : (actual as { equals(other: unknown): boolean }).equals(expected)
  },
])
