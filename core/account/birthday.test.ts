import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { birthdayFormIssue, birthdayIssue, EARLIEST_BIRTHDAY } from "./birthday.ts"
import { BIRTHDAY_BEFORE_1900, BIRTHDAY_NOT_A_DATE, BIRTHDAY_NOT_IN_THE_PAST } from "./messages.ts"

const TODAY = "2030-03-01"
const pad = (value: number, width: number) => String(value).padStart(width, "0")
/** Every real day from 1000 to 2999 (the years a four-digit date can have here). */
const realDay = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }).map(
  (date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`,
)

describe("birthday rule (issue 22 §5)", () => {
  it("accepts a real date in the past from 1900", () => {
    for (const birthday of [EARLIEST_BIRTHDAY, "1990-05-17", "2000-02-29", "2030-02-28"]) expect(birthdayIssue(birthday, TODAY), birthday).toBeUndefined()
  })

  it("refuses what is not a real date written YYYY-MM-DD", () => {
    for (const text of ["abc", "2026-02-30", "1990-13-01", "0000-01-01", "17/05/1990", "1990-5-17", "infinity", "epoch", "today", "", " 1990-05-17"]) {
      expect(birthdayIssue(text, TODAY), text).toBe(BIRTHDAY_NOT_A_DATE)
    }
  })

  it("refuses today, the future and days before 1900", () => {
    expect(birthdayIssue(TODAY, TODAY)).toBe(BIRTHDAY_NOT_IN_THE_PAST)
    expect(birthdayIssue("2031-01-01", TODAY)).toBe(BIRTHDAY_NOT_IN_THE_PAST)
    expect(birthdayIssue("1899-12-31", TODAY)).toBe(BIRTHDAY_BEFORE_1900)
  })

  it("a real day is a birthday exactly when it is from 1900 and before today", () => {
    fc.assert(
      fc.property(realDay, realDay, (day, today) => {
        const expected = day < EARLIEST_BIRTHDAY ? BIRTHDAY_BEFORE_1900 : day >= today ? BIRTHDAY_NOT_IN_THE_PAST : undefined
        expect(birthdayIssue(day, today)).toBe(expected)
        expect(birthdayFormIssue(day)).toBe(day < EARLIEST_BIRTHDAY ? BIRTHDAY_BEFORE_1900 : undefined)
      }),
    )
  })
})
