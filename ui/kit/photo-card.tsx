import type { ReactNode } from "react"
import { AppLink } from "./app-link.tsx"
import "./card-grid.css"
import "./photo-card.css"

export interface PhotoCardProps {
  /** More classes of the card (a brand's colours). */
  readonly className?: string
  /** The photo's address, or null for the empty frame. */
  readonly image: string | null
  /** The cards above the fold load their photo at once (the page's largest paint); the rest when scrolled to. */
  readonly eager: boolean
  /** Laid over the photo (an offer's tag). */
  readonly overlay?: ReactNode
  /** The card's name, a link to its page. */
  readonly name: string
  readonly href: string
  /** What the card says under its name (its first lines above the name, `above`). */
  readonly above?: ReactNode
  readonly children: ReactNode
}

/**
 * A card of a listing with a photo (the hotels explorer, the special offers; a list item): the photo, then the body
 * with the name as a heading linking to its page, and what the card says. Lay them out in a `<ul className="card-grid photo-grid">`.
 */
export const PhotoCard = ({ className, image, eager, overlay, name, href, above, children }: PhotoCardProps) => (
  <li className={className === undefined ? "photo-card" : `photo-card ${className}`}>
    <div className="photo-card__photo">
      {image === null ? null : <img src={image} alt="" width={400} height={260} loading={eager ? "eager" : "lazy"} decoding="async" />}
      {overlay}
    </div>
    <div className="photo-card__body">
      {above}
      <h2 className="photo-card__name">
        <AppLink to={href}>{name}</AppLink>
      </h2>
      {children}
    </div>
  </li>
)
