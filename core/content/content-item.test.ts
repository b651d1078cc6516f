import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type ContentField, ContentItem, contentSlug, FieldableType, readField, readFields, SLUG_FIELD_KEY } from "./content-item.ts"

let nextId = 1
const field = (fieldableType: ContentField["fieldableType"], key: string, value: ContentField["value"], brandId: ContentField["brandId"] = null): ContentField => ({
  id: nextId++,
  fieldableType,
  key,
  value,
  brandId,
})

const item = (...fields: ReadonlyArray<ContentField>) => ({ id: 41, fields })

describe("content item", () => {
  it("holds typed fields, images, files and its creation time", () => {
    const content = {
      id: 41,
      contentType: "milestone",
      fields: [field("IntegerField", "year", 1985), field("WriteUpField", "description", "<p>First hotel</p>", 2)],
      images: [{ id: 1, name: "first.jpg", type: "image/jpeg", size: 2048, url: "https://img.example/first.jpg", thumb: null }],
      files: [],
      createdAt: "2026-01-05T08:00:00Z",
    }
    expect(Schema.decodeUnknownSync(ContentItem)(content)).toEqual(content)
  })

  it("knows the seven kinds of field", () => {
    expect(FieldableType.literals).toEqual([
      "StringField",
      "IntegerField",
      "DateField",
      "BooleanField",
      "WriteUpField",
      "HotelLinkField",
      "BrandLinkField",
    ])
    expect(Schema.decodeUnknownOption(ContentItem)({ id: 1, contentType: "x", fields: [{ ...field("StringField", "a", "b"), fieldableType: "ListField" }], images: [], files: [], createdAt: "" })._tag).toBe("None")
  })
})

describe("reading a field by key", () => {
  it("reads each kind as its type", () => {
    const content = item(
      field("StringField", "heading", "Who we are"),
      field("IntegerField", "year", 1985),
      field("DateField", "published", "2026-03-01"),
      field("BooleanField", "featured", true),
      field("WriteUpField", "body", "<p>Hello</p>"),
      field("HotelLinkField", "hotel", 12),
      field("BrandLinkField", "brand", 2),
    )
    expect(readField(content, "heading", "StringField")).toBe("Who we are")
    expect(readField(content, "year", "IntegerField")).toBe(1985)
    expect(readField(content, "published", "DateField")).toBe("2026-03-01")
    expect(readField(content, "featured", "BooleanField")).toBe(true)
    expect(readField(content, "body", "WriteUpField")).toBe("<p>Hello</p>")
    expect(readField(content, "hotel", "HotelLinkField")).toBe(12)
    expect(readField(content, "brand", "BrandLinkField")).toBe(2)
  })

  it("gives undefined for a missing key or a field of another kind", () => {
    const content = item(field("StringField", "year", "1985"))
    expect(readField(content, "month", "StringField")).toBeUndefined()
    expect(readField(content, "year", "IntegerField")).toBeUndefined()
    expect(readField(content, "year", "StringField")).toBe("1985")
  })

  it("reads whole numbers written as text, and nothing else, as integers and links", () => {
    expect(readField(item(field("IntegerField", "n", "12")), "n", "IntegerField")).toBe(12)
    expect(readField(item(field("IntegerField", "n", " -7 ")), "n", "IntegerField")).toBe(-7)
    expect(readField(item(field("IntegerField", "n", "12.5")), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("IntegerField", "n", 12.5)), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("IntegerField", "n", "twelve")), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("IntegerField", "n", "")), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("IntegerField", "n", "99999999999999999999")), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("IntegerField", "n", true)), "n", "IntegerField")).toBeUndefined()
    expect(readField(item(field("HotelLinkField", "hotel", "12")), "hotel", "HotelLinkField")).toBe(12)
  })

  it("reads a brand link only as one of the four brand ids", () => {
    expect(readField(item(field("BrandLinkField", "b", "4")), "b", "BrandLinkField")).toBe(4)
    expect(readField(item(field("BrandLinkField", "b", 1)), "b", "BrandLinkField")).toBe(1)
    expect(readField(item(field("BrandLinkField", "b", 5)), "b", "BrandLinkField")).toBeUndefined()
    expect(readField(item(field("BrandLinkField", "b", 0)), "b", "BrandLinkField")).toBeUndefined()
  })

  it("reads a date, or the day of a timestamp, as YYYY-MM-DD", () => {
    expect(readField(item(field("DateField", "d", "2026-03-01T10:00:00Z")), "d", "DateField")).toBe("2026-03-01")
    expect(readField(item(field("DateField", "d", "2026-02-30")), "d", "DateField")).toBeUndefined()
    expect(readField(item(field("DateField", "d", "01/03/2026")), "d", "DateField")).toBeUndefined()
    expect(readField(item(field("DateField", "d", 20260301)), "d", "DateField")).toBeUndefined()
  })

  it("reads a flag from true, false or their text", () => {
    expect(readField(item(field("BooleanField", "f", false)), "f", "BooleanField")).toBe(false)
    expect(readField(item(field("BooleanField", "f", "true")), "f", "BooleanField")).toBe(true)
    expect(readField(item(field("BooleanField", "f", "false")), "f", "BooleanField")).toBe(false)
    expect(readField(item(field("BooleanField", "f", "yes")), "f", "BooleanField")).toBeUndefined()
    expect(readField(item(field("BooleanField", "f", 1)), "f", "BooleanField")).toBeUndefined()
  })

  it("reads text only from text", () => {
    expect(readField(item(field("StringField", "s", 5)), "s", "StringField")).toBeUndefined()
    expect(readField(item(field("WriteUpField", "w", false)), "w", "WriteUpField")).toBeUndefined()
    expect(readField(item(field("StringField", "s", "")), "s", "StringField")).toBe("")
  })

  it("gives undefined for a field without a value, whatever its kind", () => {
    for (const kind of FieldableType.literals) expect(readField(item(field(kind, "k", null)), "k", kind)).toBeUndefined()
  })

  it("reads the first field with the key, or the one of the brand asked for", () => {
    const content = item(
      field("IntegerField", "midweek", 100, 1),
      field("IntegerField", "midweek", 200, 2),
      field("IntegerField", "midweek", 300, null),
    )
    expect(readField(content, "midweek", "IntegerField")).toBe(100)
    expect(readField(content, "midweek", "IntegerField", { brandId: 2 })).toBe(200)
    expect(readField(content, "midweek", "IntegerField", { brandId: 1 })).toBe(100)
    expect(readField(content, "midweek", "IntegerField", { brandId: 3 })).toBeUndefined()
  })

  it("an integer field reads back the whole number it holds, as a number or as text", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(readField(item(field("IntegerField", "n", n)), "n", "IntegerField")).toBe(n)
        expect(readField(item(field("IntegerField", "n", String(n))), "n", "IntegerField")).toBe(n)
      }),
    )
  })
})

describe("content slug", () => {
  it("is the item's slug field, else its id", () => {
    expect(SLUG_FIELD_KEY).toBe("slug")
    expect(contentSlug(item(field("StringField", "slug", "our-story")))).toBe("our-story")
    expect(contentSlug(item(field("StringField", "title", "Our story")))).toBe("41")
  })

  it("reads every value of a repeated key, in order, of the kind asked for only; values that do not read as the kind are left out", () => {
    const award = item(
      field("HotelLinkField", "hotel", 3),
      field("IntegerField", "hotel", 9),
      field("HotelLinkField", "hotel", "not a hotel"),
      field("HotelLinkField", "brand", 4),
      field("HotelLinkField", "hotel", 1),
    )
    expect(readFields(award, "hotel", "HotelLinkField")).toStrictEqual([3, 1])
    expect(readFields(award, "hotel", "StringField")).toStrictEqual([])
  })
})
