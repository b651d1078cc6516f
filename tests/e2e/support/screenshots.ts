import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"

/** Screenshots are for looking at, not committed (.gitignore). */
export const SCREENSHOT_DIR = "test-screens"

/** The widths every step is looked at: the small phone and the wide desktop (DESIGN.md breakpoints). */
export const SCREEN_WIDTHS = [360, 1440] as const

/** Saves a full-page screenshot of the current page at each width, then restores the viewport. */
export const saveScreenshots = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const original = page.viewportSize()
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true, animations: "disabled" })
  }
  if (original !== null) await page.setViewportSize(original)
}
