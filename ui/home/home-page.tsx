import { lazy, type ReactNode, Suspense } from "react"
import { CHECK_AVAILABILITY } from "../../core/search/messages.ts"
import { makeHomeModel } from "../../core/content/home-model.ts"
import { HOME_TITLE, NEWSLETTER_BLOCK_HEADING, NEWSLETTER_BLOCK_LEAD } from "../../core/content/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "./home.css"
import "./hero-slider.css"
import "./home-blocks.css"
import { afterIdle } from "../kit/use-idle.ts"
import { HeroArt } from "./hero-art.tsx"
import { HeroSlider } from "./hero-slider.tsx"
import { PopularCities } from "./popular-cities.tsx"

/**
 * The blocks below the fold, in a chunk of their own loaded once the page is idle: a page the server rendered shows
 * them from its HTML meanwhile (React hydrates them when their code is in), so the first load carries only the hero.
 */
const HomeBlocks = lazy(() => afterIdle().then(() => import("./home-blocks.tsx")))

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
      <Suspense fallback={<Skeleton height="60rem" />}>
        <HomeBlocks />
      </Suspense>
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
