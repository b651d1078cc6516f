import type { Page } from "@playwright/test"
import { NOT_ENOUGH_POINTS } from "../../core/payment/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { signInBrowser, signUpMember } from "./support/member.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { APPROVED_CARD, GatewaySimulator, GuestDetailsStep, PaymentDetailsStep, ReviewStep, THANDI, ThankYouStep } from "./pages/checkout-pages.ts"

const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

test.describe("a member books while signed in (issue 24)", () => {
  test.describe.configure({ timeout: 180_000 })

  test("guest details prefilled from the account, Loyalty Points told below 500 points, the card through the simulator, thank-you, log out", async ({ page }) => {
    const member = await signUpMember(page.request, "booker")
    await signInBrowser(page, member)
    await seedBookingSession(page, { hotelCode: "801", ...stayFromToday(35, 2), rooms: [{ adults: 2, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    await expect(guests.field("First name *")).toHaveValue("Thandi")
    await expect(guests.field("Surname *")).toHaveValue("Nkosi")
    await expect(guests.field("E-mail address *")).toHaveValue(member.email)
    await expect(guests.field("Mobile number *")).toHaveValue(/^\+27/)
    await expect(page.getByText("Please note: new points are issued only after successful payment.")).toBeVisible()
    await guests.field("Title *").selectOption(THANDI.title)
    await guests.field("South African ID number *").fill(THANDI.idNumber)
    await guests.field("Address line 1 *").fill(THANDI.lineOne)
    await guests.field("City *").fill(THANDI.city)
    await guests.field("Postal code *").fill(THANDI.postalCode)
    await expect(guests.field("Country *")).toHaveValue(THANDI.country)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "member-guest-details")
    await guests.payBooking.click()

    const payment = new PaymentDetailsStep(page)
    // A new member holds the 100 sign-up points: the option says why it is closed.
    await expect(page.getByText(NOT_ENOUGH_POINTS)).toBeVisible()
    await expect(page.getByRole("radio", { name: /^Loyalty Points/ })).toBeDisabled()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "member-payment-details")
    await payment.payNow.click()
    await new GatewaySimulator(page).payWithCard(APPROVED_CARD)
    await expect(new ThankYouStep(page).confirmed).toBeVisible({ timeout: 20_000 })
    await axeAtBothWidths(page)

    await page.getByRole("button", { name: "Your account" }).click()
    await page.getByRole("dialog", { name: "Your account" }).getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
