import { Effect, Result, Schema } from "effect"
import { Hono } from "hono"
import { ContentParams, ContentResponse, ContentsQuery, ContentsResponse } from "../../contracts/api/contents.ts"
import { API_PATH } from "../../contracts/api/endpoint.ts"
import { CONTENT_NOT_FOUND } from "../../contracts/api/errors.ts"
import { NotFoundProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, queryDecoder } from "../http/runtime.ts"
import { ContentService } from "./ContentService.ts"

/**
 * Content (contracts/README.md "Content"), mounted at /api/web:
 *   GET /contents         → 200 `{ contents: [ContentItem], pagination }`; 422 for a bad parameter.
 *   GET /contents/{slug}  → 200 `{ content: ContentItem }`; 404 when no item has that slug (or id).
 */

export const CONTENT_ROUTES_PATH = API_PATH

const decodeQuery = queryDecoder(ContentsQuery)
const decodeParams = Schema.decodeUnknownResult(ContentParams)
const answerContents = jsonAnswer(ContentsResponse)
const answerContent = jsonAnswer(ContentResponse)

const notFound = () => Effect.fail(new NotFoundProblem({ message: CONTENT_NOT_FOUND }))

const listContents = Effect.fnUntraced(function* (c: AppContext) {
  const query = yield* decodeQuery(c)
  return yield* answerContents(c, yield* ContentService.use((content) => content.list(query)))
})

const showContent = Effect.fnUntraced(function* (c: AppContext) {
  // A slug that cannot be one names nothing: 404, as an unknown one.
  const params = decodeParams({ slug: c.req.param("slug") })
  if (Result.isFailure(params)) return yield* notFound()
  const content = yield* ContentService.use((service) => service.get(params.success.slug)).pipe(Effect.catchTag("ContentNotFound", notFound))
  return yield* answerContent(c, { content })
})

export const makeContentRoutes = (http: HttpRuntime<ContentService>): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/contents", (c) => http.respond(c, listContents(c))).get("/contents/:slug", (c) => http.respond(c, showContent(c)))
