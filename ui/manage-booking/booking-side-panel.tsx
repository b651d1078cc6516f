import type { Temporal } from "temporal-polyfill"
import { type Booking, sidePanelOptions } from "../../core/booking/booking.ts"
import type { CommunicationMethod } from "../../core/checkout/communication.ts"
import {
  CANCEL_BOOKING,
  EDIT_BOOKING,
  PAY_BOOKING,
  RESEND_CONFIRMATION_EMAIL,
  RESEND_CONFIRMATION_SMS,
} from "../../core/booking/messages.ts"
import { BOOKING_OPTIONS } from "../../core/manage-booking/messages.ts"
import { editBookingRoute, viewBookingRoute } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Button } from "../kit/button.tsx"

export interface BookingSidePanelProps {
  readonly booking: Booking
  /** The hotels' clock now (core/time/clock.ts), which decides the 16:00 cancel cut-off. */
  readonly now: Temporal.ZonedDateTime
  readonly paying: boolean
  readonly resending: CommunicationMethod | null
  readonly onPay: () => void
  readonly onCancel: () => void
  readonly onResend: (channel: CommunicationMethod) => void
}

/**
 * spec B §2, §4, §6: the booking side panel: View Booking, or Edit Booking for an unpaid booking; Pay for an
 * unpaid booking except at hotel 830; Cancel before 16:00 on the check-in day unless cancelled (core's
 * sidePanelOptions decides); and the confirmation sent again by e-mail or SMS.
 */
export const BookingSidePanel = ({ booking, now, paying, resending, onPay, onCancel, onResend }: BookingSidePanelProps) => {
  const options = sidePanelOptions(booking, now)
  const to = options.openLabel === EDIT_BOOKING ? editBookingRoute(booking.uuid) : viewBookingRoute(booking.uuid)
  return (
    <nav className="booking-panel" aria-label={BOOKING_OPTIONS}>
      <ul className="booking-panel__list">
        <li>
          <AppLink to={to} className="booking-panel__link">
            {options.openLabel}
          </AppLink>
        </li>
        {options.showPay ? (
          <li>
            <Button block loading={paying} onClick={onPay}>
              {PAY_BOOKING}
            </Button>
          </li>
        ) : null}
        {options.showCancel ? (
          <li>
            <Button block variant="secondary" onClick={onCancel}>
              {CANCEL_BOOKING}
            </Button>
          </li>
        ) : null}
        <li>
          <Button block variant="ghost" loading={resending === "email"} onClick={() => onResend("email")}>
            {RESEND_CONFIRMATION_EMAIL}
          </Button>
        </li>
        <li>
          <Button block variant="ghost" loading={resending === "sms"} onClick={() => onResend("sms")}>
            {RESEND_CONFIRMATION_SMS}
          </Button>
        </li>
      </ul>
    </nav>
  )
}
