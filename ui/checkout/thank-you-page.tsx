import { signal } from "@preact/signals-core"
import { useSignals } from "@preact/signals-react/runtime"
import { Clock, Effect } from "effect"
import { CalendarPlus, CircleAlert, CircleCheck, Printer } from "lucide-react"
import { lazy, Suspense, useEffect, useMemo, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"
import { bookingCalendarFile } from "../../core/booking/calendar-event.ts"
import { pollThankYou, THANK_YOU_LOADING, type ThankYouView } from "../../core/booking/load-thank-you.ts"
import { ADD_TO_CALENDAR, BOOKING_CONFIRMED_TITLE, BOOKING_REFERENCE_LABEL, PAYMENT_UNSUCCESSFUL_TITLE, RETRY_PAYMENT } from "../../core/booking/messages.ts"
import { retryPayment } from "../../core/booking/start-payment.ts"
import { thankYouCard } from "../../core/booking/thank-you-card.ts"
import { Button } from "../kit/button.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { useRunEffect, useRuntime } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { downloadCalendarFile } from "./calendar-download.ts"
import "./checkout.css"

const StayMap = lazy(() => import("./stay-map.tsx"))

// Not the spec's words: the card's labels and the print action
export const BOOKING_REFERENCE = BOOKING_REFERENCE_LABEL
export const PRINT = "Print"
export const REASON = "The card payment did not go through:"
export const NO_BOOKING = "We could not find this booking."

/**
 * spec B §2, §4: /booking/thank-you?booking={uuid}: the booking, fetched again every 2500 ms, confirmed or
 * payment unsuccessful with the reason; the card with the map, the hotel's contacts, the dates, rooms and guests.
 * Issue 11: Add to calendar (core's .ics), print, and after a failed payment the payment again.
 */
export const ThankYouPage = () => {
  useSignals()
  const [params] = useSearchParams()
  const uuid = params.get("booking") ?? ""
  const runtime = useRuntime()
  const run = useRunEffect()
  const navigate = useNavigate()
  // Each booking's page has its own view; a link without a booking has nothing to poll.
  const view = useMemo(() => signal<ThankYouView>(uuid === "" ? { kind: "error", message: NO_BOOKING } : THANK_YOU_LOADING), [uuid])
  const [retrying, setRetrying] = useState(false)

  useEffect(() => {
    if (uuid === "") return
    return runtime.runCallback(pollThankYou(uuid, view))
  }, [runtime, uuid, view])

  const current = view.value
  const retry = () => {
    setRetrying(true)
    run(retryPayment(uuid)).then(
      (started) => void navigate(started.to),
      () => setRetrying(false),
    )
  }
  const addToCalendar = () => {
    if (current.kind !== "ready") return
    void run(Effect.map(Clock.currentTimeMillis, (now) => bookingCalendarFile(current.booking, now))).then(downloadCalendarFile)
  }

  if (current.kind === "loading") {
    return (
      <div className="container thank-you" aria-busy="true">
        <h1 className="visually-hidden">Your booking</h1>
        <Skeleton height="3rem" width="60%" />
        <Skeleton height="20rem" />
      </div>
    )
  }
  if (current.kind === "error") {
    return (
      <div className="container thank-you">
        <h1 className="thank-you__title">Your booking</h1>
        <Notice tone="danger" role="alert">
          {current.message}
        </Notice>
      </div>
    )
  }

  const card = thankYouCard(current.booking)
  const confirmed = current.outcome.kind === "confirmed"
  return (
    <div className="container thank-you">
      <header className={confirmed ? "thank-you__hero thank-you__hero--confirmed" : "thank-you__hero thank-you__hero--failed"}>
        {confirmed ? <CircleCheck size={40} aria-hidden="true" /> : <CircleAlert size={40} aria-hidden="true" />}
        <div>
          <h1 className="thank-you__title">{confirmed ? BOOKING_CONFIRMED_TITLE : PAYMENT_UNSUCCESSFUL_TITLE}</h1>
          <p className="thank-you__reference">
            {BOOKING_REFERENCE} <strong>{card.reference}</strong>
          </p>
          {confirmed ? <p className="thank-you__next">{card.nextStep}</p> : null}
        </div>
      </header>
      {current.outcome.kind === "paymentUnsuccessful" ? (
        <div className="thank-you__failure">
          <Notice tone="danger" role="alert">
            {REASON} <strong>{current.outcome.reason}</strong>
          </Notice>
          <Button loading={retrying} onClick={retry} className="no-print">
            {RETRY_PAYMENT}
          </Button>
        </div>
      ) : null}
      <article className="thank-you__card" aria-labelledby="thank-you-hotel">
        <div className="thank-you__details">
          <h2 id="thank-you-hotel" className="thank-you__hotel">
            {card.hotelName}
          </h2>
          <p className="thank-you__address">{card.address}</p>
          <dl className="thank-you__facts">
            <div>
              <dt>Check-in</dt>
              <dd>{card.checkIn}</dd>
            </div>
            <div>
              <dt>Check-out</dt>
              <dd>{card.checkOut}</dd>
            </div>
            <div>
              <dt>Rooms</dt>
              <dd>{card.rooms}</dd>
            </div>
            <div>
              <dt>Guests</dt>
              <dd>{card.guests}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{card.total}</dd>
            </div>
          </dl>
          <ContactList className="thank-you__contacts" phone={card.phone} email={card.email} />
          <div className="thank-you__actions no-print">
            <Button variant="secondary" onClick={addToCalendar}>
              <CalendarPlus size={18} aria-hidden="true" /> {ADD_TO_CALENDAR}
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              <Printer size={18} aria-hidden="true" /> {PRINT}
            </Button>
          </div>
        </div>
        <div className="thank-you__map">
          <Suspense fallback={<Skeleton height="100%" />}>
            <StayMap view={card.map} />
          </Suspense>
        </div>
      </article>
    </div>
  )
}
