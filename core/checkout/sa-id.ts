import { Schema } from "effect"
import { ID_NUMBER_DIGITS_ONLY, ID_NUMBER_LENGTH, INVALID_SA_ID_NUMBER } from "../booking/messages.ts"

/** spec B §9, A §9: a South African ID number has 13 characters. */
export const SA_ID_LENGTH = 13

/**
 * The 11th digit: 0 citizen, 1 permanent resident, 2 refugee (Home Affairs' later addition). A
 * real guest's ID must never be refused, so all three are accepted and nothing else.
 */
const CITIZENSHIP_DIGITS = "012"

const onlyDigits = /^\d*$/

/** The Luhn check digit of `digits` (the 13th digit of an ID computed from the first 12). */
export const luhnCheckDigit = (digits: string): number => {
  let sum = 0
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    const digit = Number(digits[digits.length - 1 - fromRight])
    // The digit next to the check digit is doubled, then every second one going left.
    const weighted = fromRight % 2 === 0 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return (10 - (sum % 10)) % 10
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/**
 * The ID opens with a birth date, YYMMDD, in 19YY or 20YY (the ID does not say which). 29 February
 * exists in either century exactly when YY is a multiple of 4 (1900 was no leap year but 2000
 * was), so 000229 and 040229 are dates and 010229 is not.
 */
const startsWithBirthDate = (id: string): boolean => {
  const year = Number(id.slice(0, 2))
  const month = Number(id.slice(2, 4))
  const day = Number(id.slice(4, 6))
  // Month 00 or 13 and above has no days at all.
  const lastDay = month === 2 && year % 4 !== 0 ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0)
  return day >= 1 && day <= lastDay
}

/**
 * spec B §5, A §5: every message an ID number earns, in the order the field shows them. The pattern
 * check ("Invalid South African ID number": a real birth date, a known citizenship digit, the Luhn
 * check digit) is only reported once the length and digits are right, so a half-typed number is not
 * told three things at once. The 12th digit (formerly race) is not checked.
 */
export const saIdNumberIssues = (id: string): ReadonlyArray<string> => {
  const issues: Array<string> = []
  if (id.length !== SA_ID_LENGTH) issues.push(ID_NUMBER_LENGTH)
  if (!onlyDigits.test(id)) issues.push(ID_NUMBER_DIGITS_ONLY)
  if (issues.length > 0) return issues
  const valid =
    startsWithBirthDate(id) &&
    CITIZENSHIP_DIGITS.includes(id.charAt(10)) &&
    luhnCheckDigit(id.slice(0, 12)) === Number(id.charAt(12))
  return valid ? [] : [INVALID_SA_ID_NUMBER]
}

export const isValidSaIdNumber = (id: string): boolean => saIdNumberIssues(id).length === 0

/** spec B §5, A §5: a South African ID number, with the spec's three messages. */
export const SaIdNumber = Schema.String.check(Schema.makeFilter((id: string) => [...saIdNumberIssues(id)]))
export type SaIdNumber = typeof SaIdNumber.Type
