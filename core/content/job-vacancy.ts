import { Schema } from "effect"
import { BRAND_KEYS, BrandId, BrandKey } from "../booking/hotel.ts"
import { formatDate } from "../time/format.ts"
import { IsoDate } from "../time/iso-date.ts"
import { jobCategoryKey, jobCategoryLabel, JOB_CATEGORIES } from "./job-category.ts"
import { NO_JOBS } from "./messages.ts"
import { JOBS_PER_PAGE } from "./page-sizes.ts"
import { pageFromParam, PAGE_PARAM } from "./pagination.ts"

/** spec A §3: a job vacancy; `category` is snake_case ("front_office"), `brandLinked` null for the group. */
export const JobVacancy = Schema.Struct({
  id: Schema.Int,
  jobTitle: Schema.String,
  description: Schema.String,
  category: Schema.String,
  brandLinked: Schema.NullOr(BrandId),
  expiryDate: IsoDate,
  link: Schema.String,
})
export type JobVacancy = typeof JobVacancy.Type

/** What a vacancy card shows. */
export interface JobVacancyCard {
  readonly id: number
  readonly jobTitle: string
  /** spec A §3: underscores shown as spaces ("Front Office"). */
  readonly category: string
  /** spec A §9: the expiry as DD/MM/YYYY. */
  readonly expiry: string
  readonly brand: BrandKey | null
  readonly link: string
}

export const jobVacancyCard = (job: JobVacancy): JobVacancyCard => ({
  id: job.id,
  jobTitle: job.jobTitle,
  category: jobCategoryLabel(job.category),
  expiry: formatDate(job.expiryDate, "DD/MM/YYYY"),
  brand: job.brandLinked === null ? null : BRAND_KEYS[job.brandLinked],
  link: job.link,
})

/** spec A §2: the vacancies page filters, read from and written to the URL. */
export interface JobFilters {
  readonly brand?: BrandKey
  /** A category key, as vacancies hold it ("front_office"). */
  readonly category?: string
}

/** spec A §7: the job vacancies call takes page, 12 per page, brand and category. */
export interface JobVacanciesQuery extends JobFilters {
  readonly page: number
  readonly per: number
}

export const JOB_BRAND_PARAM = "brand"
export const JOB_CATEGORY_PARAM = "category"

/** The category keys the filter offers, from the spec's category names. */
export const JOB_CATEGORY_KEYS: ReadonlyArray<string> = JOB_CATEGORIES.map(jobCategoryKey)

/**
 * The filters and page the vacancies page's URL holds; an unknown brand or category, or a blank
 * one, filters nothing; a bad page is page 1.
 */
export const jobVacanciesQueryFromParams = (params: Readonly<Record<string, string | undefined>>): JobVacanciesQuery => {
  const brand = params[JOB_BRAND_PARAM]
  const category = JOB_CATEGORY_KEYS.find((key) => key === params[JOB_CATEGORY_PARAM])
  return {
    page: pageFromParam(params[PAGE_PARAM]),
    per: JOBS_PER_PAGE,
    ...(Schema.is(BrandKey)(brand) ? { brand } : {}),
    ...(category === undefined ? {} : { category }),
  }
}

export type JobVacanciesView =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly cards: ReadonlyArray<JobVacancyCard> }

/** spec A §8: the vacancies of a page, or "No jobs available". */
export const jobVacanciesView = (jobs: ReadonlyArray<JobVacancy>): JobVacanciesView =>
  jobs.length === 0 ? { kind: "empty", message: NO_JOBS } : { kind: "ready", cards: jobs.map(jobVacancyCard) }
