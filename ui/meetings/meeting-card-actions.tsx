import type { MeetingRequestModel, MeetingVenue } from "../../core/meetings/meeting-request-model.ts"
import { MEETING_BOOK_NOW, meetingBookNowLabel, MORE_INFORMATION, moreInformationLabel } from "../../core/meetings/messages.ts"
import { Button } from "../kit/button.tsx"
import type { Bound } from "../kit/screen-model.tsx"

/**
 * A meeting room's two buttons (spec A §2, §3): More Information and Book Now, each naming the venue for a screen
 * reader. One piece for the venue's card on /meetings-and-events and its place on the hotel's page.
 */
export const MeetingCardActions = ({ venue, page }: { readonly venue: MeetingVenue; readonly page: Pick<Bound<MeetingRequestModel>, "inform" | "request"> }) => (
  <div className="meeting-card__actions">
    <Button variant="secondary" size="small" aria-label={moreInformationLabel(venue.name)} onClick={() => page.inform(venue)}>
      {MORE_INFORMATION}
    </Button>
    <Button size="small" aria-label={meetingBookNowLabel(venue.name)} onClick={() => page.request(venue)}>
      {MEETING_BOOK_NOW}
    </Button>
  </div>
)
