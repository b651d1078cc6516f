import { Schema } from "effect"
import { CompanyDetails } from "../../core/account/company.ts"
import { SavedTraveller, TravellerDetails } from "../../core/account/traveller.ts"
import { ID_TYPES, TITLES } from "../../core/checkout/guest.ts"
import { identificationIssues, MAX_ID_NUMBER_LENGTH } from "./reservations.ts"
import { ACCOUNTS_API_PATH } from "./accounts.ts"
import { Email, InternationalMobile, MAX_CODE_LENGTH, MAX_PAGE, MAX_LINE_LENGTH, MAX_NAME_LENGTH, OneOf, QueryWholeNumber, RequiredText, Text, WireStruct } from "./common.ts"
import { ALWAYS, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { fromWire, wireFields } from "./wire-keys.ts"

/**
 * The corporate area (spec A §2, §3, §5; issue 15): a corporate member's company details and the company's
 * travellers. The spec shows no calls (its traveller form reuses the forgot-password call, a placeholder): these are
 * real calls under the member's account, decided here and listed in contracts/README.md "Corporate". A member only
 * ever reads or writes their own company and travellers: another member's traveller answers 404.
 */

export const COMPANY_PATH = `${ACCOUNTS_API_PATH}/company`
export const TRAVELLERS_PATH = `${ACCOUNTS_API_PATH}/travellers`

/** Decided: the travellers table shows this many a page. */
export const TRAVELLERS_PER_PAGE = 10
/** Decided: a company has at most this many travellers (far more than a travel desk books for). */
export const MAX_TRAVELLERS = 500
const MAX_PHONE_LENGTH = 30
const MAX_QUERY_LENGTH = 100

export const TRAVELLER_NOT_FOUND = "Traveller not found"
export const TOO_MANY_TRAVELLERS = `A company can have at most ${MAX_TRAVELLERS} travellers`
export const NO_COMPANY_DETAILS = "No company details yet"

/**
 * Core's company details with the second address line always carried (empty when there is none; core's form may
 * leave it out): the one list of the company's fields, in the wire's order.
 */
const CompanyFields = Schema.Struct({ ...CompanyDetails.fields, addressLine2: Schema.String })

/**
 * spec A §3, §5: company details; company name, e-mail and number required, the other fields free text. Core's
 * fields under their wire names (`wireFields`), each with the wire's bounds.
 */
export const Company = WireStruct(
  wireFields(CompanyFields.fields, {
    companyName: RequiredText(MAX_NAME_LENGTH),
    tradingAs: Text(MAX_NAME_LENGTH),
    vatNo: Text(MAX_CODE_LENGTH),
    iataNo: Text(MAX_CODE_LENGTH),
    type: Text(MAX_NAME_LENGTH),
    email: Email,
    number: RequiredText(MAX_PHONE_LENGTH),
    faxNo: Text(MAX_PHONE_LENGTH),
    addressLine1: Text(MAX_LINE_LENGTH),
    addressLine2: Text(MAX_LINE_LENGTH),
    city: Text(MAX_NAME_LENGTH),
    postalCode: Text(MAX_CODE_LENGTH),
    province: Text(MAX_NAME_LENGTH),
    country: Text(MAX_NAME_LENGTH),
  }),
).annotate({ identifier: "Company" })
export type Company = typeof Company.Type

/**
 * Core's company details (camelCase) and their wire names: the one mapping between the two, derived from core's
 * Schema by key encoding, that the website (adapters/http) and the server both use. Decoding it takes a wire
 * company (already checked by `Company`) to core's details and runs core's rules; encoding goes the other way.
 */
export const CompanyFromWire = fromWire(CompanyFields)

/** `{ "company": Company }`: the body of PUT and the answer of GET and PUT. */
export const CompanyEnvelope = WireStruct({ company: Company }).annotate({ identifier: "CompanyEnvelope" })
export type CompanyEnvelope = typeof CompanyEnvelope.Type

/**
 * spec A §3, §5: a traveller; title, names, mobile (the shared mobile rule, "+27821234567"), e-mail, and an
 * identification fitting its type (the guests' rule: an ID Number has 13 digits, a passport number is given).
 */
export const TravellerFields = WireStruct(
  wireFields(TravellerDetails.fields, {
    title: OneOf(TITLES),
    firstName: RequiredText(MAX_NAME_LENGTH),
    lastName: RequiredText(MAX_NAME_LENGTH),
    mobileNo: InternationalMobile,
    email: Email,
    idType: OneOf(ID_TYPES),
    identification: Text(MAX_ID_NUMBER_LENGTH),
  }),
)
  .check(Schema.makeFilter((traveller) => identificationIssues(traveller.id_type, traveller.identification).map((issue) => ({ path: ["identification"], issue }))))
  .annotate({ identifier: "TravellerFields" })
export type TravellerFields = typeof TravellerFields.Type

/** `{ "traveller": TravellerFields }`: the body of POST and PATCH. */
export const TravellerRequest = WireStruct({ traveller: TravellerFields }).annotate({ identifier: "TravellerRequest" })
export type TravellerRequest = typeof TravellerRequest.Type

/** A saved traveller: core's SavedTraveller under its wire names (the id type as the server holds it). */
export const Traveller = Schema.Struct(wireFields(SavedTraveller.fields, { idType: Schema.String })).annotate({ identifier: "Traveller" })
export type Traveller = typeof Traveller.Type

/**
 * Core's traveller and its wire names: the one mapping between the two, for the website (adapters/http) and the server
 * alike. `TravellerFromWire` reads a saved traveller (not checked again: core's SavedTraveller); `TravellerDetailsFromWire`
 * writes the fields the website sends and reads them into the server's columns. corporate.test.ts pins their keys.
 */
export const TravellerFromWire = fromWire(SavedTraveller)
export const TravellerDetailsFromWire = fromWire(TravellerDetails)

export const TravellerEnvelope = Schema.Struct({ traveller: Traveller }).annotate({ identifier: "TravellerEnvelope" })
export type TravellerEnvelope = typeof TravellerEnvelope.Type

/** `?query=&page=`: spec A §1, the travellers table's search; by last then first name. */
export const TravellersQuery = Schema.Struct({
  query: Schema.optionalKey(Text(MAX_QUERY_LENGTH)),
  page: Schema.optionalKey(QueryWholeNumber({ min: 1, max: MAX_PAGE })),
}).annotate({ identifier: "TravellersQuery" })
export type TravellersQuery = typeof TravellersQuery.Type

export const TravellersResponse = Schema.Struct({
  travellers: Schema.Array(Traveller),
  meta: Schema.Struct({ current_page: Schema.Int, total_pages: Schema.Int, total_count: Schema.Int }),
}).annotate({ identifier: "TravellersResponse" })
export type TravellersResponse = typeof TravellersResponse.Type

export const TravellerIdParams = Schema.Struct({ id: QueryWholeNumber({ min: 1, max: 2_147_483_647 }) })

const SIGNED_IN: ReadonlyArray<401> = [401]

export const corporateEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "getCompany",
    method: "GET",
    path: COMPANY_PATH,
    tag: "Accounts",
    summary: "The signed-in member's company details",
    success: { status: 200, description: "The company.", body: CompanyEnvelope },
    errors: [...SIGNED_IN, 404, ...ALWAYS],
  },
  {
    name: "saveCompany",
    method: "PATCH",
    path: COMPANY_PATH,
    tag: "Accounts",
    summary: "Saves the signed-in member's company details (all of them, first time or again)",
    body: CompanyEnvelope,
    success: { status: 200, description: "The company as saved.", body: CompanyEnvelope },
    errors: [...SIGNED_IN, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "listTravellers",
    method: "GET",
    path: TRAVELLERS_PATH,
    tag: "Accounts",
    summary: "The company's travellers, searched by name, e-mail or mobile",
    query: TravellersQuery,
    success: { status: 200, description: `A page of travellers (${TRAVELLERS_PER_PAGE} a page).`, body: TravellersResponse },
    errors: [...SIGNED_IN, 400, 422, ...ALWAYS],
  },
  {
    name: "addTraveller",
    method: "POST",
    path: TRAVELLERS_PATH,
    tag: "Accounts",
    summary: "Adds a traveller",
    body: TravellerRequest,
    success: { status: 201, description: "The traveller as saved.", body: TravellerEnvelope },
    errors: [...SIGNED_IN, 409, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "editTraveller",
    method: "PATCH",
    path: `${TRAVELLERS_PATH}/{id}`,
    tag: "Accounts",
    summary: "Edits a traveller",
    params: TravellerIdParams,
    body: TravellerRequest,
    success: { status: 200, description: "The traveller as saved.", body: TravellerEnvelope },
    errors: [...SIGNED_IN, 404, ...WITH_BODY, ...ALWAYS],
  },
  {
    name: "removeTraveller",
    method: "DELETE",
    path: `${TRAVELLERS_PATH}/{id}`,
    tag: "Accounts",
    summary: "Removes a traveller",
    params: TravellerIdParams,
    success: { status: 200, description: "Removed.", body: Schema.Struct({ message: Schema.String }) },
    errors: [...SIGNED_IN, 404, ...ALWAYS],
  },
]
