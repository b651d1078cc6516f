import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { JOB_CATEGORY_KEYS, JobVacancy, jobVacanciesQueryFromParams, jobVacanciesView, jobVacancyCard } from "./job-vacancy.ts"

const job: JobVacancy = {
  id: 8,
  jobTitle: "Front Office Manager",
  description: "Lead the front desk",
  category: "front_office",
  brandLinked: 2,
  expiryDate: "2026-03-01",
  link: "https://careers.example/8",
}

describe("job vacancy", () => {
  it("holds the spec's fields", () => {
    expect(Schema.decodeUnknownSync(JobVacancy)(job)).toEqual(job)
    expect(Schema.decodeUnknownOption(JobVacancy)({ ...job, expiryDate: "01/03/2026" })._tag).toBe("None")
  })

  it("shows its category with spaces, its expiry as DD/MM/YYYY and its brand", () => {
    expect(jobVacancyCard(job)).toStrictEqual({
      id: 8,
      jobTitle: "Front Office Manager",
      category: "Front Office",
      expiry: "01/03/2026",
      brand: "courtyard",
      link: "https://careers.example/8",
    })
  })

  it("shows no brand for a vacancy of the group", () => {
    expect(jobVacancyCard({ ...job, brandLinked: null }).brand).toBeNull()
  })
})

describe("job vacancies page", () => {
  it("filters by the spec's categories", () => {
    expect(JOB_CATEGORY_KEYS).toEqual(["food_and_beverage", "housekeeping", "front_office", "management", "support_services"])
  })

  it("asks for 12 vacancies a page, filtered by the brand and category in the URL", () => {
    expect(jobVacanciesQueryFromParams({ page: "2", brand: "town", category: "housekeeping" })).toStrictEqual({
      page: 2,
      per: 12,
      brand: "town",
      category: "housekeeping",
    })
  })

  it("asks for page 1 of all vacancies without filters", () => {
    expect(jobVacanciesQueryFromParams({})).toStrictEqual({ page: 1, per: 12 })
  })

  it("ignores an unknown brand or category and a bad page", () => {
    expect(jobVacanciesQueryFromParams({ page: "zero", brand: "hilton", category: "spa", other: "x" })).toStrictEqual({ page: 1, per: 12 })
    expect(jobVacanciesQueryFromParams({ brand: "", category: "" })).toStrictEqual({ page: 1, per: 12 })
  })

  it("shows 'No jobs available' when there are none", () => {
    expect(jobVacanciesView([])).toEqual({ kind: "empty", message: "No jobs available" })
    expect(jobVacanciesView([job])).toEqual({ kind: "ready", cards: [jobVacancyCard(job)] })
  })
})
