import { expect, type Locator, type Page } from "@playwright/test"
import { addDays, hotelDayAt } from "../../../core/time/hotel-day.ts"

/** The home availability form or the booking top bar (ui/search): verbs of the search, by role and label. */
export class SearchForm {
  readonly form: Locator
  readonly destination: Locator
  readonly dates: Locator
  readonly guests: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Search hotels" })
    this.destination = this.form.getByRole("combobox", { name: "Destination" })
    this.dates = this.form.getByRole("button", { name: /Check-in – Check-out/ })
    this.guests = this.form.getByRole("button", { name: /Guests and rooms/ })
  }

  button(name: string): Locator {
    return this.form.getByRole("button", { name, exact: true })
  }

  async chooseDestination(text: string, option: string | RegExp): Promise<void> {
    await this.destination.fill(text)
    await this.page.getByRole("option", { name: option }).first().click()
  }

  /** Picks check-in and check-out in the range picker, by their full names ("Tuesday, December 1st, 2026"). */
  async chooseDates(checkIn: Date, checkOut: Date): Promise<void> {
    const dialog = this.page.getByRole("dialog", { name: "Choose your dates" })
    // Choosing a destination opens the picker by itself (issue 27 §4); otherwise the field opens it.
    if ((await this.dates.getAttribute("aria-expanded")) !== "true") await this.dates.click()
    // The picker loads on first open (a lazy chunk): wait for its months before reading them.
    await dialog.getByRole("grid").first().waitFor()
    for (const day of [checkIn, checkOut]) await pickDay(dialog, day)
    await expect(dialog).toBeHidden()
  }

  async openGuests(): Promise<Locator> {
    await this.guests.click()
    return this.page.getByRole("dialog", { name: "Guests and rooms" })
  }

  async addPromoCode(code: string): Promise<void> {
    await this.button("Add Promo Code").click()
    await this.page.getByLabel("Promotional Code").fill(code)
  }

  async openClubCard(): Promise<Locator> {
    await this.form.getByRole("button", { name: /Clicks ClubCard/ }).click()
    return this.page.getByRole("dialog", { name: "Clicks ClubCard" })
  }
}

/** Moves the range picker in `picker` to `day`'s month, forward or back (at most two years). */
export const showMonth = async (picker: Locator, day: Date): Promise<void> => {
  const month = day.toLocaleDateString("en-US", { month: "long", year: "numeric" })
  for (let step = 0; step < 24 && (await picker.getByText(month, { exact: true }).count()) === 0; step++) {
    // the first month shown, e.g. "April 2028": go back when the day comes before it
    const shown = new Date(`1 ${await picker.getByRole("grid").first().getAttribute("aria-label")}`)
    await picker.getByRole("button", { name: day < shown ? /previous month/i : /next month/i }).click()
  }
}

/** Taps `day` in the range picker in `picker`, its month shown first. */
export const pickDay = async (picker: Locator, day: Date): Promise<void> => {
  await showMonth(picker, day)
  await picker.getByRole("button", { name: dayName(day) }).click()
}

/** The accessible name the day picker gives a day's button, e.g. "Tuesday, December 1st, 2026". */
export const dayName = (day: Date): RegExp => {
  const weekday = day.toLocaleDateString("en-US", { weekday: "long" })
  const month = day.toLocaleDateString("en-US", { month: "long" })
  return new RegExp(`^(Today, )?${weekday}, ${month} ${day.getDate()}(st|nd|rd|th), ${day.getFullYear()}`)
}

/**
 * A day `days` from today on the hotels' clock (the site's "today", whatever the browser's time zone), as a local
 * Date at noon for the picker's day names.
 */
export const daysFromToday = (days: number): Date => {
  const [year, month, date] = addDays(hotelDayAt(Date.now()), days).split("-").map(Number)
  return new Date(year!, month! - 1, date!, 12)
}
