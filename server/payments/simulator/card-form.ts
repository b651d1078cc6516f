import { Result } from "effect"
import { zonedAt } from "../../../core/time/clock.ts"
import type { PayWeb3Fields } from "../payweb3/checksum.ts"

/** The card page's fields (the simulator's own page, so its own names) and what a valid submission holds. */
export const CARD_FIELDS = {
  number: "card_number",
  expiry: "expiry",
  cvv: "cvv",
  holder: "cardholder",
} as const

export interface CardDetails {
  /** Digits only. */
  readonly number: string
  readonly expiryMonth: number
  readonly expiryYear: number
  readonly cvv: string
  readonly holder: string
}

/** Messages by card-page field name; the page shows them beside the fields. */
export type CardFormErrors = Readonly<Partial<Record<keyof typeof CARD_FIELDS, string>>>

export const CARD_MESSAGES = {
  number: "Enter the card number: 12 to 19 digits",
  expiry: "Enter the expiry date as MM/YY",
  expired: "The expiry date must be in the future",
  cvv: "Enter the 3 or 4 digit CVV",
  holder: "Enter the cardholder's name",
} as const

const MAX_HOLDER_LENGTH = 100

const field = (fields: PayWeb3Fields, name: string): string => (Object.hasOwn(fields, name) ? fields[name]!.trim() : "")

/**
 * Reads the card page's submission. PayGate's test rules: the expiry must be in the future (a card
 * is good to the end of its expiry month, on the hotels' clock at `nowMillis`); the name and CVV can
 * be anything of the right form. Which test card it is decides the outcome later, not here.
 */
export const readCardForm = (fields: PayWeb3Fields, nowMillis: number): Result.Result<CardDetails, CardFormErrors> => {
  const errors: { -readonly [K in keyof CardFormErrors]: CardFormErrors[K] } = {}
  const number = field(fields, CARD_FIELDS.number).replace(/[\s-]/g, "")
  if (!/^\d{12,19}$/.test(number)) errors.number = CARD_MESSAGES.number

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(field(fields, CARD_FIELDS.expiry))
  const expiryMonth = Number(expiry?.[1] ?? 0)
  const expiryYear = expiry === null ? 0 : expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
  if (expiry === null || expiryMonth < 1 || expiryMonth > 12) errors.expiry = CARD_MESSAGES.expiry
  else {
    const today = zonedAt(nowMillis)
    if (expiryYear * 12 + expiryMonth < today.year * 12 + today.month) errors.expiry = CARD_MESSAGES.expired
  }

  const cvv = field(fields, CARD_FIELDS.cvv)
  if (!/^\d{3,4}$/.test(cvv)) errors.cvv = CARD_MESSAGES.cvv
  const holder = field(fields, CARD_FIELDS.holder)
  if (holder === "" || holder.length > MAX_HOLDER_LENGTH) errors.holder = CARD_MESSAGES.holder

  return Object.keys(errors).length > 0 ? Result.fail(errors) : Result.succeed({ number, expiryMonth, expiryYear, cvv, holder })
}
