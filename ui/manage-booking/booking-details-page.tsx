import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useLocation, useParams } from "react-router-dom"
import type { BookingDetailsView } from "../../core/manage-booking/booking-details.ts"
import { type BookingDetailsContent, type BookingDetailsModel, makeBookingDetailsModel } from "../../core/manage-booking/booking-details-model.ts"
import { isEditMode } from "../../core/manage-booking/manage-booking.ts"
import { EDIT_BOOKING, VIEW_BOOKING } from "../../core/booking/messages.ts"
import {
  bookingHeading,
  COLUMN_ADULTS,
  COLUMN_CHILDREN,
  COLUMN_EMAIL,
  COLUMN_ID,
  COLUMN_MOBILE,
  COLUMN_NAME,
  COLUMN_PRICE,
  COLUMN_REFERENCE,
  COLUMN_ROOM,
  COLUMN_ROOM_TYPE,
  GUESTS,
  GUESTS_READ_ONLY,
  ROOMS_BOOKED,
  STATUS,
  TOTAL,
} from "../../core/manage-booking/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { type DataColumn, DataTable } from "../kit/data-table.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { BookingSidePanel } from "./booking-side-panel.tsx"
import { CancelBookingModal } from "../booking-template/cancel-booking-modal.tsx"
import { EditDates } from "./edit-dates.tsx"
import { ManageBookingHeader } from "./manage-booking-header.tsx"
import "./manage-booking.css"

const DetailsSkeleton = () => (
  <div aria-busy="true">
    <Skeleton height="8rem" />
    <Skeleton height="12rem" />
  </div>
)

/**
 * spec B §2, §4: /my-account/manage-booking/booking-details/{uuid} (and its view-booking and edit-booking pages):
 * the hotel, the read-only guest table, the booking table and the side panel. A path with edit-booking unlocks
 * the dates for editing. The uuid is the only way in besides a verified code (issue 13: privacy). Its model:
 * core/manage-booking/booking-details-model.ts.
 */
export const BookingDetailsPage = () => {
  const { uuid = "" } = useParams()
  const { pathname } = useLocation()
  const editing = isEditMode(pathname)
  const page = useScreenModel(makeBookingDetailsModel, { uuid })
  return (
    <div className="container manage-page">
      <ManageBookingHeader crumbs={page.breadcrumbs} />
      <h1 className="manage-page__title">{editing ? EDIT_BOOKING : VIEW_BOOKING}</h1>
      <AsyncView state={page.view.value} loading={<DetailsSkeleton />}>
        {(content) => <BookingDetails page={page} content={content} editing={editing} />}
      </AsyncView>
    </div>
  )
}

const ROOM_COLUMNS: ReadonlyArray<DataColumn<BookingDetailsView["rooms"][number]>> = [
  { header: COLUMN_ROOM, cell: (row) => row.room },
  { header: COLUMN_REFERENCE, cell: (row) => row.reference },
  { header: COLUMN_ROOM_TYPE, cell: (row) => row.roomName },
  { header: COLUMN_ADULTS, cell: (row) => row.adults },
  { header: COLUMN_CHILDREN, cell: (row) => row.children },
  { header: COLUMN_PRICE, cell: (row) => row.price },
]

const GUEST_COLUMNS: ReadonlyArray<DataColumn<BookingDetailsView["guests"][number]>> = [
  { header: COLUMN_ROOM, cell: (guest) => guest.room },
  { header: COLUMN_NAME, cell: (guest) => guest.name },
  { header: COLUMN_EMAIL, cell: (guest) => guest.email },
  { header: COLUMN_MOBILE, cell: (guest) => guest.mobile },
  { header: COLUMN_ID, cell: (guest) => (guest.idNumber === "" ? "" : `${guest.idType} ${guest.idNumber}`) },
]

interface BookingDetailsProps {
  readonly page: Bound<BookingDetailsModel>
  readonly content: BookingDetailsContent
  readonly editing: boolean
}

const BookingDetails = ({ page, content, editing }: BookingDetailsProps) => {
  useSignals()
  const { booking, details: view, now } = content
  const [cancelling, setCancelling] = useState(false)
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
            {bookingHeading(view.reference)}
          </h2>
          <dl className="manage-facts">
            <div>
              <dt>{STATUS}</dt>
              <dd>{view.status}</dd>
            </div>
            <div>
              <dt>{TOTAL}</dt>
              <dd>{view.total}</dd>
            </div>
          </dl>
          {view.payBy !== null ? <p className="manage-card__pay-by">{view.payBy}</p> : null}
          <EditDates booking={booking} editing={editing} page={page} />
          <DataTable caption={ROOMS_BOOKED} columns={ROOM_COLUMNS} rows={view.rooms} rowKey={(row) => String(row.room)} />
        </section>

        <section className="manage-card" aria-labelledby="manage-guests">
          <h2 id="manage-guests" className="manage-card__title">
            {GUESTS}
          </h2>
          <DataTable caption={GUESTS_READ_ONLY} columns={GUEST_COLUMNS} rows={view.guests} rowKey={(guest, index) => `${guest.room}-${index}`} />
        </section>
      </div>
      <aside className="manage-details__side">
        <BookingSidePanel
          booking={booking}
          now={now}
          paying={page.paying.value}
          resending={page.resending.value}
          onPay={page.pay}
          onCancel={() => setCancelling(true)}
          onResend={page.resendConfirmation}
        />
        <CancelBookingModal booking={booking} open={cancelling} onOpenChange={setCancelling} />
      </aside>
    </div>
  )
}
