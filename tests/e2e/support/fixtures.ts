import { existsSync, readFileSync, statSync } from "node:fs"
import { expect, test as base } from "@playwright/test"
import { SERVER_LOG } from "./server-log.ts"

/** The last lines of the server's log, for a failing test's report. */
const serverLogTail = (fromByte: number): string => {
  if (!existsSync(SERVER_LOG)) return ""
  return readFileSync(SERVER_LOG, "utf8").slice(fromByte).split("\n").slice(-80).join("\n")
}

/**
 * Every spec's `test`: fails a test on any console error, uncaught page error or Content Security Policy
 * violation (QUALITY.md: the CSP holds with the site live), and attaches the server's log when a test fails.
 */
export const test = base.extend<{ pageProblems: Array<string>; expectedHttpErrors: ReadonlyArray<number> }>({
  /**
   * A page the server rendered shows before React takes it over, and a field typed into before then is not heard: a
   * visit (`page.goto`) to a page of the site waits, as a guest waits for a page to respond, until the page marks
   * itself interactive (ui/app/root-layout.tsx).
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if ((response?.headers()["content-type"] ?? "").startsWith("text/html")) await page.locator("html[data-interactive]").waitFor({ state: "attached" })
      return response
    }
    await use(page)
  },
  /**
   * HTTP statuses a spec provokes on purpose (a wrong one-time code is a 422, an unknown booking a 404): Chromium
   * logs every such answer as "Failed to load resource", which is then not a problem. Nothing else is let through.
   */
  expectedHttpErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, expectedHttpErrors }, use, testInfo) => {
      const problems: Array<string> = []
      const expected = (text: string) =>
        expectedHttpErrors.some((status) => text.startsWith(`Failed to load resource: the server responded with a status of ${status} `))
      const logStart = existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0
      page.on("console", (message) => {
        if (message.type() === "error" && expected(message.text())) return
        if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
      // A violation is also reported as an event in the page, with the directive it broke.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`)
        })
      })
      await use(problems)
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach("server log", { body: serverLogTail(logStart), contentType: "text/plain" })
      }
      expect(problems, "console errors, page errors or CSP violations").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
