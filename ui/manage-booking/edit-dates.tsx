import type { Booking } from "../../core/booking/booking.ts"
import { formatDate } from "../../core/time/format.ts"

export interface EditDatesProps {
  readonly booking: Booking
  /** The edit-booking page: the dates may be unlocked with Edit Dates. */
  readonly editing: boolean
  readonly onChanged: () => void
}

/** spec B §2, §4: the stay's dates, locked. */
export const EditDates = ({ booking }: EditDatesProps) => (
  <dl className="manage-facts">
    <div>
      <dt>Check-in</dt>
      <dd>{formatDate(booking.checkInDate, "DD MMMM YYYY")}</dd>
    </div>
    <div>
      <dt>Check-out</dt>
      <dd>{formatDate(booking.checkOutDate, "DD MMMM YYYY")}</dd>
    </div>
  </dl>
)
