import { FROM_PRICE_PREFIX } from "./messages.ts"

/** spec booking-flow §9, accounts-and-content §9: default currency ZAR. */
export const DEFAULT_CURRENCY = "ZAR"

/** Symbols shown before an amount; any other currency is shown by its code ("USD 12.00"). */
const currencySymbols: Readonly<Record<string, string>> = { ZAR: "R" }

const CENTS_PER_UNIT = 100

/**
 * en-US grouping by hand, so formatting never depends on the runtime's Intl locale data. A loop rather
 * than a look-ahead regular expression: every search prices dozens of amounts.
 */
const groupThousands = (digits: string): string => {
  if (digits.length <= 3) return digits
  let grouped = digits.slice(0, digits.length % 3 || 3)
  for (let index = grouped.length; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`
  return grouped
}

/**
 * spec booking-flow §9: server amounts are cents, shown divided by 100 with two decimals and en-US
 * grouping: `formatAmount(123456)` is "1,234.56". A fraction of a cent rounds to the nearest cent.
 */
export const formatAmount = (cents: number): string => {
  const whole = Math.round(cents)
  const magnitude = Math.abs(whole)
  const units = Math.floor(magnitude / CENTS_PER_UNIT)
  const rest = String(magnitude % CENTS_PER_UNIT).padStart(2, "0")
  return `${whole < 0 ? "-" : ""}${groupThousands(String(units))}.${rest}`
}

/** `formatMoney(123456)` is "R 1,234.56"; a negative amount gets a leading minus ("-R 5.00"). */
export const formatMoney = (cents: number, currency: string = DEFAULT_CURRENCY): string => {
  const symbol = currencySymbols[currency] ?? currency
  const whole = Math.round(cents)
  return `${whole < 0 ? "-" : ""}${symbol} ${formatAmount(Math.abs(whole))}`
}

/** spec booking-flow §9: "From R {amount}", e.g. `fromPriceLabel(250000)` is "From R 2,500.00". */
export const fromPriceLabel = (cents: number, currency: string = DEFAULT_CURRENCY): string =>
  `${FROM_PRICE_PREFIX} ${formatMoney(cents, currency)}`
