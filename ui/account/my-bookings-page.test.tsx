import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { MyBookingsPage } from "./my-bookings-page.tsx"

const PASSWORD = "Str0ng!pass"
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: MEMBER_ACCOUNT.user.email, mobile: "0027821234567", address: null }
const room = (reference: string) => [{ ...sampleBookingItem(1, 0), referenceNumber: reference, guests: [guest] }]
// far in the future, so cancelling is still allowed; the second at hotel 830 (pay later only)
const current = Array.from({ length: 8 }, (_, index) =>
  sampleBooking(uuidOf(index + 1), {
    referenceNumber: `CUR-${index + 1}`,
    bookingItems: room(`CUR-${index + 1}`),
    checkInDate: "2099-12-01",
    checkOutDate: "2099-12-03",
    isPaid: index === 0,
    hotel: { ...sampleBooking("x").hotel, code: index === 1 ? "830" : "101" },
  }),
)
const previous = [
  sampleBooking(uuidOf(21), { bookingItems: room("OLD-PAID"), isPaid: true, checkInDate: "2020-12-01", checkOutDate: "2020-12-03" }),
  sampleBooking(uuidOf(22), { bookingItems: room("OLD-CANCELLED"), cancelledAt: "2020-11-01T10:00:00+02:00", status: "Cancelled" }),
]
const member = { account: MEMBER_ACCOUNT, password: PASSWORD, activeBookings: current, inactiveBookings: previous }
const signedIn = { members: [member], signedInAs: MEMBER_ACCOUNT.user.email, booking: { bookings: [...current, ...previous] } }

const table = (name: string) => screen.findByRole("table", { name })

describe("My Bookings (spec A §2, §4, §9, B §2, §4)", () => {
  it("offers a visitor to manage a booking by its reference, or to go home", async () => {
    renderInApp(<MyBookingsPage />)
    expect(await screen.findByRole("heading", { name: "My Bookings" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Manage another booking" })).toHaveAttribute("href", "/manage-bookings")
    expect(screen.queryByRole("table")).not.toBeInTheDocument()
  })

  it("tells a visitor who has just cancelled, in a polite status message, which booking is cancelled (issue 29 §10)", async () => {
    renderInApp(<MyBookingsPage />, { path: "/my-account/my-bookings?cancelled=CTY-2026-0001" })
    const status = await screen.findByRole("status")
    expect(status).toHaveTextContent("Your booking has been successfully cancelled")
    expect(status).toHaveTextContent("Cancelled booking reference: CTY-2026-0001")
    expect(screen.getByRole("link", { name: "Manage another booking" })).toBeInTheDocument()
  })

  it("lists a member's current bookings 6 a page as Paid or Unpaid, and pages on", async () => {
    const user = userEvent.setup()
    renderInApp(<MyBookingsPage />, signedIn)
    const rows = within(await table("Current Bookings")).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(6)
    expect(within(rows[0]!).getByText("Paid")).toBeInTheDocument()
    expect(within(rows[1]!).getByText("Unpaid")).toBeInTheDocument()
    await user.click(within(screen.getByRole("navigation", { name: "Current bookings pages" })).getByRole("button", { name: "2" }))
    expect(await screen.findByRole("link", { name: "Open booking CUR-7" })).toBeInTheDocument()
    expect(within(await table("Current Bookings")).getAllByRole("row").slice(1)).toHaveLength(2)
  })

  it("shows previous bookings as Done when paid, else Cancelled, with nothing to pay or cancel", async () => {
    renderInApp(<MyBookingsPage />, signedIn)
    const previousTable = await table("Previous Bookings")
    expect(within(previousTable).getByText("Done")).toBeInTheDocument()
    expect(within(previousTable).getByText("Cancelled")).toBeInTheDocument()
    expect(within(previousTable).queryByRole("button")).not.toBeInTheDocument()
  })

  it("says No bookings for a table with none", async () => {
    renderInApp(<MyBookingsPage />, { ...signedIn, members: [{ ...member, activeBookings: [], inactiveBookings: [] }] })
    expect(await screen.findAllByText("No bookings")).toHaveLength(2)
  })

  it("opens a member's booking by its uuid, without a code", async () => {
    renderInApp(<MyBookingsPage />, signedIn)
    expect(await screen.findByRole("link", { name: "Open booking CUR-3" })).toHaveAttribute("href", `/my-account/manage-booking/booking-details/${uuidOf(3)}`)
  })

  it("hides Pay Booking for a paid booking and at hotel 830; Pay Booking goes to payment details with the booking", async () => {
    const user = userEvent.setup()
    const app = renderInApp(<MyBookingsPage />, signedIn)
    await table("Current Bookings")
    expect(screen.queryByRole("button", { name: "Pay Booking CUR-1" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Pay Booking CUR-2" })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Pay Booking CUR-3" }))
    await expect.poll(() => app.location()).toBe("/booking/payment-details")
    expect(app.session.state.value.uuid).toBe(uuidOf(3))
  })

  it("Cancel Booking asks first, sends a code and asks for it; cancelled, My Bookings is read again and the dialog gone", async () => {
    // the code step counts down to Resend OTP: on the TestClock
    // the server's list as it will be once CUR-3 is cancelled: only a new read shows it
    const active = [...current]
    const app = renderInApp(<MyBookingsPage />, {
      ...signedIn,
      members: [{ ...member, activeBookings: active }],
      booking: { ...signedIn.booking, otp: "246810" },
      testClock: true,
    })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel Booking CUR-3" }))
    const question = await screen.findByRole("dialog", { name: "Cancel Booking" })
    fireEvent.click(within(question).getByRole("button", { name: "Yes, send the code" }))
    fireEvent.change(await screen.findByLabelText("One-time code (6 digits)"), { target: { value: "246810" } })
    active.splice(2, 1)
    fireEvent.click(screen.getByRole("button", { name: "Cancel Booking" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(app.toasts.map((toast) => toast.message)).toContain("Your booking has been successfully cancelled")
    expect(app.location()).toBe("/my-account/my-bookings")
    expect(await screen.findByRole("link", { name: "Open booking CUR-7" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Open booking CUR-3" })).not.toBeInTheDocument()
  })
})
