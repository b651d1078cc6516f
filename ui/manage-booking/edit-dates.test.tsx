import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../../core/booking/booking.testing.ts"
import { sampleOffer, sampleRate } from "../../core/booking/room-offer.testing.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
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

/** The range picker's name for a day, e.g. "Wednesday, December 2nd, 2099". */
const day = (name: string) => screen.findByRole("button", { name: new RegExp(`^${name}`) })

describe("editing a booking's dates (issue 29 §11: text in the spec's format, the range picker to change them)", () => {
  it("shows the dates as text on the view page, with nothing to edit", async () => {
    renderInApp(<BookingDetailsPage />, {
      path: `/my-account/manage-booking/booking-details/${UUID}/view-booking`,
      route: VIEW_BOOKING_PATTERN,
      booking: { bookings: [booking] },
    })
    expect(await screen.findByText("Tuesday, 01 December 2099")).toBeInTheDocument()
    expect(screen.getByText("Thursday, 03 December 2099")).toBeInTheDocument()
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Edit Dates" })).not.toBeInTheDocument()
  })

  it("opens the range picker with Edit Dates, takes check-in then check-out, shows the old and new totals before confirming, then updates", async () => {
    const app = editPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole("button", { name: "Edit Dates" }))
    await user.click(await day("Wednesday, December 2nd, 2099"))
    expect(screen.getByText("Choose your check-out day")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Save dates" })).toBeDisabled()
    await user.click(await day("Thursday, December 3rd, 2099"))
    expect(screen.getByText("Wednesday, 02 December 2099")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Save dates" }))

    const dialog = await screen.findByRole("dialog", { name: "Confirm new dates" })
    expect(dialog).toHaveTextContent(`Your current total is ${formatMoney(booking.totalForStayCents, "ZAR")}`)
    expect(dialog).toHaveTextContent("The new total for your stay is R 4,200.00")
    expect(app.bookingApi.calls.map((call) => call.method)).not.toContain("updateDates")
    await user.click(within(dialog).getByRole("button", { name: "Change dates" }))
    await waitFor(() => expect(app.toasts).toContainEqual({ kind: "success", message: "Dates updated successfully." }))
    expect(app.bookingApi.calls.find((call) => call.method === "updateDates")?.args).toEqual([UUID, { checkInDate: "2099-12-02", checkOutDate: "2099-12-03" }])
  })

  it("refuses dates without the booked room type and rate plan, and a stay over 30 nights", async () => {
    editPage([sampleOffer({ roomTypeCode: "SQ", ratePlanCode: "BAR", rates: [sampleRate("BAR", "Room only", 100_000)] })])
    const user = userEvent.setup()
    await user.click(await screen.findByRole("button", { name: "Edit Dates" }))
    await user.click(await day("Wednesday, December 2nd, 2099"))
    await user.click(await day("Thursday, December 3rd, 2099"))
    await user.click(screen.getByRole("button", { name: "Save dates" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Your room type is not available for the selected dates. Please choose different dates.")

    await user.click(await day("Tuesday, December 1st, 2099"))
    await user.click(screen.getByRole("button", { name: /next month/i }))
    await user.click(await day("Saturday, January 2nd, 2100"))
    expect(await screen.findByRole("alert")).toHaveTextContent("A stay can be at most 30 nights")
  })

  it("offers no Edit Dates for a paid booking on a non-refundable rate, and says why beside its dates", async () => {
    renderInApp(<BookingDetailsPage />, {
      path: `/my-account/manage-booking/booking-details/${UUID}/edit-booking`,
      route: EDIT_BOOKING_PATTERN,
      booking: { bookings: [{ ...booking, isPaid: true, status: "Paid", bookingItems: [{ ...sampleBookingItem(1, 0), refundable: false }] }] },
    })
    expect(await screen.findByText("This booking is paid on a non-refundable rate, so its dates cannot be changed.")).toBeInTheDocument()
    expect(screen.getByText("Tuesday, 01 December 2099")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Edit Dates" })).not.toBeInTheDocument()
  })
})
