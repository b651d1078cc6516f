import { useLocation } from "react-router-dom"
import type { HotelPageContent } from "../../core/hotels/hotel-page-model.ts"
import { makeMeetingRequestModel } from "../../core/meetings/meeting-request-model.ts"
import { meetingVenueOfPage } from "../../core/meetings/meetings-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"
import { MeetingCardActions } from "./meeting-card-actions.tsx"
import { MeetingModals } from "./meeting-modals.tsx"
import "./meetings.css"

/**
 * A hotel's meeting room on its page (spec A §2, §3; issue 25): More Information and Book Now, the request form and its
 * thank-you with View Hotel, as on /meetings-and-events. The hotel's page gets it from ui/app/composed/hotel-page.tsx.
 */
export const HotelMeetingRoom = ({ hotel }: { readonly hotel: HotelPageContent }) => {
  const { pathname } = useLocation()
  const page = useScreenModel(makeMeetingRequestModel, { pathname })
  const venue = meetingVenueOfPage(hotel)
  if (venue === null) return null
  return (
    <>
      <p className="meeting-card__line">{venue.capacity}</p>
      <MeetingCardActions venue={venue} page={page} />
      <MeetingModals page={page} />
    </>
  )
}
