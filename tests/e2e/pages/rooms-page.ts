import { expect, type Locator, type Page } from "@playwright/test"

/** /booking/rooms (spec B §2, §4): "Find the Perfect Room", one requested room at a time. */
export class RoomsPage {
  readonly heading: Locator
  readonly list: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Find the Perfect Room" })
    this.list = page.getByRole("list", { name: "Room types" })
  }

  async waitForRooms(roomLabel: string): Promise<void> {
    await expect(this.heading).toBeVisible()
    await expect(this.page.getByText(roomLabel, { exact: true })).toBeVisible()
    await expect(this.list.getByRole("article").first()).toBeVisible()
  }

  /** The room types offered on this page, in order. */
  async roomNames(): Promise<Array<string>> {
    return this.list.getByRole("heading", { level: 2 }).allTextContents()
  }

  rates(roomName: string): Locator {
    return this.page.getByRole("group", { name: `Rates for ${roomName}` })
  }

  /** The rate descriptions of a room type, cheapest first. */
  async rateNames(roomName: string): Promise<Array<string>> {
    const radios = this.rates(roomName).getByRole("radio")
    const count = await radios.count()
    const names: Array<string> = []
    for (let index = 0; index < count; index++) names.push((await radios.nth(index).getAttribute("value")) ?? "")
    return names
  }

  async chooseRate(roomName: string, rateIndex: number): Promise<void> {
    await this.rates(roomName).getByRole("radio").nth(rateIndex).check()
  }

  async select(roomName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Select ${roomName}` }).click()
  }

  async openDetails(roomName: string): Promise<Locator> {
    await this.page.getByRole("button", { name: `More information about ${roomName}` }).click()
    const dialog = this.page.getByRole("dialog", { name: roomName })
    await expect(dialog).toBeVisible()
    return dialog
  }
}
