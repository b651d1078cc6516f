import { PGlite } from "@electric-sql/pglite"
import { drizzle } from "drizzle-orm/pglite"
import { describe, expect, it } from "vitest"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { makeLogger } from "../log.ts"
import { silentLogger } from "../testing/logs.ts"
import { selectOne } from "./health.ts"

const appWith = (checkDatabase: () => Promise<unknown>, log = silentLogger) =>
  makeApp({ config: testConfig(), log, checkDatabase, distDir: "/nonexistent" })

describe("probes", () => {
  it("/healthz answers while the process is up, whatever the database says", async () => {
    const response = await appWith(() => Promise.reject(new Error("down"))).request("/healthz")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
    expect(response.headers.get("Cache-Control")).toBe("no-store")
  })

  it("/readyz answers 200 when the database answers select 1", async () => {
    const client = new PGlite()
    // Start-up is not what readiness measures: a booted server has its database open already.
    await client.waitReady
    try {
      const response = await appWith(selectOne(drizzle({ client }))).request("/readyz")
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: "ready" })
    } finally {
      await client.close()
    }
  })

  it("/readyz answers 503 when the database fails, and logs why without telling the client", async () => {
    const lines: Array<string> = []
    const failing = selectOne({ execute: () => Promise.reject(new Error("connection refused")) })
    const response = await appWith(failing, makeLogger({ level: "warn", write: (line) => lines.push(line) })).request("/readyz")
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: "unavailable" })
    expect(lines.map((line) => JSON.parse(line).msg)).toContain("not ready: database check failed")
  })

  it("/readyz answers 503 when the database check throws synchronously", async () => {
    const response = await appWith(() => {
      throw new Error("no pool")
    }).request("/readyz")
    expect(response.status).toBe(503)
  })
})
