import type * as ContentsWire from "../../contracts/api/contents.ts"
import type * as JobsWire from "../../contracts/api/jobs.ts"
import type { ContentsQuery } from "../../core/content/content-query.ts"
import { CONTENT_TYPES } from "../../core/content/content-types.ts"
import type { JobVacanciesQuery } from "../../core/content/job-vacancy.ts"
import { DEFAULT_PAGE_SIZE } from "../../core/content/pagination.ts"

/**
 * The content and job reads of the pages the server renders (issue 26), between core's terms and the services' wire
 * shapes: what adapters/http/contents.ts and job-vacancies.ts do over HTTP, without the trip.
 */

/** A query no item could answer (a content type the site does not know): undefined, the page's empty state. */
export const wireContentsQuery = (query: ContentsQuery): ContentsWire.ContentsQuery | undefined =>
  (CONTENT_TYPES as ReadonlyArray<string>).includes(query.contentType)
    ? ({
        content_type: query.contentType as ContentsWire.ContentsQuery["content_type"],
        page: query.page ?? 1,
        per: query.per ?? DEFAULT_PAGE_SIZE,
        ...(query.brandId === undefined ? {} : { brand_id: query.brandId }),
        ...(query.hotelId === undefined ? {} : { hotel_id: query.hotelId }),
        ...(query.containsContentIds === undefined ? {} : { contains_content_ids: query.containsContentIds }),
        ...(query.stringFields === undefined ? {} : { string_fields: query.stringFields }),
        ...(query.emptyValueKeyFilter === undefined ? {} : { empty_value_key_filter: query.emptyValueKeyFilter }),
        ...(query.maxCapacityStringFields === undefined ? {} : { max_capacity_string_fields: query.maxCapacityStringFields }),
      } as ContentsWire.ContentsQuery)
    : undefined

export const wireJobVacanciesQuery = (query: JobVacanciesQuery): JobsWire.JobVacanciesQuery =>
  ({
    page: query.page,
    per: query.per,
    ...(query.brand === undefined ? {} : { brand: query.brand }),
    ...(query.category === undefined ? {} : { category: query.category }),
  }) as JobsWire.JobVacanciesQuery
