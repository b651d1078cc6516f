import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { confirmationResendTooSoon } from "../../core/manage-booking/manage-booking.ts"
import { CONFIRMATION_SENT } from "../../core/booking/messages.ts"
import { SESSION_KEYS } from "../../core/booking/session-store.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { BOOKING_DETAILS_PATTERN, VIEW_BOOKING_PATTERN } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { BookingDetailsPage } from "./booking-details-page.tsx"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const guest = {
  title: "Ms",
  firstName: "Thandi",
  surname: "Nkosi",
  email: "thandi@example.co.za",
  mobile: "0027821234567",
  address: null,
  idType: "ID Number" as const,
  maskedIdNumber: "••••••••••087",
}
const booking = sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(2, 1), guests: [guest] }] })
const stored = [
  [SESSION_KEYS.manageBookingEmail, "thandi@example.co.za"],
  [SESSION_KEYS.manageBookingNumber, "CTY-2026-0001"],
] as const

describe("the booking details page", () => {
  it("tells an unpaid pay-later booking when it must be paid, and a paid one nothing (issue 29 §4)", async () => {
    const path = `/my-account/manage-booking/booking-details/${UUID}/view-booking`
    const unpaid = sampleBooking(UUID, { checkInDate: "2099-12-29", checkOutDate: "2099-12-31", isPaid: false, lastPayment: null, cancelledAt: null })
    const first = renderInApp(<BookingDetailsPage />, { path, route: VIEW_BOOKING_PATTERN, booking: { bookings: [unpaid] } })
    expect(await screen.findByText("Pay by 12:00, Mon 28 Dec, or the room is released.")).toBeInTheDocument()
    first.unmount()
    renderInApp(<BookingDetailsPage />, { path, route: VIEW_BOOKING_PATTERN, booking: { bookings: [{ ...unpaid, isPaid: true }] } })
    expect(await screen.findByRole("heading", { level: 2, name: "Karoo City Hotel V&A Waterfront" })).toBeInTheDocument()
    expect(screen.queryByText(/^Pay by /)).not.toBeInTheDocument()
  })

  it("shows the hotel's name, city, address, phone and e-mail, the guests and the rooms", async () => {
    renderInApp(<BookingDetailsPage />, {
      path: `/my-account/manage-booking/booking-details/${UUID}/view-booking`,
      route: VIEW_BOOKING_PATTERN,
     
      booking: { bookings: [booking] },
    })
    expect(await screen.findByRole("heading", { level: 2, name: "Karoo City Hotel V&A Waterfront" })).toBeInTheDocument()
    expect(screen.getByText("Cape Town")).toBeInTheDocument()
    expect(screen.getByText("Corner Dock and Alfred Roads, Cape Town")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "+27214199450" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "vanda@example.co.za" })).toBeInTheDocument()
    const guests = screen.getByRole("table", { name: "Guests (read only)" })
    expect(within(guests).getByText("+27821234567")).toBeInTheDocument()
    // issue 13: the ID number masked but for its last 3 characters
    expect(within(guests).getByRole("columnheader", { name: "ID or passport" })).toBeInTheDocument()
    expect(within(guests).getByText("ID Number ••••••••••087")).toBeInTheDocument()
    expect(within(guests).queryByRole("textbox")).not.toBeInTheDocument()
    expect(within(screen.getByRole("table", { name: "Rooms booked" })).getByText("R 2,500.00")).toBeInTheDocument()
  })

  it("shows the Manage Booking breadcrumbs only while the manage-booking e-mail and number are stored", async () => {
    const options = { path: `/my-account/manage-booking/booking-details/${UUID}`, route: BOOKING_DETAILS_PATTERN, booking: { bookings: [booking] } }
    const first = renderInApp(<BookingDetailsPage />, options)
    await screen.findByRole("heading", { level: 2, name: "Karoo City Hotel V&A Waterfront" })
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).not.toBeInTheDocument()
    first.unmount()

    renderInApp(<BookingDetailsPage />, { ...options, storage: stored })
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" })
    // jsdom's window is 1024 px wide: below 1120 px the labels are cut to 10 characters
    expect(within(crumbs).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Home", "My Account", "My Bookin…", "Manage Bo…"])
  })

  it("says Booking not found for an unknown uuid and shows nothing of any booking", async () => {
    renderInApp(<BookingDetailsPage />, {
      path: "/my-account/manage-booking/booking-details/00000000-0000-4000-8000-000000000000",
      route: BOOKING_DETAILS_PATTERN,
     
      booking: { bookings: [booking] },
    })
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find your booking.")
    expect(screen.queryByText("Karoo City Hotel V&A Waterfront")).not.toBeInTheDocument()
  })

  it("resending the confirmation says it went, or, asked again within a minute, how many seconds to wait", async () => {
    const page = renderInApp(<BookingDetailsPage />, {
      path: `/my-account/manage-booking/booking-details/${UUID}/view-booking`,
      route: VIEW_BOOKING_PATTERN,
     
      booking: { bookings: [booking] },
    })
    fireEvent.click(await screen.findByRole("button", { name: "Resend confirmation by e-mail" }))
    await waitFor(() => expect(page.toasts).toContainEqual(expect.objectContaining({ kind: "success", message: CONFIRMATION_SENT })))

    page.bookingApi.failNext("resendConfirmation", new HttpError({ status: 429, message: "Too many requests.", retryAfterSeconds: 48 }))
    fireEvent.click(screen.getByRole("button", { name: "Resend confirmation by SMS" }))
    await waitFor(() => expect(page.toasts).toContainEqual(expect.objectContaining({ kind: "error", message: confirmationResendTooSoon(48) })))
    expect(page.toasts.map((toast) => toast.message)).not.toContain("Could not resend booking confirmation.")
  })
})
