import { CHARITIES, ESG, ESG_DESCRIPTION } from "../../core/content/company-messages.ts"
import { makeEsgModel } from "../../core/content/about-us-pages.ts"
import { CHARITIES_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ContentPage } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "../kit/card-grid.css"
import "./about.css"

/** spec A §2: the corporate social initiatives, with the way to the charities we support. */
export const EsgPage = () => {
  const page = useScreenModel(makeEsgModel, undefined)
  return (
    <ContentPage title={ESG} intro={ESG_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {(initiatives) => (
        <>
          <ul className="card-grid">
            {initiatives.map((initiative, index) => (
              <li key={initiative.name} className="content-card">
                {initiative.picture === null ? null : <ContentPicture url={initiative.picture.url} alt="" eager={index < 2} />}
                <h2>{initiative.name}</h2>
                <p>{initiative.description}</p>
              </li>
            ))}
          </ul>
          <p className="about-next">
            <AppLink to={CHARITIES_ROUTE} className="button button--secondary">
              {CHARITIES}
            </AppLink>
          </p>
        </>
      )}
    </ContentPage>
  )
}
