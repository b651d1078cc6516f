import { CalendarPlus, CircleAlert, CircleCheck, Clock, Printer } from "lucide-react"
import { lazy, Suspense } from "react"
import { useSearchParams } from "react-router-dom"
import { ADD_TO_CALENDAR, BOOKING_REFERENCE_LABEL, PAYMENT_FAILED_REASON, PAYMENT_DUE, PAYMENT_UNSUCCESSFUL_TITLE, PAY_NOW, PRINT, RETRY_PAYMENT, YOUR_BOOKING } from "../../core/booking/messages.ts"
import { makeThankYouModel } from "../../core/checkout/thank-you-model.ts"
import { Button } from "../kit/button.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { Notice } from "../kit/notice.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "./checkout.css"
import "./thank-you.css"

const StayMap = lazy(() => import("./stay-map.tsx"))

/**
 * spec B §2, §4: /booking/thank-you?booking={uuid}: the booking, fetched again every 2500 ms, confirmed or
 * payment unsuccessful with the reason; the card with the map, the hotel's contacts, the dates, rooms and guests.
 * Issue 11: Add to calendar (core's .ics), print, and after a failed payment the payment again.
 */
export const ThankYouPage = () => {
  const [params] = useSearchParams()
  const page = useScreenModel(makeThankYouModel, params.get("booking") ?? "")
  const current = page.view.value
  const card = page.card.value

  if (current.kind === "loading") {
    return (
      <div className="container thank-you" aria-busy="true">
        <h1 className="visually-hidden">{YOUR_BOOKING}</h1>
        <Skeleton height="3rem" width="60%" />
        <Skeleton height="20rem" />
      </div>
    )
  }
  if (current.kind === "error") {
    return (
      <div className="container thank-you">
        <h1 className="thank-you__title">{YOUR_BOOKING}</h1>
        <Notice tone="danger" role="alert">
          {current.message}
        </Notice>
      </div>
    )
  }

  // the view is ready, so its card is there
  if (card === null) return null
  const confirmed = current.outcome.kind === "confirmed"
  return (
    <div className="container thank-you">
      <header className={confirmed ? "thank-you__hero thank-you__hero--confirmed" : "thank-you__hero thank-you__hero--failed"}>
        {confirmed ? <CircleCheck size={40} aria-hidden="true" /> : <CircleAlert size={40} aria-hidden="true" />}
        <div>
          <h1 className="thank-you__title">{confirmed ? card.title : PAYMENT_UNSUCCESSFUL_TITLE}</h1>
          <p className="thank-you__reference">
            {BOOKING_REFERENCE_LABEL} <strong>{card.reference}</strong>
          </p>
          {confirmed ? <p className="thank-you__next">{card.nextStep}</p> : null}
        </div>
      </header>
      {confirmed && card.payBy !== null ? (
        // issue 29 §4: the deadline stands on its own, amber with a clock (a deadline, not an error), under the banner
        <section className="thank-you__pay-by no-print" aria-labelledby="thank-you-pay-by">
          <Clock className="thank-you__pay-by-icon" size={24} aria-hidden="true" />
          <div className="thank-you__pay-by-text">
            <h2 id="thank-you-pay-by" className="thank-you__pay-by-title">
              {PAYMENT_DUE}
            </h2>
            <p>{card.payBy}</p>
          </div>
          <Button loading={page.retrying.value} onClick={() => page.retry()}>
            {PAY_NOW}
          </Button>
        </section>
      ) : null}
      {current.outcome.kind === "paymentUnsuccessful" ? (
        <div className="thank-you__failure">
          <Notice tone="danger" role="alert">
            {PAYMENT_FAILED_REASON} <strong>{current.outcome.reason}</strong>
          </Notice>
          {card.declined === null ? null : (
            <div className="thank-you__still-held">
              <p>
                <strong>{card.declined.noMoneyTaken}</strong>
              </p>
              {card.declined.heldUntil === null ? null : <p>{card.declined.heldUntil}</p>}
              {card.declined.payLater === null ? null : <p>{card.declined.payLater}</p>}
            </div>
          )}
          <Button loading={page.retrying.value} onClick={() => page.retry()} className="no-print">
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
              <dt>{card.totalLabel}</dt>
              <dd>{card.total}</dd>
            </div>
            {card.paidWith.map((part) => (
              <div key={part.label}>
                <dt>{part.label}</dt>
                <dd>{part.value}</dd>
              </div>
            ))}
          </dl>
          <ContactList className="thank-you__contacts" phone={card.phone} email={card.email} />
          {/* A stay whose payment failed is not one to put in a calendar or print (issue 29 §5). */}
          {confirmed ? (
            <div className="thank-you__actions no-print">
              <Button variant="secondary" onClick={() => page.addToCalendar()}>
                <CalendarPlus size={18} aria-hidden="true" /> {ADD_TO_CALENDAR}
              </Button>
              <Button variant="ghost" onClick={() => window.print()}>
                <Printer size={18} aria-hidden="true" /> {PRINT}
              </Button>
            </div>
          ) : null}
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
