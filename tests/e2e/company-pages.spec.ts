import { CAREER_PATHS, EMPLOYEE_BENEFITS, JOB_VACANCIES } from "../../core/careers/messages.ts"
import { NO_JOBS, NO_RESULTS, NO_TERMS } from "../../core/content/messages.ts"
import { HELP } from "../../core/help/messages.ts"
import { LEGAL_HUB, READ_FULL_POLICY } from "../../core/legal/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"

/**
 * The company's pages (issue 26, first half): the legal hub, help, careers and the media centre, on the seed's content
 * (server/db/seed/content-company.ts, content-media.ts, jobs-reviews.ts).
 */

const textOf = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1]

/** Every route of these pages, with the heading it shows. */
const PAGES = [
  { path: "/legal-hub", heading: LEGAL_HUB, shot: "legal-hub" },
  { path: "/legal-hub?name=reservations", heading: LEGAL_HUB, shot: "legal-hub-reservations" },
  { path: "/legal-hub/privacy-policy", heading: "Privacy policy", shot: "legal-term" },
  { path: "/help", heading: HELP, shot: "help" },
  { path: "/our-people/career-paths", heading: CAREER_PATHS, shot: "career-paths" },
  { path: "/our-people/employee-benefits", heading: EMPLOYEE_BENEFITS, shot: "employee-benefits" },
  { path: "/our-people/job-vacancies", heading: JOB_VACANCIES, shot: "job-vacancies" },
  { path: "/media-centre/awards-and-recognition", heading: "Awards and Recognition", shot: "media-awards" },
  { path: "/media-centre/blogs", heading: "Blogs", shot: "media-blogs" },
  { path: "/media-centre/newsletters", heading: "Newsletters", shot: "media-newsletters" },
  { path: "/media-centre/news-articles", heading: "News Articles", shot: "media-news-articles" },
  { path: "/media-centre/press-releases", heading: "Press Releases", shot: "media-press-releases" },
] as const

const lookAt = async (page: Page, name: string) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await saveScreenshots(page, name)
}

test.describe("the company's pages (issue 26)", () => {
  test.describe.configure({ timeout: 240_000 })

  test("each page holds its heading, title, description and canonical URL without JavaScript, and is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text()
    for (const { path, heading } of PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(textOf(html, /<h1[^>]*>([^<]+)<\/h1>/), path).toBe(heading)
      expect(textOf(html, /<title>([^<]+)<\/title>/), path).toContain(heading)
      expect(textOf(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0, path).toBeGreaterThan(40)
      expect(html, path).toContain('<link rel="canonical" href="')
      // the list pages (a document's or an item's own page is not listed yet)
      if (!path.includes("?") && !path.startsWith("/legal-hub/")) expect(sitemap, path).toContain(`${path}</loc>`)
    }
    // the reservations policy, the help answers, the jobs and a blog's card are in the first HTML
    expect(await (await request.get("/legal-hub?name=reservations")).text()).toContain("cancelled free of charge until 16:00")
    expect(await (await request.get("/help")).text()).toContain("Is Wi-Fi free?")
    const blogs = await (await request.get("/media-centre/blogs")).text()
    expect(blogs).toMatch(/-card[^"]*"/)
  })

  test("every page renders its content, at 360 and 1440 px with no axe violation", async ({ page }) => {
    for (const { path, heading, shot } of PAGES) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible()
      await lookAt(page, shot)
    }
  })

  test("the legal hub: name selects a section and holds the search text; a document without content says so", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Legal Hub" }).click()
    await expect(page).toHaveURL(/\/legal-hub$/)
    await page.getByRole("searchbox", { name: "Search the legal hub" }).fill("reservations")
    await expect(page).toHaveURL(/\/legal-hub\?name=reservations$/)
    await expect(page.getByRole("heading", { level: 2, name: "Reservations" })).toBeVisible()
    await page.getByRole("searchbox", { name: "Search the legal hub" }).fill("nothing like it")
    await expect(page.getByText(NO_RESULTS)).toBeVisible()
    await page.goto("/legal-hub/paia-manual")
    await expect(page.getByText(NO_TERMS)).toBeVisible()
    await lookAt(page, "legal-term-empty")
    await page.goto("/legal-hub")
    await page.getByRole("link", { name: "Read document: Privacy policy" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible()
    await expect(page).toHaveTitle("Privacy policy · Karoo Hotels")
    expect(READ_FULL_POLICY).toContain("Legal Hub")
  })

  test("help: the search lands in the URL and finds questions; the hotel cards lead to the hotel and its booking", async ({ page }) => {
    await page.goto("/help")
    for (const section of ["General", "Hotel", "Partnership", "Special Offers"]) await expect(page.getByRole("heading", { level: 3, name: section, exact: true })).toBeVisible()
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("parking")
    await expect(page).toHaveURL(/\/help\?search=parking$/)
    await expect(page.getByText("Is parking available?")).toBeVisible()
    await expect(page.getByText("Is Wi-Fi free?")).toHaveCount(0)
    await page.getByText("Is parking available?").click()
    await expect(page.getByText("Secure parking is free")).toBeVisible()
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("sauna")
    await expect(page.getByText(NO_RESULTS)).toBeVisible()
    await expect(page.getByRole("link", { name: "help@karoohotels.example" })).toBeVisible()
    await page.getByRole("link", { name: "View Hotel: Karoo City Sandton" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Karoo City Sandton" })).toBeVisible()
  })

  test("jobs: the filters and page land in the URL, categories read with spaces, no match says No jobs available", async ({ page }) => {
    await page.goto("/our-people/job-vacancies")
    await expect(page.getByText("Beware of recruitment scams")).toBeVisible()
    await page.getByRole("combobox", { name: "Job category" }).selectOption({ label: "Front Office" })
    await expect(page).toHaveURL(/\/our-people\/job-vacancies\?category=front_office$/)
    await expect(page.getByText(/· Front Office$/).first()).toBeVisible()
    await page.goto("/our-people/job-vacancies")
    const pager = page.getByRole("navigation", { name: "Job pages" })
    if ((await pager.count()) > 0) {
      await pager.getByRole("button", { name: "2", exact: true }).click()
      await expect(page).toHaveURL(/\?page=2$/)
    }
    await page.goto("/our-people/job-vacancies?brand=road&category=management&page=40")
    await expect(page.getByText(NO_JOBS)).toBeVisible()
    await lookAt(page, "job-vacancies-empty")
  })

  test("media centre: search as you type replaces the URL with page 1, paging lands in the URL, a detail page shows its item", async ({ page }) => {
    await page.goto("/media-centre/blogs")
    await expect(page.getByRole("link", { name: /^Read more: / })).toHaveCount(10)
    await page.getByRole("navigation", { name: "Blogs pages" }).getByRole("button", { name: "2", exact: true }).click()
    await expect(page).toHaveURL(/\/media-centre\/blogs\?page=2$/)
    const before = await page.evaluate(() => history.length)
    await page.getByRole("searchbox", { name: "Search blogs" }).pressSequentially("cape", { delay: 50 })
    await expect(page).toHaveURL(/\/media-centre\/blogs\?search=cape$/)
    expect(await page.evaluate(() => history.length)).toBe(before)
    await page.getByRole("link", { name: /^Read more: / }).first().click()
    await expect(page).toHaveURL(/\/media-centre\/blogs\/[a-z0-9-]+$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cape Town")
    await expect(page.getByText(/^By /)).toBeVisible()
    await lookAt(page, "media-detail")
    await page.getByRole("complementary").getByRole("link", { name: "Press Releases" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Press Releases" })).toBeVisible()
    await page.goto("/media-centre/news-articles?search=zzzz")
    await expect(page.getByText(NO_RESULTS)).toBeVisible()
    await lookAt(page, "media-empty")
  })
})
