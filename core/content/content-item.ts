import { Schema } from "effect"
import { BrandId } from "../booking/hotel.ts"
import { IsoDate } from "../time/iso-date.ts"

/** spec A §3: the kinds of field a content item holds. */
export const FieldableType = Schema.Literals([
  "StringField",
  "IntegerField",
  "DateField",
  "BooleanField",
  "WriteUpField",
  "HotelLinkField",
  "BrandLinkField",
])
export type FieldableType = typeof FieldableType.Type

/**
 * spec A §3: one field of a content item. The value is kept as the server gives it (a write-up is
 * its HTML, a link the linked id); `readField` turns it into the type its kind promises.
 * `brandId` is set on values that belong to one brand.
 */
export const ContentField = Schema.Struct({
  id: Schema.Int,
  fieldableType: FieldableType,
  key: Schema.String,
  value: Schema.NullOr(Schema.Union([Schema.String, Schema.Finite, Schema.Boolean])),
  brandId: Schema.NullOr(BrandId),
})
export type ContentField = typeof ContentField.Type

/** spec A §3: an image or file of a content item. */
export const ContentFile = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  type: Schema.String,
  size: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  url: Schema.String,
  thumb: Schema.NullOr(Schema.String),
})
export type ContentFile = typeof ContentFile.Type

/** spec A §3: a content item of a site section (`contentType` names the section; its values are not shown). */
export const ContentItem = Schema.Struct({
  id: Schema.Int,
  contentType: Schema.String,
  fields: Schema.Array(ContentField),
  images: Schema.Array(ContentFile),
  files: Schema.Array(ContentFile),
  /** When the item was created, an ISO timestamp as the server gives it. */
  createdAt: Schema.String,
})
export type ContentItem = typeof ContentItem.Type

/** spec A §3: where a page of content items sits among all of them. */
export const ContentPagination = Schema.Struct({
  currentPage: Schema.Int,
  totalPages: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  totalCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type ContentPagination = typeof ContentPagination.Type

/** The type each kind of field is read as: text, whole numbers, a date, a flag, HTML, a hotel id, a brand id. */
export interface FieldValues {
  readonly StringField: string
  readonly IntegerField: number
  readonly DateField: IsoDate
  readonly BooleanField: boolean
  readonly WriteUpField: string
  readonly HotelLinkField: number
  readonly BrandLinkField: BrandId
}

type RawValue = ContentField["value"]

const wholeNumberText = /^-?\d+$/

const asInteger = (value: RawValue): number | undefined => {
  const number = typeof value === "string" && wholeNumberText.test(value.trim()) ? Number(value) : value
  return Number.isSafeInteger(number) ? Number(number) : undefined
}

const asText = (value: RawValue): string | undefined => (typeof value === "string" ? value : undefined)

const readers: { readonly [K in FieldableType]: (value: RawValue) => FieldValues[K] | undefined } = {
  StringField: asText,
  IntegerField: asInteger,
  // A timestamp counts by its day: "2026-03-01T10:00:00Z" is 2026-03-01.
  DateField: (value) => {
    const day = typeof value === "string" ? value.slice(0, 10) : undefined
    return Schema.is(IsoDate)(day) ? day : undefined
  },
  BooleanField: (value) => (typeof value === "boolean" ? value : value === "true" ? true : value === "false" ? false : undefined),
  WriteUpField: asText,
  HotelLinkField: asInteger,
  BrandLinkField: (value) => {
    const id = asInteger(value)
    return Schema.is(BrandId)(id) ? id : undefined
  },
}

export interface ReadFieldOptions {
  /** Read the value of this brand only (fields whose brandId is this brand). */
  readonly brandId?: BrandId
}

/**
 * The value of the item's field `key`, as the type its kind promises: the first field with that
 * key and kind (and brand, when one is asked for). Undefined when there is none, or when its value
 * does not read as that type (an IntegerField of "12" reads 12; a BooleanField of "true" reads true).
 */
export const readField = <K extends FieldableType>(
  item: Pick<ContentItem, "fields">,
  key: string,
  kind: K,
  options: ReadFieldOptions = {},
): FieldValues[K] | undefined => {
  const field = item.fields.find(
    (each) => each.key === key && each.fieldableType === kind && (options.brandId === undefined || each.brandId === options.brandId),
  )
  return field === undefined ? undefined : (readers[kind](field.value) as FieldValues[K] | undefined)
}

/** The key of the StringField that holds an item's slug (GET {api}/contents/{slug}); decided, not shown in the spec. */
export const SLUG_FIELD_KEY = "slug"

/** The slug an item is fetched by: its slug field, else its id. */
export const contentSlug = (item: Pick<ContentItem, "id" | "fields">): string => readField(item, SLUG_FIELD_KEY, "StringField") ?? String(item.id)

/** Every value of the item's fields `key` of kind `kind` (a key may repeat: an award's hotels, a post's tags), in order; values that do not read as the kind are left out. */
export const readFields = <K extends FieldableType>(item: Pick<ContentItem, "fields">, key: string, kind: K): ReadonlyArray<FieldValues[K]> =>
  item.fields.flatMap((field) => {
    if (field.key !== key || field.fieldableType !== kind) return []
    const value = readers[kind](field.value) as FieldValues[K] | undefined
    return value === undefined ? [] : [value]
  })

/** The item's `index`-th image as a picture ({ url }), or null. */
export const imageOf = (item: Pick<ContentItem, "images">, index = 0): { readonly url: string } | null => {
  const image = item.images[index]
  return image === undefined ? null : { url: image.url }
}

/** A field's key: lower case letters, digits and underscores, starting with a letter, at most 60 characters (decided). */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,59}$/

/** The entities of the items that map; the others are left out (one malformed item never breaks a page). */
export const entitiesOf = <T>(items: ReadonlyArray<ContentItem>, mapper: (item: ContentItem) => T | undefined): ReadonlyArray<T> =>
  items.flatMap((item) => {
    const entity = mapper(item)
    return entity === undefined ? [] : [entity]
  })
