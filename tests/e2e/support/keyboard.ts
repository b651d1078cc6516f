import { expect, type Locator, type Page } from "@playwright/test"

/** Presses Tab until `target` has the focus (keyboard-only journeys); fails after `limit` presses. */
export const tabTo = async (page: Page, target: Locator, limit = 60): Promise<void> => {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press("Tab")
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused()
}

/** Tabs to a text field and types into it with the keyboard. */
export const typeInto = async (page: Page, field: Locator, text: string): Promise<void> => {
  await tabTo(page, field)
  await page.keyboard.type(text)
}
