import { Mail, MapPin, Phone, Star, StarHalf } from "lucide-react"
import { lazy, type ReactNode, Suspense } from "react"
import { useParams } from "react-router-dom"
import { type HotelPageContent, makeHotelPageModel } from "../../core/hotels/hotel-page-model.ts"
import { BOOK_THIS_HOTEL, CONTACT, FACILITIES, GALLERY, LOCATION, ratingLabel, ROOM_TYPES } from "../../core/hotels/messages.ts"
import { ATTRACTIONS, HOTEL_DINING, MEETING_ROOMS } from "../../core/hotels/messages.ts"
import { DINING_MENU, diningMenuLabel } from "../../core/content/company-messages.ts"
import { REVIEWS_HEADING } from "../../core/content/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useIdle } from "../kit/use-idle.ts"
import "../kit/card-grid.css"
import "./hotels.css"

const HotelLocationMap = lazy(() => import("./hotel-location-map.tsx"))

/**
 * The map only once the page is on screen and the browser idle: Leaflet (42 KB) needs the browser, and neither the
 * page's first paint nor its first interaction needs it (issue 27 §2: it was in the first load, 243 KB at 360 px).
 */
const LazyMap = ({ hotel }: { readonly hotel: HotelPageContent }) => {
  const shown = useIdle(true)
  const placeholder = <div className="hotel-page__map" aria-hidden="true" />
  return shown ? (
    <Suspense fallback={placeholder}>
      <HotelLocationMap name={hotel.name} latitude={hotel.position.latitude} longitude={hotel.position.longitude} />
    </Suspense>
  ) : (
    placeholder
  )
}

const Stars = ({ full, half, label }: { readonly full: number; readonly half: number; readonly label: string }) => (
  <span className="hotel-page__stars" role="img" aria-label={label}>
    {Array.from({ length: full }, (_, index) => (
      <Star key={index} size={18} aria-hidden="true" fill="currentColor" />
    ))}
    {half === 1 ? <StarHalf size={18} aria-hidden="true" fill="currentColor" /> : null}
  </span>
)

const HotelSkeleton = () => (
  <div aria-busy="true" className="hotel-page__skeleton">
    <Skeleton height="2.5rem" />
    <Skeleton height="20rem" />
    <Skeleton height="8rem" />
  </div>
)

/** What another feature puts in the page (ui/app/composed/hotel-page.tsx): the meeting room's request. */
export interface HotelPageSlots {
  readonly meetingRoom?: (hotel: HotelPageContent) => ReactNode
}

const HotelContent = ({ hotel, meetingRoom }: { readonly hotel: HotelPageContent } & HotelPageSlots) => (
  <article className={`hotel-page brand-${hotel.brandKey}`}>
    <header className="hotel-page__header">
      <p className="hotel-page__brand">{hotel.brandName}</p>
      <h1 className="hotel-page__title">{hotel.name}</h1>
      <p className="hotel-page__address">
        <MapPin size={18} aria-hidden="true" /> {hotel.address}
      </p>
      <AppLink to={hotel.bookHref} className="button button--primary" aria-label={hotel.bookLabel}>
        {BOOK_THIS_HOTEL}
      </AppLink>
    </header>

    {hotel.images.length === 0 ? null : (
      // Scrolls sideways: focusable, so the keyboard can scroll it too.
      <section aria-label={GALLERY} className="hotel-page__gallery" tabIndex={0}>
        {hotel.images.map((image, index) => (
          // The first photo is the page's largest paint on a phone: asked for first (its preload goes into the head).
          <img
            key={image.url}
            src={image.url}
            alt={image.alt}
            width={800}
            height={520}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
          />
        ))}
      </section>
    )}

    <div className="hotel-page__columns">
      <div className="hotel-page__main">
        <p className="hotel-page__description">{hotel.description}</p>

        {hotel.facilities.length === 0 ? null : (
          <section aria-labelledby="hotel-facilities">
            <h2 id="hotel-facilities">{FACILITIES}</h2>
            <ul className="hotel-page__facilities">
              {hotel.facilities.map((facility) => (
                <li key={facility}>{facility}</li>
              ))}
            </ul>
          </section>
        )}

        {hotel.roomTypes.length === 0 ? null : (
          <section aria-labelledby="hotel-rooms">
            <h2 id="hotel-rooms">{ROOM_TYPES}</h2>
            <ul className="card-grid hotel-page__rooms">
              {hotel.roomTypes.map((room) => (
                <li key={room.id} className="hotel-page__room">
                  {room.images[0] === undefined ? null : <img src={room.images[0].url} alt="" width={320} height={200} loading="lazy" decoding="async" />}
                  <h3>{room.name}</h3>
                  <p>{room.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {hotel.meetingRoom === null ? null : (
          <section aria-labelledby="hotel-meeting-rooms">
            <h2 id="hotel-meeting-rooms">{MEETING_ROOMS}</h2>
            <ul className="hotel-page__facts">
              {hotel.meetingRoom.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            {meetingRoom?.(hotel)}
          </section>
        )}

        <section aria-labelledby="hotel-attractions">
          <h2 id="hotel-attractions">{ATTRACTIONS}</h2>
          {hotel.attractions.kind === "empty" ? (
            <p className="hotel-page__empty">{hotel.attractions.message}</p>
          ) : (
            <ul className="hotel-page__attractions">
              {hotel.attractions.items.map((attraction) => (
                <li key={attraction.name}>
                  <span>{attraction.name}</span> <span className="hotel-page__distance">{attraction.distance}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="hotel-dining">
          <h2 id="hotel-dining">{HOTEL_DINING}</h2>
          {hotel.dining.kind === "empty" ? (
            <p className="hotel-page__empty">{hotel.dining.message}</p>
          ) : (
            <ul className="hotel-page__dining">
              {hotel.dining.items.map((dining) => (
                <li key={dining.heading}>
                  <h3>{dining.heading}</h3>
                  <p>{dining.description}</p>
                  {dining.menu === null ? null : (
                    <a href={dining.menu} aria-label={diningMenuLabel(dining.heading)}>
                      {DINING_MENU}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        {hotel.reviews === null ? null : (
          <section aria-labelledby="hotel-reviews">
            <h2 id="hotel-reviews">{REVIEWS_HEADING}</h2>
            <p className="hotel-page__rating">
              <Stars full={hotel.reviews.stars.full} half={hotel.reviews.stars.half} label={ratingLabel(hotel.reviews.average)} /> {hotel.reviews.average}
            </p>
            <ul className="hotel-page__reviews">
              {hotel.reviews.reviews.map((review, index) => (
                <li key={index}>
                  <blockquote>{review.reviewerText}</blockquote>
                  <p className="hotel-page__reviewer">{review.reviewerName}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <aside className="hotel-page__aside">
        <section aria-labelledby="hotel-contact">
          <h2 id="hotel-contact">{CONTACT}</h2>
          <ul className="hotel-page__contact">
            <li>
              <Phone size={16} aria-hidden="true" /> <a href={`tel:${hotel.phone.replaceAll(" ", "")}`}>{hotel.phone}</a>
            </li>
            <li>
              <Mail size={16} aria-hidden="true" /> <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="hotel-location">
          <h2 id="hotel-location">{LOCATION}</h2>
          <LazyMap hotel={hotel} />
        </section>
      </aside>
    </div>
  </article>
)

/**
 * spec B §2: a hotel's page, /our-hotels/{brandName}/{hotelId}: gallery, description, facilities, room types,
 * meeting rooms, reviews, contact and map, and Book this hotel (its rate calendar). Its model:
 * core/hotels/hotel-page-model.ts; rendered on the server with its schema.org Hotel.
 */
export const HotelPage = ({ meetingRoom }: HotelPageSlots = {}) => {
  const page = useScreenModel(makeHotelPageModel, { hotelId: useParams().hotelId ?? "" })
  const head = page.head.value
  return (
    <div className="container hotel-page-container">
      {head === null ? null : <PageMeta head={head} />}
      <AsyncView state={page.view.value} loading={<HotelSkeleton />} empty={(message) => <h1 className="hotel-page__title">{message}</h1>}>
        {(hotel) => <HotelContent hotel={hotel} {...(meetingRoom === undefined ? {} : { meetingRoom })} />}
      </AsyncView>
    </div>
  )
}
