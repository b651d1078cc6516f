/** User-facing words of the corporate area (spec A §2, §3, §6). The traveller's failures are core/account/messages.ts's. */

// spec A §6: the corporate area's menu (corporate account, company travelers, bookers, loyalty points, bookings)
export const CORPORATE_MENU = "Corporate account menu"
export const CORPORATE_ACCOUNT = "Corporate Account"
export const COMPANY_TRAVELERS = "Company Travelers"
export const BOOKERS = "Bookers"
// the payment option's words: one name for the points everywhere
export { LOYALTY_POINTS as CORPORATE_LOYALTY_POINTS } from "../payment/messages.ts"
export const CORPORATE_BOOKINGS = "Bookings"

// spec A §3: the company details (the labels are ours; * marks a required field)
export const COMPANY_DETAILS = "Company Details"
export const COMPANY_FIELD_LABELS = {
  companyName: "Company name *",
  tradingAs: "Trading as",
  vatNo: "VAT number",
  iataNo: "IATA number",
  type: "Company type",
  email: "E-mail address *",
  number: "Contact number *",
  faxNo: "Fax number",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  postalCode: "Postal code",
  province: "Province",
  country: "Country",
} as const
export const SAVE = "Save"
// not the spec's words: only corporate members have a company
export const CORPORATE_MEMBERS_ONLY = "The corporate area is for corporate members."

// spec A §1, §3: the travellers table and its form (the words are ours)
export const TRAVELLERS_TABLE = "The company's travellers"
export const SEARCH_TRAVELLERS = "Search travellers"
export const SEARCH = "Search"
export const ADD_TRAVELLER = "Add traveller"
export const EDIT_TRAVELLER = "Edit traveller"
export const REMOVE_TRAVELLER = "Remove traveller"
export { REMOVE } from "../search/messages.ts"
export const CANCEL = "Cancel"
export const removeTravellerQuestion = (name: string): string => `Remove ${name} from the company's travellers?`
export const TRAVELLER_COLUMNS = { name: "Name", email: "E-mail", mobile: "Mobile", identification: "Identification", actions: "Actions" } as const
export const TRAVELLER_FIELD_LABELS = {
  title: "Title *",
  firstName: "First name *",
  lastName: "Last name *",
  mobileNo: "Mobile number *",
  email: "E-mail address *",
  idType: "Identification type",
} as const
export const editTravellerLabel = (name: string): string => `Edit ${name}`
export const removeTravellerLabel = (name: string): string => `Remove ${name}`
