import { makeCareerPathsModel } from "../../core/careers/careers-model.ts"
import { CAREER_PATHS, WHAT_OUR_PEOPLE_SAY } from "../../core/careers/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CareersNav } from "./careers-nav.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"
import "./careers.css"

/** spec A §2: /our-people/career-paths, the career path cards and the employee testimonials. Its model: core/careers/careers-model.ts. */
export const CareerPathsPage = () => {
  const page = useScreenModel(makeCareerPathsModel, undefined)
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{CAREER_PATHS}</h1>
      <CareersNav />
      <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
        {({ paths, testimonials }) => (
          <>
            <ul className="card-grid">
              {paths.map((path) => (
                <li key={path.title} className="content-card content-card--media">
                  {path.image === null ? null : <img className="content-card__image" src={path.image.url} alt="" width={480} height={320} loading="lazy" decoding="async" />}
                  <h2>{path.title}</h2>
                  <p>{path.description}</p>
                </li>
              ))}
            </ul>
            {testimonials.length === 0 ? null : (
              <section className="content-page__section" aria-labelledby="careers-people">
                <h2 id="careers-people">{WHAT_OUR_PEOPLE_SAY}</h2>
                <ul className="card-grid">
                  {testimonials.map((person) => (
                    <li key={`${person.firstName} ${person.lastName}`} className="content-card careers-person">
                      {person.image === null ? <span /> : <img src={person.image.url} alt="" width={64} height={64} loading="lazy" decoding="async" />}
                      <figure className="content-page__section">
                        <blockquote>{person.description}</blockquote>
                        <figcaption className="content-card__meta">
                          {person.firstName} {person.lastName}, {person.title}
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </AsyncView>
    </div>
  )
}
