import { MapPin } from "lucide-react"
import type { SpecialOfferCard as Card } from "../../core/offers/special-offers-model.ts"
import { VALID_AT, VIEW_OFFER } from "../../core/offers/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { PhotoCard } from "../kit/photo-card.tsx"

/**
 * An offer on the listing: picture, tag, name (its page's link), description, its hotels (names cut to 35), View Offer.
 * Its classes are its own (`special-offer-card__…`): the home page's carousel styles `.offer-card`.
 */
export const SpecialOfferCard = ({ card, eager }: { readonly card: Card; readonly eager: boolean }) => (
  <PhotoCard
    image={card.image}
    eager={eager}
    overlay={card.tag === null ? null : <span className="special-offer-card__tag">{card.tag}</span>}
    name={card.name}
    href={card.href}
  >
    <p className="special-offer-card__description">{card.description}</p>
    {card.hotelNames.length === 0 ? null : (
      <p className="special-offer-card__hotels">
        <MapPin size={16} aria-hidden="true" /> <span className="visually-hidden">{VALID_AT}: </span>
        {card.hotelNames.slice(0, 3).join(", ")}
        {card.hotelNames.length > 3 ? ` +${card.hotelNames.length - 3}` : ""}
      </p>
    )}
    <AppLink to={card.href} className="button button--secondary button--small" aria-label={card.linkLabel}>
      {VIEW_OFFER}
    </AppLink>
  </PhotoCard>
)
