import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { sampleOffer, sampleRate } from "../../core/booking/room-offer.testing.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { BookingDetailsPage } from "./booking-details-page.tsx"
import { EDIT_BOOKING_PATTERN, VIEW_BOOKING_PATTERN } from "../../core/routes.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
// sampleBookingItem: room type SQ on rate plan RO-FLEX, at hotel 101
const booking = sampleBooking(UUID, { checkInDate: "2099-12-01", checkOutDate: "2099-12-03", bookingItems: [sampleBookingItem(1, 0)] })
const available = sampleOffer({ roomTypeCode: "SQ", ratePlanCode: "BAR", rates: [sampleRate("RO-FLEX", "Room only", 210_000, 210_000)] })

const editPage = (roomOffers = [available]) =>
  renderInApp(<BookingDetailsPage />, {
    path: `/my-account/manage-booking/booking-details/${UUID}/edit-booking`,
    route: EDIT_BOOKING_PATTERN,
   
    booking: { bookings: [booking], roomOffers },
  })

describe("editing a booking's dates", () => {
  it("keeps the dates locked on the view page", async () => {
    renderInApp(<BookingDetailsPage />, {
      path: `/my-account/manage-booking/booking-details/${UUID}/view-booking`,
      route: VIEW_BOOKING_PATTERN,
     
      booking: { bookings: [booking] },
    })
    expect(await screen.findByLabelText("Check-in")).toHaveAttribute("readonly")
    expect(screen.queryByRole("button", { name: "Edit Dates" })).not.toBeInTheDocument()
  })

  it("unlocks with Edit Dates, checks availability, shows the new price before confirming, then updates", async () => {
    const app = editPage()
    const user = userEvent.setup()
    const checkIn = await screen.findByLabelText("Check-in")
    expect(checkIn).toHaveAttribute("readonly")
    await user.click(screen.getByRole("button", { name: "Edit Dates" }))
    expect(checkIn).not.toHaveAttribute("readonly")
    fireEvent.change(checkIn, { target: { value: "2099-12-02" } })
    await user.click(screen.getByRole("button", { name: "Save dates" }))

    const dialog = await screen.findByRole("dialog", { name: "Confirm new dates" })
    expect(dialog).toHaveTextContent("The new total for your stay is R 4,200.00")
    expect(app.bookingApi.calls.map((call) => call.method)).not.toContain("updateDates")
    await user.click(within(dialog).getByRole("button", { name: "Change dates" }))
    await waitFor(() => expect(app.toasts).toContainEqual({ kind: "success", message: "Dates updated successfully." }))
    expect(app.bookingApi.calls.find((call) => call.method === "updateDates")?.args).toEqual([UUID, { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }])
  })

  it("refuses past dates on the field and dates without the booked room type and rate plan", async () => {
    editPage([sampleOffer({ roomTypeCode: "SQ", ratePlanCode: "BAR", rates: [sampleRate("BAR", "Room only", 100_000)] })])
    const user = userEvent.setup()
    await user.click(await screen.findByRole("button", { name: "Edit Dates" }))
    const checkIn = screen.getByLabelText("Check-in")
    fireEvent.change(checkIn, { target: { value: "2020-01-01" } })
    await user.click(screen.getByRole("button", { name: "Save dates" }))
    expect(await screen.findByText("Cannot update to past dates")).toBeInTheDocument()

    fireEvent.change(checkIn, { target: { value: "2099-12-02" } })
    await user.click(screen.getByRole("button", { name: "Save dates" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Your room type is not available for the selected dates. Please choose different dates.")
  })
})
