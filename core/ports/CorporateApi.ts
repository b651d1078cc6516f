import { Context, type Effect } from "effect"
import type { CompanyDetails } from "../account/company.ts"
import type { SavedTraveller, Traveller } from "../account/traveller.ts"
import type { HttpError } from "../http/http-error.ts"

/** spec A §1: the travellers table's search (the `query` URL parameter) and its page, from 1. */
export interface TravellerSearch {
  readonly query: string
  readonly page: number
}

/** One page of the company's travellers, by last then first name. */
export interface TravellersPage {
  readonly travellers: ReadonlyArray<SavedTraveller>
  readonly currentPage: number
  readonly totalPages: number
  readonly totalCount: number
}

/**
 * The corporate area's calls (issue 15; contracts/README.md "Corporate"): the signed-in member's company details and
 * the company's travellers. Every call takes the access token (core's authenticated-requests policy supplies it and
 * refreshes once on a 401). A company never saved answers 404, as does another member's traveller.
 */
export interface CorporateApiShape {
  readonly getCompany: (accessToken: string | undefined) => Effect.Effect<CompanyDetails, HttpError>
  readonly saveCompany: (accessToken: string | undefined, company: CompanyDetails) => Effect.Effect<CompanyDetails, HttpError>
  readonly listTravellers: (accessToken: string | undefined, search: TravellerSearch) => Effect.Effect<TravellersPage, HttpError>
  readonly addTraveller: (accessToken: string | undefined, traveller: Traveller) => Effect.Effect<SavedTraveller, HttpError>
  readonly editTraveller: (accessToken: string | undefined, id: number, traveller: Traveller) => Effect.Effect<SavedTraveller, HttpError>
  readonly removeTraveller: (accessToken: string | undefined, id: number) => Effect.Effect<void, HttpError>
}

export class CorporateApi extends Context.Service<CorporateApi, CorporateApiShape>()("hotel/ports/CorporateApi") {}
