import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import type { HotelDetails } from "../../core/content/hotel-listing.ts"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import type { SearchCriteria } from "../../core/search/search-criteria.ts"
import { HOTEL_TIME_ZONE } from "../../core/time/clock.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { AvailabilityForm } from "./availability-form.tsx"
import { BookingTopBar } from "./booking-top-bar.tsx"

const rosebank: HotelDetails = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", {
  code: "107",
  brand: { id: 2, name: "Courtyard", slogan: null, logo: null },
  physicalAddress: "21 Tyrwhitt Avenue, Rosebank",
  email: "rosebank@example.com",
  latitude: -26.1465,
  longitude: 28.044,
  images: [],
})

const todayAtHotels = Temporal.Now.plainDateISO(HOTEL_TIME_ZONE)
const search = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  destination: { category: "hotel", hotelId: 7, hotelCode: "107", name: "Karoo Courtyard Rosebank" },
  checkInDate: todayAtHotels.add({ days: 10 }).toString(),
  checkOutDate: todayAtHotels.add({ days: 12 }).toString(),
  flexiDate: false,
  guestRooms: [{ adults: 2, kids: 0 }],
  promoCode: "",
  clubCard: "",
  ...overrides,
})

describe("the home availability form", () => {
  it("shows every message of an empty search on its field, and focuses the first", async () => {
    const user = userEvent.setup()
    const page = renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("button", { name: "Check Availability" }))
    expect(await screen.findByText("THIS FIELD IS REQUIRED!")).toBeInTheDocument()
    expect(screen.getByText("Need a Check-In Date")).toBeInTheDocument()
    expect(screen.getByText("Need a Check-Out Date")).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Destination" })).toHaveFocus())
    expect(page.location()).toBe("/")
  })

  it("offers hotels near me and the popular cities before anything is typed", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("combobox", { name: "Destination" }))
    const list = screen.getByRole("listbox", { name: "Destinations" })
    expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Hotels near me",
      "Johannesburg",
      "Cape Town",
      "Waterfall",
      "Umhlanga",
      "Pretoria",
      "Gqeberha",
    ])
  })

  it("searches hotels and places after a pause in typing, and takes the one chosen with the keyboard", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />, { content: { hotels: [rosebank] } })
    const input = screen.getByRole("combobox", { name: "Destination" })
    await user.type(input, "Rosebank")
    expect(await screen.findByRole("option", { name: /Karoo Courtyard Rosebank/ }, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getByRole("option", { name: /Johannesburg/ })).toBeInTheDocument()
    await user.keyboard("{ArrowDown}{Enter}")
    expect(input).toHaveValue("Karoo Courtyard Rosebank")
    expect(screen.queryByRole("listbox")).toBeNull()
  })

  it("says No results when nothing matches", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />, { content: { hotels: [rosebank] } })
    await user.type(screen.getByRole("combobox", { name: "Destination" }), "Atlantis")
    expect(await screen.findByText("No results", {}, { timeout: 2000 })).toBeInTheDocument()
  })

  it("uses the device's position for hotels near me", async () => {
    const user = userEvent.setup()
    const durban = { latitude: -29.8587, longitude: 31.0218 }
    const { session } = renderInApp(<AvailabilityForm />, { position: durban })
    await user.click(screen.getByRole("combobox", { name: "Destination" }))
    await user.click(screen.getByRole("option", { name: "Hotels near me" }))
    expect(screen.getByRole("combobox", { name: "Destination" })).toHaveValue("Hotels near me")
    expect(session.state.value.userCoordinates).toEqual(durban)
  })
})

describe("the guests and rooms dropdown", () => {
  it("adds rooms up to 10, then says the website books no more, and offers the group booking", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />)
    await user.click(await screen.findByRole("button", { name: /Guests and rooms/ }))
    await screen.findByRole("button", { name: "ADD ROOM" })
    for (let room = 1; room < 10; room++) await user.click(screen.getByRole("button", { name: "ADD ROOM" }))
    expect(screen.getByRole("heading", { name: "Room 10" })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "ADD ROOM" }))
    expect(screen.getByRole("alert")).toHaveTextContent("Cannot book more than 10 rooms through the website")
    await user.click(screen.getByRole("button", { name: "Remove room 10" }))
    expect(screen.queryByRole("heading", { name: "Room 10" })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "More than 10 rooms required?" }))
    const dialog = await screen.findByRole("dialog", { name: "Make a Group Booking" })
    expect(await within(dialog).findByRole("button", { name: "Submit Request" })).toBeDisabled()
    expect(within(dialog).getByLabelText("Total Rooms")).toHaveValue(10)
  })

  it("steps guests by one, stops the plus buttons at 2 guests, and gives the first room no remove", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("button", { name: /Guests and rooms/ }))
    await user.click(await screen.findByRole("button", { name: "Add kid" }))
    expect(screen.getByRole("button", { name: "Add adult" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Add kid" })).toBeDisabled()
    expect(screen.queryByRole("button", { name: "Remove room 1" })).not.toBeInTheDocument()
  })
})

describe("the booking top bar", () => {
  it("shows the search with Edit, then the fields with Search for rates", async () => {
    const user = userEvent.setup()
    renderInApp(<BookingTopBar />, { before: (session) => session.setSearch(search()) })
    expect(screen.getByText("Karoo Courtyard Rosebank")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Edit" }))
    expect(screen.getByRole("combobox", { name: "Destination" })).toHaveValue("Karoo Courtyard Rosebank")
    expect(screen.getByRole("button", { name: "Search for rates" })).toBeInTheDocument()
  })

  it("searches with the search in the link", async () => {
    const user = userEvent.setup()
    const page = renderInApp(<BookingTopBar />, { before: (session) => session.setSearch(search()) })
    await user.click(screen.getByRole("button", { name: "Edit" }))
    await user.click(screen.getByRole("button", { name: "Search for rates" }))
    await waitFor(() => expect(page.location()).toMatch(/^\/booking\/rooms\?hotel=7&code=107&/))
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument()
  })

  it("shows the Same Day Reservations notice first for a hotel checking in today; Got it! goes on", async () => {
    const user = userEvent.setup()
    const checkInDate = todayAtHotels.toString()
    const page = renderInApp(<BookingTopBar />, {
      before: (session) => session.setSearch(search({ checkInDate, checkOutDate: todayAtHotels.add({ days: 1 }).toString() })),
    })
    await user.click(screen.getByRole("button", { name: "Edit" }))
    await user.click(screen.getByRole("button", { name: "Search for rates" }))
    const notice = await screen.findByRole("dialog", { name: "Same Day Reservations" })
    expect(notice).toHaveTextContent("immediate online payment is required to confirm")
    expect(page.location()).toBe("/")
    await user.click(within(notice).getByRole("button", { name: "Got it!" }))
    await waitFor(() => expect(page.location()).toMatch(/^\/booking\/rooms\?/))
  })
})

describe("the promo code and club card", () => {
  it("says This code is expired/invalid. after a pause and disables search", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("button", { name: "Add Promo Code" }))
    await user.type(screen.getByLabelText("Promotional Code"), "NOPE")
    expect(await screen.findByText("This code is expired/invalid.", {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Check Availability" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument()
  })

  it("keeps an invalid code in sight as a chip with Remove, its message under it, named by the held-back search button (issue 29 §7)", async () => {
    const user = userEvent.setup()
    renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("button", { name: "Add Promo Code" }))
    await user.type(screen.getByLabelText("Promotional Code"), "NOPE")
    await screen.findByText("This code is expired/invalid.", {}, { timeout: 2000 })
    await user.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.getByText("NOPE")).toBeInTheDocument()
    const search = screen.getByRole("button", { name: "Check Availability" })
    expect(search).toBeDisabled()
    expect(search).toHaveAccessibleDescription("This code is expired/invalid.")
    await user.click(screen.getByRole("button", { name: "Remove promo code NOPE" }))
    expect(screen.queryByText("NOPE")).not.toBeInTheDocument()
    expect(screen.queryByText("This code is expired/invalid.")).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("button", { name: "Check Availability" })).toBeEnabled())
  })

  it("applies a mandatory-payment code and flags the booking", async () => {
    const user = userEvent.setup()
    const { session } = renderInApp(<AvailabilityForm />, {
      booking: { promoOffers: [{ promoCode: "PAYNOW", actionType: "booking_with_mandatory_payment" }] },
    })
    await user.click(screen.getByRole("button", { name: "Add Promo Code" }))
    await user.type(screen.getByLabelText("Promotional Code"), "PAYNOW")
    expect(await screen.findByText("Payment required upon checkout", {}, { timeout: 2000 })).toBeInTheDocument()
    expect(session.state.value).toMatchObject({ promoCode: "PAYNOW", promoCodeValid: true, isMandatoryPayment: true })
    expect(screen.getByRole("button", { name: "Check Availability" })).toBeEnabled()
  })

  it("keeps Validate disabled until the card has 13 characters; a valid card closes the modal", async () => {
    const user = userEvent.setup()
    const { toasts, session } = renderInApp(<AvailabilityForm />, { booking: { validClubCards: ["1234567890123"] } })
    await user.click(screen.getByRole("button", { name: "Add Clicks ClubCard" }))
    const dialog = screen.getByRole("dialog", { name: "Clicks ClubCard" })
    const validate = await within(dialog).findByRole("button", { name: "Validate" })
    expect(validate).toBeDisabled()
    await user.type(within(dialog).getByLabelText("Club card number"), "123456789012")
    expect(validate).toBeDisabled()
    await user.type(within(dialog).getByLabelText("Club card number"), "3")
    await user.click(validate)
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(toasts).toEqual([{ kind: "success", message: "Validation successful" }])
    expect(session.state.value).toMatchObject({ clubCard: "1234567890123", clubCardValid: true })
  })

  it("says Invalid card number and keeps the modal open for an unknown card", async () => {
    const user = userEvent.setup()
    const { toasts } = renderInApp(<AvailabilityForm />)
    await user.click(screen.getByRole("button", { name: "Add Clicks ClubCard" }))
    await user.type(screen.getByLabelText("Club card number"), "9999999999999")
    await user.click(await screen.findByRole("button", { name: "Validate" }))
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message: "Invalid card number" }]))
    expect(screen.getByRole("dialog", { name: "Clicks ClubCard" })).toBeInTheDocument()
  })
})
