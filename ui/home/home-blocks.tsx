import { BRAND_LINES } from "../../core/content/brands.ts"
import { makeHomeBlocksModel } from "../../core/content/home-blocks-model.ts"
import {
  LATEST_SPECIAL_OFFERS,
  OPERATING_FOOTPRINT_HEADING,
  PARTNERS_HEADING,
  REVIEWS_HEADING,
  TESTIMONIALS_HEADING,
  VIEW_ALL_SPECIAL_OFFERS,
} from "../../core/content/messages.ts"
import { SPECIAL_OFFERS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { BrandsStrip } from "../kit/brands-strip.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { GuestReviews } from "./guest-reviews.tsx"
import { LatestOffers } from "./latest-offers.tsx"
import { OperatingFootprint } from "./operating-footprint.tsx"
import { PartnersBlock } from "./partners-block.tsx"
import { TestimonialsBlock } from "./testimonials-block.tsx"

/**
 * The home page's blocks below the fold (spec A §2): the operating footprint, the latest special offers, the brands,
 * testimonials, the guests' reviews and the partners, each with its empty state. A chunk of its own (home-page.tsx
 * loads it once the page is idle); its model: core/content/home-blocks-model.ts.
 */
export const HomeBlocks = () => {
  const blocks = useScreenModel(makeHomeBlocksModel, undefined)
  return (
    <>
      <section className="container home-section" aria-labelledby="footprint-title">
        <AsyncView
          state={blocks.footprint.value}
          loading={<Skeleton height="12rem" />}
          empty={(message) => (
            <>
              <h2 id="footprint-title">{OPERATING_FOOTPRINT_HEADING}</h2>
              <p className="empty-state" role="status">{message}</p>
            </>
          )}
        >
          {(footprint) => <OperatingFootprint footprint={footprint} />}
        </AsyncView>
      </section>
      <section className="container home-section" aria-labelledby="offers-title">
        <div className="home-section__head">
          <h2 id="offers-title">{LATEST_SPECIAL_OFFERS}</h2>
          <AppLink to={SPECIAL_OFFERS_ROUTE} className="home-section__more">
            {VIEW_ALL_SPECIAL_OFFERS}
          </AppLink>
        </div>
        <AsyncView state={blocks.offers.value} loading={<Skeleton height="22rem" />}>
          {(offers) => <LatestOffers offers={offers} />}
        </AsyncView>
      </section>
      <section className="container home-section" aria-labelledby="brands-title">
        <h2 id="brands-title">Four brands, one welcome</h2>
        <p className="home-section__lead">Choose the stay that suits the trip.</p>
        <BrandsStrip brands={BRAND_LINES} />
      </section>
      <section className="container home-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{TESTIMONIALS_HEADING}</h2>
        <AsyncView state={blocks.testimonials.value} loading={<Skeleton height="12rem" />}>
          {(testimonials) => <TestimonialsBlock testimonials={testimonials} />}
        </AsyncView>
      </section>
      <section className="container home-section" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{REVIEWS_HEADING}</h2>
        <GuestReviews platform={blocks.reviewPlatform.value} reviews={blocks.reviews.value} onPlatform={blocks.showReviews} />
      </section>
      <section className="container home-section" aria-labelledby="partners-title">
        <h2 id="partners-title">{PARTNERS_HEADING}</h2>
        <AsyncView state={blocks.partners.value} loading={<Skeleton height="6rem" />}>
          {(partners) => <PartnersBlock partners={partners} />}
        </AsyncView>
      </section>
    </>
  )
}

export default HomeBlocks
