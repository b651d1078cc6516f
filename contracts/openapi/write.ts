import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { makeOpenApiDocument } from "../api/openapi.ts"

/**
 * `npm run openapi` (issue 12): the OpenAPI 3.1 document generated from contracts/api/ written to
 * contracts/openapi.json, committed so API teams can read it without running anything; a test keeps it current.
 * The server answers the same document at GET /api/openapi.json.
 */

export const OPENAPI_FILE = fileURLToPath(new URL("../openapi.json", import.meta.url))

/** The document as the committed file holds it: two-space JSON and a final newline. */
export const openApiFileText = (): string => `${JSON.stringify(makeOpenApiDocument(), null, 2)}\n`

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(OPENAPI_FILE, openApiFileText())
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`)
}
