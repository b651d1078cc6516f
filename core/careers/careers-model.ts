import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { type BrandKey } from "../booking/hotel.ts"
import { BRAND_LABELS } from "../content/brands.ts"
import type { CareerPath, EmployeeBenefit, EmployeeReward } from "../content/company-content.ts"
import type { ContentItem } from "../content/content-item.ts"
import { careerPathOf, contentSectionOf, employeeBenefitOf, employeeRewardOf, employeeTestimonialOf, entitiesOf } from "../content/content-entities.ts"
import type { ContentSection } from "../content/content-section.ts"
import { bySequence } from "../content/faq.ts"
import { JOB_CATEGORIES, jobCategoryKey } from "../content/job-category.ts"
import { JOB_BRAND_PARAM, JOB_CATEGORY_PARAM, type JobFilters, type JobVacanciesQuery, jobVacanciesQueryFromParams, jobVacanciesView, type JobVacancyCard } from "../content/job-vacancy.ts"
import { allContentsId, loadAllContents } from "../content/load-all-contents.ts"
import { loadJobVacancies, NO_JOB_VACANCIES_PAGE } from "../content/load-content.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { PAGE_PARAM, pageWindow, type PageWindowItem } from "../content/pagination.ts"
import { shownTestimonials, type EmployeeTestimonial } from "../content/testimonials.ts"
import { hrefWith } from "../content/url-search.ts"
import type { ContentApi, JobVacanciesPage } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { JOB_VACANCIES_ROUTE } from "../routes.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { ALL_BRANDS } from "../hotels/messages.ts"
import { ALL_CATEGORIES, GROUP_WIDE } from "./messages.ts"

/**
 * The careers pages (spec A §2): /our-people/career-paths (career path cards, employee testimonials),
 * /our-people/employee-benefits (benefits and rewards) and the job vacancies page (brand and category filters in the
 * URL, 12 a page, the spec's pagination bar, the scam alert block, "No jobs available", each job's link).
 */

type Items = ResourceState<ReadonlyArray<ContentItem>>

const bothRead = (a: Items, b: Items): readonly [ReadonlyArray<ContentItem>, ReadonlyArray<ContentItem>] | null =>
  a.kind === "idle" || a.kind === "loading" || b.kind === "idle" || b.kind === "loading"
    ? null
    : [a.kind === "ready" ? a.value : [], b.kind === "ready" ? b.value : []]

const readAll = (contentType: string) => makeResource({ key: fixedKey(contentType), load: loadAllContents, shared: { id: allContentsId } })

export interface CareerPathsContent {
  readonly paths: ReadonlyArray<CareerPath>
  readonly testimonials: ReadonlyArray<EmployeeTestimonial>
}

/** The career paths by sequence and the active employee testimonials by sequence; neither is "No results". */
export const careerPathsView = (paths: Items, testimonials: Items): ViewState<CareerPathsContent> => {
  const read = bothRead(paths, testimonials)
  if (read === null) return LOADING
  const content = { paths: bySequence(entitiesOf(read[0], careerPathOf)), testimonials: shownTestimonials(entitiesOf(read[1], employeeTestimonialOf)) }
  return content.paths.length === 0 && content.testimonials.length === 0 ? empty(NO_RESULTS) : ready(content)
}

export const makeCareerPathsModel = (): Effect.Effect<{ readonly view: ReadonlySignal<ViewState<CareerPathsContent>> }, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const paths = yield* readAll("career_path")
    const testimonials = yield* readAll("employee_testimonial")
    return { view: computed(() => careerPathsView(paths.state.value, testimonials.state.value)) }
  })

export interface BenefitsContent {
  readonly benefits: ReadonlyArray<EmployeeBenefit>
  readonly rewards: ReadonlyArray<EmployeeReward>
}

/** The benefits and the rewards, in the order the content gives them (oldest first: as the editor added them). */
export const benefitsView = (benefits: Items, rewards: Items): ViewState<BenefitsContent> => {
  const read = bothRead(benefits, rewards)
  if (read === null) return LOADING
  const content = { benefits: entitiesOf([...read[0]].reverse(), employeeBenefitOf), rewards: entitiesOf([...read[1]].reverse(), employeeRewardOf) }
  return content.benefits.length === 0 && content.rewards.length === 0 ? empty(NO_RESULTS) : ready(content)
}

export const makeEmployeeBenefitsModel = (): Effect.Effect<{ readonly view: ReadonlySignal<ViewState<BenefitsContent>> }, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const benefits = yield* readAll("employee_benefit")
    const rewards = yield* readAll("employee_reward")
    return { view: computed(() => benefitsView(benefits.state.value, rewards.state.value)) }
  })

export interface FilterOption {
  readonly value: string
  readonly label: string
}

export const JOB_BRAND_OPTIONS: ReadonlyArray<FilterOption> = [
  { value: "", label: ALL_BRANDS },
  ...(Object.entries(BRAND_LABELS) as ReadonlyArray<readonly [BrandKey, string]>).map(([value, label]) => ({ value, label })),
]

/** spec A §9: the job categories by their names, each keyed as vacancies hold it. */
export const JOB_CATEGORY_OPTIONS: ReadonlyArray<FilterOption> = [{ value: "", label: ALL_CATEGORIES }, ...JOB_CATEGORIES.map((label) => ({ value: jobCategoryKey(label), label }))]

export interface JobCard extends JobVacancyCard {
  readonly brandLabel: string
}

export interface JobsContent {
  readonly cards: ReadonlyArray<JobCard>
  readonly page: number
  readonly totalPages: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

/** The vacancies page's address: its filters and page, blank ones and page 1 left out. */
export const jobsHref = (filters: JobFilters, page: number): string =>
  hrefWith(JOB_VACANCIES_ROUTE, { [JOB_BRAND_PARAM]: filters.brand, [JOB_CATEGORY_PARAM]: filters.category, [PAGE_PARAM]: page > 1 ? String(page) : undefined })

/** spec A §8, §9: a page of vacancies with the pagination bar, or "No jobs available". */
export const jobsView = (read: ResourceState<JobVacanciesPage>, page: number): ViewState<JobsContent> => {
  if (read.kind === "idle" || read.kind === "loading") return LOADING
  const answer = read.kind === "ready" ? read.value : NO_JOB_VACANCIES_PAGE
  const view = jobVacanciesView(answer.jobVacancies)
  if (view.kind === "empty") return empty(view.message)
  return ready({
    cards: view.cards.map((card) => ({ ...card, brandLabel: card.brand === null ? GROUP_WIDE : BRAND_LABELS[card.brand] })),
    page,
    totalPages: answer.totalPages,
    pages: pageWindow(page, answer.totalPages),
  })
}

export interface JobVacanciesModel {
  readonly view: ReadonlySignal<ViewState<JobsContent>>
  /** spec A §2: the scam alert block, null when the content has none. */
  readonly scamAlert: ReadonlySignal<ContentSection | null>
  readonly filters: { readonly brand: string; readonly category: string }
  /** The first page of the vacancies the filters pick (a new address: Back returns). */
  readonly filter: (filters: { readonly brand: string; readonly category: string }) => Effect.Effect<void>
  readonly goToPage: (page: number) => Effect.Effect<void>
}

const filtersOf = (brand: string, category: string): JobFilters => {
  const query = jobVacanciesQueryFromParams({ [JOB_BRAND_PARAM]: brand, [JOB_CATEGORY_PARAM]: category })
  return { ...(query.brand === undefined ? {} : { brand: query.brand }), ...(query.category === undefined ? {} : { category: query.category }) }
}

export const makeJobVacanciesModel = (input: { readonly search: string }): Effect.Effect<JobVacanciesModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation
    const query: JobVacanciesQuery = jobVacanciesQueryFromParams(Object.fromEntries(new URLSearchParams(input.search)))
    const jobs = yield* makeResource({ key: fixedKey(query), load: loadJobVacancies, shared: { id: (key) => `job-vacancies:${JSON.stringify(key)}` } })
    const alerts = yield* readAll("scam_alert")
    const current: JobFilters = filtersOf(query.brand ?? "", query.category ?? "")
    return {
      view: computed(() => jobsView(jobs.state.value, query.page)),
      scamAlert: computed(() => (alerts.state.value.kind === "ready" ? (entitiesOf(alerts.state.value.value, contentSectionOf)[0] ?? null) : null)),
      filters: { brand: query.brand ?? "", category: query.category ?? "" },
      filter: (next) => navigation.go(jobsHref(filtersOf(next.brand, next.category), 1)),
      goToPage: (page) => navigation.go(jobsHref(current, page)),
    }
  })
