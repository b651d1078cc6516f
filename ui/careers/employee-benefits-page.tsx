import { makeEmployeeBenefitsModel } from "../../core/careers/careers-model.ts"
import { BENEFITS, EMPLOYEE_BENEFITS, REWARDS } from "../../core/careers/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CareersNav } from "./careers-nav.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"
import "./careers.css"

/** spec A §2: /our-people/employee-benefits, the benefits and the rewards. Its model: core/careers/careers-model.ts. */
export const EmployeeBenefitsPage = () => {
  const page = useScreenModel(makeEmployeeBenefitsModel, undefined)
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{EMPLOYEE_BENEFITS}</h1>
      <CareersNav />
      <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
        {({ benefits, rewards }) =>
          [
            { id: "careers-benefits", title: BENEFITS, items: benefits },
            { id: "careers-rewards", title: REWARDS, items: rewards },
          ].map((group) =>
            group.items.length === 0 ? null : (
              <section key={group.id} className="content-page__section" aria-labelledby={group.id}>
                <h2 id={group.id}>{group.title}</h2>
                <ul className="card-grid">
                  {group.items.map((item) => (
                    <li key={item.kind} className="content-card">
                      <h3>{item.title}</h3>
                      <p>{item.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )
        }
      </AsyncView>
    </div>
  )
}
