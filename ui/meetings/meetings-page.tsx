import { MapPin, Users } from "lucide-react"
import { useLocation } from "react-router-dom"
import { makeMeetingsModel } from "../../core/meetings/meetings-model.ts"
import { MEETING_VENUES, MEETINGS_AND_EVENTS, MEETINGS_INTRO } from "../../core/meetings/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { MeetingCardActions } from "./meeting-card-actions.tsx"
import { MeetingModals } from "./meeting-modals.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"
import "./meetings.css"

/**
 * spec A §2, §3, §4: /meetings-and-events, the hotels with meeting rooms, each with More Information (a modal with its
 * rates, seats and Book Now) and Book Now (the request form in a modal); a sent request shows the thank-you with View
 * Hotel. The booking type comes from the page's path. Its model: core/meetings/meetings-model.ts.
 */
export const MeetingsPage = () => {
  const { pathname } = useLocation()
  const page = useScreenModel(makeMeetingsModel, { pathname })
  return (
    <div className="container meetings-page">
      <PageMeta head={page.head} />
      <h1 className="meetings-page__title">{MEETINGS_AND_EVENTS}</h1>
      <p className="meetings-page__intro">{MEETINGS_INTRO}</p>
      <AsyncView state={page.view.value} loading={<Skeleton height="22rem" />}>
        {(venues) => (
          <ul className="card-grid" aria-label={MEETING_VENUES}>
            {venues.map((venue) => (
              <li key={venue.hotelId} className={`meeting-card brand-${venue.brandKey}`}>
                <h2 className="meeting-card__name">{venue.name}</h2>
                <p className="meeting-card__line">
                  <MapPin size={16} aria-hidden="true" /> {venue.city}
                </p>
                <p className="meeting-card__line">
                  <Users size={16} aria-hidden="true" /> {venue.capacity}
                </p>
                <MeetingCardActions venue={venue} page={page} />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      <MeetingModals page={page} />
    </div>
  )
}
