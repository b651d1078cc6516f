import { Effect } from "effect"
import * as Wire from "../../contracts/api/contents.ts"
import { type ContentItem, FIELD_KEY_PATTERN } from "../../core/content/content-item.ts"
import { type ContentPage, type ContentsQuery, isEncodableStringField, type StringFieldFilter } from "../../core/content/content-query.ts"
import { DEFAULT_PAGE_SIZE } from "../../core/content/pagination.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec A §7 "Content" (contracts/README.md "Content"): GET /api/web/contents and GET /api/web/contents/{slug}. */
export const CONTENTS_PATH = Wire.CONTENTS_PATH
export const contentPath = (slug: string): string => `${CONTENTS_PATH}/${encodeURIComponent(slug)}`

const encodeQuery = encodeWith(Wire.ContentsQuery)
const encodeParams = encodeWith(Wire.ContentParams)
const decodeList = decodeWith(Wire.ContentsResponse)
const decodeOne = decodeWith(Wire.ContentResponse)

/** The filters the wire can carry: encodable (core/content/content-query.ts) with a key of the contract's form; none is no parameter. */
const sendable = (filters: ReadonlyArray<StringFieldFilter> | undefined): ReadonlyArray<StringFieldFilter> | undefined => {
  const kept = (filters ?? []).filter((filter) => isEncodableStringField(filter) && FIELD_KEY_PATTERN.test(filter.key))
  return kept.length === 0 ? undefined : kept
}

/** Core's query as the wire's (the client version of spec A §7): only the parameters that are set. */
const toWireQuery = (query: ContentsQuery): Wire.ContentsQuery => {
  const stringFields = sendable(query.stringFields)
  const capacities = sendable(query.maxCapacityStringFields)
  return {
    content_type: query.contentType,
    page: query.page ?? 1,
    per: query.per ?? DEFAULT_PAGE_SIZE,
    ...(query.brandId === undefined ? {} : { brand_id: query.brandId }),
    ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
    ...(query.containsContentIds === undefined ? {} : { contains_content_ids: query.containsContentIds }),
    ...(stringFields === undefined ? {} : { string_fields: stringFields }),
    ...(query.emptyValueKeyFilter === undefined ? {} : { empty_value_key_filter: query.emptyValueKeyFilter }),
    ...(capacities === undefined ? {} : { max_capacity_string_fields: capacities }),
  } as Wire.ContentsQuery
}

/** spec A §3: the wire's item in core's terms (camelCase; a date field's value as its day). */
export const toContentItem = Wire.contentItemFromWire

export const listContents =
  (http: HttpClient) =>
  (query: ContentsQuery): Effect.Effect<ContentPage, HttpError> =>
    Effect.gen(function* () {
      const wireQuery = yield* encodeQuery(toWireQuery(query))
      const answer = yield* exchange(http, { method: "GET", path: CONTENTS_PATH, query: wireQuery }, decodeList)
      const { current_page, total_pages, total_count } = answer.pagination
      return { items: answer.contents.map(toContentItem), pagination: { currentPage: current_page, totalPages: total_pages, totalCount: total_count } }
    })

export const getContent =
  (http: HttpClient) =>
  (slug: string): Effect.Effect<ContentItem, HttpError> =>
    Effect.gen(function* () {
      const params = yield* encodeParams({ slug })
      const answer = yield* exchange(http, { method: "GET", path: contentPath(params.slug) }, decodeOne)
      return toContentItem(answer.content)
    })
