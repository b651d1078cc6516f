import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useLocation } from "react-router-dom"
import {
  BOOKING_COLUMNS,
  cancelBookingFor,
  CURRENT_BOOKINGS,
  CURRENT_BOOKINGS_PAGES,
  MY_BOOKINGS,
  openBooking,
  payBookingFor,
  PREVIOUS_BOOKINGS,
  PREVIOUS_BOOKINGS_PAGES,
} from "../../core/account/messages.ts"
import { makeMyBookingsModel, type MyBookingRow, type MyBookingsModel, type MyBookingsTableContent } from "../../core/account/my-bookings-model.ts"
import { BREADCRUMB_HOME, CANCEL_BOOKING, PAY_BOOKING } from "../../core/booking/messages.ts"
import type { BookingsTable } from "../../core/booking/booking.ts"
import { MANAGE_ANOTHER_BOOKING, MY_BOOKINGS_VISITOR_TEXT } from "../../core/manage-booking/messages.ts"
import { HOME_ROUTE, MANAGE_BOOKINGS_ROUTE, MY_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Button, buttonClassName } from "../kit/button.tsx"
import { type DataColumn, DataTable } from "../kit/data-table.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import type { ViewState } from "../../core/screen/view-state.ts"
import { AccountPanel } from "./account-panel.tsx"
import { CancelBookingModal } from "../booking-template/cancel-booking-modal.tsx"
import "./account.css"

/**
 * spec A §2, §4, §7, §9, B §2, §4: /my-account/my-bookings, where a cancellation lands. A member sees the left panel
 * and the current and previous bookings tables, 6 a page; a current booking is opened (no code: it is the member's),
 * paid or cancelled from its row. A visitor is offered to manage a booking by its reference or to go home. Its model:
 * core/account/my-bookings-model.ts.
 */
export const MyBookingsPage = () => {
  // a cancellation lands here from this page: a new arrival reads the tables again and closes the dialog
  const { key, search } = useLocation()
  const page = useScreenModel(makeMyBookingsModel, { visit: key, search })
  return page.member.value ? <MemberBookings key={key} page={page} /> : <VisitorBookings page={page} />
}

/** A visitor has no tables: after a cancellation the page itself says it, politely, and names the booking (WCAG 4.1.3). */
const VisitorBookings = ({ page }: { readonly page: Bound<MyBookingsModel> }) => {
  useSignals()
  const cancelled = page.cancelled.value
  return (
    <div className="container account-page account-page--single">
      <h1 className="account-page__title">{MY_BOOKINGS}</h1>
      <div role="status" className="account-page__status">
        {cancelled === null ? null : (
          <Notice tone="success" title={cancelled.message}>
            <p>{cancelled.reference}</p>
          </Notice>
        )}
      </div>
      <p>{MY_BOOKINGS_VISITOR_TEXT}</p>
      <div className="account-actions">
        <AppLink to={MANAGE_BOOKINGS_ROUTE} className={buttonClassName("primary")}>
          {MANAGE_ANOTHER_BOOKING}
        </AppLink>
        <AppLink to={HOME_ROUTE} className={buttonClassName("secondary")}>
          {BREADCRUMB_HOME}
        </AppLink>
      </div>
    </div>
  )
}

const MemberBookings = ({ page }: { readonly page: Bound<MyBookingsModel> }) => {
  // reads the tables' signals during render: re-rendered when a read lands
  useSignals()
  const [cancelling, setCancelling] = useState<MyBookingRow | null>(null)
  return (
    <div className="container account-page">
      <AccountPanel current={MY_BOOKINGS_ROUTE} />
      <div className="account-page__main">
        <h1 className="account-page__title">{MY_BOOKINGS}</h1>
        <BookingsSection id="current-bookings" title={CURRENT_BOOKINGS} table="current" state={page.current.value} page={page} onCancel={setCancelling} />
        <BookingsSection id="previous-bookings" title={PREVIOUS_BOOKINGS} table="previous" state={page.previous.value} page={page} onCancel={setCancelling} />
        {cancelling === null ? null : (
          <CancelBookingModal booking={cancelling.booking} open onOpenChange={(open) => (open ? undefined : setCancelling(null))} />
        )}
      </div>
    </div>
  )
}

interface BookingsSectionProps {
  readonly id: string
  readonly title: string
  readonly table: BookingsTable
  readonly state: ViewState<MyBookingsTableContent>
  readonly page: Bound<MyBookingsModel>
  readonly onCancel: (row: MyBookingRow) => void
}

const BookingsSection = ({ id, title, table, state, page, onCancel }: BookingsSectionProps) => {
  useSignals()
  const paying = page.paying.value
  const columns: ReadonlyArray<DataColumn<MyBookingRow>> = [
    {
      header: BOOKING_COLUMNS.reference,
      cell: (row) => (
        <AppLink to={row.to} aria-label={openBooking(row.reference)}>
          {row.reference}
        </AppLink>
      ),
    },
    { header: BOOKING_COLUMNS.hotel, cell: (row) => row.hotel },
    { header: BOOKING_COLUMNS.checkIn, cell: (row) => row.checkIn },
    { header: BOOKING_COLUMNS.checkOut, cell: (row) => row.checkOut },
    { header: BOOKING_COLUMNS.total, cell: (row) => row.total },
    { header: BOOKING_COLUMNS.status, cell: (row) => row.status },
    ...(table === "current"
      ? [
          {
            header: BOOKING_COLUMNS.actions,
            cell: (row: MyBookingRow) => (
              <div className="account-row-actions">
                {row.canPay ? (
                  <Button size="small" loading={paying === row.uuid} aria-label={payBookingFor(row.reference)} onClick={() => page.pay(row.uuid)}>
                    {PAY_BOOKING}
                  </Button>
                ) : null}
                {row.canCancel ? (
                  <Button size="small" variant="secondary" aria-label={cancelBookingFor(row.reference)} onClick={() => onCancel(row)}>
                    {CANCEL_BOOKING}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
  ]
  return (
    <section className="account-bookings" aria-labelledby={id}>
      <h2 id={id} className="account-bookings__title">
        {title}
      </h2>
      <AsyncView state={state} loading={<Skeleton height="12rem" />}>
        {(content) => (
          <DataTable
            caption={title}
            columns={columns}
            rows={content.rows}
            rowKey={(row) => row.uuid}
            pagination={{
              page: content.page,
              pageCount: content.pageCount,
              pages: content.pages,
              label: table === "current" ? CURRENT_BOOKINGS_PAGES : PREVIOUS_BOOKINGS_PAGES,
              onPage: (next) => page.showPage(table, next),
            }}
          />
        )}
      </AsyncView>
    </section>
  )
}
