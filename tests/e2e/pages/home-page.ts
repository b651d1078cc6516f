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
    // The server renders the home page: its form answers once React has taken the page over (ui/app/root-layout.tsx).
    await this.page.locator("html[data-interactive]").waitFor({ state: "attached" })
  }
}
