import { DEFAULT_CURRENCY, formatMoney } from "../../core/rates/money-format.ts"
import "./price.css"

export interface PriceProps {
  /** The amount in integer cents, as core keeps every amount. */
  readonly cents: number
  readonly currency?: string
  /** "per night", "total", "From"…: what the amount is. */
  readonly caption?: string
  readonly size?: "medium" | "large"
}

/** An amount as core formats it ("R 1,234.00"), with a caption saying what it is. */
export const Price = ({ cents, currency = DEFAULT_CURRENCY, caption, size = "medium" }: PriceProps) => (
  <span className={size === "large" ? "price price--large" : "price"}>
    <span className="price__amount">{formatMoney(cents, currency)}</span>
    {caption === undefined ? null : <span className="price__caption">{caption}</span>}
  </span>
)
