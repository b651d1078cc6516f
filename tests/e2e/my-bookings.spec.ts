import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { expect, test } from "./support/fixtures.ts"
import { activeBookingsOf, signInBrowser, signUpMember } from "./support/member.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { APPROVED_CARD, GatewaySimulator, GuestDetailsStep, PaymentDetailsStep, ReviewStep, THANDI, ThankYouStep } from "./pages/checkout-pages.ts"
import { BookingDetailsPage, readCodeFromOutbox } from "./pages/manage-booking-pages.ts"

const HOTEL = "801"

/** axe at both widths of DESIGN.md, the page as it is now (an open dialog included). */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

interface Booked {
  readonly uuid: string
  readonly reference: string
}

/** Books a stay `daysAhead` from today with Confirm & Pay Later, the member signed in; answers its uuid and reference. */
const bookPayLater = async (page: Page, email: string, daysAhead: number): Promise<Booked> => {
  await seedBookingSession(page, { hotelCode: HOTEL, ...stayFromToday(daysAhead, 2), rooms: [{ adults: 1, kids: 0 }] })
  const review = new ReviewStep(page)
  await review.open()
  await review.acceptAndBook()
  const guests = new GuestDetailsStep(page)
  await guests.fillMainGuest({ ...THANDI, email })
  // the confirmation and the booking's one-time codes go by e-mail too (SMS is the default)
  await page.getByRole("checkbox", { name: "E-mail", exact: true }).check()
  await guests.payLater.click()
  const thankYou = new ThankYouStep(page)
  await expect(thankYou.confirmed).toBeVisible({ timeout: 15_000 })
  return { uuid: new URL(page.url()).searchParams.get("booking") ?? "", reference: (await thankYou.reference.textContent()) ?? "" }
}

const rowOf = (page: Page, table: string, reference: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ has: page.getByRole("link", { name: `Open booking ${reference}` }) })

test.describe("My Bookings and loyalty points for a signed-in member (issue 24)", () => {
  test.describe.configure({ timeout: 240_000 })

  test("lists the member's bookings, opens one without a code, cancels one with a code, pays one, and shows the points", async ({ page }) => {
    const member = await signUpMember(page.request, "mybookings")
    await signInBrowser(page, member)
    const kept = await bookPayLater(page, member.email, 90)
    const cancelled = await bookPayLater(page, member.email, 96)
    // booked while signed in: both are the member's on the server
    expect(await activeBookingsOf(page.request, member)).toEqual(expect.arrayContaining([kept.uuid, cancelled.uuid]))

    await page.goto("/my-account/my-bookings")
    await expect(rowOf(page, "Current Bookings", kept.reference)).toContainText("Unpaid")
    await expect(rowOf(page, "Current Bookings", cancelled.reference)).toContainText("Unpaid")
    await expect(page.getByRole("region", { name: "Previous Bookings" })).toContainText("No bookings")
    await expect(page.getByRole("navigation", { name: "My Account menu" })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "my-bookings-member")

    // the member's own booking opens by its uuid: no one-time code is asked or sent
    await page.getByRole("link", { name: `Open booking ${kept.reference}` }).click()
    await expect(page).toHaveURL(new RegExp(`/my-account/manage-booking/booking-details/${kept.uuid}$`))
    await expect(page.getByRole("table", { name: "Guests (read only)" })).toContainText(member.email)
    await expect(page.getByRole("dialog")).toHaveCount(0)
    const outbox = await page.request.get(`/dev/outbox?to=${encodeURIComponent(member.email)}&kind=one_time_code&format=json`)
    expect(await outbox.text()).not.toMatch(/is \d{6}\./)
    await page.goBack()

    // Cancel Booking: the question, then the code sent to the booking's guest, then My Bookings with the toast
    await page.getByRole("button", { name: `Cancel Booking ${cancelled.reference}` }).click()
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" })
    await expect(dialog.getByRole("button", { name: "Yes, send the code" })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "my-bookings-cancel-question")
    await dialog.getByRole("button", { name: "Yes, send the code" }).click()
    await expect(dialog.getByLabel("One-time code (6 digits)")).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "my-bookings-cancel-code")
    await new BookingDetailsPage(page).cancelWithCode(await readCodeFromOutbox(page.request, member.email))
    await expect(page.getByText("Your booking has been successfully cancelled", { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/my-account\/my-bookings$/)
    await expect(rowOf(page, "Previous Bookings", cancelled.reference)).toContainText("Cancelled")
    await expect(rowOf(page, "Current Bookings", cancelled.reference)).toHaveCount(0)

    // Pay Booking: the booking into the booking session, payment details, the card through the simulator
    await page.getByRole("button", { name: `Pay Booking ${kept.reference}` }).click()
    await expect(page).toHaveURL(/\/booking\/payment-details$/)
    const payment = new PaymentDetailsStep(page)
    await payment.creditCard.check()
    await payment.payNow.click()
    await new GatewaySimulator(page).payWithCard(APPROVED_CARD)
    const thankYou = new ThankYouStep(page)
    await expect(thankYou.confirmed).toBeVisible({ timeout: 20_000 })
    await expect(thankYou.reference).toHaveText(kept.reference)

    await page.goto("/my-account/my-bookings")
    await expect(rowOf(page, "Current Bookings", kept.reference)).toContainText("Paid")
    await expect(page.getByRole("button", { name: `Pay Booking ${kept.reference}` })).toHaveCount(0)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "my-bookings-after")

    // the points: the sign-up gift usable, the paid stay's points pending until it is over
    await page.getByRole("navigation", { name: "My Account menu" }).getByRole("link", { name: "Loyalty Points" }).click()
    await expect(page).toHaveURL(/\/my-account\/loyalty-points$/)
    await expect(page.getByRole("table", { name: "Points Expiring" }).getByRole("row")).toHaveCount(2)
    const history = page.getByRole("table", { name: "Points History" })
    await expect(history.getByRole("row").filter({ hasText: "Sign-up gift" })).toContainText("100")
    // the history names the booking's reservation (the rooms' references add "-1", "-2" to it)
    const stay = history.getByRole("row").filter({ hasText: kept.reference.replace(/-\d+$/, "") })
    await expect(stay).toContainText(/Pending until the stay ends \(\d{2} \w+ \d{4}\)/)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "loyalty-points")
  })

  test("keeps the visitor's view for a visitor", async ({ page }) => {
    await page.goto("/my-account/my-bookings")
    await expect(page.getByRole("link", { name: "Manage another booking" })).toBeVisible()
    await expect(page.getByRole("table")).toHaveCount(0)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "my-bookings-visitor")
  })
})
