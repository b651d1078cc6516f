import type { Page } from "@playwright/test"
import { CARD_LEFT_LABEL, CARD_PAID_LABEL, NIGHTS_BY_POINTS, PAY_WITH_POINTS, POINTS_PAID_LABEL, QUICK_ASSIGN_GUESTS, ASSIGN_GUESTS } from "../../core/checkout/messages.ts"
import { DEMO_CORPORATE_EMAIL, DEMO_INDIVIDUAL_EMAIL, DEMO_PASSWORD, DEMO_TRAVELLERS } from "../../server/db/seed/members.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { signInBrowser, signInMember } from "./support/member.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { APPROVED_CARD, GatewaySimulator, GuestDetailsStep, PaymentDetailsStep, ReviewStep, THANDI } from "./pages/checkout-pages.ts"

/** axe at both widths of DESIGN.md, the page as it is now (an open modal included). */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** The main guest's fields the account does not fill. */
const completeMainGuest = async (guests: GuestDetailsStep) => {
  await guests.field("Title *").selectOption(THANDI.title)
  await guests.field("South African ID number *").fill(THANDI.idNumber)
  await guests.field("Address line 1 *").fill(THANDI.lineOne)
  await guests.field("City *").fill(THANDI.city)
  await guests.field("Postal code *").fill(THANDI.postalCode)
  await guests.field("Country *").selectOption(THANDI.country)
}

test.describe("the seeded demo members (issue 24)", () => {
  test.describe.configure({ timeout: 180_000 })

  test("the individual member pays a night with points and the rest by card through the simulator; thank-you says what each paid", async ({ page }) => {
    const member = await signInMember(page.request, DEMO_INDIVIDUAL_EMAIL, DEMO_PASSWORD)
    await signInBrowser(page, member)
    await seedBookingSession(page, { hotelCode: "801", ...stayFromToday(40, 2), rooms: [{ adults: 2, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await review.acceptAndBook()

    const guests = new GuestDetailsStep(page)
    await expect(guests.field("E-mail address *")).toHaveValue(DEMO_INDIVIDUAL_EMAIL)
    await completeMainGuest(guests)
    await guests.payBooking.click()

    const payment = new PaymentDetailsStep(page)
    await expect(payment.loyaltyPoints).toBeEnabled({ timeout: 10_000 })
    await payment.loyaltyPoints.check()
    await expect(page.getByLabel(NIGHTS_BY_POINTS)).toHaveValue("1")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-points-choose")
    await page.getByRole("button", { name: PAY_WITH_POINTS }).click()
    await expect(page.getByText(/^Your points paid 1 room-night: [\d,]+ points for R /)).toBeVisible()
    await expect(page.getByText(/^Left to pay by card: R /)).toBeVisible()
    // issue 29: the summary sets what the points took off and what the card pays under the total
    const summary = page.getByRole("complementary", { name: "Booking summary" })
    await expect(summary.getByText(POINTS_PAID_LABEL, { exact: true }).locator("+ dd")).toHaveText(/^−R [\d,]+\.\d\d$/)
    await expect(summary.getByText(CARD_LEFT_LABEL, { exact: true }).locator("+ dd")).toHaveText(/^R [\d,]+\.\d\d$/)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-points-paid")
    // on the phone the closed bar names the card's part, and opened it shows the rows under the total
    await page.setViewportSize({ width: 360, height: 780 })
    const bar = page.locator("summary").filter({ hasText: "Booking summary" })
    await expect(bar).toContainText(/Left to pay by card R [\d,]+\.\d\d/)
    await bar.click()
    await expect(page.getByText(CARD_LEFT_LABEL, { exact: true }).filter({ visible: true })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-points-paid-summary-open")
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole("button", { name: /^Pay R / }).click()
    await new GatewaySimulator(page).payWithCard(APPROVED_CARD)

    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed and paid" })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(POINTS_PAID_LABEL, { exact: true }).locator("+ dd")).toHaveText(/^[\d,]+ points for 1 room-night: R [\d,]+\.\d\d$/)
    await expect(page.getByText(CARD_PAID_LABEL, { exact: true }).locator("+ dd")).toHaveText(/^R [\d,]+\.\d\d$/)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-points-thank-you")
  })

  test("the corporate member quick-assigns the company's travellers into the guests' fields", async ({ page }) => {
    const member = await signInMember(page.request, DEMO_CORPORATE_EMAIL, DEMO_PASSWORD)
    await signInBrowser(page, member)
    await seedBookingSession(page, { hotelCode: "801", ...stayFromToday(45, 1), rooms: [{ adults: 2, kids: 0 }, { adults: 1, kids: 0 }] })
    const review = new ReviewStep(page)
    await review.open()
    await review.acceptAndBook()

    const [sipho, anele] = DEMO_TRAVELLERS
    await page.getByRole("button", { name: QUICK_ASSIGN_GUESTS }).click()
    const dialog = page.getByRole("dialog", { name: QUICK_ASSIGN_GUESTS })
    await dialog.getByLabel("Main Guest").selectOption({ label: `${sipho.firstName} ${sipho.lastName}` })
    await dialog.getByLabel("Guest #1").selectOption({ label: `${anele.firstName} ${anele.lastName}` })
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-quick-assign")
    await dialog.getByRole("button", { name: ASSIGN_GUESTS }).click()
    await expect(dialog).toBeHidden()

    const guests = new GuestDetailsStep(page)
    await expect(guests.field("First name *")).toHaveValue(sipho.firstName)
    await expect(guests.field("Surname *")).toHaveValue(sipho.lastName)
    await expect(guests.field("E-mail address *")).toHaveValue(sipho.email)
    await expect(guests.field("Mobile number *")).toHaveValue(sipho.mobileNo)
    await expect(page.getByRole("textbox", { name: /First name/ }).nth(1)).toHaveValue(anele.firstName)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "demo-quick-assigned")
  })
})
