import { Schema, SchemaGetter } from "effect"
import { ContentFile as CoreContentFile, type ContentItem as CoreContentItem, FIELD_KEY_PATTERN } from "../../core/content/content-item.ts"
import { decodeStringFields, encodeStringFields, KEY_VALUE_SEPARATOR, PAIR_SEPARATOR } from "../../core/content/content-query.ts"
import { CONTENT_TYPES } from "../../core/content/content-types.ts"
import { DEFAULT_PAGE_SIZE } from "../../core/content/pagination.ts"
import { CalendarDate, Instant, OneOf, Pagination, pagingQueryFields, QueryIdList, QueryWholeNumber, Slug, TextBase, WireStruct } from "./common.ts"
import { ALWAYS, API_PATH, type Endpoint } from "./endpoint.ts"
import { BRAND_IDS, MAX_ID } from "./hotels.ts"
import { wireFields } from "./wire-keys.ts"
import { CAPACITY_FIELDS_FORM, FIELD_KEY_FORM, STRING_FIELDS_FORM, tooLong, tooManyItems } from "./messages.ts"

/**
 * Content (spec A §3 content item, §7 "Content"): the generic content items of the site's sections, a page at a time
 * with the filters of both call forms, and one item by its slug. The content types and each type's field keys are
 * decided in core (core/content/content-types.ts, core/content/content-entities.ts) and listed in contracts/README.md.
 */

export { CONTENT_TYPES }

/** The content types, as the contract names them (the OpenAPI document lists every one). */
export const ContentTypeName = Schema.Literals(CONTENT_TYPES as unknown as readonly [string, ...Array<string>]).annotate({
  identifier: "ContentType",
  description: "A site section's kind of content item (contracts/README.md \"Content\").",
})

const BrandIdWire = Schema.Literals(BRAND_IDS)

/** A field's common parts: its id, key and the brand its value belongs to (null for every brand). */
const fieldOf = <const T extends string, V extends Schema.Top>(fieldableType: T, value: V, description: string) =>
  Schema.Struct({
    id: Schema.Int,
    fieldable_type: Schema.Literal(fieldableType),
    key: Schema.String,
    value: Schema.NullOr(value).annotate({ description }),
    brand_id: Schema.NullOr(BrandIdWire),
  }).annotate({ identifier: fieldableType })

/**
 * spec A §3: one field of a content item, its value typed by its kind: text (StringField), a whole number
 * (IntegerField), a calendar date (DateField, noon on the hotels' clock), true or false (BooleanField), sanitised HTML
 * (WriteUpField), a hotel id (HotelLinkField) or a brand id (BrandLinkField). A key may repeat (an award's hotels).
 */
export const ContentField = Schema.Union([
  fieldOf("StringField", Schema.String, "Text."),
  fieldOf("IntegerField", Schema.Int, "A whole number."),
  fieldOf("DateField", CalendarDate(), "A calendar date."),
  fieldOf("BooleanField", Schema.Boolean, "A flag."),
  fieldOf("WriteUpField", Schema.String, "HTML, sanitised: no scripts, event handlers or javascript: links."),
  fieldOf("HotelLinkField", Schema.Int, "A hotel's id."),
  fieldOf("BrandLinkField", BrandIdWire, "A brand's id (1 city, 2 courtyard, 3 road, 4 town)."),
]).annotate({ identifier: "ContentField" })
export type ContentField = typeof ContentField.Type

/** spec A §3: an image or file of a content item: name, MIME type, size in bytes, url and a thumbnail's url (or null); core's. */
export const ContentFile = Schema.Struct(wireFields(CoreContentFile.fields)).annotate({ identifier: "ContentFile" })
export type ContentFile = typeof ContentFile.Type

/** spec A §3: a content item; its slug (when it has one) is its StringField `slug`. */
export const ContentItem = Schema.Struct({
  id: Schema.Int,
  content_type: ContentTypeName,
  fields: Schema.Array(ContentField),
  images: Schema.Array(ContentFile),
  files: Schema.Array(ContentFile),
  created_at: Instant,
}).annotate({ identifier: "ContentItem" })
export type ContentItem = typeof ContentItem.Type

/** spec A §3: the wire's item in core's terms (camelCase): the browser's adapter and the server's render read it so. */
export const contentItemFromWire = (item: ContentItem): CoreContentItem => ({
  id: item.id,
  contentType: item.content_type,
  fields: item.fields.map((field) => ({ id: field.id, fieldableType: field.fieldable_type, key: field.key, value: field.value, brandId: field.brand_id })),
  images: item.images,
  files: item.files,
  createdAt: item.created_at,
})

// GET /api/web/contents

/** Contract: at most this many pairs in string_fields or max_capacity_string_fields, and this many characters. */
export const MAX_FIELD_FILTERS = 10
export const MAX_FIELD_FILTERS_LENGTH = 1000

const FieldKey = TextBase.check(Schema.isPattern(FIELD_KEY_PATTERN, { message: FIELD_KEY_FORM }))

/** A `key,value;key,value` parameter (spec A §7), decoded with core's reading into filters; `form` checks one pair. */
const FieldFilters = (form: (pair: string) => boolean, message: string) =>
  TextBase.check(
    Schema.isMaxLength(MAX_FIELD_FILTERS_LENGTH, { message: tooLong(MAX_FIELD_FILTERS_LENGTH) }).abort(),
    Schema.makeFilter((text: string) => (text.split(PAIR_SEPARATOR).every(form) ? undefined : message), { expected: "key,value pairs joined by semicolons" }).abort(),
    Schema.makeFilter((text: string) => (text.split(PAIR_SEPARATOR).length <= MAX_FIELD_FILTERS ? undefined : tooManyItems(MAX_FIELD_FILTERS))),
  ).pipe(
    Schema.decodeTo(Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.String })), {
      decode: SchemaGetter.transform((text: string) => decodeStringFields(text)),
      encode: SchemaGetter.transform((filters: ReadonlyArray<{ readonly key: string; readonly value: string }>) => encodeStringFields(filters)),
    }),
  )

const keyOf = (pair: string): string => pair.slice(0, pair.indexOf(KEY_VALUE_SEPARATOR))
const hasKey = (pair: string): boolean => pair.includes(KEY_VALUE_SEPARATOR) && FIELD_KEY_PATTERN.test(keyOf(pair))

/**
 * spec A §7, both forms of the call: `content_type` (required), `page`, `per` (default 10, the paging helper's,
 * at most 100), `brand_id`, `hotel_id`, `content_ids` and `contains_content_ids` (comma lists of item ids),
 * `string_fields` (key,value pairs joined by semicolons: items whose StringField `key` holds exactly `value`, every
 * pair), `empty_value_key_filter` (items whose field `key` is empty or missing) and `max_capacity_string_fields`
 * (key,number pairs: items whose field `key` holds a whole number at least that).
 */
export const ContentsQuery = WireStruct({
  content_type: OneOf(CONTENT_TYPES),
  ...pagingQueryFields(DEFAULT_PAGE_SIZE),
  brand_id: Schema.optionalKey(QueryWholeNumber({ min: 1, max: BRAND_IDS.length })),
  hotel_id: Schema.optionalKey(QueryWholeNumber({ min: 1, max: MAX_ID })),
  content_ids: Schema.optionalKey(QueryIdList(100)),
  contains_content_ids: Schema.optionalKey(QueryIdList(100)),
  string_fields: Schema.optionalKey(FieldFilters(hasKey, STRING_FIELDS_FORM)),
  empty_value_key_filter: Schema.optionalKey(FieldKey),
  max_capacity_string_fields: Schema.optionalKey(FieldFilters((pair) => hasKey(pair) && /^\d{1,9}$/.test(pair.slice(pair.indexOf(KEY_VALUE_SEPARATOR) + 1)), CAPACITY_FIELDS_FORM)),
}).annotate({ identifier: "ContentsQuery" })
export type ContentsQuery = typeof ContentsQuery.Type

/** `{ "contents": [ContentItem], "pagination": {...} }`, newest first. */
export const ContentsResponse = Schema.Struct({
  contents: Schema.Array(ContentItem),
  pagination: Pagination,
}).annotate({ identifier: "ContentsResponse" })
export type ContentsResponse = typeof ContentsResponse.Type

// GET /api/web/contents/{slug}

/** An item's slug, or its id for an item without one. */
export const ContentParams = WireStruct({ slug: Slug }).annotate({ identifier: "ContentParams" })
export type ContentParams = typeof ContentParams.Type

export const ContentResponse = Schema.Struct({ content: ContentItem }).annotate({ identifier: "ContentResponse" })
export type ContentResponse = typeof ContentResponse.Type

export const CONTENTS_PATH = `${API_PATH}/contents`

export const contentEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listContents",
    method: "GET",
    path: CONTENTS_PATH,
    tag: "Content",
    summary: "Content items of one type, a page at a time, filtered by brand, hotel, ids and field values",
    query: ContentsQuery,
    success: { status: 200, description: "One page of content items, newest first, and the pagination.", body: ContentsResponse },
    errors: [422, ...ALWAYS],
  },
  {
    name: "getContent",
    method: "GET",
    path: `${CONTENTS_PATH}/{slug}`,
    tag: "Content",
    summary: "One content item, by its slug (or its id)",
    params: ContentParams,
    success: { status: 200, description: "The content item.", body: ContentResponse },
    errors: [404, ...ALWAYS],
  },
]
