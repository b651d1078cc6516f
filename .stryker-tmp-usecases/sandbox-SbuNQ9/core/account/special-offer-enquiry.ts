// @ts-nocheck
import { Schema } from "effect"
import { RequiredText } from "./required.ts"

/**
 * spec A §3, §5: an enquiry about a special offer. The five visible fields are required (the hotel
 * dropdown shows "Required"); the offer's slug comes from the page, not the guest. The spec sets no
 * format on the e-mail or the contact number here.
 */
export const SpecialOfferEnquiry = Schema.Struct({
  firstName: RequiredText,
  surname: RequiredText,
  contactNumber: RequiredText,
  email: RequiredText,
  selectedHotelName: RequiredText,
  specialOfferSlug: Schema.String,
})
export type SpecialOfferEnquiry = typeof SpecialOfferEnquiry.Type
