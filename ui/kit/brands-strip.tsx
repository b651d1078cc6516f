import "./brands-strip.css"

export interface BrandsStripProps {
  /** The brands in their order: the key of each one's colour class (`brand-…`), its name and its line. */
  readonly brands: ReadonlyArray<{ readonly key: string; readonly prefix: string; readonly label: string; readonly tagline: string }>
  /** Names only (the footer). */
  readonly compact?: boolean
}

/** The group's brands, each in its colour; compact (names only) in the footer. */
export const BrandsStrip = ({ brands, compact = false }: BrandsStripProps) => (
  <ul className={compact ? "brands-strip brands-strip--compact" : "brands-strip"} aria-label="Our brands">
    {brands.map((brand) => (
      <li key={brand.key} className={`brands-strip__brand brand-${brand.key}`}>
        <span className="brands-strip__name">
          <span className="brands-strip__prefix">{brand.prefix}</span> {brand.label}
        </span>
        {compact ? null : <span className="brands-strip__tagline">{brand.tagline}</span>}
      </li>
    ))}
  </ul>
)
