import { Effect } from "effect"
import * as Wire from "../../contracts/api/jobs.ts"
import type { JobVacanciesQuery } from "../../core/content/job-vacancy.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { JobVacanciesPage } from "../../core/ports/ContentApi.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec A §7 "Job vacancies" (contracts/README.md "Job vacancies", path decided): GET /api/web/job_vacancies. */
export const JOB_VACANCIES_PATH = Wire.JOB_VACANCIES_PATH

const encodeQuery = encodeWith(Wire.JobVacanciesQuery)
const decodeAnswer = decodeWith(Wire.JobVacanciesResponse)

const toWireQuery = (query: JobVacanciesQuery): Wire.JobVacanciesQuery => ({
  page: query.page,
  per: query.per,
  ...(query.brand === undefined ? {} : { brand: query.brand }),
  ...(query.category === undefined ? {} : { category: query.category }),
})

/** spec A §7: the vacancies of a page (jobVacancies) and how many pages there are (pagination.totalPages). */
export const listJobVacancies =
  (http: HttpClient) =>
  (query: JobVacanciesQuery): Effect.Effect<JobVacanciesPage, HttpError> =>
    Effect.gen(function* () {
      const wireQuery = yield* encodeQuery(toWireQuery(query))
      const answer = yield* exchange(http, { method: "GET", path: JOB_VACANCIES_PATH, query: wireQuery }, decodeAnswer)
      return { jobVacancies: answer.job_vacancies.map(Wire.jobVacancyFromWire), totalPages: answer.pagination.total_pages }
    })
