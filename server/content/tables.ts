/** The content slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, smallint, text, unique, uniqueIndex } from "drizzle-orm/pg-core"
import { CONTENT_TYPES } from "../../core/content/content-types.ts"
import { FIELD_KEY_PATTERN, FieldableType } from "../../core/content/content-item.ts"
import { brands } from "../catalogue/tables.ts"
import { charities } from "../charities/tables.ts"
import { createdAt, oneOf, quoted } from "../db/columns.ts"

/** spec A §9: the content types (decided in core/content/content-types.ts). */
export { CONTENT_TYPES }

/** spec A §3: the kinds of field a content item holds. */
export const FIELDABLE_TYPES = FieldableType.literals

/** Images and files of a content item. */
export const CONTENT_FILE_KINDS = ["image", "file"] as const

/** The longest StringField value in bytes: such values are indexed (a btree entry holds at most about 2.7 kB). */
export const MAX_STRING_FIELD_BYTES = 1000

/**
 * spec A §3: a content item of a site section. Its data are its fields, images and files; a `charity` item names the
 * charity it presents (its name, link, state, text and picture are the charity's own, read at answer time).
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentType: text("content_type", { enum: CONTENT_TYPES as unknown as [string, ...Array<string>] }).notNull(),
    charityId: integer("charity_id").references(() => charities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of one type, newest first: the listing's order (GET /api/web/contents).
    index("content_items_type_created_idx").on(t.contentType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("content_items_charity_id_key").on(t.charityId),
    check("content_items_content_type_values", oneOf(t.contentType, CONTENT_TYPES)),
    check("content_items_charity_only_for_charities", sql`(${t.charityId} is null) = (${t.contentType} <> 'charity')`),
  ],
)

/**
 * spec A §3: one field of a content item: its kind, key, value and, for values that belong to one brand, brand_id.
 * Values are text in the form their kind reads (CHECKed): IntegerField and the link fields a whole number,
 * BooleanField true or false, DateField YYYY-MM-DD. A key may repeat (an award's hotels). An item's slug is its
 * StringField `slug`, unique among all items.
 */
export const contentFields = pgTable(
  "content_fields",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentItemId: integer("content_item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fieldableType: text("fieldable_type", { enum: FIELDABLE_TYPES }).notNull(),
    key: text("key").notNull(),
    value: text("value"),
    brandId: smallint("brand_id").references(() => brands.id),
  },
  (t) => [
    unique("content_fields_item_position_key").on(t.contentItemId, t.position),
    // Reading a page's fields, and the filters by key on one item.
    index("content_fields_item_key_idx").on(t.contentItemId, t.key),
    // string_fields, max_capacity_string_fields and empty_value_key_filter: the items with a key holding a value.
    index("content_fields_key_value_idx").on(t.key, t.value, t.contentItemId).where(sql`${t.fieldableType} <> 'WriteUpField'`),
    // hotel_id: the items linking a hotel.
    index("content_fields_hotel_link_idx").on(t.value, t.contentItemId).where(sql`${t.fieldableType} = 'HotelLinkField'`),
    // brand_id: the items linking a brand, or holding a value of that brand.
    index("content_fields_brand_link_idx").on(t.value, t.contentItemId).where(sql`${t.fieldableType} = 'BrandLinkField'`),
    index("content_fields_brand_id_idx").on(t.brandId, t.contentItemId).where(sql`${t.brandId} is not null`),
    uniqueIndex("content_fields_slug_key").on(t.value).where(sql`${t.key} = 'slug' and ${t.fieldableType} = 'StringField'`),
    uniqueIndex("content_fields_one_slug_per_item").on(t.contentItemId).where(sql`${t.key} = 'slug' and ${t.fieldableType} = 'StringField'`),
    check("content_fields_fieldable_type_values", oneOf(t.fieldableType, FIELDABLE_TYPES)),
    check("content_fields_key_form", sql`${t.key} ~ ${sql.raw(quoted(FIELD_KEY_PATTERN.source))}`),
    check("content_fields_position_not_negative", sql`${t.position} >= 0`),
    check(
      "content_fields_value_form",
      sql`${t.value} is null
        or (${t.fieldableType} in ('IntegerField', 'HotelLinkField', 'BrandLinkField') and ${t.value} ~ '^-?[0-9]{1,15}$')
        or (${t.fieldableType} = 'BooleanField' and ${t.value} in ('true', 'false'))
        or (${t.fieldableType} = 'DateField' and ${t.value} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
        or (${t.fieldableType} = 'StringField' and octet_length(${t.value}) <= ${sql.raw(String(MAX_STRING_FIELD_BYTES))})
        or ${t.fieldableType} = 'WriteUpField'`,
    ),
    check("content_fields_slug_form", sql`${t.key} <> 'slug' or ${t.value} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
)

/** spec A §3: an image or file of a content item, with its metadata (name, MIME type, size in bytes, url, thumbnail). */
export const contentFiles = pgTable(
  "content_files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentItemId: integer("content_item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CONTENT_FILE_KINDS }).notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    url: text("url").notNull(),
    thumb: text("thumb"),
  },
  (t) => [
    unique("content_files_item_kind_position_key").on(t.contentItemId, t.kind, t.position),
    check("content_files_kind_values", oneOf(t.kind, CONTENT_FILE_KINDS)),
    check("content_files_size_not_negative", sql`${t.size} >= 0`),
    check("content_files_type_form", sql`${t.type} ~ '^[a-z]+/[a-z0-9.+-]+$'`),
  ],
)
