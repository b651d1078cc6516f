import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { GuestDetailsStep, ReviewStep, ThankYouStep } from "./pages/checkout-pages.ts"

const axeAtBothWidths = async (page: import("@playwright/test").Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

test.describe("checkout", () => {
  test.describe.configure({ timeout: 120_000 })
  test("review holds the rooms, guest details, Confirm & Pay Later, thank-you with the reference", async ({ page }) => {
    const stay = stayFromToday(30, 2)
    await seedBookingSession(page, { hotelCode: "801", ...stay, rooms: [{ adults: 2, kids: 0 }, { adults: 1, kids: 1, rateIndex: 1 }] })
    const review = new ReviewStep(page)
    await review.open()
    await expect(review.countdown).toContainText(/1[45] minutes/)
    await expect(review.bookNow).toBeDisabled()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-review")
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    await expect(page.getByRole("button", { name: "Guest #1" })).toBeVisible()
    await guests.fillMainGuest()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-guest-details")
    await guests.payLater.click()

    const thankYou = new ThankYouStep(page)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
    await expect(thankYou.reference).not.toBeEmpty()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "checkout-thank-you")
  })
})
