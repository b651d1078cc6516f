// @ts-nocheck
import { Schema } from "effect"
import { RequiredText } from "./required.ts"

/**
 * spec A §3, §5: a corporate account's company details. Company name, e-mail and number are
 * required; the second address line is optional; the other fields are free text.
 */
export const CompanyDetails = Schema.Struct({
  companyName: RequiredText,
  tradingAs: Schema.String,
  vatNo: Schema.String,
  iataNo: Schema.String,
  type: Schema.String,
  email: RequiredText,
  number: RequiredText,
  faxNo: Schema.String,
  addressLine1: Schema.String,
  addressLine2: Schema.optionalKey(Schema.String),
  city: Schema.String,
  postalCode: Schema.String,
  province: Schema.String,
  country: Schema.String,
})
export type CompanyDetails = typeof CompanyDetails.Type
