import { MapPin } from "lucide-react"
import type { ExplorerHotelCard as Card } from "../../core/hotels/hotel-card.ts"
import { VIEW_HOTEL } from "../../core/hotels/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { PhotoCard } from "../kit/photo-card.tsx"

/** A hotel of the explorer: photo, brand, name (its page's link), place, up to 8 facilities, View Hotel. */
export const ExplorerHotelCard = ({ card, eager }: { readonly card: Card; readonly eager: boolean }) => (
  <PhotoCard
    className={`brand-${card.brandKey}`}
    image={card.image}
    eager={eager}
    name={card.name}
    href={card.href}
    above={<p className="explorer-card__brand">{card.brandName}</p>}
  >
    <p className="explorer-card__place">
      <MapPin size={16} aria-hidden="true" /> {card.place}
    </p>
    {card.facilities.length === 0 ? null : (
      <ul className="explorer-card__facilities" aria-label={`Facilities of ${card.name}`}>
        {card.facilities.map((facility) => (
          <li key={facility}>{facility}</li>
        ))}
      </ul>
    )}
    <AppLink to={card.href} className="button button--secondary button--small" aria-label={card.viewLabel}>
      {VIEW_HOTEL}
    </AppLink>
  </PhotoCard>
)
