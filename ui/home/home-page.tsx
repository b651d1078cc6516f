import type { ReactNode } from "react"
import { CHECK_AVAILABILITY } from "../../core/search/messages.ts"
import { BRAND_LINES } from "../../core/content/brands.ts"
import { makeHomeModel } from "../../core/content/home-model.ts"
import {
  HOME_TITLE,
  LATEST_SPECIAL_OFFERS,
  NEWSLETTER_BLOCK_HEADING,
  NEWSLETTER_BLOCK_LEAD,
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
import "./home.css"
import { GuestReviews } from "./guest-reviews.tsx"
import { HeroArt } from "./hero-art.tsx"
import { HeroSlider } from "./hero-slider.tsx"
import { LatestOffers } from "./latest-offers.tsx"
import { OperatingFootprint } from "./operating-footprint.tsx"
import { PartnersBlock } from "./partners-block.tsx"
import { PopularCities } from "./popular-cities.tsx"
import { TestimonialsBlock } from "./testimonials-block.tsx"

export interface HomePageProps {
  /**
   * The availability form (ui/search), handed in by the composition root (features do not import each other).
   * It sits in a card over the foot of the hero; null until the form lands.
   */
  readonly availabilityForm: ReactNode
  /** The newsletter sign-up (ui/newsletter: its button, its modal and the thank-you), handed in the same way. */
  readonly newsletterSignUp?: ReactNode
}

/**
 * Home (spec A §2, DESIGN.md): the hero slider with the availability form over it, popular cities, the operating
 * footprint, the latest special offers, the brands, testimonials, partners, the guests' reviews and the newsletter.
 * Every block is read from the content API and has its empty state (core/content/home-model.ts); the server renders
 * the page with them (docs/architecture.md "Server rendering").
 */
export const HomePage = ({ availabilityForm, newsletterSignUp = null }: HomePageProps) => {
  const home = useScreenModel(makeHomeModel, undefined)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <HeroArt />
        <div className="container hero__top">
          <h1 id="hero-title" className="hero__eyebrow">
            {HOME_TITLE}
          </h1>
        </div>
        <AsyncView
          state={home.banners.value}
          loading={null}
          empty={(message) => (
            <div className="container hero__content" role="status">
              <p className="hero__title">{message}</p>
            </div>
          )}
        >
          {(banners) => <HeroSlider banners={banners} />}
        </AsyncView>
      </section>
      {availabilityForm === null ? null : (
        <section className="container availability" aria-label={CHECK_AVAILABILITY}>
          <div className="availability__card">{availabilityForm}</div>
        </section>
      )}
      <PopularCities />
      <section className="container home-section" aria-labelledby="footprint-title">
        <AsyncView
          state={home.footprint.value}
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
        <AsyncView state={home.offers.value} loading={<Skeleton height="22rem" />}>
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
        <AsyncView state={home.testimonials.value} loading={<Skeleton height="12rem" />}>
          {(testimonials) => <TestimonialsBlock testimonials={testimonials} />}
        </AsyncView>
      </section>
      <section className="container home-section" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{REVIEWS_HEADING}</h2>
        <GuestReviews platform={home.reviewPlatform.value} reviews={home.reviews.value} onPlatform={home.showReviews} />
      </section>
      <section className="container home-section" aria-labelledby="partners-title">
        <h2 id="partners-title">{PARTNERS_HEADING}</h2>
        <AsyncView state={home.partners.value} loading={<Skeleton height="6rem" />}>
          {(partners) => <PartnersBlock partners={partners} />}
        </AsyncView>
      </section>
      <section className="container home-section newsletter-block" aria-labelledby="newsletter-title">
        <div className="newsletter-block__card">
          <div>
            <h2 id="newsletter-title">{NEWSLETTER_BLOCK_HEADING}</h2>
            <p className="home-section__lead">{NEWSLETTER_BLOCK_LEAD}</p>
          </div>
          {newsletterSignUp}
        </div>
      </section>
    </>
  )
}
