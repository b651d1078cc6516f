import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { ReviewPage } from "./review-page.tsx"
import { checkoutState } from "./testing/checkout-state.testing.ts"
import { sampleRate } from "../../core/booking/room-offer.testing.ts"

const PATH = "/booking/review"

describe("the review page", () => {
  it("holds the rooms as it opens and counts down under Room(s) held for", async () => {
    const page = renderInApp(<ReviewPage />, { state: checkoutState(), path: PATH, route: PATH, booking: { heldTotalCents: 300_000 } })
    expect(await screen.findByRole("checkbox", { name: "I have read and accept the hotel cancellation policy" })).not.toBeChecked()
    expect(page.bookingApi.calls.map((call) => call.method)).toEqual(["makeReservation"])
    expect(page.session.state.value.uuid).toBe("reservation-1")
    expect(screen.getAllByText("Room(s) held for").length).toBeGreaterThan(0)
    expect(screen.queryByText("The price of your stay has changed")).not.toBeInTheDocument()
  })

  it("names the chosen rate and its policy above the acceptance checkbox (issue 29 §3)", async () => {
    const flexible = { ...sampleRate("RO-FLEX", "Flexible Rate", 150_000), refundable: true }
    const saver = { ...sampleRate("NR-SAVER", "Non-refundable Saver", 130_000), refundable: false }
    const state = checkoutState()
    const rooms = state.guestRooms.map((room, index) => ({ ...room, ratePlanCode: index === 0 ? "RO-FLEX" : "NR-SAVER", rates: [flexible, saver] }))
    renderInApp(<ReviewPage />, { state: { ...state, guestRooms: rooms }, path: PATH, route: PATH, booking: { heldTotalCents: 300_000 } })
    const accept = await screen.findByRole("checkbox", { name: "I have read and accept the hotel cancellation policy" })
    const terms = screen.getByRole("list", { name: "Your rate" })
    expect(within(terms).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Room 1: Queen Room.*Flexible Rate.*Free cancellation until 16:00 on 10 Mar/),
      expect.stringMatching(/Room 2: Queen Room.*Non-refundable Saver.*Non-refundable/),
    ])
    // above the checkbox, in reading order
    expect(terms.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("tells the guest before Book now when the server held the rooms at another price", async () => {
    renderInApp(<ReviewPage />, { state: checkoutState(), path: PATH, route: PATH, booking: { heldTotalCents: 320_000 } })
    expect(await screen.findByText("The price of your stay has changed")).toBeInTheDocument()
    expect(screen.getByText(/is now R 3,200\.00 \(it was R 3,000\.00/)).toBeInTheDocument()
  })

  it("enables Book now only once the policy is accepted, then stores the acceptance and goes to the guest details", async () => {
    const user = userEvent.setup()
    const page = renderInApp(<ReviewPage />, { state: checkoutState(), path: PATH, route: PATH, booking: { heldTotalCents: 300_000 } })
    const bookNow = await screen.findByRole("button", { name: "Book now" })
    expect(bookNow).toBeDisabled()
    await user.click(screen.getByRole("checkbox", { name: "I have read and accept the hotel cancellation policy" }))
    expect(bookNow).toBeEnabled()
    await user.click(bookNow)
    await waitFor(() => expect(page.location()).toBe("/booking/guest-details"))
    expect(page.session.state.value.isCancellationPolicyAccepted).toBe(true)
  })

  it("says Needs to be accepted when the guest leaves the policy unticked", async () => {
    const user = userEvent.setup()
    renderInApp(<ReviewPage />, { state: checkoutState(), path: PATH, route: PATH, booking: { heldTotalCents: 300_000 } })
    const accept = await screen.findByRole("checkbox", { name: "I have read and accept the hotel cancellation policy" })
    await user.click(accept)
    await user.click(accept)
    await user.tab()
    expect(await screen.findByText("Needs to be accepted")).toBeInTheDocument()
  })
})
