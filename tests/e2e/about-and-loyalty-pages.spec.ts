import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { HOW_TO_EARN_POINTS, HOW_TO_REDEEM_POINTS, NO_RESULTS } from "../../core/content/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { SCREEN_WIDTHS } from "./support/screenshots.ts"

/** issue 26, the second half: investors, loyalty, about us, partners, ESG, charities and food and beverage (seeded content). */
const PAGES: ReadonlyArray<{ readonly path: string; readonly heading: string | RegExp; readonly shows: string }> = [
  { path: "/investors", heading: "Investors", shows: "2022 - Older" },
  { path: "/loyalty-programmes", heading: "Loyalty programmes", shows: "Karoo Rewards for Business" },
  { path: "/loyalty-programmes/individual-loyalty-programme", heading: "Karoo Rewards", shows: HOW_TO_EARN_POINTS },
  { path: "/loyalty-programmes/corporate-loyalty-programme", heading: "Karoo Rewards for Business", shows: HOW_TO_REDEEM_POINTS },
  { path: "/about-us", heading: "About us", shows: "7,324" },
  { path: "/about-us/who-leads-us", heading: "Who leads us", shows: "Nomvula Dlamini" },
  { path: "/about-us/who-governs-us", heading: "Who governs us", shows: "Lerato Mokoena" },
  { path: "/about-us/esg", heading: "Corporate social initiatives", shows: "Hospitality Academy" },
  { path: "/about-us/esg/charities", heading: "Charities we support", shows: "Contents" },
  { path: "/partners/sunbird-airlines", heading: "Sunbird Airlines", shows: "regional flight" },
  { path: "/food-and-beverage", heading: "Food and beverage", shows: "Our restaurants" },
  { path: "/food-and-beverage/chef-news", heading: "Chef's news", shows: "From our kitchens" },
  { path: "/food-and-beverage/chef-news/from-our-kitchens-karoo-lamb-shank-1", heading: "From our kitchens: Karoo lamb shank", shows: "head chefs" },
  { path: "/food-and-beverage/showcase/showcase-braai-nights", heading: "Braai nights", shows: "boerewors" },
]

const SHOTS = process.env.SHOTS_DIR ?? "test-screens"

const textOf = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1]

test.describe("the company's pages, second half (issue 26)", () => {
  test.describe.configure({ timeout: 300_000 })

  test("every page is readable without JavaScript: heading, content, title, description, canonical URL, and in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text()
    for (const { path, heading, shows } of PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const h1 = textOf(html, /<h1[^>]*>([^<]+)<\/h1>/)?.replaceAll("&#x27;", "'").replaceAll("&#39;", "'")
      expect(h1, path).toEqual(typeof heading === "string" ? heading : expect.stringMatching(heading))
      expect(html, path).toContain(shows)
      expect(textOf(html, /<title>([^<]+)<\/title>/), path).toContain("Karoo Hotels")
      expect(textOf(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0, path).toBeGreaterThan(20)
      expect(html, path).toContain(`<link rel="canonical" href="`)
      expect(textOf(html, /<link rel="canonical" href="([^"]+)"/), path).toMatch(new RegExp(`${path.replaceAll("/", "\\/")}$`))
      expect(sitemap, path).toContain(`${path}</loc>`)
    }
  })

  test("every document linked from the investors and food and beverage pages opens as a PDF (no dead link)", async ({ request }) => {
    for (const path of ["/investors", "/food-and-beverage"]) {
      const html = await (await request.get(path)).text()
      const documents = [...new Set([...html.matchAll(/href="(\/files\/[^"]+\.pdf)"/g)].map((match) => match[1]!))]
      expect(documents.length, path).toBeGreaterThan(0)
      for (const document of documents) {
        const response = await request.get(document)
        expect(response.status(), document).toBe(200)
        expect(response.headers()["content-type"], document).toBe("application/pdf")
      }
    }
  })

  test("every page at 360 and 1440 px: its content, no axe violation, screenshots", async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true })
    for (const { path, heading, shows } of PAGES) {
      for (const width of SCREEN_WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 780 : 900 })
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
        await expect(page.getByText(shows).first()).toBeAttached()
        await expectNoAxeViolations(page)
        await page.screenshot({ path: join(SHOTS, `${path.slice(1).replaceAll("/", "_")}-${width}.png`), fullPage: true, animations: "disabled" })
      }
    }
  })

  test("the loyalty FAQ search keeps the matching questions and says 'No results' when none matches", async ({ page }) => {
    await page.goto("/loyalty-programmes/individual-loyalty-programme")
    const search = page.getByRole("searchbox", { name: "Search the questions" })
    await search.fill("expire")
    await expect(page.getByText("Do points expire?")).toBeVisible()
    await expect(page.getByText("How do I join Karoo Rewards?")).toHaveCount(0)
    await search.fill("helicopter")
    await expect(page.getByText(NO_RESULTS)).toBeVisible()
  })

  test("Become a Member Today opens the sign-up's Register tab", async ({ page }) => {
    await page.goto("/loyalty-programmes/individual-loyalty-programme")
    await page.getByRole("link", { name: "Sign up" }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true")
    await expectNoAxeViolations(page)
  })

  test("an unknown partner, chef's news or showcase says 'No results'", async ({ page }) => {
    for (const path of ["/partners/nobody", "/food-and-beverage/chef-news/nothing-here", "/food-and-beverage/showcase/nothing-here"]) {
      await page.goto(path)
      await expect(page.getByText(NO_RESULTS).first(), path).toBeVisible()
    }
  })

  test("chef's news lists the seeded eight on one page, each leading to its story", async ({ page }) => {
    await page.goto("/food-and-beverage/chef-news")
    await expect(page.getByRole("link", { name: /^Read more:/ })).toHaveCount(8)
    await page.getByRole("link", { name: "Read more: From our kitchens: Malva pudding" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "From our kitchens: Malva pudding" })).toBeVisible()
  })

  test("the footer's social links row names Facebook, Instagram, LinkedIn, Youtube and X, in that order", async ({ page }) => {
    await page.goto("/about-us")
    const row = page.getByRole("navigation", { name: "Follow us" })
    await expect(row.getByRole("link")).toHaveText(["Facebook", "Instagram", "LinkedIn", "Youtube", "X"])
  })

  test("on a phone the mobile navigation menu reaches the site's sections, and choosing one closes it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.getByRole("dialog", { name: "Menu" })
    const sections = menu.getByRole("navigation", { name: "Site sections" })
    for (const name of ["Our Hotels", "Loyalty programmes", "Food and beverage", "About us", "Investors", "Contact us"]) {
      await expect(sections.getByRole("link", { name, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await page.screenshot({ path: join(SHOTS, "mobile-nav-360.png"), animations: "disabled" })
    await sections.getByRole("link", { name: "Investors", exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole("heading", { level: 1, name: "Investors" })).toBeVisible()
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
  })
})
