import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { OPENAPI_FILE, openApiFileText } from "./write.ts"

describe("contracts/openapi.json", () => {
  it("is the OpenAPI document the wire Schemas give today (else: npm run openapi, and commit it)", () => {
    expect(existsSync(OPENAPI_FILE), "contracts/openapi.json is missing: run npm run openapi").toBe(true)
    const committed = readFileSync(OPENAPI_FILE, "utf8")
    expect(committed === openApiFileText(), "contracts/openapi.json is out of date: run npm run openapi and commit it").toBe(true)
  })
})
