import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** WCAG 2.2 AA, the bar of QUALITY.md. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/** Runs axe on the page as it is now (an open modal included) and expects no violation. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
  expect(summary, "axe violations").toEqual([])
}
