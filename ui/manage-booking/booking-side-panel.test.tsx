import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { Booking } from "../../core/booking/booking.ts"
import { sampleBooking } from "../../core/booking/booking.testing.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { BookingSidePanel } from "./booking-side-panel.tsx"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
// The hotels' clock (UTC+02:00): 13:59:59 and 14:00:00 UTC are 15:59:59 and 16:00:00 in Johannesburg
const CHECK_IN_DAY_BEFORE_CUTOFF = zonedAt(Date.UTC(2026, 11, 1, 13, 59, 59))
const CHECK_IN_DAY_AT_CUTOFF = zonedAt(Date.UTC(2026, 11, 1, 14, 0, 0))
const DAY_BEFORE = zonedAt(Date.UTC(2026, 10, 30, 20, 0, 0))

const showPanel = (booking: Booking, now = DAY_BEFORE) =>
  renderInApp(
    <BookingSidePanel booking={booking} now={now} paying={false} resending={null} onPay={() => {}} onCancel={() => {}} onResend={() => {}} />,
    { },
  )

describe("the booking side panel", () => {
  it("offers Edit Booking, Pay Booking and Cancel Booking for an unpaid booking before check-in day", () => {
    showPanel(sampleBooking(UUID))
    expect(screen.getByRole("link", { name: "Edit Booking" })).toHaveAttribute("href", `/my-account/manage-booking/booking-details/${UUID}/edit-booking`)
    expect(screen.getByRole("button", { name: "Pay Booking" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Resend confirmation by e-mail" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Resend confirmation by SMS" })).toBeInTheDocument()
  })

  it("still offers Cancel at 15:59:59 on the check-in day (hotels' clock)", () => {
    showPanel(sampleBooking(UUID), CHECK_IN_DAY_BEFORE_CUTOFF)
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toBeInTheDocument()
  })

  it("hides Cancel from 16:00 on the check-in day", () => {
    showPanel(sampleBooking(UUID), CHECK_IN_DAY_AT_CUTOFF)
    expect(screen.queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Pay Booking" })).toBeInTheDocument()
  })

  it("hides Pay Booking at hotel 830 (pay later only), still opening the unpaid booking as Edit Booking", () => {
    const at830 = sampleBooking(UUID)
    showPanel({ ...at830, hotel: { ...at830.hotel, code: "830" } })
    expect(screen.queryByRole("button", { name: "Pay Booking" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Edit Booking" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toBeInTheDocument()
  })

  it("shows View Booking and no Pay for a paid booking", () => {
    showPanel(sampleBooking(UUID, { isPaid: true, status: "Paid" }))
    expect(screen.getByRole("link", { name: "View Booking" })).toHaveAttribute("href", `/my-account/manage-booking/booking-details/${UUID}/view-booking`)
    expect(screen.queryByRole("button", { name: "Pay Booking" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toBeInTheDocument()
  })

  it("offers neither Pay nor Cancel for a cancelled booking", () => {
    showPanel(sampleBooking(UUID, { status: "Cancelled", cancelledAt: "2026-11-20T10:00:00+02:00" }))
    expect(screen.queryByRole("button", { name: "Pay Booking" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View Booking" })).toBeInTheDocument()
  })
})
