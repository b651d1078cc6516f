import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { CANCEL_BOOKING, CANCEL_CODE_WAIT, KEEP_BOOKING, SEND_CANCEL_CODE } from "../../core/booking/messages.ts"
import { cancelSummaryOf } from "../../core/manage-booking/cancel-summary.ts"
import { REFUND_NOTHING_PAID } from "../../core/manage-booking/messages.ts"
import { SESSION_KEYS } from "../../core/booking/session-store.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { CancelBookingModal } from "./cancel-booking-modal.tsx"

const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
const booking = sampleBooking("3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f", { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })
const stored = [
  [SESSION_KEYS.manageBookingEmail, EMAIL],
  [SESSION_KEYS.manageBookingNumber, "CTY-2026-0001"],
] as const

describe("cancelling a managed booking", () => {
  it("asks first with the booking's summary, what the policy refunds, Keep booking and the destructive button (issue 29 §10)", async () => {
    const changes: Array<boolean> = []
    renderInApp(<CancelBookingModal booking={booking} open onOpenChange={(open) => changes.push(open)} />, { booking: { bookings: [booking] }, storage: stored, testClock: true })
    const dialog = await screen.findByRole("dialog", { name: CANCEL_BOOKING })
    for (const line of cancelSummaryOf(booking).lines) expect(dialog).toHaveTextContent(`${line.label}${line.value}`)
    expect(dialog).toHaveTextContent(REFUND_NOTHING_PAID)
    expect(dialog).toHaveTextContent("01 Dec 2026 – 03 Dec 2026 (2 nights)")
    expect(screen.getByRole("button", { name: SEND_CANCEL_CODE })).toHaveClass("button--danger")
    fireEvent.click(screen.getByRole("button", { name: KEEP_BOOKING }))
    expect(changes).toEqual([false])
  })

  it("styles the code step's Cancel Booking as destructive too", async () => {
    renderInApp(<CancelBookingModal booking={booking} open onOpenChange={() => undefined} />, { booking: { bookings: [booking] }, storage: stored, testClock: true })
    fireEvent.click(await screen.findByRole("button", { name: SEND_CANCEL_CODE }))
    expect(await screen.findByRole("button", { name: CANCEL_BOOKING })).toHaveClass("button--danger")
  })

  it("asks for the code once sent", async () => {
    renderInApp(<CancelBookingModal booking={booking} open onOpenChange={() => undefined} />, { booking: { bookings: [booking] }, storage: stored, testClock: true })
    fireEvent.click(await screen.findByRole("button", { name: SEND_CANCEL_CODE }))
    expect(await screen.findByLabelText("One-time code (6 digits)")).toBeInTheDocument()
    expect(screen.queryByText(CANCEL_CODE_WAIT)).not.toBeInTheDocument()
  })

  it("when a code went out less than a minute ago (the one that opened the booking), says to wait and counts down to Resend OTP", async () => {
    const page = renderInApp(<CancelBookingModal booking={booking} open onOpenChange={() => undefined} />, { booking: { bookings: [booking] }, storage: stored, testClock: true })
    page.bookingApi.failNext("sendBookingCode", new HttpError({ status: 429, message: "Too many requests. Please try again later." }))
    fireEvent.click(await screen.findByRole("button", { name: SEND_CANCEL_CODE }))
    expect(await screen.findByText(CANCEL_CODE_WAIT)).toBeInTheDocument()
    expect(screen.getByText(/You can ask for a new code in/)).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})
