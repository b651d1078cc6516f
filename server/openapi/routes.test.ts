import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OPENAPI_PATH } from "../../contracts/api/endpoint.ts"
import { makeOpenApiDocument } from "../../contracts/api/openapi.ts"
import { today } from "../../core/time/clock.ts"
import { testConfig } from "../config.ts"
import { type BootedDatabase, bootDatabase } from "../db/boot.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"

let database: BootedDatabase
let app: Awaited<ReturnType<typeof buildServerApp>>

beforeAll(async () => {
  database = await bootDatabase({ dataDir: "memory", today: Effect.runSync(today).toString(), days: 2 })
  app = await buildServerApp(testConfig({ nodeEnv: "production" }), database, silentLogger, "/nonexistent")
})
afterAll(async () => {
  await app?.http.dispose()
  await database?.close()
})

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document of the wire Schemas as JSON, in every mode", async () => {
    const response = await app.app.request(OPENAPI_PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/)
    expect(await response.json()).toStrictEqual(JSON.parse(JSON.stringify(makeOpenApiDocument())))
  })
})
