import { ChevronLeft, ChevronRight } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import type { HomeOffers } from "../../core/content/home-blocks-model.ts"
import { actionLabel, LATEST_SPECIAL_OFFERS, NEXT_OFFERS, PREVIOUS_OFFERS, VIEW_OFFER } from "../../core/content/messages.ts"
import { SPECIAL_OFFERS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"

/**
 * spec A §2, §4: the latest special offers as a carousel: a row that scrolls and snaps (by touch, wheel, keyboard or
 * its buttons), with no carousel library on the home page's first load. Fewer than 4 offers sit centred, starting on
 * slide 1 (core's carouselStart); the buttons are disabled at the ends.
 */
export const LatestOffers = ({ offers: { offers, start } }: { readonly offers: HomeOffers }) => {
  const track = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ atStart: true, atEnd: offers.length <= 1 })

  useEffect(() => {
    const row = track.current
    if (row === null) return
    const measure = () => setEnds({ atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 })
    if (start.align === "center") {
      const slide = row.children[start.startIndex] as HTMLElement | undefined
      if (slide !== undefined) row.scrollLeft = slide.offsetLeft - row.offsetLeft - (row.clientWidth - slide.clientWidth) / 2
    }
    measure()
    row.addEventListener("scroll", measure, { passive: true })
    window.addEventListener("resize", measure)
    return () => {
      row.removeEventListener("scroll", measure)
      window.removeEventListener("resize", measure)
    }
  }, [start])

  const scroll = (direction: 1 | -1) => {
    const row = track.current
    if (row !== null) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: "smooth" })
  }

  return (
    <div className="offers-carousel" aria-roledescription="carousel" role="region" aria-labelledby="offers-title">
      {/* Scrollable by keyboard too (arrow keys once focused): axe's scrollable-region-focusable */}
      <ul ref={track} tabIndex={0} aria-label={LATEST_SPECIAL_OFFERS} className={start.align === "center" ? "offers-carousel__track offers-carousel__track--centred" : "offers-carousel__track"}>
        {offers.map((offer, slide) => (
          <li key={offer.id} className="offer-card" aria-roledescription="slide" aria-label={`${slide + 1} of ${offers.length}`}>
            {offer.image === null ? <div className="offer-card__image offer-card__image--none" /> : <img className="offer-card__image" src={offer.image.url} alt="" width={400} height={260} loading="lazy" />}
            <div className="offer-card__body">
              {offer.specialTag === null ? null : <p className="offer-card__tag">{offer.specialTag}</p>}
              <h3 className="offer-card__name">{offer.name}</h3>
              <p className="offer-card__description">{offer.description}</p>
              <AppLink to={`${SPECIAL_OFFERS_ROUTE}/${offer.slug}`} className="offer-card__link" aria-label={actionLabel(VIEW_OFFER, offer.name)}>
                {VIEW_OFFER}
              </AppLink>
            </div>
          </li>
        ))}
      </ul>
      {ends.atStart && ends.atEnd ? null : (
        <div className="offers-carousel__controls">
          <button type="button" className="hero-slider__button offers-carousel__button" aria-label={PREVIOUS_OFFERS} disabled={ends.atStart} onClick={() => scroll(-1)}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button type="button" className="hero-slider__button offers-carousel__button" aria-label={NEXT_OFFERS} disabled={ends.atEnd} onClick={() => scroll(1)}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  )
}
