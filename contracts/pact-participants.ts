import { readdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

/**
 * Who the pacts are between, and where the committed ones live (contracts/README.md "Pacts"): the website
 * (adapters/http, the consumer) and the hotel group's API (the provider: server/ here, the API teams' backend there).
 */
export const CONSUMER = "hotel-website"
export const PROVIDER = "hotel-api"

/** The pacts as committed: what API teams verify and what the consumer tests must keep writing. */
export const COMMITTED_PACTS_DIR = fileURLToPath(new URL("./pacts/", import.meta.url))

/** The committed pact files, by name. */
export const committedPactFiles = (): ReadonlyArray<string> =>
  readdirSync(COMMITTED_PACTS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(COMMITTED_PACTS_DIR, name))
