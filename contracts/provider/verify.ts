import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { Verifier } from "@pact-foundation/pact-core"
import { PROVIDER_STATES_PATH } from "../api/provider-states.ts"
import { committedPactFiles, PROVIDER } from "../pact-participants.ts"

/**
 * `npm run pact:verify -- --provider-base-url URL [--state-change-url URL] [--pact FILE ...]` (issue 12,
 * contracts/README.md "Verifying a provider"): replays every interaction of the website's pacts (contracts/pacts/ by
 * default) against the provider at URL and checks each answer against the pact. Before each interaction its provider
 * states are set up by a POST of Pact's `{ state, params, action }` to the state-change URL (default: the reference
 * server's test-mode endpoint, URL + /_pact/provider_states), whose JSON answer gives the values the interaction
 * injects; after it, the same with action "teardown". Exits 0 when every interaction passed, 1 otherwise.
 */

const USAGE = "usage: npm run pact:verify -- --provider-base-url URL [--state-change-url URL] [--pact FILE ...]"

export interface VerifyOptions {
  readonly providerBaseUrl: string
  readonly stateChangeUrl: string
  readonly pactFiles: ReadonlyArray<string>
}

/** The command line as options; a message saying what is wrong otherwise. */
export const verifyOptions = (args: ReadonlyArray<string>): VerifyOptions | string => {
  const parsed = (() => {
    try {
      return parseArgs({
        args: [...args],
        options: { "provider-base-url": { type: "string" }, "state-change-url": { type: "string" }, pact: { type: "string", multiple: true } },
      }).values
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  })()
  if (typeof parsed === "string") return `${parsed}\n${USAGE}`
  const base = parsed["provider-base-url"]
  if (base === undefined || !URL.canParse(base)) return `--provider-base-url must be the provider's URL, e.g. http://127.0.0.1:3700\n${USAGE}`
  const providerBaseUrl = base.replace(/\/+$/, "")
  const stateChangeUrl = parsed["state-change-url"] ?? `${providerBaseUrl}${PROVIDER_STATES_PATH}`
  if (!URL.canParse(stateChangeUrl)) return `--state-change-url must be a URL\n${USAGE}`
  const pactFiles = parsed.pact === undefined ? committedPactFiles() : parsed.pact.map((file) => resolve(file))
  return { providerBaseUrl, stateChangeUrl, pactFiles }
}

/**
 * Verifies the pacts against the provider with Pact's own verifier (pact-core, not pact-js's Verifier: that one
 * sets states through a proxy of its own, which logs a failed state change and carries on, so an interaction would
 * be replayed without its state). Resolves when every interaction passed; rejects otherwise.
 */
export const verifyProvider = (options: VerifyOptions): Promise<unknown> =>
  new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: [...options.pactFiles],
    providerStatesSetupUrl: options.stateChangeUrl,
    logLevel: "warn",
  }).verify()

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const options = verifyOptions(process.argv.slice(2))
  if (typeof options === "string") {
    process.stderr.write(`${options}\n`)
    process.exit(2)
  }
  verifyProvider(options).then(
    () => process.stdout.write(`\nEvery interaction of ${options.pactFiles.length} pact(s) verified against ${options.providerBaseUrl}.\n`),
    () => {
      // The verifier printed each interaction and every mismatch above; its error repeats them as JSON.
      process.stderr.write(`\nProvider verification failed against ${options.providerBaseUrl}: see the failures above.\n`)
      process.exit(1)
    },
  )
}
