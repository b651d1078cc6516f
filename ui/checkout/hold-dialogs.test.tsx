import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { sampleBooking } from "../../core/booking/booking.testing.ts"
import { deadlineWords } from "../../core/time/deadline.ts"
import { GuestDetailsPage } from "./guest-details-page.tsx"
import { PaymentDetailsPage } from "./payment-details-page.tsx"
import { checkoutState } from "./testing/checkout-state.testing.ts"

const PATH = "/booking/guest-details"
const heldFor = (seconds: number) => ({ ...checkoutState({ held: true }), holdExpiresAt: new Date(Date.now() + seconds * 1000).toISOString() })
const open = (seconds: number) =>
  renderInApp(<GuestDetailsPage />, { state: heldFor(seconds), path: PATH, route: "/booking/*", booking: { heldTotalCents: 300_000 } })

describe("the hold's dialogs on a checkout step (issue 29 §9)", { timeout: 30_000 }, () => {
  it("warns in the hold's last two minutes; Keep my room renews it through the reservation call", async () => {
    const user = userEvent.setup()
    const page = open(90)
    const warning = await screen.findByRole("dialog", { name: "Your room hold is ending" })
    expect(warning).toHaveAccessibleDescription(
      "We hold your rooms for 2 more minutes at most. Keep them for another 15 minutes while you finish your booking?",
    )
    await user.click(within(warning).getByRole("button", { name: "Keep my room" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Your room hold is ending" })).not.toBeInTheDocument())
    expect(page.bookingApi.calls.filter((call) => call.method === "makeReservation")).toHaveLength(1)
    expect(page.toasts.map((toast) => toast.message)).toEqual(["Your rooms are held for another 15 minutes."])
    expect(screen.getAllByText(/14 minutes|15 minutes/).length).toBeGreaterThan(0)
  })

  it("Not now closes the warning and keeps the hold as it is", async () => {
    const user = userEvent.setup()
    const page = open(90)
    const warning = await screen.findByRole("dialog", { name: "Your room hold is ending" })
    await user.click(within(warning).getByRole("button", { name: "Not now" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Your room hold is ending" })).not.toBeInTheDocument())
    expect(page.bookingApi.calls.filter((call) => call.method === "makeReservation")).toHaveLength(0)
  })

  it("once the hold ended, Check availability again goes back to the same search's rooms; Return to home stays", async () => {
    const user = userEvent.setup()
    const page = open(-1)
    const timeout = await screen.findByRole("dialog", { name: "Reservation Timeout" })
    expect(within(timeout).getByRole("button", { name: "Return to home" })).toBeInTheDocument()
    await user.click(within(timeout).getByRole("button", { name: "Check availability again" }))
    await waitFor(() => expect(page.location()).toBe("/booking/rooms?hotel=1&code=801&name=Karoo%20City%20Sandton&check_in=2031-03-10&check_out=2031-03-12&rooms=2-0_1-0"))
  })

  it("on payment details, a confirmed booking's last two minutes say when it is released, with no Keep my room that would fail", async () => {
    const user = userEvent.setup()
    // Pay Booking confirmed it: the server releases it unpaid at its hold_until, which no renewal outlasts
    const releasedAt = Date.now() + 90_000
    const page = renderInApp(<PaymentDetailsPage />, {
      state: heldFor(60),
      path: "/booking/payment-details",
      route: "/booking/payment-details",
      booking: { bookings: [sampleBooking("reservation-1", { holdUntil: new Date(releasedAt).toISOString() })] },
    })
    const warning = await screen.findByRole("dialog", { name: "Your booking is about to be released" })
    expect(warning).toHaveAccessibleDescription(
      `Unless it is paid, your booking is released at ${deadlineWords(releasedAt).time} and its rooms go back on sale. This hold cannot be extended: pay now to keep your room.`,
    )
    expect(within(warning).queryByRole("button", { name: "Keep my room" })).not.toBeInTheDocument()
    await user.click(within(warning).getByRole("button", { name: "Continue to payment" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Your booking is about to be released" })).not.toBeInTheDocument())
    expect(page.bookingApi.calls.filter((call) => call.method === "makeReservation")).toHaveLength(0)
  })
})
