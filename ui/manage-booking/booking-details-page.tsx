import { useSignals } from "@preact/signals-react/runtime"
import { Option } from "effect"
import { useState } from "react"
import { useLocation, useNavigate, useParams } from "react-router-dom"
import type { Booking } from "../../core/booking/booking.ts"
import { bookingDetailsView } from "../../core/booking/booking-details.ts"
import type { CommunicationMethod } from "../../core/booking/communication.ts"
import { isEditMode } from "../../core/booking/manage-booking.ts"
import { BOOKING_NOT_FOUND, EDIT_BOOKING, VIEW_BOOKING } from "../../core/booking/messages.ts"
import { loadManagedBooking, payManagedBooking, resendManagedConfirmation } from "../../core/booking/manage-existing-booking.ts"
import { now } from "../../core/time/clock.ts"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { ContactList } from "../kit/contact-list.tsx"
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
          <div className="manage-table-wrap">
            <table className="manage-table">
              <caption className="visually-hidden">Rooms booked</caption>
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Room type</th>
                  <th scope="col">Adults</th>
                  <th scope="col">Children</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {view.rooms.map((row) => (
                  <tr key={row.room}>
                    <td data-label="Room">{row.room}</td>
                    <td data-label="Reference">{row.reference}</td>
                    <td data-label="Room type">{row.roomName}</td>
                    <td data-label="Adults">{row.adults}</td>
                    <td data-label="Children">{row.children}</td>
                    <td data-label="Price">{row.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="manage-card" aria-labelledby="manage-guests">
          <h2 id="manage-guests" className="manage-card__title">
            Guests
          </h2>
          <div className="manage-table-wrap">
            <table className="manage-table">
              <caption className="visually-hidden">Guests (read only)</caption>
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">ID or passport</th>
                </tr>
              </thead>
              <tbody>
                {view.guests.map((guest, index) => (
                  <tr key={`${guest.room}-${index}`}>
                    <td data-label="Room">{guest.room}</td>
                    <td data-label="Name">{guest.name}</td>
                    <td data-label="E-mail">{guest.email}</td>
                    <td data-label="Mobile">{guest.mobile}</td>
                    <td data-label="ID or passport">{guest.idNumber === "" ? "" : `${guest.idType} ${guest.idNumber}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
