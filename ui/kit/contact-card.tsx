import { MapPin } from "lucide-react"
import { AppLink } from "./app-link.tsx"
import { ContactList } from "./contact-list.tsx"
import "./content-page.css"
import "./contact-card.css"

/** What a contact card shows (core's ContactCard, core/content/contact-us-model.ts): the words come with it. */
export interface ContactCardContent {
  readonly name: string
  readonly address: string
  readonly phone: string
  readonly email: string
  readonly viewHref: string
  readonly viewText: string
  readonly viewLabel: string
  readonly bookHref: string
  readonly bookText: string
  readonly bookLabel: string
}

/**
 * A hotel's contact card (spec A §2 "Hotel contact details"): name, address, phone, e-mail, View Hotel and Book Hotel
 * (each naming the hotel for a screen reader); a list item. Shown by /contact-us and /help.
 */
export const ContactCard = ({ card }: { readonly card: ContactCardContent }) => (
  <li className="contact-card">
    <h3 className="contact-card__title">{card.name}</h3>
    <p className="contact-card__address">
      <MapPin size={18} aria-hidden="true" /> {card.address}
    </p>
    <ContactList phone={card.phone} email={card.email} />
    <div className="contact-card__actions">
      <AppLink to={card.viewHref} className="button button--ghost button--small" aria-label={card.viewLabel}>
        {card.viewText}
      </AppLink>
      <AppLink to={card.bookHref} className="button button--secondary button--small" aria-label={card.bookLabel}>
        {card.bookText}
      </AppLink>
    </div>
  </li>
)
