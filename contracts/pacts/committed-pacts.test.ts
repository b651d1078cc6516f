import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, inject, it } from "vitest"
import { PROVIDER_STATE_NAMES } from "../api/provider-states.ts"
import { COMMITTED_PACTS_DIR } from "../pact-participants.ts"
import { describePactChanges, type PactFile } from "../testing/pact-changes.ts"

/**
 * The pacts in contracts/pacts/ are the contract API teams verify, so they must be what the consumer tests write
 * (issue 12): this run's consumer tests wrote theirs into a fresh folder (contracts/testing/pact-output.ts, before
 * this file: tools/contract-files-in-order.ts); any interaction added, changed or removed since the
 * committed pacts fails here, until they are written again and committed with the change that made them.
 */

const HOW_TO_UPDATE = "Run `npm run pact:update` and commit contracts/pacts/ with the change (a pact is the API teams' contract: review its diff)."

const pactsIn = (folder: string): ReadonlyMap<string, PactFile> =>
  new Map(
    (existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => [name, JSON.parse(readFileSync(join(folder, name), "utf8")) as PactFile]),
  )

describe("the committed pacts", () => {
  it("are the pacts this run's consumer tests wrote, interaction for interaction", () => {
    const written = pactsIn(inject("pactOutputDir"))
    const committed = pactsIn(COMMITTED_PACTS_DIR)
    expect(written.size, `the consumer tests wrote no pact into ${inject("pactOutputDir")}: run the whole contracts project`).toBeGreaterThan(0)
    const changes = describePactChanges(committed, written)
    expect(changes, `${changes.join("\n")}\n${HOW_TO_UPDATE}`).toStrictEqual([])
  })

  it("name only the provider states of contracts/api/provider-states.ts, and use every one of them", () => {
    const named = new Set(
      [...pactsIn(COMMITTED_PACTS_DIR).values()].flatMap((pact) => pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name))),
    )
    expect([...named].filter((name) => !(PROVIDER_STATE_NAMES as ReadonlyArray<string>).includes(name))).toStrictEqual([])
    expect(PROVIDER_STATE_NAMES.filter((name) => !named.has(name))).toStrictEqual([])
  })
})

describe("the committed-pacts check can fail", () => {
  const interaction = (description: string, status = 200) => ({
    description,
    providerStates: [{ name: "hotel 1 exists with its room types and banners" }],
    request: { method: "GET", path: "/api/web/hotels/1" },
    response: { status },
  })
  const pact = (...interactions: ReadonlyArray<ReturnType<typeof interaction>>): PactFile => ({
    consumer: { name: "hotel-website" },
    provider: { name: "hotel-api" },
    interactions,
  })
  const files = (value: PactFile) => new Map([["hotel-website-hotel-api.json", value]])

  it("reports an interaction added, one changed and one removed, each by its description and states", () => {
    const committed = files(pact(interaction("a request for hotel 1"), interaction("a request for the banners")))
    const written = files(pact(interaction("a request for hotel 1", 404), interaction("a request for the room types")))
    expect(describePactChanges(committed, written)).toStrictEqual([
      'hotel-website-hotel-api.json: interaction changed: "a request for hotel 1" given "hotel 1 exists with its room types and banners"',
      'hotel-website-hotel-api.json: interaction added: "a request for the room types" given "hotel 1 exists with its room types and banners"',
      'hotel-website-hotel-api.json: interaction removed: "a request for the banners" given "hotel 1 exists with its room types and banners"',
    ])
  })

  it("reports a pact file no longer written, and finds nothing to report between equal pacts", () => {
    const same = files(pact(interaction("a request for hotel 1")))
    expect(describePactChanges(same, new Map())).toContain("hotel-website-hotel-api.json: committed, but no consumer test writes it any more")
    expect(describePactChanges(same, files(pact(interaction("a request for hotel 1"))))).toStrictEqual([])
  })
})
