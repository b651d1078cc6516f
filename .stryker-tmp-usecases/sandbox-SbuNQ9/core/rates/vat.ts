// @ts-nocheck
import { divideRoundingHalfUp } from "./cents.ts"

/**
 * spec booking-flow §9: the value-added-tax share is 3/23 of a total (15% VAT included, about
 * 0.1304); the net is the remainder.
 */
export const VAT_SHARE_NUMERATOR = 3
export const VAT_SHARE_DENOMINATOR = 23

export interface VatSplit {
  readonly vatCents: number
  readonly netCents: number
}

/**
 * VAT is 3/23 of the total rounded to the nearest cent (3/23 of whole cents never lands on half a
 * cent, so the rounding direction never matters); net is total − VAT, so the two always add up to
 * the total to the cent.
 */
export const splitVat = (totalCents: number): VatSplit => {
  const vatCents = divideRoundingHalfUp(VAT_SHARE_NUMERATOR * totalCents, VAT_SHARE_DENOMINATOR)
  return { vatCents, netCents: totalCents - vatCents }
}

export interface BookingSummaryAmounts {
  readonly subtotalCents: number
  readonly taxesCents: number
  readonly totalCents: number
}

/** spec booking-flow §2, §9: the summary's Subtotal rate and Taxes & Fees are derived from the Total Amount. */
export const bookingSummaryAmounts = (totalCents: number): BookingSummaryAmounts => {
  const { vatCents, netCents } = splitVat(totalCents)
  return { subtotalCents: netCents, taxesCents: vatCents, totalCents }
}
