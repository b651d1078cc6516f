import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { ACCOUNTS_API_PATH } from "../../contracts/api/accounts.ts"
import { TRAVELLER_REMOVED } from "../../core/account/messages.ts"
import { CompanyEnvelope, TravellerEnvelope, TravellerIdParams, TravellerRequest, TravellersQuery, TravellersResponse } from "../../contracts/api/corporate.ts"
import { authentication, type MemberAuthentication, signedIn } from "../http/member.ts"
import { noStore } from "../http/middleware/no-store.ts"
import { ConflictProblem, NotFoundProblem, ValidationProblem } from "../http/problem.ts"
import { saIdNumberIssues } from "../../core/checkout/sa-id.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder, paramDecoder, queryDecoder } from "../http/runtime.ts"
import { type CorporateNotFound, CorporateService, type TooManyTravellers } from "./CorporateService.ts"

/**
 * The corporate area (contracts/api/corporate.ts, contracts/README.md "Corporate"), beside the account's own calls
 * under /api/web/accounts; every call needs the member's bearer token and answers Cache-Control: no-store:
 *   GET, PATCH /company            → `{ company }`; GET 404 before the first save; PATCH 422 per field
 *   GET /travellers?query=&page=   → `{ travellers, meta }`
 *   POST /travellers               → 201 `{ traveller }`; 409 over the cap; 422 per field
 *   PATCH, DELETE /travellers/{id} → `{ traveller }` or `{ message }`; 404 for an id that is not the member's
 */

export const CORPORATE_ROUTES_PATH = ACCOUNTS_API_PATH

/** The words of a removal: the website's toast says the same (one source, core/account/messages.ts). */
export { TRAVELLER_REMOVED }

const decodeCompany = jsonBodyDecoder(CompanyEnvelope)
const decodeTraveller = jsonBodyDecoder(TravellerRequest)
const decodeSearch = queryDecoder(TravellersQuery)
const decodeId = paramDecoder("id", TravellerIdParams.fields.id)
const answerCompany = jsonAnswer(CompanyEnvelope)
const answerTraveller = jsonAnswer(TravellerEnvelope)
const answerTravellers = jsonAnswer(TravellersResponse)
const answerMessage = jsonAnswer(Schema.Struct({ message: Schema.String }))

/**
 * The guests' whole ID rule (contracts/README.md "Travellers"): the contract checks an ID Number's form (13 digits);
 * whether it is a real South African ID is the server's, as for a booking's guests (server/reservations/confirm.ts).
 */
const checkIdentification = (traveller: TravellerRequest["traveller"]): Effect.Effect<void, ValidationProblem> => {
  if (traveller.id_type !== "ID Number") return Effect.void
  const issues = saIdNumberIssues(traveller.identification)
  return issues.length === 0 ? Effect.void : Effect.fail(new ValidationProblem({ errors: { "traveller.identification": [...issues] } }))
}

const corporateProblem = (error: CorporateNotFound | TooManyTravellers) =>
  error._tag === "CorporateNotFound" ? new NotFoundProblem({ message: error.message }) : new ConflictProblem({ message: error.message })

export const makeCorporateRoutes = <R>(http: HttpRuntime<R | CorporateService | MemberAuthentication>): Hono<AppEnv> => {
  const company = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const saved = yield* CorporateService.use((service) => service.company(accountId)).pipe(Effect.mapError(corporateProblem))
    return yield* answerCompany(c, { company: saved })
  })

  const saveCompany = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const body = yield* decodeCompany(c)
    const saved = yield* CorporateService.use((service) => service.saveCompany(accountId, body.company))
    return yield* answerCompany(c, { company: saved })
  })

  const list = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const search = yield* decodeSearch(c)
    return yield* answerTravellers(c, yield* CorporateService.use((service) => service.travellers(accountId, search)))
  })

  const add = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const body = yield* decodeTraveller(c)
    yield* checkIdentification(body.traveller)
    const saved = yield* CorporateService.use((service) => service.addTraveller(accountId, body.traveller)).pipe(Effect.mapError(corporateProblem))
    return yield* answerTraveller(c, { traveller: saved }, 201)
  })

  const edit = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const id = yield* decodeId(c)
    const body = yield* decodeTraveller(c)
    yield* checkIdentification(body.traveller)
    const saved = yield* CorporateService.use((service) => service.editTraveller(accountId, id, body.traveller)).pipe(Effect.mapError(corporateProblem))
    return yield* answerTraveller(c, { traveller: saved })
  })

  const remove = Effect.fnUntraced(function* (c: AppContext) {
    const { accountId } = yield* signedIn(c)
    const id = yield* decodeId(c)
    yield* CorporateService.use((service) => service.removeTraveller(accountId, id)).pipe(Effect.mapError(corporateProblem))
    return yield* answerMessage(c, { message: TRAVELLER_REMOVED })
  })

  const member = authentication(http)
  return new Hono<AppEnv>()
    .use(noStore)
    .get("/company", member, (c) => http.respond(c, company(c)))
    .patch("/company", member, (c) => http.respond(c, saveCompany(c)))
    .get("/travellers", member, (c) => http.respond(c, list(c)))
    .post("/travellers", member, (c) => http.respond(c, add(c)))
    .patch("/travellers/:id", member, (c) => http.respond(c, edit(c)))
    .delete("/travellers/:id", member, (c) => http.respond(c, remove(c)))
}
