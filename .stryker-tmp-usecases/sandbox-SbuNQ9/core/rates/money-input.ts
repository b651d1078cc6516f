// @ts-nocheck
import { Result, Schema, SchemaGetter } from "effect"
import { decimalToCents } from "./cents.ts"
import { NOT_A_NUMBER } from "./messages.ts"

/**
 * spec accounts-and-content §5 (money input): spaces are stripped and the rest must be a plain
 * decimal number (optional sign, digits, optional point and fraction). Commas and exponents are
 * not numbers here: the field shows its value without grouping, so what it shows parses back.
 */
const numericPattern = /^([-+]?)(?=\.?\d)(\d*)(?:\.(\d*))?$/

/** The cents typed in a money field, rounded half away from zero to the cent, or the spec's message. */
export const parseMoneyInput = (text: string): Result.Result<number, string> => {
  const match = numericPattern.exec(text.replace(/\s/g, ""))
  const cents = match === null ? undefined : decimalToCents(match[1] === "-", match[2]!, match[3] ?? "")
  return cents === undefined ? Result.fail(NOT_A_NUMBER) : Result.succeed(cents)
}

/** spec accounts-and-content §5: shown with two decimals, no grouping ("1234.50"). */
export const formatMoneyInput = (cents: number): string => {
  const magnitude = Math.abs(cents)
  const rest = String(magnitude % 100).padStart(2, "0")
  return `${cents < 0 ? "-" : ""}${Math.floor(magnitude / 100)}.${rest}`
}

/** What the field shows after editing: the rounded two-decimal value, or the text as typed when it is not a number. */
export const reformatMoneyInput = (text: string): string =>
  Result.match(parseMoneyInput(text), { onSuccess: formatMoneyInput, onFailure: () => text })

/** A money field's text decoded to integer cents; the validator forms use, with the spec's message. */
export const MoneyInput = Schema.String.check(
  Schema.makeFilter((text: string) => (Result.isSuccess(parseMoneyInput(text)) ? undefined : NOT_A_NUMBER)),
).pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((text: string) => Result.getOrThrow(parseMoneyInput(text))),
    encode: SchemaGetter.transform(formatMoneyInput),
  }),
)
