import { Schema } from "effect"
import { JOB_CATEGORY_KEYS, type JobVacancy as CoreJobVacancy } from "../../core/content/job-vacancy.ts"
import { JOBS_PER_PAGE } from "../../core/content/page-sizes.ts"
import { CalendarDate, OneOf, Pagination, pagingQueryFields, WireStruct } from "./common.ts"
import { ALWAYS, API_PATH, type Endpoint } from "./endpoint.ts"
import { BRAND_IDS, BRAND_KEYS } from "./hotels.ts"

/**
 * Job vacancies (spec A §2 job vacancies page, §3 Job vacancy, §7 "Job vacancies: get with page, 12 per page, brand,
 * category; returns jobVacancies and pagination.totalPages (path not shown)"). Decision: `GET /api/web/job_vacancies`,
 * its answer in the wire's snake_case (`job_vacancies`, `pagination.total_pages`) as every answer of this API.
 */

export const JOB_VACANCIES_PATH = `${API_PATH}/job_vacancies`

/** spec A §9: the job categories as keys (underscores for spaces: "front_office"). */
const JobCategory = OneOf(JOB_CATEGORY_KEYS as unknown as readonly [string, ...Array<string>])

/** spec A §7: page (from 1), per (default 12, at most 100), brand (a brand key) and category (a category key). */
export const JobVacanciesQuery = WireStruct({
  ...pagingQueryFields(JOBS_PER_PAGE),
  brand: Schema.optionalKey(OneOf(BRAND_KEYS)),
  category: Schema.optionalKey(JobCategory),
}).annotate({ identifier: "JobVacanciesQuery" })
export type JobVacanciesQuery = typeof JobVacanciesQuery.Type

/** spec A §3: a vacancy; `brand_linked` is a brand id, null for a post of the group; open until `expiry_date` (inclusive). */
export const JobVacancy = Schema.Struct({
  id: Schema.Int,
  job_title: Schema.String,
  description: Schema.String,
  category: Schema.Literals(JOB_CATEGORY_KEYS as unknown as readonly [string, ...Array<string>]),
  brand_linked: Schema.NullOr(Schema.Literals(BRAND_IDS)),
  expiry_date: CalendarDate(),
  link: Schema.String,
}).annotate({ identifier: "JobVacancy" })
export type JobVacancy = typeof JobVacancy.Type

/** `{ "job_vacancies": [JobVacancy], "pagination": {...} }`: the open vacancies, newest first. */
export const JobVacanciesResponse = Schema.Struct({
  job_vacancies: Schema.Array(JobVacancy),
  pagination: Pagination,
}).annotate({ identifier: "JobVacanciesResponse" })
export type JobVacanciesResponse = typeof JobVacanciesResponse.Type

export const jobEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "listJobVacancies",
    method: "GET",
    path: JOB_VACANCIES_PATH,
    tag: "Job vacancies",
    summary: "The open job vacancies, a page at a time, filtered by brand and category",
    query: JobVacanciesQuery,
    success: { status: 200, description: "One page of open vacancies, newest first, and the pagination.", body: JobVacanciesResponse },
    errors: [422, ...ALWAYS],
  },
]

/** spec A §3: a vacancy in core's terms, for the browser's adapter and the server's render alike. */
export const jobVacancyFromWire = (job: JobVacancy): CoreJobVacancy => ({
  id: job.id,
  jobTitle: job.job_title,
  description: job.description,
  category: job.category,
  brandLinked: job.brand_linked,
  expiryDate: job.expiry_date,
  link: job.link,
})
