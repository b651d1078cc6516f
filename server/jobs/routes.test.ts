import { Effect, Schema } from "effect"
import type { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { JobVacanciesResponse } from "../../contracts/api/jobs.ts"
import { today } from "../../core/time/clock.ts"
import { testConfig } from "../config.ts"
import { jobVacancies } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import type { HttpRuntime } from "../http/runtime.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"

/**
 * Job vacancies (GET /api/web/job_vacancies) over the app as server/main.ts builds it, on vacancies this file writes
 * (dates counted from the hotels' today).
 */

let database: TestDatabase
let app: Hono
let http: HttpRuntime<unknown>
const day = Effect.runSync(today)
const daysFromToday = (days: number) => day.add({ days }).toString()

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: ["801", "802"] } })
  const built = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")
  app = built.app as unknown as Hono
  http = built.http as HttpRuntime<unknown>
  const job = (jobTitle: string, category: string, brandId: number | null, expiry: number, age: number) => ({
    jobTitle,
    description: `${jobTitle}: join us.`,
    category,
    brandId,
    expiryDate: daysFromToday(expiry),
    link: `https://careers.karoohotels.example/${jobTitle.toLowerCase().replaceAll(" ", "-")}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) - age * 86_400_000),
  })
  await database.db.insert(jobVacancies).values([
    job("Night auditor", "front_office", 1, 10, 1),
    job("Front office agent", "front_office", 1, 0, 2),
    job("Reservations agent", "front_office", 1, -1, 3),
    job("Chef de partie", "food_and_beverage", 2, 30, 4),
    job("Payroll administrator", "support_services", null, 30, 5),
    ...Array.from({ length: 14 }, (_, index) => job(`Room attendant ${index + 1}`, "housekeeping", 3, 20, 10 + index)),
  ])
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})

const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("GET /api/web/job_vacancies", () => {
  const vacancies = async (query: string) => {
    const answer = await get(`/api/web/job_vacancies?${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return Schema.decodeUnknownSync(JobVacanciesResponse)(answer.body)
  }
  const titles = (page: JobVacanciesResponse) => page.job_vacancies.map((job) => job.job_title)

  it("lists the open vacancies of a brand and category, newest first, open through their expiry day and never after", async () => {
    const page = await vacancies("brand=city&category=front_office")
    expect(titles(page)).toStrictEqual(["Night auditor", "Front office agent"])
    expect(page.job_vacancies[1]).toStrictEqual({
      id: page.job_vacancies[1]!.id,
      job_title: "Front office agent",
      description: "Front office agent: join us.",
      category: "front_office",
      brand_linked: 1,
      expiry_date: daysFromToday(0),
      link: "https://careers.karoohotels.example/front-office-agent",
    })
  })

  it("pages 12 at a time by default, with the total pages", async () => {
    const first = await vacancies("brand=road")
    expect(first.job_vacancies).toHaveLength(12)
    expect(first.pagination).toStrictEqual({ current_page: 1, total_pages: 2, total_count: 14 })
    expect(titles(await vacancies("brand=road&page=2"))).toStrictEqual(["Room attendant 13", "Room attendant 14"])
  })

  it("lists the group's own vacancies with no brand, and every open one without filters", async () => {
    const all = await vacancies("per=100")
    expect(all.pagination.total_count).toBe(18)
    expect(all.job_vacancies.find((job) => job.job_title === "Payroll administrator")?.brand_linked).toBeNull()
    expect(titles(all)).not.toContain("Reservations agent")
  })

  it("answers 422 for an unknown brand or category and a bad page", async () => {
    const answer = await get("/api/web/job_vacancies?brand=hilton&category=Front%20Office&page=0")
    expect(answer.status).toBe(422)
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toStrictEqual(["brand", "category", "page"])
  })
})
