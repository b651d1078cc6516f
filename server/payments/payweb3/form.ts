import { Temporal } from "temporal-polyfill"
import { zonedAt } from "../../../core/time/clock.ts"
import type { PayWeb3Fields } from "./checksum.ts"

/** Every PayWeb3 request and answer is an HTML form body. */
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded"

/** What a PayWeb3 message can arrive as: the raw body, parsed parameters, or a parsed body object. */
export type FormInput = string | URLSearchParams | Readonly<Record<string, unknown>>

/** A form body of `entries`, in their order (PayWeb3 reads fields by name; the order is for people reading logs). */
export const encodeForm = (entries: Iterable<readonly [string, string]>): string => new URLSearchParams(Array.from(entries, ([name, value]): [string, string] => [name, value])).toString()

/**
 * The fields of a form body. A field sent twice keeps its first value everywhere (the checksum and
 * the typed fields read the same value, so a repeated field cannot slip past verification); values
 * that are not text (uploaded files) are dropped. Field names from the wire are own data properties,
 * never prototype keys.
 */
export const decodeForm = (input: FormInput): PayWeb3Fields => {
  const fields = new Map<string, string>()
  const entries: Iterable<readonly [string, unknown]> =
    typeof input === "string" ? new URLSearchParams(input) : input instanceof URLSearchParams ? input : Object.entries(input)
  for (const [name, value] of entries) {
    if (typeof value === "string" && !fields.has(name)) fields.set(name, value)
  }
  return Object.fromEntries(fields)
}

const two = (n: number): string => String(n).padStart(2, "0")

/**
 * PayWeb3's TRANSACTION_DATE, "YYYY-MM-DD HH:mm:ss", on the hotels' wall clock (South Africa, where
 * the merchant account is): `formatTransactionDate(0)` is "1970-01-01 02:00:00".
 */
export const formatTransactionDate = (epochMillis: number): string => {
  const at = zonedAt(epochMillis)
  return `${String(at.year).padStart(4, "0")}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}:${two(at.second)}`
}

const TRANSACTION_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** Whether `text` is a TRANSACTION_DATE naming a real calendar moment ("2025-02-30 10:00:00" is not). */
export const isTransactionDate = (text: string): boolean => {
  const match = TRANSACTION_DATE.exec(text)
  if (match === null) return false
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number]
  try {
    Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: "reject" })
    return true
  } catch {
    return false
  }
}
