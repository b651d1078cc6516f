import { lazy, Suspense, useCallback } from "react"
import { HOTEL_ORDER_LABELS, makeHotelsModel } from "../../core/booking/hotels-model.ts"
import { HOTEL_ORDERS, type HotelOrder } from "../../core/booking/hotel-order.ts"
import { NO_HOTELS_HINT } from "../../core/booking/messages.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { NoticeThenContinue } from "../kit/notice-then-continue.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Select } from "../kit/select.tsx"
import { useIdle } from "../kit/use-idle.ts"
import { useWideScreen } from "../kit/use-wide-screen.ts"
import { HotelCard } from "./hotel-card.tsx"
import { HotelListSkeleton } from "./hotel-list-skeleton.tsx"
import "./booking.css"
import "./rooms.css"
import "./rate-calendar.css"

const HotelMap = lazy(() => import("./hotel-map.tsx"))

/** A pin was picked on the map: its card comes into view and takes focus (the list is the way on for the keyboard). */
const showCard = (hotelId: number) => {
  const card = document.getElementById(`hotel-${hotelId}`)
  card?.scrollIntoView({ behavior: "smooth", block: "center" })
  card?.focus({ preventScroll: true })
}

/** spec B §2: /booking/hotels, the hotels of a location search, sortable, with a map on wide screens. Its model: core/booking/hotels-model.ts. */
export const HotelsPage = () => {
  const page = useScreenModel(makeHotelsModel, undefined)
  const wide = useWideScreen()
  const { highlight } = page
  const pick = useCallback(
    (hotelId: number) => {
      highlight(hotelId)
      showCard(hotelId)
    },
    [highlight],
  )
  const view = page.viewFor({ narrow: !wide })
  // The map is shown beside the list on wide screens; Leaflet loads once the list is on screen and the browser idle.
  const mapWanted = useIdle(wide && view.kind === "ready")
  return (
    <BookingTemplate title={page.title.value} summary={false}>
      <AsyncView
        state={view}
        loading={<HotelListSkeleton />}
        empty={(message) => (
          <div className="empty-state" role="status">
            <p className="empty-state__title">{message}</p>
            <p>{NO_HOTELS_HINT}</p>
          </div>
        )}
      >
        {({ cards, pins, count }) => (
          <div className={wide ? "hotels hotels--with-map" : "hotels"}>
            <div className="hotels__list">
              <div className="hotels__toolbar">
                <p className="hotels__count" role="status">
                  {count}
                </p>
                <Select
                  label="Sort by"
                  value={page.order.value}
                  options={HOTEL_ORDERS.map((value) => ({ value, label: HOTEL_ORDER_LABELS[value] }))}
                  onChange={(event) => page.sortBy(event.target.value as HotelOrder)}
                />
              </div>
              <ol className="hotels__cards" aria-label="Hotels">
                {cards.map((card, index) => (
                  <li key={card.hotel.id}>
                    <HotelCard
                      card={card}
                      priority={index === 0}
                      highlighted={page.highlighted.value === card.hotel.id}
                      loading={page.opening.value === card.hotel.id}
                      onViewRates={() => page.viewRates(card.hotel)}
                      onHighlight={page.highlight}
                    />
                  </li>
                ))}
              </ol>
            </div>
            {wide ? (
              <div className="hotels__map">
                {mapWanted ? (
                  <Suspense fallback={<div className="hotel-map hotel-map--loading" aria-hidden="true" />}>
                    <HotelMap pins={pins} tiles={page.mapTiles.value} highlighted={page.highlighted.value} onPick={pick} />
                  </Suspense>
                ) : (
                  <div className="hotel-map hotel-map--loading" aria-hidden="true" />
                )}
              </div>
            ) : null}
          </div>
        )}
      </AsyncView>
      <NoticeThenContinue notice={page.sameDayNotice.value} onContinue={page.goOn} />
    </BookingTemplate>
  )
}
