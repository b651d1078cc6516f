import { describe, expect, it } from "vitest"
import { NO_JOBS } from "../content/messages.ts"
import { JOB_CATEGORY_OPTIONS, jobsHref, jobsView } from "./careers-model.ts"

const job = (id: number, category: string, brandLinked: 1 | 2 | 3 | 4 | null) => ({
  id,
  jobTitle: `Job ${id}`,
  description: "",
  category,
  brandLinked,
  expiryDate: "2026-12-31",
  link: `https://jobs.example/${id}`,
})

describe("the job vacancies page (spec A §2, §8, §9)", () => {
  it("shows each job's category with underscores as spaces, its brand, expiry as DD/MM/YYYY and the pagination window", () => {
    const view = jobsView({ kind: "ready", value: { jobVacancies: [job(1, "front_office", 2), job(2, "food_and_beverage", null)], totalPages: 5 } }, 1)
    expect(view).toMatchObject({
      kind: "ready",
      value: {
        cards: [
          { category: "Front Office", brandLabel: "Courtyard", expiry: "31/12/2026" },
          { category: "Food and Beverage", brandLabel: "Karoo Hotels" },
        ],
        pages: [1, 2, 3, "gap"],
      },
    })
  })

  it("no vacancies, or a failed read, says No jobs available", () => {
    expect(jobsView({ kind: "ready", value: { jobVacancies: [], totalPages: 0 } }, 1)).toEqual({ kind: "empty", message: NO_JOBS })
    expect(jobsView({ kind: "failed" }, 1)).toEqual({ kind: "empty", message: NO_JOBS })
  })

  it("keeps the filters and the page in the URL, page 1 left out", () => {
    expect(jobsHref({ brand: "road", category: "front_office" }, 1)).toBe("/our-people/job-vacancies?brand=road&category=front_office")
    expect(jobsHref({}, 3)).toBe("/our-people/job-vacancies?page=3")
  })

  it("offers the spec's five job categories", () => {
    expect(JOB_CATEGORY_OPTIONS.slice(1).map((option) => option.label)).toEqual(["Food and Beverage", "Housekeeping", "Front Office", "Management", "Support Services"])
  })
})
