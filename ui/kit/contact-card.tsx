import { MapPin } from "lucide-react"
import type { ReactNode } from "react"
import { ContactList } from "./contact-list.tsx"
import "./contact-card.css"

export interface ContactCardProps {
  readonly name: string
  readonly address: string
  readonly phone: string
  readonly email: string
  /** Its links (View Hotel, Book Hotel). */
  readonly children: ReactNode
}

/** A hotel's contact card (spec A §2 "Hotel contact details"): name, address, phone, e-mail and its links; a list item. */
export const ContactCard = ({ name, address, phone, email, children }: ContactCardProps) => (
  <li className="contact-card">
    <h3 className="contact-card__title">{name}</h3>
    <p className="contact-card__address">
      <MapPin size={18} aria-hidden="true" /> {address}
    </p>
    <ContactList phone={phone} email={email} />
    <div className="contact-card__actions">{children}</div>
  </li>
)
