import { Effect, Layer, type Scope } from "effect"
import { describe, expect, it } from "vitest"
import type { ContentItem } from "../content/content-item.ts"
import type { JobVacancy } from "../content/job-vacancy.ts"
import { NO_JOBS, NO_RESULTS } from "../content/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING } from "../screen/view-state.ts"
import {
  benefitsView,
  careerPathsView,
  JOB_BRAND_OPTIONS,
  JOB_CATEGORY_OPTIONS,
  jobsHref,
  jobsView,
  makeCareerPathsModel,
  makeEmployeeBenefitsModel,
  makeJobVacanciesModel,
} from "./careers-model.ts"

const job = (id: number, category: string, brandLinked: 1 | 2 | 3 | 4 | null): JobVacancy => ({
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

let nextId = 100
const field = (fieldableType: "StringField" | "IntegerField" | "BooleanField" | "WriteUpField", key: string, value: string | number | boolean) => ({
  id: nextId++,
  fieldableType,
  key,
  value,
  brandId: null,
})
const s = (key: string, value: string) => field("StringField", key, value)
const n = (key: string, value: number) => field("IntegerField", key, value)
const b = (key: string, value: boolean) => field("BooleanField", key, value)
const item = (contentType: string, fields: ReadonlyArray<ReturnType<typeof field>>): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: [],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
})
const path = (title: string, sequence: number) => item("career_path", [s("title", title), n("sequence", sequence)])
const testimonial = (firstName: string, sequence: number, isActive: boolean) =>
  item("employee_testimonial", [s("first_name", firstName), s("description", `${firstName} says`), n("sequence", sequence), b("is_active", isActive)])
const benefit = (title: string) => item("employee_benefit", [s("kind", "pension"), s("title", title)])
const reward = (title: string) => item("employee_reward", [s("kind", "long_service"), s("title", title)])
const scamAlert = (heading: string) => item("scam_alert", [s("heading", heading)])

const readyItems = (value: ReadonlyArray<ContentItem>) => ({ kind: "ready", value }) as const
const idle = { kind: "idle" } as const
const loading = { kind: "loading" } as const
const failedRead = { kind: "failed" } as const

const runModel = <A>(contents: ReadonlyArray<ContentItem>, body: Effect.Effect<A, never, ContentApi | ResourceCache | Navigation | Scope.Scope>, jobs: ReadonlyArray<JobVacancy> = [], contentsFail = false) => {
  const api = makeContentApiMemory({ contents, jobVacancies: jobs })
  if (contentsFail) api.failNext("contents", new HttpError({ status: 503, message: "Request failed with status code 503" }))
  const navigation = makeNavigationMemory()
  return Effect.runPromise(
    Effect.scoped(Effect.andThen(body, (value) => Effect.as(Effect.yieldNow, value))).pipe(
      Effect.provide(Layer.mergeAll(api.layer, navigation.layer, ResourceCache.layer)),
    ),
  ).then((value) => ({ value, api, navigation }))
}

describe("the career paths page (spec A §2: career path cards, employee testimonials)", () => {
  it("waits for both reads", () => {
    for (const [paths, testimonials] of [
      [idle, readyItems([])],
      [loading, readyItems([])],
      [readyItems([]), idle],
      [readyItems([]), loading],
    ] as const) {
      expect(careerPathsView(paths, testimonials)).toStrictEqual(LOADING)
    }
  })

  it("shows the paths by sequence and the active testimonials by sequence", () => {
    const view = careerPathsView(
      readyItems([path("Chef", 2), path("Manager", 1)]),
      readyItems([testimonial("Thandi", 2, true), testimonial("Sipho", 1, true), testimonial("Old", 0, false)]),
    )
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.paths.map((each) => each.title)).toStrictEqual(["Manager", "Chef"])
    expect(view.value.testimonials.map((each) => each.firstName)).toStrictEqual(["Sipho", "Thandi"])
  })

  it("either alone is shown (a failed read is none); neither says No results", () => {
    expect(careerPathsView(readyItems([path("Chef", 1)]), failedRead)).toMatchObject({ kind: "ready", value: { testimonials: [] } })
    expect(careerPathsView(failedRead, readyItems([testimonial("Thandi", 1, true)]))).toMatchObject({ kind: "ready", value: { paths: [] } })
    expect(careerPathsView(failedRead, readyItems([testimonial("Old", 1, false)]))).toStrictEqual(empty(NO_RESULTS))
    expect(careerPathsView(readyItems([]), readyItems([]))).toStrictEqual(empty(NO_RESULTS))
  })

  it("the model reads the career paths and the employee testimonials", async () => {
    const { value } = await runModel([path("Chef", 1), testimonial("Thandi", 1, true), benefit("Pension")], Effect.map(makeCareerPathsModel(), (model) => model.view))
    expect(value.value).toMatchObject({ kind: "ready", value: { paths: [{ title: "Chef" }], testimonials: [{ firstName: "Thandi" }] } })
  })
})

describe("the employee benefits page (spec A §2: benefits and rewards)", () => {
  it("waits for both reads", () => {
    for (const [benefits, rewards] of [
      [idle, readyItems([])],
      [loading, readyItems([])],
      [readyItems([]), idle],
      [readyItems([]), loading],
    ] as const) {
      expect(benefitsView(benefits, rewards)).toStrictEqual(LOADING)
    }
  })

  it("shows benefits and rewards oldest first (the content answers newest first)", () => {
    const view = benefitsView(readyItems([benefit("Newer"), benefit("Older")]), readyItems([reward("Second"), reward("First")]))
    expect(view.kind).toBe("ready")
    if (view.kind !== "ready") return
    expect(view.value.benefits.map((each) => each.title)).toStrictEqual(["Older", "Newer"])
    expect(view.value.rewards.map((each) => each.title)).toStrictEqual(["First", "Second"])
  })

  it("either alone is shown (a failed read is none); neither says No results", () => {
    expect(benefitsView(readyItems([benefit("Pension")]), failedRead)).toMatchObject({ kind: "ready", value: { rewards: [] } })
    expect(benefitsView(failedRead, readyItems([reward("Long service")]))).toMatchObject({ kind: "ready", value: { benefits: [] } })
    expect(benefitsView(readyItems([]), readyItems([]))).toStrictEqual(empty(NO_RESULTS))
  })

  it("the model reads the employee benefits and rewards", async () => {
    const { value } = await runModel([benefit("Pension"), reward("Long service"), path("Chef", 1)], Effect.map(makeEmployeeBenefitsModel(), (model) => model.view))
    expect(value.value).toStrictEqual({
      kind: "ready",
      value: { benefits: [{ kind: "pension", title: "Pension", description: "" }], rewards: [{ kind: "long_service", title: "Long service", description: "" }] },
    })
  })
})

describe("the job vacancies page's filters and model (spec A §2, §8, §9)", () => {
  it("offers All brands, then every brand by its name", () => {
    expect(JOB_BRAND_OPTIONS).toStrictEqual([
      { value: "", label: "All brands" },
      { value: "city", label: "City" },
      { value: "courtyard", label: "Courtyard" },
      { value: "road", label: "Road Lodge" },
      { value: "town", label: "Town Lodge" },
    ])
    expect(JOB_CATEGORY_OPTIONS[0]).toStrictEqual({ value: "", label: "All categories" })
    expect(JOB_CATEGORY_OPTIONS[3]).toStrictEqual({ value: "front_office", label: "Front Office" })
  })

  it("is loading until the page is read, and keeps the page and the number of pages", () => {
    expect(jobsView(idle, 1)).toStrictEqual(LOADING)
    expect(jobsView(loading, 1)).toStrictEqual(LOADING)
    expect(jobsView({ kind: "ready", value: { jobVacancies: [job(1, "housekeeping", 4)], totalPages: 2 } }, 2)).toMatchObject({
      kind: "ready",
      value: { page: 2, totalPages: 2, pages: [1, 2], cards: [{ id: 1, brandLabel: "Town Lodge" }] },
    })
  })

  it("asks for the page and filters of its address, 12 a page, and shows them as the filters", async () => {
    const jobs = [job(1, "front_office", 3), job(2, "housekeeping", 3), job(3, "front_office", 1)]
    const { value, api } = await runModel(
      [],
      Effect.map(makeJobVacanciesModel({ search: "?brand=road&category=front_office&page=1" }), (model) => ({ view: model.view.value, filters: model.filters })),
      jobs,
    )
    expect(api.calls).toContainEqual({ method: "jobVacancies", args: [{ page: 1, per: 12, brand: "road", category: "front_office" }] })
    expect(value.filters).toStrictEqual({ brand: "road", category: "front_office" })
    expect(value.view).toMatchObject({ kind: "ready", value: { cards: [{ id: 1 }] } })
  })

  it("a brand or category the site does not know is no filter", async () => {
    const { value, api } = await runModel([], Effect.map(makeJobVacanciesModel({ search: "?brand=moon&category=astronaut" }), (model) => model.filters))
    expect(value).toStrictEqual({ brand: "", category: "" })
    expect(api.calls).toContainEqual({ method: "jobVacancies", args: [{ page: 1, per: 12 }] })
  })

  it("filtering opens the first page of the new filters; a page keeps the filters on show", async () => {
    const { navigation } = await runModel(
      [],
      Effect.gen(function* () {
        const model = yield* makeJobVacanciesModel({ search: "?brand=road&category=front_office&page=2" })
        yield* model.filter({ brand: "city", category: "" })
        yield* model.filter({ brand: "moon", category: "housekeeping" })
        yield* model.goToPage(3)
        yield* model.goToPage(1)
      }),
    )
    expect(navigation.visits.map((visit) => visit.to)).toStrictEqual([
      "/our-people/job-vacancies?brand=city",
      "/our-people/job-vacancies?category=housekeeping",
      "/our-people/job-vacancies?brand=road&category=front_office&page=3",
      "/our-people/job-vacancies?brand=road&category=front_office",
    ])
  })

  it("a page of other filters is read again, the same one is read once (shared per address)", async () => {
    const { api } = await runModel(
      [],
      Effect.gen(function* () {
        yield* makeJobVacanciesModel({ search: "?brand=road" })
        yield* Effect.yieldNow
        yield* makeJobVacanciesModel({ search: "?brand=road" })
        yield* makeJobVacanciesModel({ search: "?brand=city" })
      }),
    )
    expect(api.calls.filter((call) => call.method === "jobVacancies").map((call) => call.args)).toStrictEqual([[{ page: 1, per: 12, brand: "road" }], [{ page: 1, per: 12, brand: "city" }]])
  })

  it("shows the content's scam alert block, or none", async () => {
    const withAlert = await runModel([scamAlert("Beware of fake job offers"), scamAlert("Second")], Effect.map(makeJobVacanciesModel({ search: "" }), (model) => model.scamAlert))
    expect(withAlert.value.value).toMatchObject({ heading: "Beware of fake job offers" })
    const without = await runModel([], Effect.map(makeJobVacanciesModel({ search: "" }), (model) => model.scamAlert))
    expect(without.value.value).toBeNull()
    const failed = await runModel([scamAlert("Beware")], Effect.map(makeJobVacanciesModel({ search: "" }), (model) => model.scamAlert), [], true)
    expect(failed.value.value).toBeNull()
    const memory = makeContentApiMemory({ contents: [scamAlert("Beware")] })
    const neverAnswers = Layer.succeed(ContentApi, { ...memory.api, contents: () => Effect.never })
    const whileReading = await Effect.runPromise(
      Effect.scoped(Effect.map(makeJobVacanciesModel({ search: "" }), (model) => model.scamAlert.value)).pipe(
        Effect.provide(Layer.mergeAll(neverAnswers, makeNavigationMemory().layer, ResourceCache.layer)),
      ),
    )
    expect(whileReading).toBeNull()
  })
})
