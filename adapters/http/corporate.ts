import { Effect } from "effect"
import { MessageResponse } from "../../contracts/api/accounts.ts"
import {
  COMPANY_PATH,
  CompanyEnvelope,
  CompanyFromWire,
  TravellerDetailsFromWire,
  TravellerEnvelope,
  TravellerFromWire,
  type TravellerFields,
  TravellerRequest,
  TRAVELLERS_PATH,
  TravellersResponse,
} from "../../contracts/api/corporate.ts"
import type { CompanyDetails } from "../../core/account/company.ts"
import { removeSpaces } from "../../core/account/mobile.ts"
import type { SavedTraveller, Traveller } from "../../core/account/traveller.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { TravellerSearch, TravellersPage } from "../../core/ports/CorporateApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/**
 * The corporate area's calls (issue 15; contracts/README.md "Corporate"): company details and travellers of the
 * signed-in member. The HTTP client sends the stored access token and refreshes once on a 401 (the port's token
 * argument is the same one). Wire shapes are snake_case (contracts/api/corporate.ts); core's are camelCase.
 */

export { COMPANY_PATH, TRAVELLERS_PATH }

const encodeCompany = encodeWith(CompanyEnvelope)
const decodeCompany = decodeWith(CompanyEnvelope)
const encodeTraveller = encodeWith(TravellerRequest)
const decodeTraveller = decodeWith(TravellerEnvelope)
const decodeTravellers = decodeWith(TravellersResponse)
const decodeMessage = decodeWith(MessageResponse)

/** core's company details as the wire's, through contracts' one mapping (the second address line sent as ""). */
const encodeDetails = encodeWith(CompanyFromWire)
const decodeDetails = decodeWith(CompanyFromWire)

const encodeTravellerDetails = encodeWith(TravellerDetailsFromWire)
/** A saved traveller as the table shows it, through contracts' one mapping (as the server holds it: not checked again, so one odd row cannot hide the rest). */
const decodeSavedTraveller = decodeWith(TravellerFromWire)

/**
 * core's validated traveller as the POST and PATCH body, through contracts' one mapping; the mobile as the shared form,
 * without spaces. The contract's request checks the fields again as it encodes them (a title core let through is one
 * of TITLES).
 */
const travellerBody = (traveller: Traveller) =>
  Effect.flatMap(encodeTravellerDetails({ ...traveller, mobileNo: removeSpaces(traveller.mobileNo) }), (details) =>
    encodeTraveller({ traveller: details as TravellerFields }),
  )

const companyAnswer = (path: string, body: unknown): Effect.Effect<CompanyDetails, HttpError> =>
  Effect.flatMap(decodeCompany(path, body), (answer) => decodeDetails(path, answer.company))

const travellerAnswer = (path: string, body: unknown): Effect.Effect<SavedTraveller, HttpError> =>
  Effect.flatMap(decodeTraveller(path, body), (answer) => decodeSavedTraveller(path, answer.traveller))

const travellersAnswer = (path: string, body: unknown): Effect.Effect<TravellersPage, HttpError> =>
  Effect.flatMap(decodeTravellers(path, body), (answer) =>
    Effect.map(Effect.forEach(answer.travellers, (traveller) => decodeSavedTraveller(path, traveller)), (travellers) => ({
      travellers,
      currentPage: answer.meta.current_page,
      totalPages: answer.meta.total_pages,
      totalCount: answer.meta.total_count,
    })),
  )

const travellerPath = (id: number) => `${TRAVELLERS_PATH}/${id}`

export const getCompany =
  (http: HttpClient) =>
  (_accessToken: string | undefined): Effect.Effect<CompanyDetails, HttpError> =>
    exchange(http, { method: "GET", path: COMPANY_PATH }, companyAnswer)

export const saveCompany =
  (http: HttpClient) =>
  (_accessToken: string | undefined, details: CompanyDetails): Effect.Effect<CompanyDetails, HttpError> =>
    Effect.gen(function* () {
      const company = yield* encodeDetails({ ...details, addressLine2: details.addressLine2 ?? "" })
      const body = yield* encodeCompany({ company })
      return yield* exchange(http, { method: "PATCH", path: COMPANY_PATH, body }, companyAnswer)
    })

/** The search as the query: `query` only when there is text to match, `page` always. */
export const listTravellers =
  (http: HttpClient) =>
  (_accessToken: string | undefined, search: TravellerSearch): Effect.Effect<TravellersPage, HttpError> => {
    const text = search.query.trim()
    return exchange(http, { method: "GET", path: TRAVELLERS_PATH, query: text === "" ? { page: search.page } : { query: text, page: search.page } }, travellersAnswer)
  }

export const addTraveller =
  (http: HttpClient) =>
  (_accessToken: string | undefined, traveller: Traveller): Effect.Effect<SavedTraveller, HttpError> =>
    Effect.gen(function* () {
      const body = yield* travellerBody(traveller)
      return yield* exchange(http, { method: "POST", path: TRAVELLERS_PATH, body }, travellerAnswer)
    })

export const editTraveller =
  (http: HttpClient) =>
  (_accessToken: string | undefined, id: number, traveller: Traveller): Effect.Effect<SavedTraveller, HttpError> =>
    Effect.gen(function* () {
      const body = yield* travellerBody(traveller)
      return yield* exchange(http, { method: "PATCH", path: travellerPath(id), body }, travellerAnswer)
    })

export const removeTraveller =
  (http: HttpClient) =>
  (_accessToken: string | undefined, id: number): Effect.Effect<void, HttpError> =>
    Effect.asVoid(exchange(http, { method: "DELETE", path: travellerPath(id) }, decodeMessage))
