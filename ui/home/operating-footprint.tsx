import type { HomeFootprint } from "../../core/content/home-blocks-model.ts"
import { HOME_FOOTPRINT_HOTELS, HOME_FOOTPRINT_ROOMS } from "../../core/content/messages.ts"

/**
 * spec A §2, §9: the operating footprint, its write-up from the content API and its counters (58 hotels, 7324 rooms).
 * The counters are written as their final numbers (the server's HTML, crawlers and reduced motion see them so); the
 * count-up is CSS's, from the stylesheet, so it costs no script.
 */
export const OperatingFootprint = ({ footprint }: { readonly footprint: HomeFootprint }) => (
  <div className="footprint">
    <div className="footprint__text">
      <h2 id="footprint-title">{footprint.section.heading}</h2>
      {/* HTML sanitised by the server (server/content) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: footprint.section.writeUp }} />
    </div>
    <dl className="footprint__counters">
      <div className="footprint__counter">
        <dt>{HOME_FOOTPRINT_HOTELS}</dt>
        <dd>{footprint.hotels}</dd>
      </div>
      <div className="footprint__counter">
        <dt>{HOME_FOOTPRINT_ROOMS}</dt>
        <dd>{footprint.rooms}</dd>
      </div>
    </dl>
  </div>
)
