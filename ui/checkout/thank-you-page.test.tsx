import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { NO_BOOKING_TO_THANK } from "../../core/booking/messages.ts"
import { sampleBooking } from "../../core/booking/booking.testing.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "../../core/booking/session-state.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { ThankYouPage } from "./thank-you-page.tsx"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const PATH = "/booking/thank-you"

describe("the thank-you page", () => {
  it("shows a confirmed booking with its reference, dates, contacts and Add to calendar", async () => {
    renderInApp(<ThankYouPage />, {
      state: DEFAULT_BOOKING_SESSION_STATE,
      path: `${PATH}?booking=${UUID}`,
      route: PATH,
      booking: { bookings: [sampleBooking(UUID)] },
    })
    expect(await screen.findByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeInTheDocument()
    // a booking listing no rooms has its uuid as the reference (core: confirmationNumberOf)
    expect(screen.getByText(UUID)).toBeInTheDocument()
    expect(screen.getByText("Tuesday, 01 December 2026")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "+27214199450" })).toHaveAttribute("href", "tel:+27214199450")
    expect(screen.queryByRole("button", { name: "Retry payment" })).not.toBeInTheDocument()
  })

  it("says what loyalty points paid and what the card paid (issue 24)", async () => {
    const paid = sampleBooking(UUID, { isPaid: true, totalForStayCents: 500_000, pointsPayment: { nights: 2, points: 3_600, coveredCents: 240_000 } })
    renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [paid] } })
    const points = await screen.findByText("Paid with loyalty points")
    expect(points.nextElementSibling).toHaveTextContent("3,600 points for 2 room-nights: R 2,400.00")
    expect(screen.getByText("Paid by card").nextElementSibling).toHaveTextContent("R 2,600.00")
  })

  it("tells a pay-later booking when it must be paid, with Pay now (issue 29 §4)", async () => {
    const unpaid = sampleBooking(UUID, { checkInDate: "2099-12-29", checkOutDate: "2099-12-31", isPaid: false, lastPayment: null, cancelledAt: null })
    renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [unpaid] } })
    expect(await screen.findByText("Pay by 12:00, Mon 28 Dec, or the room is released.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Pay now" })).toBeInTheDocument()
  })

  it("sets the pay-by deadline apart as Payment due, with Pay now, outside the confirmation's banner (issue 29 §4: a deadline, not an error)", async () => {
    const unpaid = sampleBooking(UUID, { checkInDate: "2099-12-29", checkOutDate: "2099-12-31", isPaid: false, lastPayment: null, cancelledAt: null })
    renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [unpaid] } })
    const due = await screen.findByRole("region", { name: "Payment due" })
    expect(due).toHaveTextContent("Pay by 12:00, Mon 28 Dec, or the room is released.")
    expect(within(due).getByRole("button", { name: "Pay now" })).toBeInTheDocument()
    expect(within(due).queryByRole("alert")).not.toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).closest("header")).not.toContainElement(due)
  })

  it("hands the stay to the browser as a calendar file with Add to calendar", async () => {
    const page = renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [sampleBooking(UUID)] } })
    await userEvent.click(await screen.findByRole("button", { name: "Add to calendar" }))
    expect(page.downloads.map((file) => file.mediaType)).toEqual(["text/calendar;charset=utf-8"])
    expect(page.downloads[0]?.content).toContain("BEGIN:VCALENDAR")
  })

  it("says the booking cannot be found when the link names none, and fetches nothing", () => {
    const page = renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: PATH, route: PATH })
    expect(screen.getByRole("alert")).toHaveTextContent(NO_BOOKING_TO_THANK)
    expect(page.bookingApi.calls).toEqual([])
  })

  it("shows a failed payment with the gateway's reason and offers the payment again", async () => {
    const declined = sampleBooking(UUID, { lastPayment: { status: "declined", response: { resultDescription: "Insufficient funds", transactionStatus: 2, resultCode: "900003" } } })
    renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [declined] } })
    expect(await screen.findByRole("heading", { level: 1, name: "Payment unsuccessful" })).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("Insufficient funds")
    expect(screen.getByRole("button", { name: "Retry payment" })).toBeInTheDocument()
  })

  it("says plainly after a declined payment that no money was taken and until when the room is held, with no calendar, print or contradicting toast (issue 29 §5)", async () => {
    const declined = sampleBooking(UUID, {
      isPaid: false,
      cancelledAt: null,
      holdUntil: "2026-11-30T09:30:00.000Z",
      lastPayment: { status: "declined", response: { resultDescription: "Declined", transactionStatus: 2, resultCode: "900007" } },
    })
    const page = renderInApp(<ThankYouPage />, { state: DEFAULT_BOOKING_SESSION_STATE, path: `${PATH}?booking=${UUID}`, route: PATH, booking: { bookings: [declined] } })
    expect(await screen.findByRole("heading", { level: 1, name: "Payment unsuccessful" })).toBeInTheDocument()
    expect(screen.getByText("No money was taken from your card.")).toBeInTheDocument()
    expect(screen.getByText("Your room is held until 11:30, Mon 30 Nov.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Print" })).not.toBeInTheDocument()
    expect(page.toasts.filter((toast) => toast.kind === "error")).toEqual([])
  })
})
