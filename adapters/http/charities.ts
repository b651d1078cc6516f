import { Effect } from "effect"
import { type Charity as WireCharity, CharitiesResponse } from "../../contracts/api/charities.ts"
import { API_PATH } from "../../contracts/api/endpoint.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { Charity } from "../../core/payment/charity.ts"
import { decodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** GET /api/web/charities (contracts/README.md "Charities"): the charities a guest may support when paying. */
export const CHARITIES_PATH = `${API_PATH}/charities`

const decodeAnswer = decodeWith(CharitiesResponse)

/** spec A §3: image.url and content.htmlContent, flattened into core's Charity. */
export const toCharity = (charity: WireCharity): Charity => ({
  id: charity.id,
  name: charity.name,
  imageUrl: charity.image.url,
  isActive: charity.is_active,
  link: charity.link,
  htmlContent: charity.content.html_content,
})

export const listCharities =
  (http: HttpClient) =>
  (): Effect.Effect<ReadonlyArray<Charity>, HttpError> =>
    Effect.map(exchange(http, { method: "GET", path: CHARITIES_PATH }, decodeAnswer), (answer) => answer.charities.map(toCharity))
