import { Effect } from "effect"
import { Hono } from "hono"
import { JOB_VACANCIES_PATH, JobVacanciesQuery, JobVacanciesResponse } from "../../contracts/api/jobs.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, queryDecoder } from "../http/runtime.ts"
import { JobVacancyService } from "./JobVacancyService.ts"

/**
 * Job vacancies (contracts/README.md "Job vacancies"), mounted at /api/web/job_vacancies:
 *   GET / → 200 `{ job_vacancies: [JobVacancy], pagination }`; 422 for a bad page, per, brand or category.
 */

export const JOB_ROUTES_PATH = JOB_VACANCIES_PATH

const decodeQuery = queryDecoder(JobVacanciesQuery)
const answerVacancies = jsonAnswer(JobVacanciesResponse)

const listVacancies = Effect.fnUntraced(function* (c: AppContext) {
  const query = yield* decodeQuery(c)
  return yield* answerVacancies(c, yield* JobVacancyService.use((jobs) => jobs.list(query)))
})

export const makeJobRoutes = (http: HttpRuntime<JobVacancyService>): Hono<AppEnv> => new Hono<AppEnv>().get("/", (c) => http.respond(c, listVacancies(c)))
