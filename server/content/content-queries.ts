import { and, eq, inArray, type SQL, sql } from "drizzle-orm"
import type { ContentsQuery } from "../../contracts/api/contents.ts"
import { contentFields, contentItems } from "../db/schema.ts"

/**
 * The filters of GET /api/web/contents (contracts/README.md "Content") as SQL over an item's own fields: each is an
 * EXISTS on content_fields, which the partial indexes of migration 0007 answer (key and value; hotel links; brand
 * links; brand_id), so a filtered page stays fast over many thousands of items (docs/benchmarks.md). The fieldable
 * types are written into the SQL as literals, so the planner can match the partial indexes' predicates.
 */

const kind = (type: string): SQL => sql.raw(`'${type}'`)

/** An item whose field matching `condition` exists. */
const hasField = (condition: SQL): SQL =>
  sql`exists (select 1 from ${contentFields} where ${contentFields.contentItemId} = ${contentItems.id} and ${condition})`

/** A whole number held as text, or null (a text that is not one never reaches the cast). */
const asWholeNumber = sql`case when ${contentFields.value} ~ '^[0-9]{1,9}$' then ${contentFields.value}::integer end`

export const contentFilters = (query: ContentsQuery): ReadonlyArray<SQL> => {
  const filters: Array<SQL> = [eq(contentItems.contentType, query.content_type)]
  for (const ids of [query.content_ids, query.contains_content_ids]) if (ids !== undefined) filters.push(inArray(contentItems.id, [...ids]))
  if (query.brand_id !== undefined) {
    const brand = query.brand_id
    filters.push(
      sql`(${hasField(sql`${contentFields.brandId} = ${brand}`)} or ${hasField(sql`${contentFields.fieldableType} = ${kind("BrandLinkField")} and ${contentFields.value} = ${String(brand)}`)})`,
    )
  }
  if (query.hotel_id !== undefined) {
    filters.push(hasField(sql`${contentFields.fieldableType} = ${kind("HotelLinkField")} and ${contentFields.value} = ${String(query.hotel_id)}`))
  }
  for (const { key, value } of query.string_fields ?? []) {
    filters.push(
      hasField(
        sql`${contentFields.key} = ${key} and ${contentFields.value} = ${value} and ${contentFields.fieldableType} <> ${kind("WriteUpField")} and ${contentFields.fieldableType} = ${kind("StringField")}`,
      ),
    )
  }
  if (query.empty_value_key_filter !== undefined) {
    filters.push(sql`not ${hasField(sql`${contentFields.key} = ${query.empty_value_key_filter} and ${contentFields.value} is not null and ${contentFields.value} <> ''`)}`)
  }
  for (const { key, value } of query.max_capacity_string_fields ?? []) {
    // Decided: a StringField (the parameter's name) or an IntegerField holding a whole number at least `value`.
    filters.push(
      hasField(
        sql`${contentFields.key} = ${key} and ${contentFields.fieldableType} <> ${kind("WriteUpField")} and ${contentFields.fieldableType} in (${kind("StringField")}, ${kind("IntegerField")}) and ${asWholeNumber} >= ${Number(value)}`,
      ),
    )
  }
  return filters
}

/** The WHERE of a contents page. */
export const contentWhere = (query: ContentsQuery): SQL | undefined => and(...contentFilters(query))

/** The item whose StringField `slug` is `slug`: a lookup in the slugs' unique index (content_fields_slug_key). */
export const slugCondition = (slug: string): SQL =>
  sql`${contentItems.id} = (select ${contentFields.contentItemId} from ${contentFields} where ${contentFields.key} = 'slug' and ${contentFields.fieldableType} = ${kind("StringField")} and ${contentFields.value} = ${slug})`
