import "./brands-strip.css"
import { MEGA_MENU_BRAND_TABS } from "../../core/content/hotel-listing.ts"
import { BRAND_LABELS, BRAND_TAGLINES } from "./brand-labels.ts"

/** The brands, in the mega-menu's order, each in its colour; compact (names only) in the footer. */
export const BrandsStrip = ({ compact = false }: { readonly compact?: boolean }) => (
  <ul className={compact ? "brands-strip brands-strip--compact" : "brands-strip"} aria-label="Our brands">
    {MEGA_MENU_BRAND_TABS.map((brand) => (
      <li key={brand} className={`brands-strip__brand brand-${brand}`}>
        <span className="brands-strip__name">
          <span className="brands-strip__prefix">Karoo</span> {BRAND_LABELS[brand]}
        </span>
        {compact ? null : <span className="brands-strip__tagline">{BRAND_TAGLINES[brand]}</span>}
      </li>
    ))}
  </ul>
)

