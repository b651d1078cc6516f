import { Effect } from "effect"
import { Hono } from "hono"
import { CharitiesResponse } from "../../contracts/api/charities.ts"
import { API_PATH } from "../../contracts/api/endpoint.ts"
import { CharityService } from "./CharityService.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer } from "../http/runtime.ts"

/**
 * Charities (contracts/README.md "Charities"), mounted at /api/web/charities:
 *   GET /  → 200 `{ charities: [Charity] }`, the active ones by name.
 * The guest's choice arrives with the card payment's start (payments/routes.ts).
 */

export const CHARITY_ROUTES_PATH = `${API_PATH}/charities`

const answerCharities = jsonAnswer(CharitiesResponse)

const listCharities = Effect.fnUntraced(function* (c: AppContext) {
  const charities = yield* CharityService.use((service) => service.listActive)
  return yield* answerCharities(c, { charities })
})

export const makeCharityRoutes = (http: HttpRuntime<CharityService>): Hono<AppEnv> => new Hono<AppEnv>().get("/", (c) => http.respond(c, listCharities(c)))
