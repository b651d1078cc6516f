import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../../../core/content/testing/hotel-details.testing.ts"
import { HOTEL_PAGE_PATTERN } from "../../../core/routes.ts"
import { renderInApp } from "../../testing/render.testing.tsx"
import { HotelPage } from "./hotel-page.tsx"

const sandton = hotelDetails(1, "Karoo City Sandton", 1, "Sandton", { halfDayRate: 2500, boardRoomSeats: 12, description: "In the city." })

// A whole page and a request through its modals: more than the default 5 s on a loaded machine.
describe("a hotel's page with its meeting room (ui/app/composed)", { timeout: 20_000 }, () => {
  it("says No results for attractions and dining it has none of, and sends a meeting request from the page to its thank-you", async () => {
    const app = renderInApp(<HotelPage />, { path: "/our-hotels/city/1", route: HOTEL_PAGE_PATTERN, content: { hotels: [sandton] } })
    expect(await screen.findByRole("heading", { level: 1, name: "Karoo City Sandton" })).toBeInTheDocument()
    expect(within(screen.getByRole("region", { name: "Attractions nearby" })).getByText("No results")).toBeInTheDocument()
    expect(within(screen.getByRole("region", { name: "Dining" })).getByText("No results")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "More Information: Karoo City Sandton" }))
    const info = await screen.findByRole("dialog", { name: "Karoo City Sandton" })
    await userEvent.click(within(info).getByRole("button", { name: "Book Now" }))
    const request = await screen.findByRole("dialog", { name: "Request a meeting room at Karoo City Sandton" })
    await userEvent.type(await within(request).findByRole("textbox", { name: "First Name" }), "Thandi")
    await userEvent.type(within(request).getByRole("textbox", { name: "Surname" }), "Nkosi")
    await userEvent.type(within(request).getByRole("textbox", { name: "Contact Number" }), "+27821234567")
    await userEvent.type(within(request).getByRole("textbox", { name: "Email" }), "thandi@example.co.za")
    await userEvent.click(within(request).getByRole("button", { name: "Send Request" }))
    const thanks = await screen.findByRole("dialog", { name: "Thank you" })
    expect(within(thanks).getByRole("link", { name: "View Hotel" })).toHaveAttribute("href", "/our-hotels/city/1")
    expect(app.bookingApi.calls.map((call) => call.method)).toEqual(["requestBoardroom"])
  })
})
