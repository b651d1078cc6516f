import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { BookingJourney, type LocationSearch } from "./pages/booking-journey.ts"
import { HomePage } from "./pages/home-page.ts"
import { daysFromToday, SearchForm } from "./pages/search-form.ts"
import {
  APPROVED_CARD,
  DECLINED_CARD,
  GatewaySimulator,
  GuestDetailsStep,
  PaymentDetailsStep,
  ReviewStep,
  THANDI,
  ThankYouStep,
} from "./pages/checkout-pages.ts"

/** axe at both widths of DESIGN.md, the page as it is now. */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

const openHome = async (page: Page): Promise<SearchForm> => {
  await new HomePage(page).open()
  return new SearchForm(page)
}

// Seeded hotels near Cape Town (server/db/seed/hotels.ts); two rooms, one with a child.
const capeTown: LocationSearch = {
  name: "Cape Town",
  latitude: -33.9249,
  longitude: 18.4241,
  guestRooms: [
    { adults: 2, kids: 0 },
    { adults: 1, kids: 1 },
  ],
  // clear of the seeded festive-season mandatory-payment periods, so Pay Later is offered
  inDays: 70,
  nights: 2,
}

test.describe("issue 11 flows 1 and 2, the whole journey from the home page", () => {
  test.describe.configure({ timeout: 180_000 })

  test("flow 1: location search on the home form, hotels, two rooms at different rates, review, guest details, Confirm & Pay Later, thank-you, the e-mail in the outbox", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const journey = new BookingJourney(page)
    // The home availability form: Cape Town, a stay clear of the festive season, two rooms (2 adults; 1 adult, 1 kid).
    const search = await openHome(page)
    await search.destination.click()
    await page.getByRole("option", { name: "Cape Town" }).click()
    await search.chooseDates(daysFromToday(capeTown.inDays), daysFromToday(capeTown.inDays + capeTown.nights))
    const guestRooms = await search.openGuests()
    await guestRooms.getByRole("button", { name: "Add adult" }).first().click()
    await guestRooms.getByRole("button", { name: "ADD ROOM" }).click()
    await guestRooms.getByRole("button", { name: "Add kid" }).nth(1).click()
    await guestRooms.getByRole("button", { name: "Done" }).click()
    await search.button("Check Availability").click()
    await expect(page).toHaveURL(/\/booking\/hotels\?/)
    await journey.hotels.waitForHotels()
    const [hotel] = await journey.hotels.hotelNames()
    await journey.viewRates(hotel!)
    // issue 29 §13: before a room is chosen the summary shows no amounts, never "R 0.00"
    const summary = page.getByRole("complementary", { name: "Booking summary" })
    await expect(summary).toBeVisible()
    await expect(summary).not.toContainText("Total Amount")
    await expect(page.getByText(/R 0\.00/)).toHaveCount(0)
    await saveScreenshots(page, "booking-rooms-unchosen")
    const chosen = await journey.chooseRooms([0, 1])
    expect(chosen[0]!.ratePlanCode).not.toBe(chosen[1]!.ratePlanCode)

    const review = new ReviewStep(page)
    await expect(review.countdown).toContainText(/1[45] minutes/)
    // The rooms page priced what the server held: no price-changed notice.
    await expect(page.getByText("The price of your stay has changed")).toHaveCount(0)
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    await guests.fillMainGuest()
    await page.getByRole("checkbox", { name: "E-mail" }).check()
    await guests.payLater.click()

    const thankYou = new ThankYouStep(page)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("heading", { level: 2, name: hotel! })).toBeVisible()
    const reference = (await thankYou.reference.textContent()) ?? ""
    expect(reference).not.toBe("")
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "flow1-thank-you")

    const outbox = await page.request.get(`/dev/outbox?to=${encodeURIComponent(THANDI.email)}&kind=booking_confirmation`)
    expect(await outbox.text()).toContain(reference)
  })

  test("flow 2: a hotel search on the home form, Pay Booking, payment details, a declined card with its reason, then a retry that is approved", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const journey = new BookingJourney(page)
    // A hotel search on the home form goes straight to the hotel's rooms.
    const search = await openHome(page)
    await search.chooseDestination("Rosebank", /Karoo Courtyard Rosebank/)
    await search.chooseDates(daysFromToday(75), daysFromToday(76))
    await search.button("Check Availability").click()
    await expect(page).toHaveURL(/\/booking\/rooms\?/)
    await journey.chooseRooms([0])
    const review = new ReviewStep(page)
    await review.acceptAndBook()
    const guests = new GuestDetailsStep(page)
    await guests.fillMainGuest()
    await guests.payBooking.click()

    const payment = new PaymentDetailsStep(page)
    await expect(page).toHaveURL(/\/booking\/payment-details$/)
    await expect(payment.creditCard).toBeChecked()
    await expect(payment.loyaltyPoints).toBeDisabled()
    await expect(page.getByText("Log in or sign up to pay with Loyalty Points. New members receive 100 points on sign-up.")).toBeVisible()
    // the confirmed booking keeps its rooms until its own pay-by deadline, not the reservation's 15 minutes (issue 29)
    await expect(page.getByText("Room(s) held until").filter({ visible: true })).toBeVisible()
    // issue 29 §8: the charity choice comes collapsed, after the payment method
    await page.getByText("Support a charity (optional)", { exact: true }).click()
    await page.getByRole("group", { name: "Support a charity (optional)" }).getByRole("checkbox").first().check()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "flow2-payment-details")
    await payment.payNow.click()

    const gateway = new GatewaySimulator(page)
    await gateway.payWithCard(DECLINED_CARD)
    const thankYou = new ThankYouStep(page)
    await expect(thankYou.unsuccessful).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole("alert").filter({ hasText: /declined/i })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "flow2-payment-unsuccessful")

    await thankYou.retry.click()
    await gateway.payWithCard(APPROVED_CARD)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed and paid" })).toBeVisible()
    await expect(page.getByText("Total paid", { exact: true })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "flow2-paid")
  })
})

test.describe("issue 29 §3, §4: the terms where the guest commits", () => {
  test.describe.configure({ timeout: 180_000 })

  test("each rate says its cancellation terms, the review names the rate and its policy above the acceptance, and a pay-later booking says by when it must be paid", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const journey = new BookingJourney(page)
    await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }] })
    const [hotel] = await journey.hotels.hotelNames()
    await journey.viewRates(hotel!)
    await journey.rooms.waitForRooms("Room 1 of 1")
    const [roomName] = await journey.rooms.roomNames()
    const rates = journey.rooms.rates(roomName!)
    // The seeded plans (server/db/seed/catalogue.ts): the saver is non-refundable, the flexible rates free to cancel.
    await expect(rates.getByRole("radio", { name: /Non-refundable Saver/ })).toHaveAccessibleDescription(/Non-refundable/)
    await expect(rates.getByRole("radio", { name: /Flexible Rate/ })).toHaveAccessibleDescription(/Free cancellation until 16:00 on \d{1,2} [A-Z][a-z]{2}/)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "rates-rooms")

    await rates.getByRole("radio", { name: /Flexible Rate/ }).check()
    await journey.rooms.select(roomName!)
    await expect(page).toHaveURL(/\/booking\/review$/)
    const review = new ReviewStep(page)
    await expect(review.acceptPolicy).toBeVisible()
    const terms = page.getByRole("list", { name: "Your rate" })
    await expect(terms).toContainText(`Room 1: ${roomName!}`)
    await expect(terms).toContainText("Flexible Rate")
    await expect(terms).toContainText(/Free cancellation until 16:00 on \d{1,2} [A-Z][a-z]{2}/)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "rates-review")
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    const payBy = /^Pay by \d{2}:\d{2}, [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, or the room is released\.$/
    await expect(guests.payLater).toBeVisible()
    await expect(page.getByText(payBy)).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "rates-guest-details")
    await guests.fillMainGuest()
    await guests.payLater.click()

    const thankYou = new ThankYouStep(page)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
    // issue 29 §4: the deadline set apart as Payment due (amber, a clock), Pay now inside it
    const due = page.getByRole("region", { name: "Payment due" })
    await expect(due.getByText(payBy)).toBeVisible()
    await expect(due.getByRole("button", { name: "Pay now" })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "rates-thank-you")
  })
})
