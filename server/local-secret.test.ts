import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { LOCAL_SECRET_FILE, localSecret } from "./local-secret.ts"

const parent = mkdtempSync(join(tmpdir(), "hotel-local-secret-"))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

describe("the development key kept in DATA_DIR", () => {
  it("is made once, readable by its owner only, and the same on every later start", () => {
    const dataDir = join(parent, "fresh", "data")
    const first = localSecret(dataDir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(join(dataDir, LOCAL_SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(localSecret(dataDir)).toBe(first)
    expect(readFileSync(join(dataDir, LOCAL_SECRET_FILE), "utf8")).toBe(first)
  })

  it("refuses a file it did not write, naming it, rather than using a weak key", () => {
    const dataDir = join(parent, "tampered")
    localSecret(dataDir)
    writeFileSync(join(dataDir, LOCAL_SECRET_FILE), "secret")
    expect(() => localSecret(dataDir)).toThrow(`${join(dataDir, LOCAL_SECRET_FILE)} does not hold a key this server made`)
  })
})
