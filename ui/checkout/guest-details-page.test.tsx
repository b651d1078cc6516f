import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { reservationOf } from "../../core/checkout/reserve-rooms.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { lerato, sipho } from "../../core/corporate/testing/corporate-harness.testing.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { GuestDetailsPage } from "./guest-details-page.tsx"
import { checkoutState } from "./testing/checkout-state.testing.ts"

const PATH = "/booking/guest-details"
const open = (state = checkoutState({ held: true })) => renderInApp(<GuestDetailsPage />, { state, path: PATH, route: PATH })

const fillMainGuest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText("Title *"), "Ms")
  await user.type(screen.getByLabelText("First name *"), "Thandi")
  await user.type(screen.getByLabelText("Surname *"), "Nkosi")
  await user.type(screen.getByLabelText("Mobile number *"), "+27 82 123 4567")
  await user.type(screen.getByLabelText("E-mail address *"), "thandi@example.co.za")
  await user.type(screen.getByLabelText("South African ID number *"), "8001015009087")
  await user.type(screen.getByLabelText("Address line 1 *"), "12 Long Street")
  await user.type(screen.getByLabelText("City *"), "Cape Town")
  await user.type(screen.getByLabelText("Postal code *"), "8001")
}

// Typing a whole main guest takes seconds on a busy 2-core machine: these tests get time for it.
describe("the guest-details page", { timeout: 30_000 }, () => {
  it("names the main guest and one Guest #n per further room, with the address for the main guest only", async () => {
    open(checkoutState({ held: true, rooms: 3 }))
    expect(await screen.findByRole("button", { name: "Main Guest" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Guest #1" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Guest #2" })).toBeInTheDocument()
    expect(screen.getAllByRole("group", { name: "Address" })).toHaveLength(1)
    expect(within(screen.getByRole("region", { name: "Main Guest" })).getByRole("group", { name: "Address" })).toBeInTheDocument()
  })

  it("gives every main-guest field the browser's autofill and its keyboard (issue 29 §6)", async () => {
    open()
    const expected: ReadonlyArray<readonly [string, string, string | null]> = [
      ["First name *", "given-name", "text"],
      ["Surname *", "family-name", "text"],
      ["Mobile number *", "tel", "tel"],
      ["E-mail address *", "email", "email"],
      ["South African ID number *", "off", "numeric"],
      ["Address line 1 *", "address-line1", "text"],
      ["Address line 2", "address-line2", "text"],
      ["City *", "address-level2", "text"],
      ["Postal code *", "postal-code", "numeric"],
    ]
    await screen.findByLabelText("First name *")
    for (const [label, autoComplete, inputMode] of expected) {
      expect(screen.getByLabelText(label), label).toHaveAttribute("autocomplete", autoComplete)
      expect(screen.getByLabelText(label), label).toHaveAttribute("inputmode", inputMode)
    }
    expect(screen.getByLabelText("Title *")).toHaveAttribute("autocomplete", "honorific-prefix")
    expect(screen.getByLabelText("Country *")).toHaveAttribute("autocomplete", "country-name")
  })

  it("asks for the country from a list with South Africa chosen, and a letters keyboard for a postal code abroad", async () => {
    const user = userEvent.setup()
    open()
    const country = await screen.findByRole("combobox", { name: "Country *" })
    expect(country).toHaveValue("South Africa")
    expect(within(country).getAllByRole("option")[0]).toHaveTextContent("South Africa")
    await user.selectOptions(country, "United Kingdom")
    expect(country).toHaveValue("United Kingdom")
    expect(screen.getByLabelText("Postal code *")).toHaveAttribute("inputmode", "text")
  })

  it("says why the main guest's ID is asked for, beside the number", async () => {
    open()
    const idNumber = await screen.findByLabelText("South African ID number *")
    expect(idNumber).toHaveAccessibleDescription("We ask for it so the hotel can match your booking to you at check-in.")
  })

  it("offers both buttons and the pay-later note; Quick Assign Guests stays hidden from visitors without an account", async () => {
    open()
    expect(await screen.findByRole("button", { name: "Confirm & Pay Later" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Pay Booking" })).toBeInTheDocument()
    expect(screen.getByText("The booking is reserved for 24 hours before check-in if pay later is chosen.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /Quick Assign/i })).not.toBeInTheDocument()
  })

  it("says by when a pay-later booking must be paid, from core's deadline (issue 29 §4)", async () => {
    open()
    expect(await screen.findByText("Pay by 12:00, Sun 9 Mar, or the room is released.")).toBeInTheDocument()
  })

  it("names no pay-by deadline where pay later is not offered, nor at hotel 830, which releases nothing", async () => {
    const mandatory = open(checkoutState({ held: true, isMandatoryPayment: true }))
    expect(await screen.findByRole("button", { name: "Pay Booking" })).toBeInTheDocument()
    expect(screen.queryByText(/^Pay by/)).not.toBeInTheDocument()
    mandatory.unmount()
    open(checkoutState({ held: true, hotelCode: "830" }))
    expect(await screen.findByRole("button", { name: "Confirm & Pay Later" })).toBeInTheDocument()
    expect(screen.queryByText(/^Pay by/)).not.toBeInTheDocument()
  })

  it("offers only Confirm & Pay Later at hotel 830", async () => {
    open(checkoutState({ held: true, hotelCode: "830" }))
    expect(await screen.findByRole("button", { name: "Confirm & Pay Later" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Pay Booking" })).not.toBeInTheDocument()
  })

  it("hides Confirm & Pay Later when payment is mandatory", async () => {
    open(checkoutState({ held: true, isMandatoryPayment: true }))
    expect(await screen.findByRole("button", { name: "Pay Booking" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Confirm & Pay Later" })).not.toBeInTheDocument()
  })

  it("says nothing until a field is left, then core's message on that field", async () => {
    const user = userEvent.setup()
    open()
    const firstName = await screen.findByLabelText("First name *")
    expect(screen.queryByText("Required")).not.toBeInTheDocument()
    await user.click(firstName)
    await user.tab()
    expect(await screen.findByText("Required")).toBeInTheDocument()
    expect(firstName).toHaveAttribute("aria-invalid", "true")
  })

  it("shows the mailing-list question only while e-mail is ticked, never ticked for the guest", async () => {
    const user = userEvent.setup()
    open()
    expect(screen.queryByRole("checkbox", { name: "Send me news and special offers by e-mail" })).not.toBeInTheDocument()
    await user.click(await screen.findByRole("checkbox", { name: "E-mail" }))
    expect(screen.getByRole("checkbox", { name: "Send me news and special offers by e-mail" })).not.toBeChecked()
  })

  it("puts the server's field errors on the fields and keeps everything typed", async () => {
    const user = userEvent.setup()
    const page = open()
    await fillMainGuest(user)
    page.bookingApi.failNext("confirmBooking", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "mainGuest.email": ["This e-mail address cannot receive mail"] } }))
    await user.click(screen.getByRole("button", { name: "Confirm & Pay Later" }))
    expect(await screen.findByText("This e-mail address cannot receive mail")).toBeInTheDocument()
    expect(screen.getByLabelText("E-mail address *")).toHaveValue("thandi@example.co.za")
    expect(screen.getByLabelText("First name *")).toHaveValue("Thandi")
    await waitFor(() => expect(screen.getByLabelText("E-mail address *")).toHaveFocus())
    expect(page.location()).toBe(PATH)
  })

  it("confirms and goes to the thank-you page of the booking", async () => {
    const user = userEvent.setup()
    const state = checkoutState({ held: true })
    const page = open(state)
    // the fake confirms only a hold it made
    await Effect.runPromise(page.bookingApi.api.makeReservation(Result.getOrThrow(reservationOf(state))))
    await fillMainGuest(user)
    fireEvent.click(screen.getByRole("button", { name: "Confirm & Pay Later" }))
    await waitFor(() => expect(page.location()).toBe("/booking/thank-you?booking=reservation-1"))
  })

  it("prefills the main guest and the address for a signed-in member (spec B §4)", async () => {
    renderInApp(<GuestDetailsPage />, {
      state: checkoutState({ held: true }),
      path: PATH,
      route: PATH,
      members: [{ account: MEMBER_ACCOUNT, password: "Str0ng!pass" }],
      signedInAs: MEMBER_ACCOUNT.user.email,
    })
    expect(await screen.findByLabelText("First name *")).toHaveValue("Thandi")
    expect(screen.getByLabelText("Surname *")).toHaveValue("Nkosi")
    expect(screen.getByLabelText("E-mail address *")).toHaveValue("thandi@example.co.za")
    expect(screen.getByLabelText("Mobile number *")).toHaveValue("+27821234567")
    expect(screen.getByLabelText("City *")).toHaveValue("Sandton")
    expect(screen.getByText(/new points are issued only after successful payment/i)).toBeInTheDocument()
  })

  it("offers Quick Assign Guests to a corporate member and puts the chosen travellers into the guests' fields", async () => {
    const user = userEvent.setup()
    const corporate = { ...MEMBER_ACCOUNT, loyaltyType: "corporate" }
    renderInApp(<GuestDetailsPage />, {
      state: checkoutState({ held: true, rooms: 2 }),
      path: PATH,
      route: PATH,
      members: [{ account: corporate, password: "Str0ng!pass" }],
      signedInAs: corporate.user.email,
      corporate: { travellers: [sipho, lerato] },
    })
    await user.click(await screen.findByRole("button", { name: "Quick Assign Guests" }))
    const dialog = await screen.findByRole("dialog", { name: "Quick Assign Guests" })
    expect(within(dialog).getByRole("button", { name: "Assign Guests" })).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText("Guest #1"), "Lerato Mokoena")
    await user.click(within(dialog).getByRole("button", { name: "Assign Guests" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await user.click(screen.getByRole("button", { name: "Guest #1" }))
    const guest = screen.getByRole("region", { name: "Guest #1" })
    expect(within(guest).getByLabelText("First name")).toHaveValue("Lerato")
    expect(within(guest).getByLabelText("Passport number")).toHaveValue("A12345678")
    expect(screen.getByLabelText("First name *")).toHaveValue("Thandi")
  })
})
