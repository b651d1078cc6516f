import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeStringFields, encodeStringFields, isEncodableStringField, KEY_VALUE_SEPARATOR, PAIR_SEPARATOR } from "./content-query.ts"

describe("string_fields of the contents query", () => {
  it("are key,value pairs joined by semicolons", () => {
    expect([KEY_VALUE_SEPARATOR, PAIR_SEPARATOR]).toEqual([",", ";"])
    expect(
      encodeStringFields([
        { key: "category", value: "blog" },
        { key: "tag", value: "food" },
      ]),
    ).toBe("category,blog;tag,food")
    expect(encodeStringFields([{ key: "category", value: "blog" }])).toBe("category,blog")
  })

  it("are empty without filters", () => {
    expect(encodeStringFields([])).toBe("")
    expect(decodeStringFields("")).toEqual([])
  })

  it("keep a comma inside a value: the key ends at the first comma", () => {
    expect(encodeStringFields([{ key: "city", value: "Cape Town, Western Cape" }])).toBe("city,Cape Town, Western Cape")
    expect(decodeStringFields("city,Cape Town, Western Cape")).toEqual([{ key: "city", value: "Cape Town, Western Cape" }])
  })

  it("leave out filters the format cannot carry rather than send them garbled", () => {
    expect(isEncodableStringField({ key: "tag", value: "" })).toBe(true)
    expect(isEncodableStringField({ key: "", value: "x" })).toBe(false)
    expect(isEncodableStringField({ key: "a,b", value: "x" })).toBe(false)
    expect(isEncodableStringField({ key: "a;b", value: "x" })).toBe(false)
    expect(isEncodableStringField({ key: "tag", value: "x;y" })).toBe(false)
    expect(
      encodeStringFields([
        { key: "a;b", value: "x" },
        { key: "tag", value: "food" },
        { key: "note", value: "x;y" },
      ]),
    ).toBe("tag,food")
  })

  it("read back only pairs with a key and a comma", () => {
    expect(decodeStringFields("tag,")).toEqual([{ key: "tag", value: "" }])
    expect(decodeStringFields("tag")).toEqual([])
    expect(decodeStringFields(",food;tag,food")).toEqual([{ key: "tag", value: "food" }])
    expect(decodeStringFields("a,1;;b,2")).toEqual([
      { key: "a", value: "1" },
      { key: "b", value: "2" },
    ])
  })

  const key = fc.string({ minLength: 1 }).filter((text) => !text.includes(",") && !text.includes(";"))
  const value = fc.string().filter((text) => !text.includes(";"))
  const filters = fc.array(fc.record({ key, value }), { maxLength: 8 })

  it("decoding what was encoded gives the filters back, in order", () => {
    fc.assert(
      fc.property(filters, (given) => {
        expect(decodeStringFields(encodeStringFields(given))).toEqual(given)
      }),
    )
  })

  it("n filters are joined by n - 1 semicolons", () => {
    fc.assert(
      fc.property(filters, (given) => {
        const semicolons = encodeStringFields(given).split("").filter((character) => character === ";").length
        expect(semicolons).toBe(Math.max(given.length - 1, 0))
      }),
    )
  })
})
