import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { sampleOffer } from "../../core/booking/room-offer.testing.ts"
import { choiceFromOffer, chooseRoomAt } from "../../core/booking/room-selection.ts"
import { DEFAULT_BOOKING_SESSION_STATE, roomsTotal, withSearch } from "../../core/booking/session-state.ts"
import { REVIEW_ROUTE } from "../../core/routes.ts"
import { BookingTemplate } from "./booking-template.tsx"
import { BookingTopBarSlot } from "./booking-top-bar-slot.tsx"
import { renderInApp } from "../testing/render.testing.tsx"

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2030-03-10",
  checkOutDate: "2030-03-12",
  flexiDate: false,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
})
const guestRooms = chooseRoomAt(searched.guestRooms, 0, choiceFromOffer(sampleOffer({ roomName: "Deluxe King" })))
const chosen = { ...searched, guestRooms, totalPriceForStay: roomsTotal(guestRooms) }

const renderTemplate = () =>
  renderInApp(
    <BookingTopBarSlot topBar={<p>The booking top bar</p>}>
      <BookingTemplate title="Review" step="Review" hold={<p>Room(s) held for 15 minutes</p>}>
        <p>The page</p>
      </BookingTemplate>
    </BookingTopBarSlot>,
    { state: chosen, path: REVIEW_ROUTE, route: REVIEW_ROUTE },
  )

describe("the booking template", () => {
  it("mounts the top bar in its sticky bar, titles the page and marks the current step", () => {
    renderTemplate()
    expect(screen.getByText("The booking top bar")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Review" })).toBeInTheDocument()
    const steps = screen.getByRole("navigation", { name: "Booking steps" })
    expect(within(steps).getByText("Review").closest("li")).toHaveAttribute("aria-current", "step")
  })

  it("shows each chosen room's price for the nights, Subtotal rate, Taxes & Fees and Total Amount", () => {
    renderTemplate()
    const panel = screen.getByRole("complementary", { name: "Booking summary" })
    expect(within(panel).getByText(/Deluxe King/)).toBeInTheDocument()
    expect(within(panel).getByText("for 2 nights")).toBeInTheDocument()
    const amount = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent
    expect([amount("Subtotal rate"), amount("Taxes & Fees"), amount("Total Amount")]).toEqual(["R 1,304.35", "R 195.65", "R 1,500.00"])
    expect(within(panel).getByText("Room(s) held for 15 minutes")).toBeInTheDocument()
  })

  it("shows no amounts, in the panel or the bar, before a room is chosen (issue 29 §13)", () => {
    renderInApp(
      <BookingTemplate title="Rooms" step="Rooms">
        <p>The page</p>
      </BookingTemplate>,
      { state: searched, path: REVIEW_ROUTE, route: REVIEW_ROUTE },
    )
    const panel = screen.getByRole("complementary", { name: "Booking summary" })
    expect(within(panel).queryByText("Total Amount")).not.toBeInTheDocument()
    expect(within(panel).queryByText("Subtotal rate")).not.toBeInTheDocument()
    expect(screen.queryByText(/R 0\.00/)).not.toBeInTheDocument()
  })

  it("offers the summary as a collapsible bar with the total on small screens", () => {
    renderTemplate()
    const bar = screen.getByText("Booking summary", { selector: "summary > span" }).closest("details")!
    expect(bar).not.toHaveAttribute("open")
    expect(within(bar).getByText(/Total Amount R 1,500.00/)).toBeInTheDocument()
  })

  it("keeps the hold's countdown in sight above the closed bar on small screens", () => {
    renderTemplate()
    const bar = screen.getByText("Booking summary", { selector: "summary > span" }).closest("details")!
    const countdowns = screen.getAllByText("Room(s) held for 15 minutes")
    const outsidePanelAndBar = countdowns.filter((node) => !bar.contains(node) && node.closest("aside") === null)
    expect(outsidePanelAndBar).toHaveLength(1)
    expect(outsidePanelAndBar[0]).toBeVisible()
  })
})
