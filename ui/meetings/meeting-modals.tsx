import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"
import { VIEW_HOTEL } from "../../core/hotels/messages.ts"
import { meetingFormFor, type MeetingRequestModel, type MeetingVenue } from "../../core/meetings/meeting-request-model.ts"
import { MEETING_BOOK_NOW, requestTitle } from "../../core/meetings/messages.ts"
import { THANK_YOU } from "../../core/offers/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button, buttonClassName } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import type { Bound } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"

const MeetingRequestForm = lazy(() => import("./meeting-request-form.tsx"))

export const MeetingFacts = ({ venue }: { readonly venue: MeetingVenue }) => (
  <ul className="meeting-card__facts">
    {venue.facts.map((fact) => (
      <li key={fact}>{fact}</li>
    ))}
  </ul>
)

/**
 * A meeting room's modals (spec A §2, §3): More Information (its rates, seats and Book Now), the request form, and the
 * thank-you with View Hotel. Shown by /meetings-and-events and by a hotel's page, over core's meeting request model.
 */
export const MeetingModals = ({ page }: { readonly page: Bound<MeetingRequestModel> }) => {
  useSignals()
  const informing = page.informing.value
  const requesting = page.requesting.value
  const thanked = page.thanked.value
  return (
    <>
      <Modal
        open={informing !== null}
        onOpenChange={(open) => (open ? undefined : page.inform(null))}
        title={informing?.name ?? ""}
        actions={informing === null ? null : <Button onClick={() => page.request(informing)}>{MEETING_BOOK_NOW}</Button>}
      >
        {informing === null ? null : (
          <div className="meeting-info">
            <p>{informing.description}</p>
            <p>{informing.capacity}</p>
            <MeetingFacts venue={informing} />
          </div>
        )}
      </Modal>
      <Modal open={requesting !== null} onOpenChange={(open) => (open ? undefined : page.request(null))} wide title={requesting === null ? "" : requestTitle(requesting.name)}>
        {requesting === null ? null : (
          <Suspense fallback={<Spinner />}>
            <MeetingRequestForm key={requesting.hotelId} page={page} initial={meetingFormFor(requesting, page.pathname, page.today)} />
          </Suspense>
        )}
      </Modal>
      <Modal
        open={thanked !== null}
        onOpenChange={(open) => (open ? undefined : page.closeThankYou())}
        title={THANK_YOU}
        description={page.thankYouText}
        actions={
          thanked === null ? null : (
            <AppLink to={thanked.href} className={buttonClassName("primary")} onClick={() => page.closeThankYou()}>
              {VIEW_HOTEL}
            </AppLink>
          )
        }
      />
    </>
  )
}
