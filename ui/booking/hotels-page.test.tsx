import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"
import { CHOSEN_HOTEL_KEY } from "../../core/booking/chosen-hotel-store.ts"
import { NO_HOTELS_AVAILABLE } from "../../core/booking/messages.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../../core/booking/session-state.ts"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import { PAYMENT_REQUIRED_UPON_CHECKOUT } from "../../core/payment/messages.ts"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../../core/routes.ts"
import { HotelsPage } from "./hotels-page.tsx"
import { renderInApp } from "../testing/render.testing.tsx"
import { setViewportWidth } from "../testing/viewport.testing.ts"

const searched = (flexiDate: boolean) =>
  withSearch(DEFAULT_BOOKING_SESSION_STATE, {
    destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 },
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-12",
    flexiDate,
    guestRooms: [{ adults: 2, kids: 0 }],
    promoCode: "",
    clubCard: "",
  })

const longAddress = "Corner of Long Street and Strand Street, City Centre, Cape Town, Western Cape, 8001, South Africa"
const hotels = [
  hotelDetails(1, "City Lodge Johannesburg", 1, "Johannesburg", { code: "101", lowestRate: 300_000 }),
  hotelDetails(2, "Town Lodge Cape Town", 4, "Cape Town", { code: "102", lowestRate: 100_000, latitude: -33.92, longitude: 18.42, physicalAddress: longAddress }),
  hotelDetails(3, "Sold Out Lodge", 3, "Johannesburg", { code: "103", lowestRate: -1 }),
  hotelDetails(4, "Festival Courtyard", 2, "Paarl", {
    code: "104",
    lowestRate: 50_000,
    latitude: -33.0,
    longitude: 18.9,
    amenities: ["Wi-Fi", "Pool", "Gym", "Parking", "Restaurant", "Bar", "Spa", "Laundry", "Shuttle", "Safe"].map((name) => ({ name, images: [] })),
    mandatoryPaymentPeriods: [{ checkInDate: "2030-03-01", checkOutDate: "2030-03-31", description: "Festival" }],
  }),
]

const renderHotels = (options: { flexiDate?: boolean; list?: typeof hotels } = {}) =>
  renderInApp(<HotelsPage />, {
    state: searched(options.flexiDate ?? false),
    booking: { hotels: options.list ?? hotels },
    path: HOTELS_ROUTE,
    route: HOTELS_ROUTE,
    served: [HOTELS_ROUTE, ROOMS_ROUTE, CALENDAR_ROUTE],
  })

const names = () => within(screen.getByRole("list", { name: "Hotels" })).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)

describe("the hotel list", () => {
  afterEach(() => setViewportWidth(1024))

  it("lists the hotels with a rate, hiding those with lowestRate -1", async () => {
    renderHotels()
    await screen.findByRole("list", { name: "Hotels" })
    expect(names()).toEqual(["City Lodge Johannesburg", "Town Lodge Cape Town", "Festival Courtyard"])
  })

  it("shows From R …, at most 8 facilities, a 40-character address and the mandatory-payment warning", async () => {
    // a wide screen (spec B §2: from 1120 px); narrow ones show 100 characters of the address
    setViewportWidth(1440)
    renderHotels()
    const festival = await screen.findByRole("article", { name: "Festival Courtyard" })
    expect(within(festival).getByText("From R 500.00")).toBeInTheDocument()
    expect(within(within(festival).getByRole("list", { name: "Facilities" }).parentElement!).getAllByRole("listitem")).toHaveLength(8)
    expect(within(festival).getByText(PAYMENT_REQUIRED_UPON_CHECKOUT)).toBeInTheDocument()
    const capeTown = screen.getByRole("article", { name: "Town Lodge Cape Town" })
    expect(within(capeTown).getByText((text) => text.startsWith("Corner of Long")).textContent).toHaveLength(40)
    expect(within(capeTown).queryByText(PAYMENT_REQUIRED_UPON_CHECKOUT)).toBeNull()
  })

  it("sorts by price and by distance from the searched place", async () => {
    const user = userEvent.setup()
    renderHotels()
    const sort = await screen.findByRole("combobox", { name: "Sort by" })
    await user.selectOptions(sort, "price")
    expect(names()).toEqual(["Festival Courtyard", "Town Lodge Cape Town", "City Lodge Johannesburg"])
    await user.selectOptions(sort, "distance")
    expect(names()).toEqual(["Town Lodge Cape Town", "Festival Courtyard", "City Lodge Johannesburg"])
  })

  it("says No hotels available when none has a rate", async () => {
    renderHotels({ list: [hotelDetails(7, "Courtyard Rosebank", 2, "Johannesburg", { lowestRate: -1 })] })
    expect(await screen.findByText(NO_HOTELS_AVAILABLE)).toBeInTheDocument()
  })

  it("View Rates goes to the hotel's rooms", async () => {
    const user = userEvent.setup()
    const page = renderHotels()
    await user.click(await screen.findByRole("button", { name: "View Rates at Town Lodge Cape Town" }))
    await waitFor(() => expect(page.location()).toMatch(`${ROOMS_ROUTE}?hotel=2&code=102&name=Town%20Lodge%20Cape%20Town&check_in=`))
    expect(page.session.state.value.destination).toEqual({ category: "hotel", hotelId: 2, hotelCode: "102", name: "Town Lodge Cape Town" })
    expect(JSON.parse(page.storage.get(CHOSEN_HOTEL_KEY) ?? "{}")).toMatchObject({ id: 2, physicalAddress: longAddress })
  })

  it("View Rates goes to the rate calendar when flexible dates are chosen", async () => {
    const user = userEvent.setup()
    const page = renderHotels({ flexiDate: true })
    await user.click(await screen.findByRole("button", { name: "View Rates at Festival Courtyard" }))
    await waitFor(() => expect(page.location()).toMatch(/^\/booking\/calendar\?hotel=\d+&.*&flexi=1$/))
  })
})
