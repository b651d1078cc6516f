import { useSignals } from "@preact/signals-react/runtime"
import { Option } from "effect"
import { useState } from "react"
import { useLocation, useNavigate, useParams } from "react-router-dom"
import type { Booking } from "../../core/booking/booking.ts"
import { bookingDetailsView } from "../../core/manage-booking/booking-details.ts"
import type { CommunicationMethod } from "../../core/checkout/communication.ts"
import { isEditMode } from "../../core/manage-booking/manage-booking.ts"
import { BOOKING_NOT_FOUND, EDIT_BOOKING, VIEW_BOOKING } from "../../core/booking/messages.ts"
import { loadManagedBooking, payManagedBooking, resendManagedConfirmation } from "../../core/manage-booking/manage-existing-booking.ts"
import { now } from "../../core/time/clock.ts"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { type DataColumn, DataTable } from "../kit/data-table.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { BookingSidePanel } from "./booking-side-panel.tsx"
import { CancelBookingModal } from "./cancel-booking-modal.tsx"
import { EditDates } from "./edit-dates.tsx"
import { ManageBookingHeader } from "./manage-booking-header.tsx"
import "./manage-booking.css"

/**
 * spec B §2, §4: /my-account/manage-booking/booking-details/{uuid} (and its view-booking and edit-booking pages):
 * the hotel, the read-only guest table, the booking table and the side panel. A path with edit-booking unlocks
 * the dates for editing. The uuid is the only way in besides a verified code (issue 13: privacy).
 */
export const BookingDetailsPage = () => {
  useSignals()
  const { uuid = "" } = useParams()
  const { pathname } = useLocation()
  const editing = isEditMode(pathname)
  const [version, setVersion] = useState(0)
  const loaded = useCoreRead(() => loadManagedBooking(uuid, BOOKING_NOT_FOUND), uuid === "" ? null : `${uuid} ${version}`)
  const clock = useCoreRead(() => now, version)

  const view = loaded.kind === "ready" ? loaded.value : null
  return (
    <div className="container manage-page">
      <ManageBookingHeader />
      <h1 className="manage-page__title">{editing ? EDIT_BOOKING : VIEW_BOOKING}</h1>
      {view === null || clock.kind !== "ready" ? (
        <div aria-busy="true">
          <Skeleton height="8rem" />
          <Skeleton height="12rem" />
        </div>
      ) : view.kind === "error" ? (
        <Notice tone="danger" role="alert">
          {view.message}
        </Notice>
      ) : view.kind === "ready" ? (
        <BookingDetails booking={view.booking} editing={editing} now={clock.value} onChanged={() => setVersion((next) => next + 1)} />
      ) : null}
    </div>
  )
}

type DetailsView = ReturnType<typeof bookingDetailsView>

const ROOM_COLUMNS: ReadonlyArray<DataColumn<DetailsView["rooms"][number]>> = [
  { header: "Room", cell: (row) => row.room },
  { header: "Reference", cell: (row) => row.reference },
  { header: "Room type", cell: (row) => row.roomName },
  { header: "Adults", cell: (row) => row.adults },
  { header: "Children", cell: (row) => row.children },
  { header: "Price", cell: (row) => row.price },
]

const GUEST_COLUMNS: ReadonlyArray<DataColumn<DetailsView["guests"][number]>> = [
  { header: "Room", cell: (guest) => guest.room },
  { header: "Name", cell: (guest) => guest.name },
  { header: "E-mail", cell: (guest) => guest.email },
  { header: "Mobile", cell: (guest) => guest.mobile },
  { header: "ID or passport", cell: (guest) => (guest.idNumber === "" ? "" : `${guest.idType} ${guest.idNumber}`) },
]

interface BookingDetailsProps {
  readonly booking: Booking
  readonly editing: boolean
  readonly now: Parameters<typeof BookingSidePanel>[0]["now"]
  readonly onChanged: () => void
}

const BookingDetails = ({ booking, editing, now, onChanged }: BookingDetailsProps) => {
  const run = useRunEffect()
  const navigate = useNavigate()
  const [paying, setPaying] = useState(false)
  const [resending, setResending] = useState<CommunicationMethod | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const view = bookingDetailsView(booking)

  const pay = () => {
    setPaying(true)
    void run(payManagedBooking(booking.uuid)).then((to) => {
      if (Option.isSome(to)) void navigate(to.value)
      else setPaying(false)
    })
  }
  const resend = (channel: CommunicationMethod) => {
    setResending(channel)
    void run(resendManagedConfirmation(booking.uuid, channel)).finally(() => setResending(null))
  }

  return (
    <div className="manage-details">
      <div className="manage-details__main">
        <section className="manage-card" aria-labelledby="manage-hotel">
          <h2 id="manage-hotel" className="manage-card__title">
            {view.hotel.name}
          </h2>
          <p className="manage-card__city">{view.hotel.city}</p>
          <ContactList className="manage-card__contacts" address={view.hotel.address} phone={view.hotel.phone} email={view.hotel.email} />
        </section>

        <section className="manage-card" aria-labelledby="manage-booking-table">
          <h2 id="manage-booking-table" className="manage-card__title">
            Booking {view.reference}
          </h2>
          <dl className="manage-facts">
            <div>
              <dt>Status</dt>
              <dd>{view.status}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{view.total}</dd>
            </div>
          </dl>
          <EditDates booking={booking} editing={editing} onChanged={onChanged} />
          <DataTable caption="Rooms booked" columns={ROOM_COLUMNS} rows={view.rooms} rowKey={(row) => String(row.room)} />
        </section>

        <section className="manage-card" aria-labelledby="manage-guests">
          <h2 id="manage-guests" className="manage-card__title">
            Guests
          </h2>
          <DataTable caption="Guests (read only)" columns={GUEST_COLUMNS} rows={view.guests} rowKey={(guest, index) => `${guest.room}-${index}`} />
        </section>
      </div>
      <aside className="manage-details__side">
        <BookingSidePanel
          booking={booking}
          now={now}
          paying={paying}
          resending={resending}
          onPay={pay}
          onCancel={() => setCancelling(true)}
          onResend={resend}
        />
        <CancelBookingModal booking={booking} open={cancelling} onOpenChange={setCancelling} />
      </aside>
    </div>
  )
}
