import { readBookingSession } from "../../core/booking/booking-template-model.ts"
import { summaryPanel } from "../../core/booking/summary-panel.ts"
import { YOUR_STAY } from "../../core/checkout/messages.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { useScreenModel } from "../kit/screen-model.tsx"

/** The review's overview of what is being booked: hotel, dates, and every room with its guests and price. */
export const StayOverview = () => {
  const panel = summaryPanel(useScreenModel(readBookingSession, undefined).state.value)
  return (
    <section className="checkout-card" aria-labelledby="stay-overview-title">
      <h2 id="stay-overview-title" className="checkout-card__title">
        {YOUR_STAY}
      </h2>
      {panel.hotelName === null ? null : <p className="stay-overview__hotel">{panel.hotelName}</p>}
      {panel.stay === null ? null : (
        <p className="stay-overview__dates">
          {panel.stay} · {panel.nightsLabel} · {panel.guests}
        </p>
      )}
      <ul className="stay-overview__rooms">
        {panel.rooms.map((room) => (
          <li key={room.label} className="stay-overview__room">
            <span>
              <strong>{room.label}</strong> · {room.roomName}
              <span className="stay-overview__guests">{room.guests}</span>
            </span>
            {room.priceCents === null ? null : <span className="stay-overview__price">{formatMoney(room.priceCents, panel.currency)}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
