import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { GuestDetailsStep, ReviewStep, THANDI, ThankYouStep } from "./pages/checkout-pages.ts"
import { SCREENSHOT_DIR } from "./support/screenshots.ts"
import { HomePage } from "./pages/home-page.ts"
import { RoomsPage } from "./pages/rooms-page.ts"
import { dayName, daysFromToday, SearchForm, showMonth } from "./pages/search-form.ts"

// Issue 27 §4: a phone booking of one room from the home page to Confirm & Pay Later, its taps counted. A tap is a
// press on a control (a button, an option, a day, a checkbox, a select); typing into a text field is not (a phone's
// keyboard moves from field to field), and neither is moving the date picker to the stay's month (that depends on
// how far ahead the stay is, not on the form). Bars: at most 13 taps for 2 adults, at most 11 for 1.

test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true })

class TapCounter {
  count = 0
  readonly taps: Array<string> = []

  async tap(locator: Locator, what: string): Promise<void> {
    await locator.tap()
    this.count++
    this.taps.push(what)
  }
}

/** The journey for a hotel search (Karoo Courtyard Rosebank), `adults` in one room, the stay well ahead (Pay Later offered). */
const bookOnAPhone = async (page: Page, adults: 1 | 2): Promise<TapCounter> => {
  const taps = new TapCounter()
  await new HomePage(page).open()
  const search = new SearchForm(page)
  await taps.tap(search.destination, "destination")
  await search.destination.fill("Rosebank")
  await taps.tap(page.getByRole("option", { name: /Karoo Courtyard Rosebank/ }).first(), "hotel")

  const picker = page.getByRole("dialog", { name: "Choose your dates" })
  // The picker opens by itself once the hotel is chosen; a form without that needs a tap on the dates field.
  const opened = await picker
    .getByRole("grid")
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true, () => false)
  expect(opened, "the date picker opens by itself once the hotel is chosen").toBe(true)
  await page.screenshot({ path: join(SCREENSHOT_DIR, `phone-dates-opened-${adults}.png`) })
  const [checkIn, checkOut] = [daysFromToday(80), daysFromToday(81)]
  await showMonth(picker, checkIn)
  await taps.tap(picker.getByRole("button", { name: dayName(checkIn) }), "check-in")
  await showMonth(picker, checkOut)
  await taps.tap(picker.getByRole("button", { name: dayName(checkOut) }), "check-out")
  await expect(picker).toBeHidden()

  if (adults === 2) {
    await taps.tap(search.guests, "guests field")
    const guests = page.getByRole("dialog", { name: "Guests and rooms" })
    await taps.tap(guests.getByRole("button", { name: "Add adult" }), "add adult")
    // No Done: Check Availability is tapped with the guests still open, and searches for 2 adults.
    await expect(guests).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOT_DIR, "phone-guests-open.png") })
  }
  await taps.tap(search.button("Check Availability"), "Check Availability")

  await expect(page).toHaveURL(new RegExp(`/booking/rooms\\?.*&rooms=${adults}-0`))
  const rooms = new RoomsPage(page)
  await rooms.waitForRooms("Room 1 of 1")
  const [room] = await rooms.roomNames()
  await taps.tap(page.getByRole("button", { name: `Select ${room!}` }), "select room")

  const review = new ReviewStep(page)
  await taps.tap(review.acceptPolicy, "accept policy")
  await taps.tap(review.bookNow, "Book now")
  await expect(page).toHaveURL(/\/booking\/guest-details$/)

  const guest = new GuestDetailsStep(page)
  await taps.tap(guest.field("Title *"), "title")
  await guest.field("Title *").selectOption(THANDI.title)
  await guest.field("First name *").fill(THANDI.firstName)
  await guest.field("Surname *").fill(THANDI.surname)
  await guest.field("Mobile number *").fill(THANDI.mobile)
  await guest.field("E-mail address *").fill(THANDI.email)
  await guest.field("South African ID number *").fill(THANDI.idNumber)
  await guest.field("Address line 1 *").fill(THANDI.lineOne)
  await guest.field("City *").fill(THANDI.city)
  await guest.field("Postal code *").fill(THANDI.postalCode)
  await taps.tap(guest.payLater, "Confirm & Pay Later")
  await expect(new ThankYouStep(page).confirmed).toBeVisible({ timeout: 15_000 })
  return taps
}

test.describe("issue 27 §4: fewer taps on a phone", () => {
  test.describe.configure({ timeout: 120_000 })

  test("one room for 2 adults from the home page to Confirm & Pay Later in at most 13 taps", async ({ page }) => {
    const taps = await bookOnAPhone(page, 2)
    expect(taps.count, taps.taps.join(", ")).toBeLessThanOrEqual(13)
  })

  test("one room for 1 adult in at most 11 taps", async ({ page }) => {
    const taps = await bookOnAPhone(page, 1)
    expect(taps.count, taps.taps.join(", ")).toBeLessThanOrEqual(11)
  })
})
