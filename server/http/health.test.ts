import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { readinessProbe } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { makeLogger } from "../log.ts"
import { silentLogger } from "../testing/logs.ts"
import { MIN_FREE_BYTES, writeCheck } from "./health.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ databaseUrl: null })
})
afterAll(() => database?.close())

const appWith = (checkDatabase: () => Promise<unknown>, log = silentLogger) =>
  makeApp({ config: testConfig(), log, checkDatabase, distDir: "/nonexistent" })

describe("probes", () => {
  it("/healthz answers while the process is up, whatever the database says", async () => {
    const response = await appWith(() => Promise.reject(new Error("down"))).request("/healthz")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
    expect(response.headers.get("Cache-Control")).toBe("no-store")
  })

  it("/readyz answers 200 when the database takes a write", async () => {
    const response = await appWith(writeCheck(database.db)).request("/readyz")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ready" })
    const probed = await database.db.select().from(readinessProbe)
    expect(probed).toHaveLength(1)
  })

  it("/readyz answers 503 while a write fails though reads work (a trigger raising disk_full on the probe's table), and logs the code only", async () => {
    const lines: Array<string> = []
    await database.db.execute(sql.raw(`create function disk_full() returns trigger language plpgsql as $$ begin raise exception 'no space' using errcode = '53100'; end $$`))
    await database.db.execute(sql.raw(`create trigger disk_full before insert or update on readiness_probe for each row execute function disk_full()`))
    try {
      await database.db.execute(sql`select 1`)
      const response = await appWith(writeCheck(database.db), makeLogger({ level: "warn", write: (line) => lines.push(line) })).request("/readyz")
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ status: "unavailable" })
    } finally {
      await database.db.execute(sql.raw("drop trigger disk_full on readiness_probe"))
    }
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ msg: "not ready: database check failed", sqlstate: "53100" }))
    expect((await appWith(writeCheck(database.db)).request("/readyz")).status).toBe(200)
  })

  it(`/readyz answers 503 while the embedded database's folder has less than ${MIN_FREE_BYTES} bytes free, though the write works`, async () => {
    const freeBytes = { now: 1024 }
    const check = writeCheck(database.db, { dataDir: "/the/folder", freeBytes: async () => freeBytes.now })
    expect((await appWith(check).request("/readyz")).status).toBe(503)
    freeBytes.now = MIN_FREE_BYTES
    expect((await appWith(check).request("/readyz")).status).toBe(200)
  })

  it("/readyz answers 503 when the database check fails, and logs why without telling the client", async () => {
    const lines: Array<string> = []
    const failing = () => Promise.reject(new Error("connection refused"))
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
