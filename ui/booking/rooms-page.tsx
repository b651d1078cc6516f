import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { FIND_THE_PERFECT_ROOM } from "../../core/booking/messages.ts"
import { ACTIVE_ROOM_INDEX_PARAM } from "../../core/booking/room-selection.ts"
import { makeRoomsModel } from "../../core/booking/rooms-model.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { RoomCard } from "./room-card.tsx"
import { RoomListSkeleton } from "./room-list-skeleton.tsx"
import { RoomModal } from "./room-modal.tsx"
import "./booking.css"
import "./rooms.css"
import "./rate-calendar.css"

/**
 * spec B §2, §4: /booking/rooms: a page of 4 room-type cards for the active requested room ("Room 1 of n"), each
 * with its rate picker, More information (the room modal) and Select; the no-rooms block when nothing is offered.
 * Its model: core/booking/rooms-model.ts.
 */
export const RoomsPage = () => {
  const page = useScreenModel(makeRoomsModel, undefined)
  const [params] = useSearchParams()
  const activeParam = params.get(ACTIVE_ROOM_INDEX_PARAM)
  const { showRoom } = page
  useEffect(() => showRoom(activeParam), [activeParam, showRoom])
  const step = page.step.value
  const details = page.details.value
  return (
    <BookingTemplate
      title={FIND_THE_PERFECT_ROOM}
      step="Rooms"
      subtitle={
        <>
          <strong>{step.label}</strong> · {step.guests}
        </>
      }
    >
      <AsyncView state={page.view.value} loading={<RoomListSkeleton />}>
        {({ cards, page: shown, pageCount }) => (
          <>
            <ol className="rooms__cards" aria-label="Room types">
              {cards.map((entry, index) => (
                <li key={entry.card.roomTypeCode}>
                  <RoomCard
                    card={entry.card}
                    priority={index === 0}
                    ratePlanCode={entry.ratePlanCode}
                    onRateChange={(ratePlanCode) => page.pickRate(entry.card.roomTypeCode, ratePlanCode)}
                    onMoreInformation={() => page.showDetails(entry)}
                    onSelect={() => page.select(entry)}
                    selecting={entry.selecting}
                    nightsLabel={page.nightsLabel.value}
                  />
                </li>
              ))}
            </ol>
            <Pagination page={shown} pageCount={pageCount} onPage={page.goToPage} label="Room pages" />
          </>
        )}
      </AsyncView>
      <RoomModal
        card={details?.card ?? null}
        ratePlanCode={details?.ratePlanCode ?? ""}
        hotelAddress={page.hotelAddress.value}
        selecting={details?.selecting ?? false}
        onSelect={() => (details === null ? undefined : page.select(details))}
        onClose={page.closeDetails}
      />
    </BookingTemplate>
  )
}
