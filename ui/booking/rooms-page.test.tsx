import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { CHOSEN_HOTEL_KEY } from "../../core/booking/chosen-hotel-store.ts"
import { NO_ROOMS_AVAILABLE } from "../../core/booking/messages.ts"
import { choiceFromOffer, chooseRoomAt } from "../../core/booking/room-selection.ts"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import { REVIEW_ROUTE, ROOMS_ROUTE, SPECIAL_OFFERS_ROUTE } from "../../core/routes.ts"
import { sampleOffer, sampleRate } from "../../core/booking/room-offer.testing.ts"
import { fiveRoomTypes, twoRoomsSearch } from "../../core/booking/rooms.testing.ts"
import { RoomsPage } from "./rooms-page.tsx"
import { renderInApp } from "../testing/render.testing.tsx"

const twoRooms = twoRoomsSearch
const offers = fiveRoomTypes

const firstChosen = {
  ...twoRooms,
  guestRooms: chooseRoomAt(twoRooms.guestRooms, 0, choiceFromOffer(sampleOffer({ roomName: "Twin" }))),
  activeRoomIndex: 1,
}

const renderRooms = (
  options: { offers?: typeof offers; served?: ReadonlyArray<string>; url?: string; state?: typeof twoRooms; remembered?: boolean } = {},
) =>
  renderInApp(<RoomsPage />, {
    state: options.state ?? twoRooms,
    booking: { roomOffers: options.offers ?? offers },
    path: options.url ?? ROOMS_ROUTE,
    route: ROOMS_ROUTE,
    served: options.served ?? [ROOMS_ROUTE, REVIEW_ROUTE],
    storage:
      options.remembered === false
        ? []
        : [[CHOSEN_HOTEL_KEY, JSON.stringify({ id: 12, name: "Karoo Town Lodge Umhlanga", physicalAddress: "1 Lagoon Drive, Umhlanga", imageUrl: null })]],
    content: { hotels: [hotelDetails(12, "Karoo Town Lodge Umhlanga", 4, "Umhlanga", { physicalAddress: "1 Lagoon Drive, Umhlanga" })] },
  })

describe("the rooms page", () => {
  it("is titled Find the Perfect Room and says which requested room is being chosen", () => {
    renderRooms()
    expect(screen.getByRole("heading", { level: 1, name: "Find the Perfect Room" })).toBeInTheDocument()
    expect(screen.getByText("Room 1 of 2")).toBeInTheDocument()
  })

  it("shows 4 room cards a page, and the fifth on the next page", async () => {
    const user = userEvent.setup()
    renderRooms()
    const list = await screen.findByRole("list", { name: "Room types" })
    expect(within(list).getAllByRole("article")).toHaveLength(4)
    await user.click(screen.getByRole("button", { name: /Next/ }))
    expect(within(screen.getByRole("list", { name: "Room types" })).getAllByRole("article")).toHaveLength(1)
    expect(screen.getByRole("heading", { name: "Penthouse" })).toBeInTheDocument()
  })

  it("groups each room type's rates under its card, the cheapest picked", async () => {
    renderRooms()
    const rates = await screen.findByRole("group", { name: "Rates for Standard Queen" })
    expect(within(rates).getByRole("radio", { name: /Room only/ })).toBeChecked()
    expect(within(rates).getByRole("radio", { name: /Bed and breakfast/ })).not.toBeChecked()
  })

  it("says under each rate what its own policy allows: free cancellation until 16:00 on arrival, or non-refundable (issue 29 §3)", async () => {
    const flexible = { ...sampleRate("RO-FLEX", "Flexible Rate", 150_000), refundable: true }
    const saver = { ...sampleRate("NR-SAVER", "Non-refundable Saver", 130_000), refundable: false }
    renderRooms({ offers: [sampleOffer({ rates: [flexible, saver] })] })
    const rates = await screen.findByRole("group", { name: "Rates for Standard Queen" })
    expect(within(rates).getByRole("radio", { name: /Flexible Rate/ })).toHaveAccessibleDescription(/Free cancellation until 16:00 on 10 Mar/)
    expect(within(rates).getByRole("radio", { name: /Non-refundable Saver/ })).toHaveAccessibleDescription(/Non-refundable/)
  })

  it("stores the picked rate for room 1 and moves on to room 2", async () => {
    const user = userEvent.setup()
    const page = renderRooms()
    const rates = await screen.findByRole("group", { name: "Rates for Deluxe King" })
    await user.click(within(rates).getByRole("radio", { name: /Bed and breakfast/ }))
    await user.click(screen.getByRole("button", { name: "Select Deluxe King" }))
    await waitFor(() => expect(page.location()).toBe(`${ROOMS_ROUTE}?active-room-index=1`))
    expect(page.session.state.value.guestRooms[0]).toMatchObject({ ratePlanCode: "BB", roomTypeCode: "T1" })
    expect(await screen.findByText("Room 2 of 2")).toBeInTheDocument()
    // spec B §4: the loading state ends after a room that is not the last one
    expect(screen.getByRole("button", { name: "Select Deluxe King" })).not.toHaveAttribute("aria-busy")
  })

  it("goes on to the review once the last requested room is chosen", async () => {
    const user = userEvent.setup()
    const page = renderRooms({ state: firstChosen, url: `${ROOMS_ROUTE}?active-room-index=1` })
    await screen.findByText("Room 2 of 2")
    const select = await screen.findByRole("button", { name: "Select Standard Queen" })
    await user.click(select)
    await waitFor(() => expect(page.location()).toBe(REVIEW_ROUTE))
    expect(page.session.state.value.guestRooms[1]).toMatchObject({ ratePlanCode: "BAR", roomTypeCode: "T0" })
  })

  it("shows the no-rooms block when the hotel offers nothing", async () => {
    renderRooms({ offers: [] })
    expect(await screen.findByText(NO_ROOMS_AVAILABLE)).toBeInTheDocument()
  })

  it("opens the room modal with amenities and the hotel, without View Room Specials while /special-offers is not served", async () => {
    const user = userEvent.setup()
    renderRooms()
    await user.click(await screen.findByRole("button", { name: "More information about Family Suite" }))
    const dialog = await screen.findByRole("dialog", { name: "Family Suite" })
    expect(within(dialog).getByText("Wi-Fi")).toBeInTheDocument()
    expect(within(dialog).getByText("Karoo Town Lodge Umhlanga")).toBeInTheDocument()
    expect(within(dialog).getByText("1 Lagoon Drive, Umhlanga")).toBeInTheDocument()
    expect(within(dialog).queryByRole("link", { name: /View Room Specials/ })).toBeNull()
  })

  it("shows the hotel's address in the room modal for a search made by hotel name (the hotel list never remembered it)", async () => {
    const user = userEvent.setup()
    renderRooms({ remembered: false })
    await user.click(await screen.findByRole("button", { name: "More information about Family Suite" }))
    const dialog = await screen.findByRole("dialog", { name: "Family Suite" })
    expect(await within(dialog).findByText("1 Lagoon Drive, Umhlanga")).toBeInTheDocument()
  })

  it("links View Room Specials to /special-offers in a new tab once it is served", async () => {
    const user = userEvent.setup()
    renderRooms({ served: [ROOMS_ROUTE, REVIEW_ROUTE, SPECIAL_OFFERS_ROUTE] })
    await user.click(await screen.findByRole("button", { name: "More information about Family Suite" }))
    const link = within(await screen.findByRole("dialog")).getByRole("link", { name: /View Room Specials/ })
    expect(link).toHaveAttribute("href", SPECIAL_OFFERS_ROUTE)
    expect(link).toHaveAttribute("target", "_blank")
  })
})
