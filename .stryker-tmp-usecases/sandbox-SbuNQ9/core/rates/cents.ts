/**
 * Integer-cents arithmetic shared by the money rules. Amounts are integer cents everywhere in
 * core, so every division says how it rounds.
 */
// @ts-nocheck


/**
 * `numerator / denominator` rounded to the nearest integer, halves upwards (towards +∞), for a
 * positive denominator. Integer arithmetic: no `x.5` float surprises.
 */
export const divideRoundingHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator))

/**
 * Cents of a decimal written as sign, integer digits and fraction digits ("1234", "567" for
 * 1234.567), rounded half away from zero at the third fraction digit. Undefined when the result is
 * not a safe integer, so a huge amount fails instead of silently losing cents.
 */
export const decimalToCents = (negative: boolean, integerDigits: string, fractionDigits: string): number | undefined => {
  const wholeCents = Number(integerDigits) * 100
  const shownCents = Number(fractionDigits.slice(0, 2).padEnd(2, "0"))
  const roundUp = fractionDigits.charAt(2) >= "5" ? 1 : 0
  const magnitude = wholeCents + shownCents + roundUp
  if (!Number.isSafeInteger(magnitude)) return undefined
  return negative && magnitude !== 0 ? -magnitude : magnitude
}
