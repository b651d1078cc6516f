import { MapPin } from "lucide-react"
import { POPULAR_CITIES } from "../../core/search/popular-city-names.ts"
import { cityHotelsRoute } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"

/** spec B §2: the popular cities, in the spec's order; each links to its hotels once that page is served. */
export const PopularCities = () => (
  <section className="container home-section" aria-labelledby="popular-cities-title">
    <h2 id="popular-cities-title">Popular cities</h2>
    <p className="home-section__lead">Where our guests stay most, from the coast to the Highveld.</p>
    <ul className="city-grid">
      {POPULAR_CITIES.map((city, index) => (
        <li key={city} className={`city-card city-card--${index % 6}`}>
          <MapPin size={20} aria-hidden="true" />
          <AppLink to={cityHotelsRoute(city)} unserved="text" className="city-card__name">
            {city}
          </AppLink>
        </li>
      ))}
    </ul>
  </section>
)
