import type { Page } from "@playwright/test"
import { SESSION_KEYS } from "../../core/booking/session-store.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { tabTo, typeInto } from "./support/keyboard.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { GuestDetailsStep, PaymentDetailsStep, ReviewStep, THANDI, ThankYouStep } from "./pages/checkout-pages.ts"

/** axe at both widths of DESIGN.md, the page as it is now (an open modal included). */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

const HOTEL = "801"

/** Review → Book now: the rooms are held and the guest details open. */
const reviewAndBook = async (page: Page) => {
  const review = new ReviewStep(page)
  await review.open()
  await expect(review.countdown).toContainText(/1[45] minutes/)
  await review.acceptAndBook()
  return new GuestDetailsStep(page)
}

test.describe("checkout: review, guest details, payment and thank-you", () => {
  test.describe.configure({ timeout: 180_000 })

  test("flow 1's end: the held rooms, Confirm & Pay Later, the thank-you page with the reference, the e-mail in the outbox", async ({ page }) => {
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(30, 2), rooms: [{ adults: 2, kids: 0 }, { adults: 1, kids: 1, rateIndex: 1 }] })
    const review = new ReviewStep(page)
    await review.open()
    await expect(review.countdown).toContainText(/1[45] minutes/)
    await expect(review.bookNow).toBeDisabled()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-review")
    await review.viewPolicy.click()
    await expect(page.getByRole("dialog", { name: "Hotel cancellation policy" })).toContainText("16:00")
    await expectNoAxeViolations(page)
    await page.keyboard.press("Escape")
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    await expect(page.getByRole("button", { name: "Guest #1" })).toBeVisible()
    await expect(page.getByText("Room(s) held for").filter({ visible: true })).toBeVisible()
    // issue 29 §6: autofill and the keyboard on every field, the country a list on South Africa, why the ID is asked
    for (const [label, autoComplete, inputMode] of [
      ["First name *", "given-name", "text"],
      ["Surname *", "family-name", "text"],
      ["Mobile number *", "tel", "tel"],
      ["E-mail address *", "email", "email"],
      ["Address line 1 *", "address-line1", "text"],
      ["City *", "address-level2", "text"],
      ["Postal code *", "postal-code", "numeric"],
    ] as const) {
      await expect(guests.field(label)).toHaveAttribute("autocomplete", autoComplete)
      await expect(guests.field(label)).toHaveAttribute("inputmode", inputMode)
    }
    await expect(guests.field("Country *")).toHaveValue("South Africa")
    await expect(guests.field("South African ID number *")).toHaveAccessibleDescription("We ask for it so the hotel can match your booking to you at check-in.")
    await guests.fillMainGuest()
    await page.getByRole("checkbox", { name: "E-mail" }).check()
    await expect(page.getByRole("checkbox", { name: "Send me news and special offers by e-mail" })).not.toBeChecked()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-guest-details")
    // issue 29 §13: no white band above the footer: the page's grey meets it
    const main = await page.getByRole("main").boundingBox()
    const footer = await page.getByRole("contentinfo").boundingBox()
    expect(footer!.y).toBeCloseTo(main!.y + main!.height, 0)
    const mainBackground = await page.getByRole("main").evaluate((node) => getComputedStyle(node).backgroundColor)
    expect(["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"]).not.toContain(mainBackground)
    await guests.payLater.click()

    const thankYou = new ThankYouStep(page)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
    const reference = (await thankYou.reference.textContent()) ?? ""
    expect(reference).not.toBe("")
    await expect(page.getByText("We have sent your confirmation by e-mail and SMS.")).toBeVisible()
    await expect(page.getByText("3 adults, 1 child")).toBeVisible()
    await expect(page.getByText("2 rooms")).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-thank-you")

    const download = page.waitForEvent("download")
    await thankYou.addToCalendar.click()
    expect((await download).suggestedFilename()).toMatch(/^booking-.+\.ics$/)

    // The development outbox (server/notify): read as a document, so its page's favicon request is not the site's.
    const outbox = await page.request.get(`/dev/outbox?to=${encodeURIComponent(THANDI.email)}&kind=booking_confirmation`)
    expect(await outbox.text()).toContain(reference)
  })

  test("flow 4: the hold runs out on the page clock, Reservation Timeout, then home", async ({ page }) => {
    await page.clock.install()
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(40, 1), rooms: [{ adults: 1, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await expect(review.countdown).toContainText(/1[45] minutes/)
    // issue 29 §9: the hold's warning comes two minutes before the end; Not now lets it run out
    await page.clock.runFor("13:10")
    await page.getByRole("dialog", { name: "Your room hold is ending" }).getByRole("button", { name: "Not now" }).click()
    await page.clock.runFor("01:00")
    await expect(review.countdown).toContainText(/seconds/)
    await page.clock.runFor("01:00")
    const modal = page.getByRole("dialog", { name: "Reservation Timeout" })
    await expect(modal).toContainText(
      "Your reserved room is no longer available as the reservation timer has expired. Please start the booking process again to secure your room.",
    )
    await page.keyboard.press("Escape")
    await expect(modal).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-reservation-timeout")
    await modal.getByRole("button", { name: "Return to home" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("issue 29 §9: two minutes before the hold ends, Keep my room renews it through the reservation", async ({ page }) => {
    await page.clock.install()
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(41, 1), rooms: [{ adults: 1, kids: 0 }] })
    const guests = await reviewAndBook(page)
    await expect(page.getByRole("button", { name: "Guest #1" }).or(guests.main).first()).toBeVisible()
    const warning = page.getByRole("dialog", { name: "Your room hold is ending" })
    await page.clock.runFor("12:50")
    await expect(warning).toHaveCount(0)
    await page.clock.runFor("00:20")
    await expect(warning).toBeVisible()
    await expect(warning).toContainText("Keep them for another 15 minutes")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "pay-hold-warning")
    await warning.getByRole("button", { name: "Keep my room" }).click()
    await expect(page.getByText("Your rooms are held for another 15 minutes.")).toBeVisible()
    // the server renewed the hold on its own clock: the page's clock, run ahead above, comes back to it
    await page.clock.setSystemTime(Date.now())
    await page.clock.runFor("00:02")
    await expect(warning).toHaveCount(0)
    await expect(page.getByText("Room(s) held for").filter({ visible: true })).toContainText(/1[45] minutes/)
  })

  test("issue 29 §9: on payment details, a confirmed booking's last two minutes say when it is released, with no Keep my room that would fail", async ({ page }) => {
    await page.clock.install()
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(43, 1), rooms: [{ adults: 1, kids: 0 }] })
    const guests = await reviewAndBook(page)
    await guests.fillMainGuest()
    await guests.payBooking.click()
    const payment = new PaymentDetailsStep(page)
    await expect(payment.creditCard).toBeVisible({ timeout: 15_000 })
    // Pay Booking confirmed the stay: the server releases it unpaid at its hold_until, which the step counts down to
    const uuid = await page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? "{}") as { uuid?: string }).uuid ?? "", SESSION_KEYS.bookingState)
    const { booking } = (await (await page.request.get(`/api/web/bookings/${uuid}/booking`)).json()) as { booking: { hold_until: string } }
    await expect(page.getByText("Room(s) held until").filter({ visible: true })).toBeVisible()
    await page.clock.fastForward(Date.parse(booking.hold_until) - (await page.evaluate(() => Date.now())) - 90_000)
    await page.clock.runFor("00:02")
    const warning = page.getByRole("dialog", { name: "Your booking is about to be released" })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText("This hold cannot be extended: pay now to keep your room.")
    await expect(warning.getByRole("button", { name: "Keep my room" })).toHaveCount(0)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "pay-booking-release-warning")
    await warning.getByRole("button", { name: "Continue to payment" }).click()
    await expect(warning).toHaveCount(0)
    await expect(payment.payNow).toBeVisible()
  })

  test("issue 29 §9: when the hold ends, Check availability again goes back to the same search", async ({ page }) => {
    await page.clock.install()
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(42, 1), rooms: [{ adults: 2, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await expect(review.countdown).toContainText(/1[45] minutes/)
    await page.clock.runFor("13:10")
    const warning = page.getByRole("dialog", { name: "Your room hold is ending" })
    await warning.getByRole("button", { name: "Not now" }).click()
    await expect(warning).toHaveCount(0)
    await page.clock.runFor("02:00")
    const modal = page.getByRole("dialog", { name: "Reservation Timeout" })
    await expect(modal.getByRole("button", { name: "Return to home" })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "pay-reservation-timeout")
    await modal.getByRole("button", { name: "Check availability again" }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/rooms\\?hotel=\\d+&code=${HOTEL}&.*rooms=2-0`))
  })

  test("issue 29 §8: the payment method first, the charity after it, collapsed, and Pay R … by the stay's total", async ({ page }) => {
    const seeded = await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(43, 2), rooms: [{ adults: 2, kids: 0 }] })
    const guests = await reviewAndBook(page)
    await guests.fillMainGuest()
    await guests.payBooking.click()
    await expect(page).toHaveURL(/\/booking\/payment-details$/)
    const payment = new PaymentDetailsStep(page)
    await expect(payment.creditCard).toBeChecked()
    const charity = page.getByText("Support a charity (optional)", { exact: true })
    await expect(charity).toBeVisible()
    await expect(page.getByText("Adds nothing to your price")).toBeVisible()
    await expect(page.getByRole("group", { name: "Support a charity (optional)" }).getByRole("checkbox").first()).toBeHidden()
    const method = await page.getByRole("group", { name: "How would you like to pay?" }).boundingBox()
    expect(method!.y).toBeLessThan((await charity.boundingBox())!.y)
    await expect(payment.payNow).toHaveText(`Pay ${formatMoney(seeded.totalPriceForStay)}`)
    await expect(page.getByRole("link", { name: "Log in or sign up" })).toHaveAttribute("href", "/booking/payment-details?account=login")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "pay-payment-details")
    await charity.click()
    await expect(page.getByRole("group", { name: "Support a charity (optional)" }).getByRole("checkbox").first()).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "pay-payment-details-charity-open")
    await page.getByRole("link", { name: "Log in or sign up" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(page).toHaveURL(/\/booking\/payment-details/)
  })

  test("hotel 830 offers Confirm & Pay Later only; a mandatory-payment promo hides it", async ({ page }) => {
    await seedBookingSession(page, { hotelCode: "830", ...stayFromToday(45, 1), rooms: [{ adults: 1, kids: 0 }] })
    let guests = await reviewAndBook(page)
    await expect(guests.payLater).toBeVisible()
    await expect(guests.payBooking).toHaveCount(0)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-830-pay-later-only")

    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(46, 1), rooms: [{ adults: 1, kids: 0 }], mandatoryPayment: true })
    guests = await reviewAndBook(page)
    await expect(guests.payBooking).toBeVisible()
    await expect(guests.payLater).toHaveCount(0)
  })

  test("every validation message of the guest form, where the spec puts it", async ({ page }) => {
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(50, 1), rooms: [{ adults: 1, kids: 0 }, { adults: 1, kids: 0 }] })
    const guests = await reviewAndBook(page)
    const message = (label: string) => guests.field(label).locator("xpath=ancestor::div[contains(@class,'field')][1]").locator(".field__error")

    // Nothing is said before the guest leaves a field; submitting an empty form says everything and focuses the first.
    await expect(page.locator(".field__error")).toHaveCount(0)
    await guests.payLater.click()
    await expect(guests.field("Title *")).toBeFocused()
    for (const label of ["Title *", "First name *", "Surname *", "Address line 1 *", "City *", "Postal code *"]) {
      await expect(message(label)).toHaveText("Required")
    }
    await expect(message("Mobile number *")).toHaveText("Mobile number is required")
    await expect(message("South African ID number *")).toHaveText("ID Number must be 13 characters long")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-guest-errors")

    await guests.field("Mobile number *").fill("082 123 4567")
    await expect(message("Mobile number *")).toHaveText("Number must start with country calling code.")
    await guests.field("Mobile number *").fill("+27 82 12")
    await expect(message("Mobile number *")).toHaveText("Number must be longer than 12 characters")
    await guests.field("E-mail address *").fill("thandi@")
    await expect(message("E-mail address *")).toHaveText("Must be a valid email")
    await guests.field("South African ID number *").fill("80010150090AB")
    await expect(message("South African ID number *")).toHaveText("ID Number can only contain numbers")
    await guests.field("South African ID number *").fill("8001015009088")
    await expect(message("South African ID number *")).toHaveText("Invalid South African ID number")
    await guests.field("Identification").first().selectOption("Passport")
    await expect(guests.field("Passport number *")).toHaveValue("")
    await expect(message("Passport number *")).toHaveText("Passport number is required")

    // A further guest's fields are optional, but what is typed follows the same formats.
    await page.getByRole("button", { name: "Guest #1" }).click()
    const further = page.getByRole("region", { name: "Guest #1" })
    await further.getByLabel("E-mail address", { exact: true }).fill("not-an-email")
    await further.getByLabel("E-mail address", { exact: true }).blur()
    await expect(further.getByText("Must be a valid email")).toBeVisible()

    // The last confirmation method cannot be unticked; the mailing-list question shows only with e-mail.
    await page.getByRole("checkbox", { name: "SMS" }).click()
    await expect(page.getByRole("checkbox", { name: "SMS" })).toBeChecked()
    await expect(page.getByRole("checkbox", { name: "Send me news and special offers by e-mail" })).toHaveCount(0)

    // Nothing typed is lost on a failed submit.
    await guests.payLater.click()
    await expect(guests.field("Mobile number *")).toHaveValue("+27 82 12")
    await expect(guests.field("E-mail address *")).toHaveValue("thandi@")
  })

  test("the payment hand-off says Invalid params without both parameters", async ({ page }) => {
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(55, 1), rooms: [{ adults: 1, kids: 0 }] })
    await page.goto("/booking/payment?pay_request_id=only-one")
    await expect(page.getByRole("alert")).toHaveText("Invalid params")
    await axeAtBothWidths(page)
  })
})

test.describe("checkout on a small phone and with the keyboard alone", () => {
  test.describe.configure({ timeout: 180_000 })

  test("flow 1's end at 360 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(62, 2), rooms: [{ adults: 2, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    // The summary is a bar that opens on small screens; the countdown is in it.
    await page.getByText("Booking summary").filter({ visible: true }).click()
    await expect(review.countdown).toBeVisible()
    await review.acceptAndBook()
    const guests = new GuestDetailsStep(page)
    await guests.fillMainGuest()
    await guests.payLater.click()
    await expect(new ThankYouStep(page).confirmed).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "checkout-360-thank-you")
  })

  test("flow 1's end with the keyboard alone", async ({ page }) => {
    await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(63, 1), rooms: [{ adults: 1, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await tabTo(page, review.acceptPolicy)
    await page.keyboard.press("Space")
    await tabTo(page, review.bookNow)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/booking\/guest-details$/)

    const guests = new GuestDetailsStep(page)
    await tabTo(page, guests.field("Title *"))
    await page.keyboard.type(THANDI.title)
    await expect(guests.field("Title *")).toHaveValue(THANDI.title)
    await typeInto(page, guests.field("First name *"), THANDI.firstName)
    await typeInto(page, guests.field("Surname *"), THANDI.surname)
    await typeInto(page, guests.field("Mobile number *"), THANDI.mobile)
    await typeInto(page, guests.field("E-mail address *"), THANDI.email)
    await typeInto(page, guests.field("South African ID number *"), THANDI.idNumber)
    await typeInto(page, guests.field("Address line 1 *"), THANDI.lineOne)
    await typeInto(page, guests.field("City *"), THANDI.city)
    await typeInto(page, guests.field("Postal code *"), THANDI.postalCode)
    await expect(guests.field("Country *")).toHaveValue(THANDI.country)
    await tabTo(page, guests.payLater)
    await page.keyboard.press("Enter")
    await expect(new ThankYouStep(page).confirmed).toBeVisible({ timeout: 15_000 })
  })
})
