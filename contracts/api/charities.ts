import { Schema } from "effect"
import { BoundedArray, Image, WholeNumber, WireStruct } from "./common.ts"
import { ALWAYS, API_PATH, type Endpoint } from "./endpoint.ts"
import { CHARITY_CHOSEN_TWICE } from "./messages.ts"

/**
 * Charities (spec B §2 payment details, §3 payment form `selectedCharities`; A §3: id, name, image.url,
 * isActive, link, content.htmlContent). The spec names no call: contracts/README.md decides
 * `GET /api/web/charities` for the list and the selection's place, the card payment's start.
 */

/** spec A §3: a charity, in the wire's snake_case; `content.html_content` is the charity's own safe HTML. */
export const Charity = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  image: Image,
  is_active: Schema.Boolean,
  link: Schema.String,
  content: Schema.Struct({ html_content: Schema.String }),
}).annotate({ identifier: "Charity" })
export type Charity = typeof Charity.Type

/** `{ "charities": [Charity] }`: the active charities, by name. */
export const CharitiesResponse = Schema.Struct({ charities: Schema.Array(Charity) }).annotate({ identifier: "CharitiesResponse" })
export type CharitiesResponse = typeof CharitiesResponse.Type

/** Decision: a guest supports at most this many charities with one booking (more than the seed offers). */
export const MAX_SELECTED_CHARITIES = 10

/** A charity's id as the selection names it. */
const CharityId = WholeNumber({ min: 1, max: 2_147_483_647 })

/** The ids of the charities the guest chose, each once; unknown or inactive ids are refused by the server. */
export const SelectedCharities = BoundedArray(CharityId, MAX_SELECTED_CHARITIES).check(
  Schema.makeFilter((ids: ReadonlyArray<number>) => (new Set(ids).size === ids.length ? undefined : CHARITY_CHOSEN_TWICE), { expected: "distinct ids" }),
)

/**
 * The optional body of initiate_payment: `{ "payment": { "selected_charities": [1, 3] } }` (spec B §3 payment
 * form). It replaces the booking's selection; no body keeps the selection as it is.
 */
export const InitiatePaymentRequest = WireStruct({
  payment: WireStruct({ selected_charities: SelectedCharities }),
}).annotate({ identifier: "InitiatePaymentRequest" })
export type InitiatePaymentRequest = typeof InitiatePaymentRequest.Type

export const charityEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listCharities",
    method: "GET",
    path: `${API_PATH}/charities`,
    tag: "Charities",
    summary: "The charities a guest may support when paying",
    success: { status: 200, description: "The active charities.", body: CharitiesResponse },
    errors: [...ALWAYS],
  },
]
