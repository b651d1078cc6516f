import { useParams } from "react-router-dom"
import { makeLegalTermModel } from "../../core/legal/legal-hub-model.ts"
import { LEGAL_HUB } from "../../core/legal/messages.ts"
import { LEGAL_HUB_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { LegalDocument } from "./legal-document.tsx"
import "../kit/content-page.css"

/** spec A §2: /legal-hub/{slug}, one terms document, or "No Terms and Conditions available". Its model: core/legal/legal-hub-model.ts. */
export const LegalTermPage = () => {
  const page = useScreenModel(makeLegalTermModel, { slug: useParams().slug ?? "" })
  const head = page.head.value
  return (
    <div className="container content-page">
      {head === null ? null : <PageMeta head={head} />}
      <AppLink to={LEGAL_HUB_ROUTE}>{LEGAL_HUB}</AppLink>
      <AsyncView
        state={page.view.value}
        loading={<Skeleton height="16rem" />}
        empty={(message) => (
          <>
            <h1 className="content-page__title">{LEGAL_HUB}</h1>
            <div className="empty-state" role="status">
              <p className="empty-state__title">{message}</p>
            </div>
          </>
        )}
      >
        {(term) => <LegalDocument section={term} headingLevel={1} />}
      </AsyncView>
    </div>
  )
}
