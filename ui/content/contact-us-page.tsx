import { Mail, MapPin, Phone } from "lucide-react"
import { useEffect, useState } from "react"
import type { Temporal } from "temporal-polyfill"
import { FIND_CONTACT_HOTEL, findContactHotels, shownContactHotels } from "../../core/content/contact-hotels.ts"
import type { HotelDetails } from "../../core/content/hotel-listing.ts"
import { loadContactDetails } from "../../core/content/load-contact-details.ts"
import { bookHotelHref } from "../../core/search/book-hotel-link.ts"
import { today } from "../../core/time/clock.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Field } from "../kit/field.tsx"
import { useCoreRead } from "../kit/core-runtime.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "./content.css"

// spec A §2: the contact-details list's heading and its card action
export const HOTEL_CONTACT_DETAILS = "Hotel contact details"
export const BOOK_HOTEL = "Book Hotel"
// Not the spec's words: the page's title and the group's box
export const CONTACT_US = "Contact us"
export const CUSTOMER_SUPPORT = "Customer support"
export const MEDIA_ENQUIRIES = "Media enquiries"

const Contacts = ({ phone, email }: { readonly phone: string; readonly email: string }) => (
  <ul className="contact-list">
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

/** Every hotel's contact card, with a finder: 58 cards are too many to scroll through on a phone. */
const HotelContacts = ({ hotels, day }: { readonly hotels: ReadonlyArray<HotelDetails>; readonly day: Temporal.PlainDate }) => {
  const [text, setText] = useState("")
  const found = findContactHotels(hotels, text)
  return (
    <>
      <h2 className="contact-page__subtitle">{HOTEL_CONTACT_DETAILS}</h2>
      <div className="contact-finder">
        <Field label={FIND_CONTACT_HOTEL}>
          {(control) => <input {...control} className="field__control" type="search" value={text} autoComplete="off" onChange={(event) => setText(event.currentTarget.value)} />}
        </Field>
      </div>
      <p className="contact-finder__count" role="status">
        {shownContactHotels(found.length, hotels.length, text)}
      </p>
      <ul className="contact-hotels">
        {found.map((hotel) => (
          <li key={hotel.id} className="contact-card">
            <h3 className="contact-card__title">{hotel.name}</h3>
            <p className="contact-card__address">
              <MapPin size={18} aria-hidden="true" /> {hotel.physicalAddress}
            </p>
            <Contacts phone={hotel.phone} email={hotel.email} />
            <AppLink to={bookHotelHref(hotel, day)} className="button button--secondary button--small" aria-label={`${BOOK_HOTEL}: ${hotel.name}`}>
              {BOOK_HOTEL}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * spec B §2, A §2: /contact-us, where the Booking not found dialog's Support Details lead: the group's customer
 * support and media contacts, then every hotel's contact details from the hotels call, each card with Book Hotel
 * (View Hotel joins when hotel pages exist).
 */
export const ContactUsPage = () => {
  const details = useCoreRead(() => loadContactDetails(), true, [])
  const day = useCoreRead(() => today, true, [])
  useEffect(() => {
    document.title = `${CONTACT_US} · Karoo Hotels`
  }, [])
  const ready = details.kind === "ready" && day.kind === "ready"
  return (
    <div className="container contact-page">
      <h1 className="contact-page__title">{CONTACT_US}</h1>
      {!ready ? (
        <div aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="16rem" />
        </div>
      ) : (
        <>
          {details.value.group === null ? null : (
            <div className="contact-group">
              <section className="contact-card" aria-labelledby="contact-support">
                <h2 id="contact-support" className="contact-card__title">
                  {CUSTOMER_SUPPORT}
                </h2>
                <Contacts phone={details.value.group.assistanceNumber} email={details.value.group.assistanceEmail} />
              </section>
              <section className="contact-card" aria-labelledby="contact-media">
                <h2 id="contact-media" className="contact-card__title">
                  {MEDIA_ENQUIRIES}
                </h2>
                <Contacts phone={details.value.group.mediaNumber} email={details.value.group.mediaEmail} />
              </section>
            </div>
          )}
          <HotelContacts hotels={details.value.hotels} day={day.value} />
        </>
      )}
    </div>
  )
}
