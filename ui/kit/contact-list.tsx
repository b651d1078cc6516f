import { Mail, MapPin, Phone } from "lucide-react"
import "./contact-list.css"

export interface ContactListProps {
  readonly phone: string
  readonly email: string
  /** Shown first, with a pin, when given. */
  readonly address?: string
  /** The list's class; "contact-list" by default. */
  readonly className?: string
}

/** A place's address, phone (a tel: link, blanks left out) and e-mail (a mailto: link), each with its icon. */
export const ContactList = ({ phone, email, address, className = "contact-list" }: ContactListProps) => (
  <ul className={className}>
    {address === undefined ? null : (
      <li>
        <MapPin size={18} aria-hidden="true" />
        <span>{address}</span>
      </li>
    )}
    <li>
      <Phone size={18} aria-hidden="true" />
      <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
    </li>
    <li>
      <Mail size={18} aria-hidden="true" />
      <a href={`mailto:${email}`}>{email}</a>
    </li>
  </ul>
)
