// @ts-nocheck
import { Result, Schema, SchemaGetter } from "effect"
import { formatAmount } from "./money-format.ts"
import { INVALID_AMOUNT } from "./messages.ts"
import { decimalToCents } from "./cents.ts"

/** A server amount string that is not a decimal amount. */
export class InvalidAmount extends Schema.TaggedError<InvalidAmount>()("InvalidAmount", {
  message: Schema.String,
  input: Schema.String,
}) {}

/**
 * spec booking-flow §3: a rate's totalAmount is a string that may carry comma thousands separators
 * ("1,250.00"). Commas are accepted only where en-US grouping puts them, and at most two decimals
 * (a third would be a fraction of a cent); surrounding blanks are ignored.
 */
const amountPattern = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/** Parses a server amount string into integer cents, once, at the edge: `parseAmount("1,250.00")` is 125000. */
export const parseAmount = (text: string): Result.Result<number, InvalidAmount> => {
  const match = amountPattern.exec(text.trim())
  const cents = match === null ? undefined : decimalToCents(match[1] === "-", match[2]!.replaceAll(",", ""), match[3] ?? "")
  return cents === undefined ? Result.fail(new InvalidAmount({ message: INVALID_AMOUNT, input: text })) : Result.succeed(cents)
}

/**
 * A server amount string decoded to integer cents; encodes back as "1,250.00" (en-US grouping, two
 * decimals), which decodes to the same cents.
 */
export const AmountCents = Schema.String.check(
  Schema.makeFilter((text: string) => (Result.isSuccess(parseAmount(text)) ? undefined : INVALID_AMOUNT), {
    expected: 'an amount such as "1,250.00"',
  }),
).pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((text: string) => Result.getOrThrow(parseAmount(text))),
    encode: SchemaGetter.transform(formatAmount),
  }),
)
