import { expect, type Locator, type Page } from "@playwright/test"

/** /booking/calendar (spec B §2): three months of nightly from-prices; pick check-in, then check-out. */
export class CalendarPage {
  readonly months: Locator
  readonly checkRates: Locator

  constructor(readonly page: Page) {
    this.months = page.getByRole("table")
    this.checkRates = page.getByRole("button", { name: "Check rates for these dates" })
  }

  async waitForPrices(): Promise<void> {
    await expect(this.months).toHaveCount(3)
    await expect(this.pricedDays().first()).toBeVisible()
  }

  /** The day buttons that carry a price ("…, R 1,234.00"). */
  pricedDays(): Locator {
    return this.page.getByRole("button", { name: /, R [\d,]+\.\d\d$/ })
  }

  async pickStay(checkInIndex: number, nights: number): Promise<void> {
    const days = this.pricedDays()
    await days.nth(checkInIndex).click()
    await days.nth(checkInIndex + nights).click()
  }
}
