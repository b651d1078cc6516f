import { Buffer } from "node:buffer"
import type { ContentField, ContentFile, ContentItem } from "../../contracts/api/contents.ts"
import { POINTS_FIELD_KEYS } from "../../core/content/loyalty-programme.ts"
import { isCalendarDay } from "../../core/time/hotel-day.ts"
import { drawImage } from "../catalogue/images.ts"
import type { charities, contentFields, contentFiles, contentItems } from "../db/schema.ts"
import type { LoyaltyPointsValue } from "../loyalty/LoyaltyPointsService.ts"
import { safeAddress, sanitiseRichText } from "../http/rich-text.ts"

/**
 * A content item in the wire's shape (contracts/api/contents.ts): its stored fields with each value in its kind's
 * type, rich text sanitised and a `link` kept only when safe to follow (http/rich-text.ts), its images and files, and the fields it draws from other slices'
 * tables: a charity item's charity (name, link, is_active, content, picture) and a loyalty programme's earn and
 * redeem values (LoyaltyPointsService). Drawn fields come first and have negative ids, never a stored field's.
 */

export type ItemRow = typeof contentItems.$inferSelect
export type FieldRow = typeof contentFields.$inferSelect
export type FileRow = typeof contentFiles.$inferSelect
export type CharityRow = typeof charities.$inferSelect

type BrandIdWire = 1 | 2 | 3 | 4
const brandIdOf = (value: number | null): BrandIdWire | null => (value !== null && value >= 1 && value <= 4 ? (value as BrandIdWire) : null)

const wholeNumber = (value: string | null): number | null => (value === null || !/^-?\d{1,15}$/.test(value) ? null : Number(value))

/** The key of a field whose value is an address the site links to (a banner's, a download's, a charity's...). */
const LINK_KEY = "link"

/** A link's address when a browser may follow it safely, else no value. */
const safeLink = (address: string | null): string | null => (address === null ? null : (safeAddress(address) ?? null))

/** A stored field with its value as its kind reads it (the table's CHECK keeps each value in its kind's form). */
export const toWireField = (row: FieldRow): ContentField => {
  const common = { id: row.id, key: row.key, brand_id: brandIdOf(row.brandId) }
  switch (row.fieldableType) {
    case "StringField":
      return { ...common, fieldable_type: "StringField", value: row.key === LINK_KEY ? safeLink(row.value) : row.value }
    case "WriteUpField":
      return { ...common, fieldable_type: "WriteUpField", value: row.value === null ? null : sanitiseRichText(row.value) }
    case "IntegerField":
      return { ...common, fieldable_type: "IntegerField", value: wholeNumber(row.value) }
    case "HotelLinkField":
      return { ...common, fieldable_type: "HotelLinkField", value: wholeNumber(row.value) }
    case "BrandLinkField":
      return { ...common, fieldable_type: "BrandLinkField", value: brandIdOf(wholeNumber(row.value)) }
    case "BooleanField":
      return { ...common, fieldable_type: "BooleanField", value: row.value === null ? null : row.value === "true" }
    case "DateField":
      // The CHECK holds the form; a day that is not in the calendar (2026-02-31) reads as no value.
      return { ...common, fieldable_type: "DateField", value: row.value !== null && isCalendarDay(row.value) ? row.value : null }
  }
}

export const toWireFile = (row: FileRow): ContentFile => ({ id: row.id, name: row.name, type: row.type, size: row.size, url: row.url, thumb: row.thumb })

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" }

/** A charity's picture as a content image: its name and type from its address, its size the drawn picture's when it is one. */
const charityImage = (charity: CharityRow): ContentFile => {
  const name = charity.imageUrl.split("/").at(-1) ?? charity.imageUrl
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : ""
  const drawn = drawImage(charity.imageUrl)
  return {
    id: -charity.id,
    name,
    type: MIME_BY_EXTENSION[extension] ?? "application/octet-stream",
    size: drawn === undefined ? 0 : Buffer.byteLength(drawn),
    url: charity.imageUrl,
    thumb: null,
  }
}

/** The fields a charity item draws from its charity. */
const charityFields = (charity: CharityRow): ReadonlyArray<ContentField> => {
  const id = (n: number) => -(charity.id * 10 + n)
  return [
    { id: id(1), fieldable_type: "IntegerField", key: "charity_id", value: charity.id, brand_id: null },
    { id: id(2), fieldable_type: "StringField", key: "name", value: charity.name, brand_id: null },
    { id: id(3), fieldable_type: "StringField", key: LINK_KEY, value: safeLink(charity.link), brand_id: null },
    { id: id(4), fieldable_type: "BooleanField", key: "is_active", value: charity.isActive, brand_id: null },
    { id: id(5), fieldable_type: "WriteUpField", key: "content", value: sanitiseRichText(charity.htmlContent), brand_id: null },
  ]
}

/** spec A §3: a loyalty programme's earn and redeem values, one IntegerField per value (core/content/loyalty-programme.ts keys). */
const pointsFields = (values: ReadonlyArray<LoyaltyPointsValue>): ReadonlyArray<ContentField> =>
  values.flatMap((value) => {
    const meaning = POINTS_FIELD_KEYS.find((each) => each.kind === value.kind && each.day === value.day && each.guests === value.guests)
    return meaning === undefined ? [] : [{ id: -value.id, fieldable_type: "IntegerField" as const, key: meaning.key, value: value.points, brand_id: brandIdOf(value.brandId) }]
  })

export interface ItemParts {
  readonly fields: ReadonlyMap<number, ReadonlyArray<FieldRow>>
  readonly files: ReadonlyMap<number, ReadonlyArray<FileRow>>
  readonly charities: ReadonlyMap<number, CharityRow>
  readonly pointsValues: ReadonlyArray<LoyaltyPointsValue>
}

export const toWireItem = (item: ItemRow, parts: ItemParts): ContentItem => {
  const charity = item.charityId === null ? undefined : parts.charities.get(item.charityId)
  const files = parts.files.get(item.id) ?? []
  const drawn = [...(charity === undefined ? [] : charityFields(charity)), ...(item.contentType === "loyalty_programme" ? pointsFields(parts.pointsValues) : [])]
  return {
    id: item.id,
    content_type: item.contentType,
    fields: [...drawn, ...(parts.fields.get(item.id) ?? []).map(toWireField)],
    images: [...(charity === undefined ? [] : [charityImage(charity)]), ...files.filter((file) => file.kind === "image").map(toWireFile)],
    files: files.filter((file) => file.kind === "file").map(toWireFile),
    created_at: item.createdAt.toISOString(),
  }
}

/** Rows grouped by their item, in the order given. */
export const byItem = <T extends { readonly contentItemId: number }>(rows: ReadonlyArray<T>): ReadonlyMap<number, ReadonlyArray<T>> => {
  const groups = new Map<number, Array<T>>()
  for (const row of rows) {
    const group = groups.get(row.contentItemId)
    if (group === undefined) groups.set(row.contentItemId, [row])
    else group.push(row)
  }
  return groups
}
