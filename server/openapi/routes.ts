import { Hono } from "hono"
import { OPENAPI_PATH } from "../../contracts/api/endpoint.ts"
import { makeOpenApiDocument, type OpenApiDocument } from "../../contracts/api/openapi.ts"
import type { AppEnv } from "../http/runtime.ts"

/**
 * The API's OpenAPI 3.1 document (issue 12), generated from the wire Schemas of contracts/api/ (the same as the
 * committed contracts/openapi.json), mounted at OPENAPI_PATH: GET → 200 JSON. Built on the first request, then kept:
 * the Schemas change only with a deploy.
 */

export const OPENAPI_ROUTES_PATH = OPENAPI_PATH

export const makeOpenApiRoutes = (): Hono<AppEnv> => {
  let document: OpenApiDocument | undefined
  return new Hono<AppEnv>().get("/", (c) => c.json((document ??= makeOpenApiDocument())))
}
