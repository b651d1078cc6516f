import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../../core/booking/session-state.ts"
import { CALENDAR_ROUTE, ROOMS_ROUTE } from "../../core/routes.ts"
import { placeholderCell } from "../../core/time/calendar.ts"
import { CalendarPage } from "./calendar-page.tsx"
import { renderInApp } from "../testing/render.testing.tsx"

const flexible = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2030-03-10",
  checkOutDate: "2030-03-12",
  flexiDate: true,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
})

const cells = [placeholderCell("2030-03-14"), { ...placeholderCell("2030-03-15"), price: 199_900 }]

const renderCalendar = () =>
  renderInApp(<CalendarPage />, {
    state: flexible,
    booking: { calendarCells: cells },
    path: CALENDAR_ROUTE,
    route: CALENDAR_ROUTE,
    served: [CALENDAR_ROUTE, ROOMS_ROUTE],
  })

describe("the rate calendar page", () => {
  it("shows three months with each night's price, from one request", async () => {
    const page = renderCalendar()
    expect(await screen.findByRole("table", { name: "March 2030" })).toBeInTheDocument()
    expect(screen.getByRole("table", { name: "April 2030" })).toBeInTheDocument()
    expect(screen.getByRole("table", { name: "May 2030" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Thursday, 14 March 2030, R 2,500.00" })).toBeEnabled()
    expect(screen.getByRole("button", { name: "Friday, 15 March 2030, R 1,999.00" })).toBeEnabled()
    expect(screen.getByRole("button", { name: "Saturday, 16 March 2030, no price" })).toBeDisabled()
    expect(page.bookingApi.calls.filter((call) => call.method === "priceCalendar")).toHaveLength(1)
  })

  it("picks check-in then check-out and searches the rooms for those dates", async () => {
    const user = userEvent.setup()
    const page = renderCalendar()
    const checkRates = await screen.findByRole("button", { name: "Check rates for these dates" })
    expect(checkRates).toBeDisabled()
    await user.click(screen.getByRole("button", { name: /14 March 2030/ }))
    await user.click(screen.getByRole("button", { name: /17 March 2030/ }))
    expect(screen.getByRole("button", { name: /14 March 2030/ })).toHaveAttribute("aria-pressed", "true")
    await user.click(checkRates)
    await waitFor(() => expect(page.location()).toMatch(`${ROOMS_ROUTE}?hotel=`))
    expect(page.session.state.value).toMatchObject({ checkInDate: "2030-03-14", checkOutDate: "2030-03-17", flexiDate: false })
  })
})
