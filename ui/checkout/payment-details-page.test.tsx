import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { sampleBooking } from "../../core/booking/booking.testing.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS_FOR_NIGHTS, SIGN_IN_FOR_POINTS } from "../../core/payment/messages.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { PaymentDetailsPage } from "./payment-details-page.tsx"
import { checkoutState } from "./testing/checkout-state.testing.ts"

const PATH = "/booking/payment-details"
const PASSWORD = "Str0ng!pass"
// checkoutState: two rooms for two nights (four room-nights), R 3,000.00 for the stay
const booking = { bookings: [sampleBooking("reservation-1", { totalForStayCents: 300_000 })], pointsNightCents: 75_000 }

const open = (points?: number) =>
  renderInApp(<PaymentDetailsPage />, {
    state: checkoutState({ held: true }),
    path: PATH,
    route: PATH,
    booking,
    ...(points === undefined
      ? {}
      : { members: [{ account: { ...MEMBER_ACCOUNT, totalUsableLoyaltyPoints: points }, password: PASSWORD }], signedInAs: MEMBER_ACCOUNT.user.email }),
  })

const CHARITY = { id: 3, name: "Reach for a Dream", imageUrl: "/charity.png", isActive: true, link: "", htmlContent: "<p>Dreams for children</p>" }

describe("the payment step as a guest judges it (issue 29 §8)", { timeout: 30_000 }, () => {
  it("asks for the payment method first, then the charity, collapsed, with what it adds; the button says what the card charges", async () => {
    const user = userEvent.setup()
    renderInApp(<PaymentDetailsPage />, { state: checkoutState({ held: true }), path: PATH, route: PATH, booking: { ...booking, charities: [CHARITY] } })
    const summary = await screen.findByText("Support a charity (optional)")
    const method = screen.getByRole("group", { name: "How would you like to pay?" })
    expect(method.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText("Adds nothing to your price")).toBeVisible()
    const charity = screen.getByRole("checkbox", { name: "Reach for a Dream", hidden: true })
    expect(charity).not.toBeVisible()
    await user.click(summary)
    expect(screen.getByRole("checkbox", { name: "Reach for a Dream" })).toBeVisible()
    expect(screen.getByRole("button", { name: "Pay R 3,000.00" })).toBeInTheDocument()
  })

  it("links a visitor to sign in for Loyalty Points, on this page", async () => {
    open()
    const link = await screen.findByRole("link", { name: "Log in or sign up" })
    expect(link).toHaveAttribute("href", "/booking/payment-details?account=login")
  })
})

describe("the payment details page", { timeout: 30_000 }, () => {
  it("asks a visitor to log in or sign up for Loyalty Points, the option disabled", async () => {
    open()
    const points = await screen.findByRole("radio", { name: /^Loyalty Points/ })
    expect(points).toBeDisabled()
    expect(points).toHaveAccessibleDescription(SIGN_IN_FOR_POINTS)
  })

  it("keeps Loyalty Points disabled below 500 points, and enables it at 500", async () => {
    const poor = open(499)
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toHaveAccessibleDescription(NOT_ENOUGH_POINTS))
    expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeDisabled()
    poor.unmount()
    open(500)
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeEnabled())
  })

  it("pays room-nights with points, shows what they paid and what is left, then the card pays the rest", async () => {
    const user = userEvent.setup()
    const page = open(640)
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeEnabled())
    await user.click(screen.getByRole("radio", { name: /^Loyalty Points/ }))
    await user.selectOptions(screen.getByLabelText("Room-nights to pay with points"), "1")
    await user.click(screen.getByRole("button", { name: "Pay with points" }))
    expect(await screen.findByText("Your points paid 1 room-night: 1,000 points for R 750.00.")).toBeInTheDocument()
    expect(screen.getByText("Left to pay by card: R 2,250.00")).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: /^Credit Card/ })).toBeChecked()
    await user.click(screen.getByRole("button", { name: "Pay R 2,250.00" }))
    await waitFor(() => expect(page.location()).toMatch(/^\/booking\/payment\?pay_request_id=/))
  })

  it("sets what the points paid and what is left for the card under the summary's total, once points pay part", async () => {
    const user = userEvent.setup()
    open(640)
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeEnabled())
    await user.click(screen.getByRole("radio", { name: /^Loyalty Points/ }))
    await user.selectOptions(screen.getByLabelText("Room-nights to pay with points"), "1")
    await user.click(screen.getByRole("button", { name: "Pay with points" }))
    await screen.findByText("Your points paid 1 room-night: 1,000 points for R 750.00.")
    const summary = within(screen.getByRole("complementary", { name: "Booking summary" }))
    const row = (label: string) => summary.getByText(label, { selector: "dt" }).parentElement
    expect(row("Total Amount")).toHaveTextContent("Total AmountR 3,000.00")
    expect(row("Paid with loyalty points")).toHaveTextContent("Paid with loyalty points−R 750.00")
    expect(row("Left to pay by card")).toHaveTextContent("Left to pay by cardR 2,250.00")
    // the rows follow the total, in that order: what the stay costs, what the points took off, what the card pays
    const labels = summary.getAllByRole("term").map((term) => term.textContent)
    expect(labels.slice(labels.indexOf("Total Amount"))).toEqual(["Total Amount", "Paid with loyalty points", "Left to pay by card"])
    // the phone's closed summary bar names what the card still pays, as the Pay button does
    expect(screen.getByText("Left to pay by card R 2,250.00")).toBeInTheDocument()
  })

  it("says why the server refused the points and keeps the choice", async () => {
    const user = userEvent.setup()
    const page = open(640)
    page.bookingApi.failNext("payWithPoints", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "points_payment.nights": [NOT_ENOUGH_POINTS_FOR_NIGHTS] } }))
    await waitFor(() => expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeEnabled())
    await user.click(screen.getByRole("radio", { name: /^Loyalty Points/ }))
    await user.selectOptions(screen.getByLabelText("Room-nights to pay with points"), "3")
    await user.click(screen.getByRole("button", { name: "Pay with points" }))
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toContain(NOT_ENOUGH_POINTS_FOR_NIGHTS))
    expect(screen.getByRole("radio", { name: /^Loyalty Points/ })).toBeChecked()
    expect(screen.getByLabelText("Room-nights to pay with points")).toHaveValue("3")
    expect(page.location()).toBe(PATH)
  })
})
