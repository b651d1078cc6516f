import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { committedPactFiles } from "../pact-participants.ts"

/**
 * `npm run pact:publish` (issue 12, contracts/README.md "Publishing the pacts"): puts every committed pact on a Pact
 * Broker, as the website's version, with the broker's publish call (PUT /pacts/provider/{provider}/consumer/
 * {consumer}/version/{version}). From the environment:
 *   PACT_BROKER_BASE_URL     the broker, e.g. https://broker.example.com (required)
 *   PACT_BROKER_TOKEN        a bearer token, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD (one of them required)
 *   PACT_CONSUMER_VERSION    the website's version (default: the commit, `git rev-parse HEAD`)
 * Says what is missing and exits 1 when the broker or its credentials are not set, or a publish is refused.
 */

export interface PublishSettings {
  readonly brokerUrl: string
  readonly authorization: string
  readonly version: string
}

type Environment = Readonly<Record<string, string | undefined>>

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== ""

/** The settings from `env`, or every problem with them, one line each. */
export const publishSettings = (env: Environment, currentCommit: () => string): PublishSettings | ReadonlyArray<string> => {
  const problems: Array<string> = []
  const brokerUrl = env["PACT_BROKER_BASE_URL"]
  if (!set(brokerUrl)) problems.push("PACT_BROKER_BASE_URL is not set: the Pact Broker's URL, e.g. https://broker.example.com")
  else if (!URL.canParse(brokerUrl)) problems.push("PACT_BROKER_BASE_URL is not a URL")
  const token = env["PACT_BROKER_TOKEN"]
  const username = env["PACT_BROKER_USERNAME"]
  const password = env["PACT_BROKER_PASSWORD"]
  const authorization = set(token)
    ? `Bearer ${token}`
    : set(username) && set(password)
      ? `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`
      : undefined
  if (authorization === undefined) problems.push("PACT_BROKER_TOKEN is not set (nor PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD): the broker's credentials")
  if (problems.length > 0 || !set(brokerUrl) || authorization === undefined) return problems
  const version = set(env["PACT_CONSUMER_VERSION"]) ? env["PACT_CONSUMER_VERSION"] : currentCommit()
  return { brokerUrl: brokerUrl.replace(/\/+$/, ""), authorization, version }
}

interface PactParties {
  readonly consumer: { readonly name: string }
  readonly provider: { readonly name: string }
}

/** Publishes each pact file; answers one line per pact published, or throws naming the one refused. */
export const publishPacts = async (settings: PublishSettings, files: ReadonlyArray<string>): Promise<ReadonlyArray<string>> => {
  const published: Array<string> = []
  for (const file of files) {
    const text = readFileSync(file, "utf8")
    const { consumer, provider } = JSON.parse(text) as PactParties
    const url = `${settings.brokerUrl}/pacts/provider/${encodeURIComponent(provider.name)}/consumer/${encodeURIComponent(consumer.name)}/version/${encodeURIComponent(settings.version)}`
    const response = await fetch(url, { method: "PUT", headers: { "Content-Type": "application/json", Authorization: settings.authorization }, body: text })
    if (!response.ok) throw new Error(`the broker refused ${file} (${response.status}): ${await response.text()}`)
    published.push(`${consumer.name} → ${provider.name} version ${settings.version}: ${url}`)
  }
  return published
}

const gitCommit = (): string => execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim()

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const settings = publishSettings(process.env, gitCommit)
  if (Array.isArray(settings)) {
    process.stderr.write(`npm run pact:publish cannot publish:\n${settings.map((problem) => `  - ${problem}`).join("\n")}\n`)
    process.exit(1)
  }
  publishPacts(settings as PublishSettings, committedPactFiles()).then(
    (lines) => process.stdout.write(`Published:\n${lines.map((line) => `  ${line}`).join("\n")}\n`),
    (error: unknown) => {
      process.stderr.write(`npm run pact:publish failed: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
}
