import { useLocation } from "react-router-dom"
import { SEARCH_PARAM } from "../../core/content/search-as-you-type.ts"
import { makeMediaListModel, type MediaSection, mediaSectionOfPath, mediaSectionPath } from "../../core/media/media-model.ts"
import { mediaPagesLabel, READ_MORE, searchSectionLabel } from "../../core/media/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { SearchBox } from "../kit/search-box.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { MediaSidePanel } from "./media-side-panel.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"

/** The cards above the fold load at once; the rest when scrolled to. */
const EAGER_CARDS = 2

const MediaList = ({ section, search }: { readonly section: MediaSection; readonly search: string }) => {
  const page = useScreenModel(makeMediaListModel, { section, search })
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{page.title}</h1>
      <div className="content-page__columns">
        <div className="content-page__section">
          <SearchBox label={searchSectionLabel(page.title)} name={SEARCH_PARAM} action={mediaSectionPath(section)} value={page.text.value} onType={page.search} />
          <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
            {({ cards, page: current, totalPages, pages }) => (
              <>
                <ul className="card-grid">
                  {cards.map((card, index) => (
                    <li key={card.slug} className="content-card content-card--media">
                      {card.image === null ? null : (
                        <img className="content-card__image" src={card.image} alt="" width={480} height={320} loading={index < EAGER_CARDS ? "eager" : "lazy"} decoding="async" />
                      )}
                      <h2>{card.title}</h2>
                      {card.meta === "" ? null : <p className="content-card__meta">{card.meta}</p>}
                      {card.description === "" ? null : <p>{card.description}</p>}
                      <AppLink to={card.href} aria-label={card.linkLabel}>
                        {READ_MORE}
                      </AppLink>
                    </li>
                  ))}
                </ul>
                <Pagination page={current} pageCount={totalPages} pages={pages} label={mediaPagesLabel(page.title)} onPage={page.goToPage} />
              </>
            )}
          </AsyncView>
        </div>
        <MediaSidePanel section={section} contacts={page.contacts.value} />
      </div>
    </div>
  )
}

/**
 * spec A §2: a media centre list (awards and recognition, blogs, newsletters, news articles, press releases), one page
 * for the five: the path names the section. Its model: core/media/media-model.ts.
 */
export const MediaListPage = () => {
  const location = useLocation()
  const section = mediaSectionOfPath(location.pathname)
  return section === undefined ? null : <MediaList section={section} search={location.search} />
}
