import type { ReactNode } from "react"
import { useLocation } from "react-router-dom"
import { makeSpecialOffersModel } from "../../core/offers/special-offers-model.ts"
import { OFFER_PAGES, OFFER_TABS, SPECIAL_OFFERS } from "../../core/offers/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { SpecialOfferCard } from "./special-offer-card.tsx"
import "../kit/card-grid.css"
import "./offers.css"

const EAGER_CARDS = 3

const OffersSkeleton = () => (
  <div className="card-grid photo-grid" aria-busy="true">
    <Skeleton height="22rem" />
    <Skeleton height="22rem" />
    <Skeleton height="22rem" />
  </div>
)

/**
 * spec A §2, §8, §9: /special-offers, the six tabs (links: the tab is in the URL, so each list has its address and
 * works without script), 12 running offers a page with the spec's pagination bar, "No special offers available" when
 * a tab has none, and the newsletter sign-up. Rendered on the server. Its model: core/offers/special-offers-model.ts.
 */
export interface SpecialOffersPageProps {
  /** spec A §2: the newsletter sign-up on the specials page (ui/newsletter), composed by ui/app. */
  readonly newsletterSignUp?: ReactNode
}

export const SpecialOffersPage = ({ newsletterSignUp = null }: SpecialOffersPageProps) => {
  const page = useScreenModel(makeSpecialOffersModel, { search: useLocation().search })
  return (
    <div className="container offers-page">
      <PageMeta head={page.head} />
      <div className="offers-page__top">
        <h1 className="offers-page__title">{SPECIAL_OFFERS}</h1>
        {newsletterSignUp}
      </div>
      <nav aria-label={OFFER_TABS} className="offer-tabs">
        <ul>
          {page.tabs.map((tab) => (
            <li key={tab.label}>
              <AppLink to={tab.href} className="offer-tabs__tab" aria-current={tab.current ? "page" : undefined}>
                {tab.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <AsyncView state={page.view.value} loading={<OffersSkeleton />}>
        {({ cards, page: current, totalPages, pages }) => (
          <>
            <ul className="card-grid photo-grid">
              {cards.map((card, index) => (
                <SpecialOfferCard key={card.slug} card={card} eager={index < EAGER_CARDS} />
              ))}
            </ul>
            <Pagination page={current} pageCount={totalPages} pages={pages} label={OFFER_PAGES} onPage={page.goToPage} />
          </>
        )}
      </AsyncView>
    </div>
  )
}
