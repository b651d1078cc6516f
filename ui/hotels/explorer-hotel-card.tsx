import { MapPin } from "lucide-react"
import type { ExplorerHotelCard as Card } from "../../core/hotels/hotel-card.ts"
import { VIEW_HOTEL } from "../../core/hotels/messages.ts"
import { AppLink } from "../kit/app-link.tsx"

/** A hotel of the explorer: photo, brand, name (its page's link), place, up to 8 facilities, View Hotel. */
export const ExplorerHotelCard = ({ card, eager }: { readonly card: Card; readonly eager: boolean }) => (
  <li className={`explorer-card brand-${card.brandKey}`}>
    <div className="explorer-card__photo">
      {card.image === null ? null : <img src={card.image} alt="" width={400} height={260} loading={eager ? "eager" : "lazy"} decoding="async" />}
    </div>
    <div className="explorer-card__body">
      <p className="explorer-card__brand">{card.brandName}</p>
      <h2 className="explorer-card__name">
        <AppLink to={card.href}>{card.name}</AppLink>
      </h2>
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
    </div>
  </li>
)
