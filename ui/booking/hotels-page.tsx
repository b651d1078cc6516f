import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense, useCallback, useState } from "react"
import { useNavigate } from "react-router-dom"
import { Effect } from "effect"
import { rememberChosenHotel } from "../../core/booking/chosen-hotel-store.ts"
import type { Hotel } from "../../core/booking/hotel.ts"
import { HOTEL_ORDERS, type HotelOrder } from "../../core/booking/hotel-order.ts"
import { hotelsTitle } from "../../core/booking/hotel-list.ts"
import { hotelSearchOf, hotelsPageView, HOTELS_LOADING, loadHotels } from "../../core/booking/load-hotels.ts"
import { viewRatesSearch } from "../../core/booking/search-from-session.ts"
import type { SearchNextStep } from "../../core/search/search-route.ts"
import { submitSearch } from "../../core/search/submit-search.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { useBookingSession } from "../kit/booking-session.tsx"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Select } from "../kit/select.tsx"
import { HotelCard } from "./hotel-card.tsx"
import { HotelListSkeleton } from "./hotel-list-skeleton.tsx"
import { useMapTiles } from "../kit/use-map-tiles.ts"
import { SameDayNoticeModal } from "../kit/same-day-notice-modal.tsx"
import { DESKTOP_QUERY, MOBILE_QUERY, useMediaQuery } from "./use-media-query.ts"
import "./booking.css"

const HotelMap = lazy(() => import("./hotel-map.tsx"))

const ORDER_LABELS: Readonly<Record<HotelOrder, string>> = {
  recommended: "Recommended",
  price: "Price (lowest first)",
  distance: "Distance (nearest first)",
}

/** spec B §2: /booking/hotels, the hotels of a location search, sortable, with a map on wide screens. */
export const HotelsPage = () => {
  const mapTiles = useMapTiles()
  useSignals()
  const session = useBookingSession()
  const state = session.state.value
  const search = hotelSearchOf(state)
  const run = useRunEffect()
  const navigate = useNavigate()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [order, setOrder] = useState<HotelOrder>("recommended")
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const [opening, setOpening] = useState<number | null>(null)
  const [sameDayNext, setSameDayNext] = useState<SearchNextStep | null>(null)

  const searchKey = JSON.stringify(search)
  const read = useCoreRead(() => loadHotels(search!), search !== null, [searchKey])
  const load = read.kind === "ready" ? read.value : HOTELS_LOADING
  const view = search === null ? null : hotelsPageView(load, search, { order, mobile })

  const viewRates = (hotel: Hotel) => {
    setOpening(hotel.id)
    run(
      rememberChosenHotel(hotel).pipe(Effect.andThen(submitSearch(viewRatesSearch(session.state.value, hotel), "viewRates"))),
    ).then(
      (next) => (next.sameDayNoticeFirst ? setSameDayNext(next) : void navigate(next.to)),
      () => setOpening(null),
    )
  }

  const pick = useCallback((hotelId: number) => {
    setHighlighted(hotelId)
    const card = document.getElementById(`hotel-${hotelId}`)
    card?.scrollIntoView({ behavior: "smooth", block: "center" })
    card?.focus({ preventScroll: true })
  }, [])

  return (
    <BookingTemplate title={hotelsTitle(state)} summary={false}>
      {view === null || view.kind === "loading" ? (
        <HotelListSkeleton />
      ) : view.kind === "error" ? (
        <Notice tone="danger" role="alert">
          {view.message}
        </Notice>
      ) : view.kind === "empty" ? (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{view.message}</p>
          <p>Try other dates or another destination in the search above.</p>
        </div>
      ) : (
        <div className={desktop ? "hotels hotels--with-map" : "hotels"}>
          <div className="hotels__list">
            <div className="hotels__toolbar">
              <p className="hotels__count" role="status">
                {view.cards.length === 1 ? "1 hotel" : `${view.cards.length} hotels`}
              </p>
              <Select
                label="Sort by"
                value={order}
                options={HOTEL_ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }))}
                onChange={(event) => setOrder(event.target.value as HotelOrder)}
              />
            </div>
            <ol className="hotels__cards" aria-label="Hotels">
              {view.cards.map((card, index) => (
                <li key={card.hotel.id}>
                  <HotelCard
                    card={card}
                    priority={index === 0}
                    highlighted={highlighted === card.hotel.id}
                    loading={opening === card.hotel.id}
                    onViewRates={() => viewRates(card.hotel)}
                    onHighlight={setHighlighted}
                  />
                </li>
              ))}
            </ol>
          </div>
          {desktop ? (
            <div className="hotels__map">
              <Suspense fallback={<div className="hotel-map hotel-map--loading" aria-hidden="true" />}>
                <HotelMap pins={view.pins} tiles={mapTiles} highlighted={highlighted} onPick={pick} />
              </Suspense>
            </div>
          ) : null}
        </div>
      )}
      <SameDayNoticeModal
        open={sameDayNext !== null}
        onContinue={() => {
          const next = sameDayNext
          setSameDayNext(null)
          if (next !== null) void navigate(next.to)
        }}
      />
    </BookingTemplate>
  )
}
