import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import type { TestProject } from "vitest/node"

/**
 * The contracts project's global setup: the folder this run's consumer tests write their pact into. Pact merges
 * interactions into a file that exists, so the folder starts empty: a fresh temporary one, removed at the end; or,
 * for `npm run pact:update`, PACT_OUTPUT_DIR (contracts/pacts), emptied of its pacts first.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the consumer tests write the pact, and where the committed-pacts check reads it. */
    readonly pactOutputDir: string
  }
}

export default function setup(project: TestProject): () => void {
  const requested = process.env["PACT_OUTPUT_DIR"]
  if (requested !== undefined && requested !== "") {
    const folder = resolve(requested)
    mkdirSync(folder, { recursive: true })
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) rmSync(join(folder, file))
    project.provide("pactOutputDir", folder)
    return () => undefined
  }
  const folder = mkdtempSync(join(tmpdir(), "hotel-pacts-"))
  project.provide("pactOutputDir", folder)
  return () => rmSync(folder, { recursive: true, force: true })
}
