import type { Schema } from "effect"
import type { ErrorStatus } from "./errors.ts"

/**
 * One call of the API as data: method, path, the Schemas of its path parameters, query and body, its
 * success answer and the error statuses it can give. openapi.ts builds the OpenAPI document from
 * these; the README lists the same calls for people.
 */
export interface Endpoint {
  /** The operationId, e.g. "searchHotels". */
  readonly name: string
  readonly method: "GET" | "POST" | "PATCH" | "DELETE"
  /** OpenAPI path template, e.g. "/api/web/bookings/{id}/booking". */
  readonly path: string
  readonly tag: "Bookings" | "Hotels" | "Special offers" | "Clicks" | "Enquiries" | "Charities" | "Site" | "Content" | "Job vacancies" | "Reviews" | "Accounts"
  readonly summary: string
  readonly description?: string
  /** A Struct of the path template's parameters (values arrive as text). */
  readonly params?: Schema.Top
  /** A Struct of the query parameters (values arrive as text). */
  readonly query?: Schema.Top
  readonly body?: Schema.Top
  /** The body may be left out (an older client sends none); it is then required: false in OpenAPI. */
  readonly bodyOptional?: boolean
  readonly success: { readonly status: 200 | 201; readonly description: string; readonly body: Schema.Top }
  readonly errors: ReadonlyArray<ErrorStatus>
}

/** Where the website's API lives (spec B §7, A §7: /api/web/...), and its bookings calls. */
export const API_PATH = "/api/web"
export const BOOKINGS_API_PATH = `${API_PATH}/bookings`

/** Where the server answers the OpenAPI document of these calls (contracts/openapi.json is the same, committed). */
export const OPENAPI_PATH = "/api/openapi.json"

/** Every call answers these besides its own: 500 and 503 can happen anywhere. */
export const ALWAYS: ReadonlyArray<ErrorStatus> = [429, 500, 503]
/** A call with a JSON body can also get these. */
export const WITH_BODY: ReadonlyArray<ErrorStatus> = [400, 413, 415, 422]
