import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PROVIDER_STATES, PROVIDER_STATES_PATH } from "../../../contracts/api/provider-states.ts"
import { today } from "../../../core/time/clock.ts"
import { type NodeEnv, testConfig } from "../../config.ts"
import { type BootedDatabase, bootDatabase } from "../../db/boot.ts"
import { buildServerApp } from "../../main.ts"
import { silentLogger } from "../../testing/logs.ts"

/**
 * Pact's state-change endpoint (issue 12) changes the database on request: it exists in test mode and nowhere else.
 * The states themselves are proven by the provider verification (contracts/provider/provider.test.ts).
 */

let database: BootedDatabase

beforeAll(async () => {
  database = await bootDatabase({ dataDir: "memory", today: Effect.runSync(today).toString(), days: 2 })
})
afterAll(() => database?.close())

/** The app as server/main.ts builds it for `nodeEnv`; answers one state change and disposes of the app's runtime. */
const stateChange = async (nodeEnv: NodeEnv, body: unknown) => {
  const { app, http } = await buildServerApp(testConfig({ nodeEnv }), database, silentLogger, "/nonexistent")
  try {
    const response = await app.request(PROVIDER_STATES_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  } finally {
    await http.dispose()
  }
}

describe("the provider-state endpoint in test mode", () => {
  it("sets a state up and answers the values its interactions take", async () => {
    const answer = await stateChange("test", { state: PROVIDER_STATES.stay, params: {}, action: "setup" })
    expect(answer.status).toBe(200)
    expect(answer.body).toStrictEqual({
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T12:00:00\+02:00$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T12:00:00\+02:00$/),
    })
  })

  it("answers nothing to set up for the empty state Pact asks before an interaction without one", async () => {
    expect(await stateChange("test", { state: "", action: "setup" })).toStrictEqual({ status: 200, body: {} })
  })

  it("refuses a state the pacts do not name, naming it", async () => {
    expect(await stateChange("test", { state: "a hotel on the moon", action: "setup" })).toStrictEqual({
      status: 400,
      body: { message: 'Unknown provider state: "a hotel on the moon"' },
    })
  })
})

describe("the provider-state endpoint outside test mode", () => {
  it.each(["development", "production"] as const)("does not exist in %s: the path is an unknown route", async (nodeEnv) => {
    const answer = await stateChange(nodeEnv, { state: PROVIDER_STATES.stay, action: "setup" })
    expect(answer.status).toBe(404)
  })
})
