import { ChevronDown } from "lucide-react"
import type { ReactNode } from "react"
import { summaryBarAmount, type SummaryPanel } from "../../core/booking/summary-panel.ts"
import { BOOKING_SUMMARY, ROOM_NOT_CHOSEN, SUBTOTAL_RATE, TAXES_AND_FEES, TOTAL_AMOUNT } from "../../core/booking/messages.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { CARD_LEFT_LABEL, POINTS_PAID_LABEL } from "../../core/checkout/messages.ts"

export interface BookingSummaryProps {
  /** The session's summary, from the template's model. */
  readonly panel: SummaryPanel
  /** The hotel's photo, once its details are loaded (the session keeps the hotel's name only). */
  readonly hotelImage: string | null
  /** The hold countdown (web-checkout's), shown at the top of the summary from the review on. */
  readonly hold?: ReactNode
}

/** The summary's content, rendered in the side panel on wide screens and in the collapsible bar on small ones. */
const SummaryContent = ({ panel, hotelImage, hold, headingLevel }: BookingSummaryProps & { readonly headingLevel: "h2" | "h3" }) => {
  const Heading = headingLevel
  return (
    <div className="summary">
      {hold === undefined ? null : <div className="summary__hold">{hold}</div>}
      {hotelImage === null ? (
        <div className="summary__image summary__image--empty" aria-hidden="true" />
      ) : (
        <img className="summary__image" src={hotelImage} alt="" width={400} height={225} />
      )}
      {panel.hotelName === null ? null : <Heading className="summary__hotel">{panel.hotelName}</Heading>}
      <dl className="summary__facts">
        {panel.stay === null ? null : (
          <div>
            <dt>Stay</dt>
            <dd>
              {panel.stay} · {panel.nightsLabel}
            </dd>
          </div>
        )}
        <div>
          <dt>Guests</dt>
          <dd>{panel.guests}</dd>
        </div>
      </dl>
      <ul className="summary__rooms" aria-label="Your rooms">
        {panel.rooms.map((room) => (
          <li key={room.label} className="summary__room">
            <span className="summary__room-name">
              <strong>{room.label}</strong>
              <span>{room.roomName ?? ROOM_NOT_CHOSEN}</span>
              <span className="summary__room-guests">{room.guests}</span>
            </span>
            {room.priceCents === null ? null : (
              <span className="summary__room-price">
                {formatMoney(room.priceCents, panel.currency)}
                <span className="summary__caption">for {panel.nightsLabel}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {panel.amounts === null ? null : (
        <dl className="summary__amounts">
          <div>
            <dt>{SUBTOTAL_RATE}</dt>
            <dd>{formatMoney(panel.amounts.subtotalCents, panel.currency)}</dd>
          </div>
          <div>
            <dt>{TAXES_AND_FEES}</dt>
            <dd>{formatMoney(panel.amounts.taxesCents, panel.currency)}</dd>
          </div>
          <div className="summary__total">
            <dt>{TOTAL_AMOUNT}</dt>
            <dd>{formatMoney(panel.amounts.totalCents, panel.currency)}</dd>
          </div>
          {panel.pointsPaid === null ? null : (
            <>
              <div>
                <dt>{POINTS_PAID_LABEL}</dt>
                <dd>−{formatMoney(panel.pointsPaid.coveredCents, panel.currency)}</dd>
              </div>
              <div className="summary__total">
                <dt>{CARD_LEFT_LABEL}</dt>
                <dd>{formatMoney(panel.pointsPaid.cardCents, panel.currency)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
    </div>
  )
}

/** DESIGN: the total with taxes stays visible: a side panel from 1120 px. */
export const BookingSummaryPanel = (props: BookingSummaryProps) => (
  <aside className="booking-layout__summary" aria-labelledby="booking-summary-title">
    <h2 id="booking-summary-title" className="summary__title">
      {BOOKING_SUMMARY}
    </h2>
    <SummaryContent {...props} headingLevel="h3" />
  </aside>
)

/**
 * DESIGN: below 1120 px, a bar with the total that opens the whole summary (a native disclosure); the hold's
 * countdown stays in sight above it, closed or open ("the hold countdown in the summary").
 */
export const BookingSummaryBar = ({ hold, ...props }: BookingSummaryProps) => {
  const { panel } = props
  const due = summaryBarAmount(panel)
  return (
    <>
      {hold === undefined ? null : <div className="summary-bar__hold">{hold}</div>}
      <details className="summary-bar">
        <summary className="summary-bar__toggle">
          <span>
            {BOOKING_SUMMARY}
            {due === null ? null : (
              <span className="summary-bar__total">
                {due.label} {formatMoney(due.cents, panel.currency)}
              </span>
            )}
          </span>
          <ChevronDown size={20} aria-hidden="true" className="summary-bar__chevron" />
        </summary>
        <SummaryContent {...props} headingLevel="h2" />
      </details>
    </>
  )
}
