import { useLocation } from "react-router-dom"
import { LEGAL_HUB_SECTION_PARAM } from "../../core/content/legal-hub.ts"
import { makeLegalHubModel } from "../../core/legal/legal-hub-model.ts"
import { LEGAL_DOCUMENTS, LEGAL_HUB, READ_DOCUMENT, SEARCH_LEGAL_HUB } from "../../core/legal/messages.ts"
import { LEGAL_HUB_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { SearchBox } from "../kit/search-box.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { LegalDocument } from "./legal-document.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"

/**
 * spec A §2: /legal-hub, the terms documents; `name` selects a section (name=reservations: the reservations
 * cancellation policy) and holds the search text. Its model: core/legal/legal-hub-model.ts.
 */
export const LegalHubPage = () => {
  const page = useScreenModel(makeLegalHubModel, { search: useLocation().search })
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{LEGAL_HUB}</h1>
      <SearchBox label={SEARCH_LEGAL_HUB} name={LEGAL_HUB_SECTION_PARAM} action={LEGAL_HUB_ROUTE} value={page.text.value} onType={page.search} />
      <AsyncView state={page.view.value} loading={<Skeleton height="16rem" />}>
        {({ selected, cards }) => (
          <>
            {selected === null ? null : <LegalDocument section={selected} headingLevel={2} />}
            <section className="content-page__section" aria-labelledby="legal-documents">
              <h2 id="legal-documents">{LEGAL_DOCUMENTS}</h2>
              <ul className="card-grid">
                {cards.map((card) => (
                  <li key={card.slug} className="content-card">
                    <h3>{card.name}</h3>
                    {card.subName === null ? null : <p className="content-card__meta">{card.subName}</p>}
                    <AppLink to={card.href} aria-label={card.linkLabel}>
                      {READ_DOCUMENT}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </AsyncView>
    </div>
  )
}
