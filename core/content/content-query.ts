import type { BrandId } from "../booking/hotel.ts"
import type { ContentItem, ContentPagination } from "./content-item.ts"

/** A string_fields filter: items whose StringField `key` holds `value`. */
export interface StringFieldFilter {
  readonly key: string
  readonly value: string
}

/** The separator between a key and its value. */
export const KEY_VALUE_SEPARATOR = ","
/** The separator between pairs. */
export const PAIR_SEPARATOR = ";"

/**
 * Whether a filter survives the string_fields encoding, which has no escape: the key holds
 * neither separator and is not empty, the value holds no semicolon (a comma in a value is fine,
 * the key ends at the first comma).
 */
export const isEncodableStringField = (filter: StringFieldFilter): boolean =>
  filter.key !== "" &&
  !filter.key.includes(KEY_VALUE_SEPARATOR) &&
  !filter.key.includes(PAIR_SEPARATOR) &&
  !filter.value.includes(PAIR_SEPARATOR)

/**
 * spec A §7: string_fields of GET /api/web/contents, key,value pairs joined by semicolons:
 * `[{ key: "category", value: "blog" }, { key: "tag", value: "food" }]` → "category,blog;tag,food".
 * Filters that cannot be encoded (see `isEncodableStringField`) are left out rather than sent
 * garbled. No filters give the empty string (the parameter is then not sent).
 */
export const encodeStringFields = (filters: ReadonlyArray<StringFieldFilter>): string =>
  filters
    .filter(isEncodableStringField)
    .map((filter) => `${filter.key}${KEY_VALUE_SEPARATOR}${filter.value}`)
    .join(PAIR_SEPARATOR)

/** The filters of a string_fields parameter (what the server reads): pairs without a comma are dropped. */
export const decodeStringFields = (encoded: string): ReadonlyArray<StringFieldFilter> =>
  encoded.split(PAIR_SEPARATOR).flatMap((pair) => {
    const at = pair.indexOf(KEY_VALUE_SEPARATOR)
    return at < 1 ? [] : [{ key: pair.slice(0, at), value: pair.slice(at + 1) }]
  })

/**
 * spec A §7: the query of GET /api/web/contents (client version), in core's terms. `contentType`
 * names the section; `containsContentIds` asks for those items only; `stringFields` keeps items
 * whose StringFields hold the given values; `emptyValueKeyFilter` keeps items whose field of that
 * key is empty or missing; `maxCapacityStringFields` keeps items whose field `key` holds a number
 * at least `value` (a room that seats at least that many).
 */
export interface ContentsQuery {
  readonly contentType: string
  readonly page?: number
  readonly per?: number
  readonly brandId?: BrandId
  readonly hotelId?: number
  readonly containsContentIds?: ReadonlyArray<number>
  readonly stringFields?: ReadonlyArray<StringFieldFilter>
  readonly emptyValueKeyFilter?: string
  readonly maxCapacityStringFields?: ReadonlyArray<StringFieldFilter>
}

/** One page of content items. */
export interface ContentPage {
  readonly items: ReadonlyArray<ContentItem>
  readonly pagination: ContentPagination
}
