import { expect, type Locator, type Page } from "@playwright/test"

/** /booking/hotels (spec B §2): the hotel list of a location search, its sort and its map. */
export class HotelsPage {
  readonly heading: Locator
  readonly list: Locator
  readonly sort: Locator
  readonly map: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 })
    this.list = page.getByRole("list", { name: "Hotels" })
    this.sort = page.getByRole("combobox", { name: "Sort by" })
    this.map = page.getByRole("region", { name: "Map of the hotels" })
  }

  async waitForHotels(): Promise<void> {
    await expect(this.list.getByRole("article").first()).toBeVisible()
  }

  card(name: string): Locator {
    return this.list.getByRole("article", { name })
  }

  /** The hotels' names, in the order shown. */
  async hotelNames(): Promise<Array<string>> {
    return this.list.getByRole("heading", { level: 2 }).allTextContents()
  }

  /** The cards' from-prices in cents, in the order shown ("From R 1,234.50" → 123450). */
  async fromPrices(): Promise<Array<number>> {
    const labels = await this.list.getByText(/^From R /).allTextContents()
    return labels.map((label) => Math.round(Number(label.replace(/[^0-9.]/g, "")) * 100))
  }

  /** The cards' stay totals in cents, in the order shown ("R 3,612.50 for 2 nights" → 361250). */
  async stayTotals(nights: number): Promise<Array<number>> {
    const labels = await this.list.getByText(new RegExp(`^R [0-9,.]+ for ${nights} nights$`)).allTextContents()
    return labels.map((label) => Math.round(Number(label.replace(/ for .*$/, "").replace(/[^0-9.]/g, "")) * 100))
  }

  async sortBy(order: "Recommended" | "Price (lowest first)" | "Distance (nearest first)"): Promise<void> {
    await this.sort.selectOption({ label: order })
  }

  async viewRates(hotelName: string): Promise<void> {
    await this.page.getByRole("button", { name: `View Rates at ${hotelName}` }).click()
  }
}
