import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** WCAG 2.2 AA, the bar of QUALITY.md. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/** Runs axe on the page once its animations have ended (an open modal included) and expects no violation. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  // a dialog fading in has not reached its colours yet: judge the page as it settles. Frames first, so what a click or
  // a resize starts (a modal's entrance, restarted when the width crosses a breakpoint) is running; then until nothing
  // finite runs (endless ones, a spinner or a skeleton's shimmer, are not waited for).
  await page.evaluate(async () => {
    // Settled means quiet twice, 100 ms apart: on a loaded machine a popover's entrance can start a few frames late.
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 100))
    let quiet = 0
    for (let round = 0; round < 20 && quiet < 2; round++) {
      await frame()
      await frame()
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      if (running.length === 0) {
        quiet += 1
        await pause()
      } else {
        quiet = 0
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
      }
    }
  })
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
  expect(summary, "axe violations").toEqual([])
}
