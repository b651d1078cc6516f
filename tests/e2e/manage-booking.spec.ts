import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { tabTo } from "./support/keyboard.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { APPROVED_CARD, GatewaySimulator, GuestDetailsStep, PaymentDetailsStep, ReviewStep, THANDI, ThankYouStep } from "./pages/checkout-pages.ts"
import { BookingDetailsPage, ManageBookingModal, readCodeFromOutbox } from "./pages/manage-booking-pages.ts"

const HOTEL = "801"

/** axe at both widths of DESIGN.md, the page as it is now (an open modal included). */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** Books a stay with Confirm & Pay Later for a guest of its own e-mail; answers the booking reference. */
const bookPayLater = async (page: Page, email: string, daysAhead: number): Promise<string> => {
  await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(daysAhead, 2), rooms: [{ adults: 1, kids: 0 }] })
  const review = new ReviewStep(page)
  await review.open()
  await review.acceptAndBook()
  const guests = new GuestDetailsStep(page)
  await guests.fillMainGuest({ ...THANDI, email })
  await page.getByRole("checkbox", { name: "E-mail" }).check()
  await guests.payLater.click()
  const thankYou = new ThankYouStep(page)
  await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
  return (await thankYou.reference.textContent()) ?? ""
}

const unique = (name: string) => `${name}.${Date.now()}@example.co.za`

test.describe("manage booking: find, view, edit dates, pay, cancel", () => {
  test.describe.configure({ timeout: 240_000 })
  // provoked on purpose: an unknown booking (404), wrong codes (422), a resend too soon after the confirmation (429)
  test.use({ expectedHttpErrors: [404, 422, 429] })

  test("the journey: find with a code (a wrong one refused), view, both resends, edit dates (past, unavailable, available), pay through the simulator", async ({ page }) => {
    const email = unique("manage")
    const reference = await bookPayLater(page, email, 70)
    expect(reference).not.toBe("")

    const modal = new ManageBookingModal(page)
    await modal.open()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-modal")
    await modal.findBooking(reference, email)
    await expect(modal.codeDialog).toBeVisible()
    await expect(modal.codeDialog).toContainText("You can ask for a new code in")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-code-modal")
    await modal.enterCode("000000")
    await expect(modal.codeDialog).toContainText("The code is incorrect or has expired.")
    await modal.enterCode(await readCodeFromOutbox(page.request, email))

    const details = new BookingDetailsPage(page)
    await expect(page.getByRole("heading", { level: 2, name: /Karoo/ }).first()).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible()
    await expect(page.getByRole("table", { name: "Guests (read only)" })).toContainText("+27821234567")
    await expect(details.checkIn).toHaveAttribute("readonly")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-booking-details")

    // Both resend buttons: the confirmation went by e-mail and SMS moments ago, so the server asks to wait (60 s).
    await details.panel.getByRole("button", { name: "Resend confirmation by e-mail" }).click()
    await expect(details.toast("Could not resend booking confirmation.")).toBeVisible()
    await details.panel.getByRole("button", { name: "Resend confirmation by SMS" }).click()
    await expect(details.toast("Could not resend booking confirmation.").first()).toBeVisible()

    // Edit dates: past, unavailable (beyond the hotels' inventory), then available with the new price first.
    await details.panel.getByRole("link", { name: "Edit Booking" }).click()
    await expect(page).toHaveURL(/\/edit-booking$/)
    const past = stayFromToday(-3, 1)
    await details.changeDates(past.checkIn, past.checkOut)
    await expect(page.getByText("Cannot update to past dates")).toBeVisible()
    const beyond = stayFromToday(500, 2)
    await details.changeDates(beyond.checkIn, beyond.checkOut)
    await expect(page.getByRole("alert").filter({ hasText: "The selected dates are not available. Please choose different dates." }).first()).toBeVisible()
    const later = stayFromToday(75, 2)
    await details.changeDates(later.checkIn, later.checkOut)
    const confirm = page.getByRole("dialog", { name: "Confirm new dates" })
    await expect(confirm).toContainText("The new total for your stay is R")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-confirm-dates")
    await confirm.getByRole("button", { name: "Change dates" }).click()
    await expect(details.toast("Dates updated successfully.")).toBeVisible()
    await expect(details.checkIn).toHaveValue(later.checkIn)

    // Pay: the booking goes into the booking session and through the gateway simulator.
    await details.panel.getByRole("button", { name: "Pay Booking" }).click()
    await expect(page).toHaveURL(/\/booking\/payment-details$/)
    const payment = new PaymentDetailsStep(page)
    await payment.creditCard.check()
    await payment.payNow.click()
    await new GatewaySimulator(page).payWithCard(APPROVED_CARD)
    await expect(new ThankYouStep(page).confirmed).toBeVisible({ timeout: 20_000 })
  })

  test("cancel with a wrong code (error), then with the new code (success and My Bookings)", async ({ page }) => {
    const email = unique("cancel")
    await bookPayLater(page, email, 80)
    // The booking opens by its uuid (the thank-you link) here: the server sends one booking a code a minute at most,
    // so the code that cancels is the first one this booking is sent.
    const uuid = new URL(page.url()).searchParams.get("booking") ?? ""
    await page.goto(`/my-account/manage-booking/booking-details/${uuid}`)
    const details = new BookingDetailsPage(page)
    await details.panel.getByRole("button", { name: "Cancel Booking" }).click()
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" })
    await expect(dialog.getByRole("button", { name: "Yes, send the code" })).toBeVisible()
    await axeAtBothWidths(page)
    await dialog.getByRole("button", { name: "Yes, send the code" }).click()
    await expect(dialog.getByLabel("One-time code (6 digits)")).toBeVisible()
    const cancelCode = await readCodeFromOutbox(page.request, email)
    await details.cancelWithCode(cancelCode === "000000" ? "111111" : "000000")
    await expect(details.toast("An error has occurred. Please make sure you have the correct OTP code and try again.")).toBeVisible()
    await details.cancelWithCode(cancelCode)
    await expect(page).toHaveURL(/\/my-account\/my-bookings$/)
    await expect(details.toast("Your booking has been successfully cancelled")).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-my-bookings")
  })

  test("Booking not found, with Support Details leading to the contact details", async ({ page }) => {
    const modal = new ManageBookingModal(page)
    await modal.open()
    await modal.findBooking("NO-SUCH-BOOKING", "nobody@example.co.za")
    await expect(modal.notFound).toContainText(
      "We could not find your booking. Please double check your details and try again. Alternatively, please reach out to our customer support department.",
    )
    await axeAtBothWidths(page)
    await saveScreenshots(page, "manage-not-found")
    await modal.notFound.getByRole("link", { name: "Support Details" }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(page.getByRole("heading", { level: 2, name: "Hotel contact details" })).toBeVisible()
    await expect(page.getByRole("link", { name: /^Book Hotel: / }).first()).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "contact-us")
  })
})

test.describe("manage booking on a small phone and with the keyboard alone", () => {
  test.describe.configure({ timeout: 240_000 })

  test("from the small-screen footer at 360 px to the booking's details", async ({ page }) => {
    const email = unique("phone")
    const reference = await bookPayLater(page, email, 85)
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto("/")
    await page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "Manage Booking" }).click()
    const modal = new ManageBookingModal(page)
    await expect(modal.dialog).toBeVisible()
    await modal.findBooking(reference, email)
    await modal.enterCode(await readCodeFromOutbox(page.request, email))
    await expect(page.getByRole("table", { name: "Guests (read only)" })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("with the keyboard alone: find the booking and open it", async ({ page }) => {
    const email = unique("keys")
    const reference = await bookPayLater(page, email, 88)
    await page.goto("/manage-bookings")
    const modal = new ManageBookingModal(page)
    await expect(modal.dialog).toBeVisible()
    await tabTo(page, modal.dialog.getByLabel("Booking reference"))
    await page.keyboard.type(reference)
    await tabTo(page, modal.dialog.getByLabel("E-mail"))
    await page.keyboard.type(email)
    await page.keyboard.press("Enter")
    await expect(modal.codeDialog).toBeVisible()
    await expect(modal.codeDialog.getByLabel("One-time code (6 digits)")).toBeFocused()
    await page.keyboard.type(await readCodeFromOutbox(page.request, email))
    await page.keyboard.press("Enter")
    await expect(page.getByRole("table", { name: "Guests (read only)" })).toBeVisible()
    await tabTo(page, page.getByRole("link", { name: "Edit Booking" }))
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/edit-booking$/)
  })
})
