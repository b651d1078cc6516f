import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { findPropertyTests, LIST_END, LIST_START, propertyTestsIn, renderPropertyList, withPropertyList } from "./property-list.ts"

describe("the list of properties in docs/testing.md", () => {
  // It parses every test file of the layers: a second or two on this 2-core machine when other work shares it.
  it("is current: every property test, under the names that state its law (npm run docs:properties writes it)", () => {
    const document = readFileSync("docs/testing.md", "utf8")
    expect(document, "docs/testing.md is not current: run npm run docs:properties").toBe(withPropertyList(document, renderPropertyList(findPropertyTests(process.cwd()))))
  }, 30_000)

  describe("the finder", () => {
    it("finds a test asserting a property, under its describe blocks' names, and leaves out an example test", () => {
      const code = `
        describe("VAT split", () => {
          it("takes 3/23 of the total", () => { expect(splitVat(2300).vatCents).toBe(300) })
          describe("for any total", () => {
            it("VAT plus net equals the total", () => { fc.assert(fc.property(cents, (total) => sums(total))) })
          })
        })
        test("a law at the top", async () => { await fc.assert(fc.asyncProperty(fc.nat(), async () => true)) })`
      expect(propertyTestsIn("core/rates/vat.test.ts", code)).toEqual([
        { file: "core/rates/vat.test.ts", names: ["VAT split", "for any total", "VAT plus net equals the total"] },
        { file: "core/rates/vat.test.ts", names: ["a law at the top"] },
      ])
    })

    it("keeps a name built per case readable, with what varies in braces", () => {
      const code = "for (const endpoint of endpoints) it(`${endpoint.method} ${endpoint.path}: never a 5xx`, () => fc.assert(law(endpoint)))"
      expect(propertyTestsIn("server/fuzz/fuzz.test.ts", code)[0]!.names).toEqual(["{endpoint.method} {endpoint.path}: never a 5xx"])
    })

    it("writes one line a law under a heading per capability, between the markers", () => {
      const list = renderPropertyList([
        { file: "core/rates/vat.test.ts", names: ["VAT split", "VAT plus net equals the total"] },
        { file: "core/rates/cents.test.ts", names: ["dividing cents rounds half up"] },
        { file: "server/log.test.ts", names: ["log lines", "are JSON"] },
      ])
      expect(list).toBe(
        [
          LIST_START,
          "",
          "### core/rates",
          "",
          "- VAT split: VAT plus net equals the total (`vat.test.ts`)",
          "- dividing cents rounds half up (`cents.test.ts`)",
          "",
          "### server",
          "",
          "- log lines: are JSON (`log.test.ts`)",
          "",
          LIST_END,
        ].join("\n"),
      )
      expect(withPropertyList(`# Testing\n\n${LIST_START}\nold\n${LIST_END}\n`, list)).toBe(`# Testing\n\n${list}\n`)
      expect(() => withPropertyList("# Testing\n", list)).toThrow(/lost the markers/)
    })
  })
})
