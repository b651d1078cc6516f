import { and, count, desc, eq, gte, type SQL } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { paginationOf } from "../../contracts/api/common.ts"
import type { JobVacanciesQuery, JobVacanciesResponse, JobVacancy } from "../../contracts/api/jobs.ts"
import { BRAND_IDS } from "../../core/booking/hotel.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { Db } from "../db/Db.ts"
import { jobVacancies } from "../db/schema.ts"
import { safeAddress } from "../http/rich-text.ts"

/**
 * Job vacancies (spec A §2, §3, §7; contracts/README.md "Job vacancies"): the open ones, newest first, a page at a
 * time, filtered by brand and category. A vacancy is open until the end of its expiry date on the hotels' clock;
 * expired vacancies are kept and never listed.
 */

export interface JobVacancyServiceShape {
  readonly list: (query: JobVacanciesQuery) => Effect.Effect<JobVacanciesResponse>
}

type Row = typeof jobVacancies.$inferSelect

const toWire = (row: Row): JobVacancy => ({
  id: row.id,
  job_title: row.jobTitle,
  description: row.description,
  category: row.category,
  brand_linked: row.brandId === null ? null : (row.brandId as JobVacancy["brand_linked"]),
  expiry_date: row.expiryDate,
  // Stored as an editor gave it; an address a browser could not follow safely reads as none ("").
  link: safeAddress(row.link) ?? "",
})

export class JobVacancyService extends Context.Service<JobVacancyService, JobVacancyServiceShape>()("hotel/server/JobVacancyService") {
  static readonly layer: Layer.Layer<JobVacancyService, never, Db> = Layer.effect(
    JobVacancyService,
    Effect.gen(function* () {
      const database = yield* Db
      const today = Effect.map(Clock.currentTimeMillis, (millis) => zonedAt(millis).toPlainDate().toString())

      const list = Effect.fn("JobVacancyService.list")(function* (query: JobVacanciesQuery) {
        const filters: Array<SQL> = [gte(jobVacancies.expiryDate, yield* today)]
        if (query.brand !== undefined) filters.push(eq(jobVacancies.brandId, BRAND_IDS[query.brand]))
        if (query.category !== undefined) filters.push(eq(jobVacancies.category, query.category))
        const where = and(...filters)
        const [rows, total] = yield* database
          .query((db) =>
            Promise.all([
              db
                .select()
                .from(jobVacancies)
                .where(where)
                .orderBy(desc(jobVacancies.createdAt), desc(jobVacancies.id))
                .limit(query.per)
                .offset((query.page - 1) * query.per),
              db.select({ total: count() }).from(jobVacancies).where(where),
            ]),
          )
          .pipe(Effect.orDie)
        return { job_vacancies: rows.map(toWire), pagination: paginationOf(query.page, query.per, total[0]?.total ?? 0) }
      })

      return JobVacancyService.of({ list })
    }),
  )
}
