import { useLocation } from "react-router-dom"
import { JOB_BRAND_OPTIONS, JOB_CATEGORY_OPTIONS, makeJobVacanciesModel } from "../../core/careers/careers-model.ts"
import { APPLY, applyLabel, BRAND_FILTER, CATEGORY_FILTER, closesOn, JOB_FILTERS, JOB_PAGES, JOB_VACANCIES, SHOW_JOBS } from "../../core/careers/messages.ts"
import { JOB_BRAND_PARAM, JOB_CATEGORY_PARAM } from "../../core/content/job-vacancy.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { FilterForm } from "../kit/filter-form.tsx"
import { Notice } from "../kit/notice.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Select } from "../kit/select.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CareersNav } from "./careers-nav.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"
import "./careers.css"

/**
 * spec A §2: the job vacancies page: the brand and category filters (a form that works without script too), 12 a
 * page with the spec's pagination bar, the scam alert block, "No jobs available", each job's link. Its model:
 * core/careers/careers-model.ts.
 */
export const JobVacanciesPage = () => {
  const page = useScreenModel(makeJobVacanciesModel, { search: useLocation().search })
  const scamAlert = page.scamAlert.value
  const filterWith = (data: FormData) => {
    page.filter({ brand: String(data.get(JOB_BRAND_PARAM) ?? ""), category: String(data.get(JOB_CATEGORY_PARAM) ?? "") })
  }
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{JOB_VACANCIES}</h1>
      <CareersNav />
      {scamAlert === null ? null : (
        <Notice tone="warning" title={scamAlert.heading}>
          <RichText html={scamAlert.writeUp} />
        </Notice>
      )}
      <FilterForm className="job-filters" label={JOB_FILTERS} onFilter={filterWith}>
        {(refilter) => (
          <>
            <Select name={JOB_BRAND_PARAM} label={BRAND_FILTER} value={page.filters.brand} options={JOB_BRAND_OPTIONS} onChange={refilter} />
            <Select name={JOB_CATEGORY_PARAM} label={CATEGORY_FILTER} value={page.filters.category} options={JOB_CATEGORY_OPTIONS} onChange={refilter} />
            <Button type="submit" variant="secondary">
              {SHOW_JOBS}
            </Button>
          </>
        )}
      </FilterForm>
      <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
        {({ cards, page: current, totalPages, pages }) => (
          <>
            <ul className="card-grid">
              {cards.map((job) => (
                <li key={job.id} className="content-card">
                  <h2>{job.jobTitle}</h2>
                  <p className="content-card__meta">
                    {job.brandLabel} · {job.category}
                  </p>
                  <p>{closesOn(job.expiry)}</p>
                  {job.link === "" ? null : (
                    <a className="button button--secondary button--small" href={job.link} target="_blank" rel="noopener noreferrer" aria-label={applyLabel(job.jobTitle)}>
                      {APPLY}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={current} pageCount={totalPages} pages={pages} label={JOB_PAGES} onPage={page.goToPage} />
          </>
        )}
      </AsyncView>
    </div>
  )
}
