import { MapPin } from "lucide-react"
import type { SpecialOfferCard as Card } from "../../core/offers/special-offers-model.ts"
import { VALID_AT, VIEW_OFFER } from "../../core/offers/messages.ts"
import { AppLink } from "../kit/app-link.tsx"

/** An offer on the listing: picture, tag, name (its page's link), description, its hotels (names cut to 35), View Offer. */
export const SpecialOfferCard = ({ card, eager }: { readonly card: Card; readonly eager: boolean }) => (
  <li className="offer-card">
    <div className="offer-card__photo">
      {card.image === null ? null : <img src={card.image} alt="" width={400} height={260} loading={eager ? "eager" : "lazy"} decoding="async" />}
      {card.tag === null ? null : <span className="offer-card__tag">{card.tag}</span>}
    </div>
    <div className="offer-card__body">
      <h2 className="offer-card__name">
        <AppLink to={card.href}>{card.name}</AppLink>
      </h2>
      <p className="offer-card__description">{card.description}</p>
      {card.hotelNames.length === 0 ? null : (
        <p className="offer-card__hotels">
          <MapPin size={16} aria-hidden="true" /> <span className="visually-hidden">{VALID_AT}: </span>
          {card.hotelNames.slice(0, 3).join(", ")}
          {card.hotelNames.length > 3 ? ` +${card.hotelNames.length - 3}` : ""}
        </p>
      )}
      <AppLink to={card.href} className="button button--secondary button--small" aria-label={card.linkLabel}>
        {VIEW_OFFER}
      </AppLink>
    </div>
  </li>
)
