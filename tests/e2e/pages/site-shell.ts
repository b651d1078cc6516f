import type { Locator, Page } from "@playwright/test"

/** The frame of every page: header, hotels mega-menu, footer. Verbs of the site, role locators. */
export class SiteShell {
  readonly header: Locator
  readonly hotelsButton: Locator
  readonly hotelsMenu: Locator
  readonly brandTabs: Locator
  readonly footer: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner")
    this.hotelsButton = this.header.getByRole("button", { name: "Hotels" })
    this.hotelsMenu = page.getByRole("dialog", { name: "Hotels" })
    this.brandTabs = this.hotelsMenu.getByRole("tablist", { name: "Hotels by brand" })
    this.footer = page.getByRole("contentinfo")
  }

  tab(name: string): Locator {
    return this.brandTabs.getByRole("tab", { name, exact: true })
  }

  /** Opens the hotels menu with the keyboard alone: Tab from the top of the page to Hotels, then Enter. */
  async openHotelsMenuByKeyboard(): Promise<void> {
    await this.page.keyboard.press("Tab") // the skip link first
    for (let press = 0; press < 5 && !(await this.hotelsButton.evaluate((element) => element === document.activeElement)); press++) {
      await this.page.keyboard.press("Tab")
    }
    await this.page.keyboard.press("Enter")
  }
}
