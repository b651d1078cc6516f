import type { ReactNode } from "react"
import { CHECK_AVAILABILITY } from "../../core/search/messages.ts"
import { BRAND_LINES } from "../../core/content/brands.ts"
import { BrandsStrip } from "../kit/brands-strip.tsx"
import "./home.css"
import { HeroArt } from "./hero-art.tsx"
import { PopularCities } from "./popular-cities.tsx"

export interface HomePageProps {
  /**
   * The availability form (ui/search), handed in by the composition root (features do not import each other).
   * It sits in a card over the foot of the hero; null until the form lands.
   */
  readonly availabilityForm: ReactNode
}

/** Home (DESIGN.md): the hero with the availability form over it, popular cities, the brands. */
export const HomePage = ({ availabilityForm }: HomePageProps) => {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <HeroArt />
        <div className="container hero__content">
          <p className="hero__eyebrow">Karoo Hotels · South Africa</p>
          <h1 id="hero-title" className="hero__title">
            Stay well, wherever the road takes you
          </h1>
          <p className="hero__lead">Hotels in four brands, from city centres to quiet country towns. Book direct for the best rate.</p>
        </div>
      </section>
      {availabilityForm === null ? null : (
        <section className="container availability" aria-label={CHECK_AVAILABILITY}>
          <div className="availability__card">{availabilityForm}</div>
        </section>
      )}
      <PopularCities />
      <section className="container home-section" aria-labelledby="brands-title">
        <h2 id="brands-title">Four brands, one welcome</h2>
        <p className="home-section__lead">Choose the stay that suits the trip.</p>
        <BrandsStrip brands={BRAND_LINES} />
      </section>
    </>
  )
}
