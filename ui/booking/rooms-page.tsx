import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { loadRooms, roomSearchOf, roomsPageView, ROOMS_LOADING, roomStepOf } from "../../core/booking/load-rooms.ts"
import type { RoomCardView } from "../../core/booking/room-card-view.ts"
import { roomChoiceOf } from "../../core/booking/room-card-view.ts"
import { ACTIVE_ROOM_INDEX_PARAM, routeOf, type RoomTypeGroup } from "../../core/booking/room-selection.ts"
import { FIND_THE_PERFECT_ROOM } from "../../core/booking/messages.ts"
import { summaryPanel } from "../../core/booking/summary-panel.ts"
import { BookingTemplate, useChosenHotel } from "../booking-template/booking-template.tsx"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { RoomCard } from "./room-card.tsx"
import { RoomListSkeleton } from "./room-list-skeleton.tsx"
import { RoomModal } from "./room-modal.tsx"
import "./booking.css"

/**
 * spec B §2, §4: /booking/rooms: a page of 4 room-type cards for the active requested room ("Room 1 of n"), each
 * with its rate picker, More information (the room modal) and Select; the no-rooms block when nothing is offered.
 */
export const RoomsPage = () => {
  useSignals()
  const session = useBookingSession()
  const state = session.state.value
  const search = roomSearchOf(state)
  const run = useRunEffect()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map())
  const [details, setDetails] = useState<{ readonly group: RoomTypeGroup; readonly card: RoomCardView } | null>(null)
  const [selecting, setSelecting] = useState<string | null>(null)

  // spec B §2: the optional active-room-index query names the requested room being chosen for.
  const activeParam = params.get(ACTIVE_ROOM_INDEX_PARAM)
  useEffect(() => {
    if (activeParam !== null) void run(session.setActiveRoom(Number(activeParam)))
    setPage(1)
  }, [activeParam, run, session])

  const searchKey = JSON.stringify(search)
  const read = useCoreRead(() => loadRooms(search!), search === null ? null : searchKey)
  const view = roomsPageView(read.kind === "ready" ? read.value : ROOMS_LOADING, page)
  const hotel = useChosenHotel()
  const step = roomStepOf(state)
  const nightsLabel = summaryPanel(state).nightsLabel

  const rateOf = (card: RoomCardView): string => picked.get(card.roomTypeCode) ?? card.defaultRatePlanCode

  const select = (group: RoomTypeGroup, card: RoomCardView) => {
    // spec B §4: the loading state stays on when the active room is the last requested room.
    const staysLoading = session.selectLoadingStays.value
    setSelecting(card.roomTypeCode)
    void run(session.chooseRoom(roomChoiceOf(group, rateOf(card)))).then((next) => {
      setDetails(null)
      if (!staysLoading) setSelecting(null)
      setPicked(new Map())
      void navigate(routeOf(next))
    })
  }

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
      {view.kind === "loading" ? (
        <RoomListSkeleton />
      ) : view.kind === "error" ? (
        <Notice tone="danger" role="alert">
          {view.message}
        </Notice>
      ) : view.kind === "empty" ? (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{view.message}</p>
        </div>
      ) : (
        <>
          <ol className="rooms__cards" aria-label="Room types">
            {view.cards.map(({ group, card }, index) => (
              <li key={card.roomTypeCode}>
                <RoomCard
                  card={card}
                  priority={index === 0}
                  ratePlanCode={rateOf(card)}
                  onRateChange={(ratePlanCode) => setPicked(new Map(picked).set(card.roomTypeCode, ratePlanCode))}
                  onMoreInformation={() => setDetails({ group, card })}
                  onSelect={() => select(group, card)}
                  selecting={selecting === card.roomTypeCode}
                  nightsLabel={nightsLabel}
                />
              </li>
            ))}
          </ol>
          <Pagination page={view.page} pageCount={view.pageCount} onPage={setPage} label="Room pages" />
        </>
      )}
      <RoomModal
        card={details?.card ?? null}
        ratePlanCode={details === null ? "" : rateOf(details.card)}
        hotelAddress={hotel?.physicalAddress ?? null}
        selecting={details !== null && selecting === details.card.roomTypeCode}
        onSelect={() => (details === null ? undefined : select(details.group, details.card))}
        onClose={() => setDetails(null)}
      />
    </BookingTemplate>
  )
}
