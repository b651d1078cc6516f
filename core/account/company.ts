import { Schema } from "effect"
import { RequiredEmail } from "./email.ts"
import { RequiredText } from "./required.ts"

/**
 * spec A §3, §5: a corporate account's company details. Company name, e-mail and number are
 * required (the e-mail follows the shared e-mail rule); the second address line is optional; the
 * other fields are free text.
 */
export const CompanyDetails = Schema.Struct({
  companyName: RequiredText,
  tradingAs: Schema.String,
  vatNo: Schema.String,
  iataNo: Schema.String,
  type: Schema.String,
  email: RequiredEmail,
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

/** The company details form before anything was saved: every field empty. */
export const emptyCompanyDetails: CompanyDetails = {
  companyName: "",
  tradingAs: "",
  vatNo: "",
  iataNo: "",
  type: "",
  email: "",
  number: "",
  faxNo: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postalCode: "",
  province: "",
  country: "",
}
