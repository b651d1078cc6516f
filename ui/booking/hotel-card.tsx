import { Check, MapPin } from "lucide-react"
import type { HotelCardView } from "../../core/booking/hotel-list.ts"
import { fromPriceLabel } from "../../core/rates/money-format.ts"
import { Badge } from "../kit/badge.tsx"
import { Button } from "../kit/button.tsx"
import { Notice } from "../kit/notice.tsx"

export interface HotelCardProps {
  readonly card: HotelCardView
  readonly highlighted: boolean
  readonly loading: boolean
  readonly onViewRates: () => void
  readonly onHighlight: (hotelId: number | null) => void
  /** The first card's photo is the page's largest paint: it loads at once, first, instead of lazily. */
  readonly priority?: boolean
}

/** spec B §2: a hotel of the list: photo, brand, name, address, up to 8 facilities, the warning, From R …, View Rates. */
export const HotelCard = ({ card, highlighted, loading, onViewRates, onHighlight, priority = false }: HotelCardProps) => {
  const { hotel } = card
  const titleId = `hotel-${hotel.id}-name`
  return (
    <article
      id={`hotel-${hotel.id}`}
      className={highlighted ? "hotel-card hotel-card--highlighted" : "hotel-card"}
      aria-labelledby={titleId}
      onMouseEnter={() => onHighlight(hotel.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(hotel.id)}
      tabIndex={-1}
    >
      <div className="hotel-card__media">
        {hotel.images[0] === undefined ? (
          <div className="hotel-card__image hotel-card__image--empty" aria-hidden="true" />
        ) : (
          <img
            className="hotel-card__image"
            src={hotel.images[0].url}
            alt=""
            width={480}
            height={320}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
          />
        )}
      </div>
      <div className="hotel-card__body">
        <Badge tone="brand" brand={card.brandKey}>{hotel.brand.name}</Badge>
        <h2 id={titleId} className="hotel-card__name">
          {hotel.name}
        </h2>
        <p className="hotel-card__address" title={hotel.physicalAddress}>
          <MapPin size={16} aria-hidden="true" />
          {card.address}
        </p>
        {card.facilities.length === 0 ? null : (
          <ul className="hotel-card__facilities" aria-label="Facilities">
            {card.facilities.map((facility) => (
              <li key={facility}>
                <Check size={14} aria-hidden="true" />
                {facility}
              </li>
            ))}
          </ul>
        )}
        {card.warning === null ? null : <Notice tone="warning">{card.warning}</Notice>}
      </div>
      <div className="hotel-card__offer">
        <p className="hotel-card__price">{fromPriceLabel(card.fromPrice)}</p>
        <p className="hotel-card__caption">{card.fromPriceCaption}</p>
        <p className="hotel-card__stay-total">{card.stayTotal}</p>
        <Button onClick={onViewRates} loading={loading} aria-label={`View Rates at ${hotel.name}`}>
          View Rates
        </Button>
      </div>
    </article>
  )
}
