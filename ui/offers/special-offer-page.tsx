import { useSignals } from "@preact/signals-react/runtime"
import { FileText, MapPin, Tag } from "lucide-react"
import { lazy, Suspense } from "react"
import { useParams } from "react-router-dom"
import { OFFER_REQUEST_SENT } from "../../core/account/messages.ts"
import {
  ALL_SPECIAL_OFFERS,
  BOOK_WITH_CODE,
  CLOSE,
  ENQUIRE,
  ENQUIRY_INTRO,
  OFFER_HOTELS,
  PROMO_CODE,
  TERMS_AND_CONDITIONS,
  THANK_YOU,
} from "../../core/offers/messages.ts"
import { makeSpecialOfferPageModel, type SpecialOfferContent, type SpecialOfferPageModel } from "../../core/offers/special-offer-page-model.ts"
import { SPECIAL_OFFERS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { Spinner } from "../kit/spinner.tsx"
import { useIdle } from "../kit/use-idle.ts"
import "../kit/card-grid.css"
import "./offers.css"

const OfferEnquiryForm = lazy(() => import("./offer-enquiry-form.tsx"))

const OfferSkeleton = () => (
  <div aria-busy="true" className="offer-page__skeleton">
    <Skeleton height="2.5rem" />
    <Skeleton height="16rem" />
    <Skeleton height="8rem" />
  </div>
)

/**
 * The form only in the browser, once the page is on screen and the browser is idle: the server's HTML carries the
 * offer (what crawlers and a first paint need), a form that needs script to send anything is not in it, and its form
 * library (18 KB) stays out of the page's first load (issue 27 §2: 200 KB on every page).
 */
const LazyEnquiryForm = (props: { readonly page: Bound<SpecialOfferPageModel>; readonly slug: string; readonly hotelNames: ReadonlyArray<string> }) => {
  const shown = useIdle(true)
  return shown ? (
    <Suspense fallback={<Spinner />}>
      <OfferEnquiryForm {...props} />
    </Suspense>
  ) : (
    <Spinner />
  )
}

const OfferContent = ({ offer, page }: { readonly offer: SpecialOfferContent; readonly page: Bound<SpecialOfferPageModel> }) => {
  // Its own subscription: the thank-you follows page.thanked (tests/architecture/signal-reads.test.ts).
  useSignals()
  return (
    <article className="offer-page">
      {offer.banner === null ? null : <img className="offer-page__banner" src={offer.banner} alt="" width={1200} height={400} decoding="async" />}
      <header className="offer-page__header">
        {offer.tag === null ? null : (
          <p className="offer-page__tag">
            <Tag size={16} aria-hidden="true" /> {offer.tag}
          </p>
        )}
        <h1 className="offer-page__title">{offer.name}</h1>
        <p className="offer-page__description">{offer.description}</p>
        <p className="offer-page__dates">{offer.dates}</p>
        {offer.promoCode === null ? null : (
          <p className="offer-page__code">
            {PROMO_CODE}: <strong>{offer.promoCode}</strong>
          </p>
        )}
      </header>
      <div className="offer-page__columns">
        <div className="offer-page__main">
          {/* The write-up is sanitised by the API (server/catalogue/offer-wire.ts). */}
          <div className="offer-page__write-up" dangerouslySetInnerHTML={{ __html: offer.writeUpHtml }} />
          {offer.termsUrl === null ? null : (
            <p>
              <a href={offer.termsUrl} className="offer-page__terms">
                <FileText size={16} aria-hidden="true" /> {TERMS_AND_CONDITIONS}
              </a>
            </p>
          )}
          {offer.hotels.length === 0 ? null : (
            <section aria-labelledby="offer-hotels">
              <h2 id="offer-hotels">{OFFER_HOTELS}</h2>
              <ul className="card-grid offer-page__hotels">
                {offer.hotels.map((hotel) => (
                  <li key={hotel.id} className="offer-page__hotel">
                    <div>
                      <AppLink to={hotel.href} unserved="text">
                        {hotel.name}
                      </AppLink>
                      <p className="offer-page__city">
                        <MapPin size={14} aria-hidden="true" /> {hotel.city}
                      </p>
                    </div>
                    <AppLink to={hotel.bookHref} className="button button--primary button--small" aria-label={hotel.bookLabel}>
                      {BOOK_WITH_CODE}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="offer-page__aside">
          <section aria-labelledby="offer-enquiry">
            <h2 id="offer-enquiry">{ENQUIRE}</h2>
            <p>{ENQUIRY_INTRO}</p>
            <LazyEnquiryForm page={page} slug={offer.slug} hotelNames={offer.hotelNames} />
          </section>
        </aside>
      </div>
      <Modal
        open={page.thanked.value}
        onOpenChange={(open) => (open ? undefined : page.closeThankYou())}
        title={THANK_YOU}
        description={OFFER_REQUEST_SENT}
        actions={<Button onClick={() => page.closeThankYou()}>{CLOSE}</Button>}
      />
    </article>
  )
}

/**
 * spec A §2, §3, §8: one special offer, /special-offers/{slug}: its write-up, terms, the hotels it applies to with
 * Book Now (a search carrying its promo code), and the enquiry form with its thank-you modal. Rendered on the server
 * with its schema.org Offer; a missing offer is a 404. Its model: core/offers/special-offer-page-model.ts.
 */
export const SpecialOfferPage = () => {
  const page = useScreenModel(makeSpecialOfferPageModel, { slug: useParams().slug ?? "" })
  const head = page.head.value
  return (
    <div className="container offer-page-container">
      {head === null ? null : <PageMeta head={head} />}
      <p className="offer-page__back">
        <AppLink to={SPECIAL_OFFERS_ROUTE}>{ALL_SPECIAL_OFFERS}</AppLink>
      </p>
      <AsyncView state={page.view.value} loading={<OfferSkeleton />} empty={(message) => <h1 className="offer-page__title">{message}</h1>}>
        {(offer) => <OfferContent offer={offer} page={page} />}
      </AsyncView>
    </div>
  )
}
