import type { Locator, Page } from "@playwright/test"
import { SiteShell } from "./site-shell.ts"

export class HomePage {
  readonly shell: SiteShell
  readonly heading: Locator
  readonly popularCities: Locator

  constructor(readonly page: Page) {
    this.shell = new SiteShell(page)
    this.heading = page.getByRole("heading", { level: 1 })
    this.popularCities = page.getByRole("region", { name: "Popular cities" })
  }

  async open(): Promise<void> {
    await this.page.goto("/")
    await this.heading.waitFor()
  }
}
