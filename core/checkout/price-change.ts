import { formatMoney } from "../rates/money-format.ts"
import { PRICE_CHANGED_TITLE } from "../booking/messages.ts"

// Issue 11 (beyond the spec): the notice's words, with the two prices
export const priceChangedMessage = (now: string, was: string): string =>
  `The hotel's price for your stay is now ${now} (it was ${was} when you chose your rooms). This is the price you will book at.`

/**
 * Issue 11 (beyond the spec): the guest is told, before committing, when the server held the rooms at
 * another price than the one the rooms page showed (rates move while a guest browses). Null when the
 * two agree to the cent.
 */
export interface PriceChange {
  readonly direction: "up" | "down"
  /** Cents. */
  readonly shownCents: number
  /** Cents. */
  readonly heldCents: number
  readonly title: string
  readonly message: string
}

export const priceChangeOf = (shownCents: number, heldCents: number, currency: string): PriceChange | null =>
  shownCents === heldCents
    ? null
    : {
        direction: heldCents > shownCents ? "up" : "down",
        shownCents,
        heldCents,
        title: PRICE_CHANGED_TITLE,
        message: priceChangedMessage(formatMoney(heldCents, currency), formatMoney(shownCents, currency)),
      }
