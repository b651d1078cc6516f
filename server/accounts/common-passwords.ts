import { dictionary } from "@zxcvbn-ts/language-common"

/**
 * The most common passwords (issue 22 §8; NIST SP 800-63B §5.1.1.2: refuse passwords known to be commonly used), from
 * zxcvbn-ts's common-password list (ranked by how often each appears in leaked password sets), on the server only:
 * the website's bundle never carries it.
 */

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 1000

const COMMON: ReadonlySet<string> = new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_REFUSED))

/** Digits, symbols and spaces around the letters: what a composition rule makes people add to a common word. */
const DRESSING = /^[^\p{L}]+|[^\p{L}]+$/gu

/**
 * Whether `password` is one of the most common passwords, as typed in any case, or once the digits and symbols around
 * its letters are taken off ("Password1!", "!!Monkey2024"): the list's entries fail the spec's composition rule as they
 * stand, so these dressed-up forms are the ones that reach this check.
 */
export const isCommonPassword = (password: string): boolean => {
  const lower = password.normalize("NFKC").toLowerCase()
  return COMMON.has(lower) || COMMON.has(lower.replace(DRESSING, ""))
}
