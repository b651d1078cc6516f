import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { SESSION_KEYS } from "../../core/booking/session-store.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { ManageBookingsPage } from "./manage-bookings-page.tsx"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
// confirmed by e-mail and SMS: the code goes by both (issue 29 §13)
const booking = sampleBooking(UUID, { viaEmail: true, viaSms: true, bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })

const showPage = () =>
  renderInApp(<ManageBookingsPage />, { path: "/manage-bookings", booking: { bookings: [booking], otp: "123456" } })

describe("Manage Your Booking", () => {
  it("finds a booking with its reference and e-mail, asks for the code and opens the booking's details", async () => {
    const app = showPage()
    const user = userEvent.setup()
    expect(await screen.findByRole("dialog", { name: "Manage Your Booking" })).toBeInTheDocument()
    await user.type(screen.getByLabelText("Booking reference"), "CTY-2026-0001")
    await user.type(screen.getByLabelText("E-mail"), EMAIL)
    await user.click(screen.getByRole("button", { name: "Send code" }))

    const codeDialog = await screen.findByRole("dialog", { name: "Enter your one-time code" })
    // issue 29 §13: the dialog names the masked e-mail and mobile the code went to
    expect(codeDialog).toHaveTextContent("We have sent a one-time code to t•••@example.co.za and by SMS to +27 •• ••• 4567.")
    expect(app.storage.get(SESSION_KEYS.manageBookingEmail)).toBe(EMAIL)
    expect(app.storage.get(SESSION_KEYS.manageBookingNumber)).toBe("CTY-2026-0001")
    expect(screen.getByText("You can ask for a new code in 1 minute.")).toBeInTheDocument()

    await user.type(screen.getByLabelText("One-time code (6 digits)"), "000000")
    await user.click(screen.getByRole("button", { name: "Verify" }))
    expect(await screen.findByText("Invalid code")).toBeInTheDocument()
    expect(app.location()).toBe("/manage-bookings")

    await user.clear(screen.getByLabelText("One-time code (6 digits)"))
    await user.type(screen.getByLabelText("One-time code (6 digits)"), "123456")
    await user.click(screen.getByRole("button", { name: "Verify" }))
    await waitFor(() => expect(app.location()).toBe(`/my-account/manage-booking/booking-details/${UUID}`))
  })

  it("says Booking not found in the spec's words, with Support Details leading to /contact-us", async () => {
    const app = showPage()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("Booking reference"), "NOPE-1")
    await user.type(screen.getByLabelText("E-mail"), EMAIL)
    await user.click(screen.getByRole("button", { name: "Send code" }))

    const dialog = await screen.findByRole("dialog", { name: "Booking not found" })
    expect(dialog).toHaveTextContent(
      "We could not find your booking. Please double check your details and try again. Alternatively, please reach out to our customer support department.",
    )
    expect(app.storage.size).toBe(0)
    await user.click(screen.getByRole("link", { name: "Support Details" }))
    expect(app.location()).toBe("/contact-us")
  })

  it("offers Try again on Booking not found, back to the details as they were typed (issue 29 §13)", async () => {
    showPage()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("Booking reference"), "NOPE-1")
    await user.type(screen.getByLabelText("E-mail"), EMAIL)
    await user.click(screen.getByRole("button", { name: "Send code" }))

    await user.click(await screen.findByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("dialog", { name: "Manage Your Booking" })).toBeInTheDocument()
    expect(screen.getByLabelText("Booking reference")).toHaveValue("NOPE-1")
    expect(screen.getByLabelText("E-mail")).toHaveValue(EMAIL)
  })

  it("asks for a booking reference and a valid e-mail before sending anything", async () => {
    const app = showPage()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("E-mail"), "not-an-email")
    await user.click(screen.getByRole("button", { name: "Send code" }))
    expect(await screen.findByText("Required")).toBeInTheDocument()
    expect(app.bookingApi.calls).toEqual([])
  })
})
