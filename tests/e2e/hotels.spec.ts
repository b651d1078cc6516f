import type { Page } from "@playwright/test"
import { NO_HOTELS, OUR_HOTELS, BOOK_THIS_HOTEL, VIEW_HOTEL } from "../../core/hotels/messages.ts"
import { OFFER_REQUEST_SENT } from "../../core/account/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { SCREENSHOT_DIR, saveScreenshots } from "./support/screenshots.ts"

/** The first hotel of the seed (server/db/seed/hotels.ts): Karoo City Sandton, id 1. */
const SANDTON = { id: 1, name: "Karoo City Sandton", path: "/our-hotels/city/1", email: "sandton.city@karoohotels.example" }

const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** The JSON-LD objects of an HTML page, as a crawler reads them. */
const structuredData = (html: string): ReadonlyArray<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)

const textOf = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1]

test.describe("the hotel pages (issue 25)", () => {
  // Each page is looked at with axe and photographed at two widths: more than the default 30 s on this machine.
  test.describe.configure({ timeout: 120_000 })
  test("each public page holds its heading, title, description and schema.org data without JavaScript", async ({ request }) => {
    const pages = [
      { path: "/our-hotels", heading: OUR_HOTELS, type: null },
      { path: "/our-hotels/hotel-brand/2", heading: "Karoo Courtyard hotels", type: null },
      { path: SANDTON.path, heading: SANDTON.name, type: "Hotel" },
    ]
    for (const { path, heading, type } of pages) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(textOf(html, /<h1[^>]*>([^<]+)<\/h1>/), path).toBe(heading)
      expect(textOf(html, /<title>([^<]+)<\/title>/), path).toContain(heading === OUR_HOTELS ? OUR_HOTELS : heading)
      expect(textOf(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0, path).toBeGreaterThan(40)
      expect(html, path).toContain(`<link rel="canonical" href="`)
      expect(html, path).toContain('<meta property="og:title"')
      if (type !== null) {
        expect(structuredData(html)[0], path).toMatchObject({
          "@type": "Hotel",
          name: SANDTON.name,
          address: { "@type": "PostalAddress" },
          geo: { "@type": "GeoCoordinates" },
          telephone: expect.any(String),
          aggregateRating: { "@type": "AggregateRating" },
        })
      }
    }
    const home = await (await request.get("/")).text()
    expect(structuredData(home)[0]).toMatchObject({ "@type": "Organization", name: "Karoo Hotels" })
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain("Disallow: /booking/")
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
    const sitemap = await (await request.get("/sitemap.xml")).text()
    expect(sitemap).toContain(`${SANDTON.path}</loc>`)
    expect(sitemap).toContain("/our-hotels/hotel-brand/4</loc>")
  })

  test("the explorer keeps its filters and page in the URL, and says the spec's words when nothing matches", async ({ page }) => {
    await page.goto("/our-hotels")
    await expect(page.getByRole("heading", { level: 1, name: OUR_HOTELS })).toBeVisible()
    await expect(page.getByRole("list").first().getByRole("link", { name: /^View Hotel: / })).toHaveCount(12)
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "hotels-explorer")
    // issue 29 §13: the pagination's arrows sit beside their labels, on one line, at both widths
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const name of ["Previous", "Next"]) {
        const button = page.getByRole("navigation", { name: "Hotel pages" }).getByRole("button", { name })
        const box = (await button.boundingBox())!
        const arrow = (await button.locator("svg").boundingBox())!
        expect(box.height, `${name} at ${width}`).toBeLessThanOrEqual(44)
        expect(Math.abs(arrow.y + arrow.height / 2 - (box.y + box.height / 2)), `${name}'s arrow at ${width}`).toBeLessThanOrEqual(3)
      }
      // issue 29: the gap's "…" sits on the page buttons' middle line, centred in a cell of their size
      const pager = page.getByRole("navigation", { name: "Hotel pages" })
      // the text's own box (a range over it), not its list item's, which the row stretches whatever the text does
      const gap = await pager.getByText("…").first().evaluate((item) => {
        const range = document.createRange()
        range.selectNodeContents(item)
        const box = range.getBoundingClientRect()
        return { middle: box.top + box.height / 2 }
      })
      const first = await pager.getByRole("button", { name: "1", exact: true }).evaluate((button) => {
        const range = document.createRange()
        range.selectNodeContents(button)
        const box = range.getBoundingClientRect()
        return { middle: box.top + box.height / 2 }
      })
      expect(Math.abs(gap.middle - first.middle), `the gap's text against page 1's at ${width}`).toBeLessThanOrEqual(1.5)
      // Previous, the pages and Next share one line at every width: on a phone the arrows go without their words
      const lines = await pager.evaluate((nav) => new Set([...nav.querySelectorAll("button")].map((button) => Math.round(button.getBoundingClientRect().top))).size)
      expect(lines, `the pager's lines at ${width}`).toBe(1)
      await pager.screenshot({ path: `${SCREENSHOT_DIR}/hotels-explorer-pager-${width}.png`, animations: "disabled" })
    }
    await page.getByRole("navigation", { name: "Hotel pages" }).getByRole("button", { name: "2", exact: true }).click()
    await expect(page).toHaveURL(/\/our-hotels\?page=2$/)
    await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page")
    await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption({ label: "Courtyard" })
    await expect(page).toHaveURL(/\/our-hotels\?brand=courtyard$/)
    await expect(page.getByRole("link", { name: /^View Hotel: Karoo Courtyard/ }).first()).toBeVisible()
    await expect(page.getByRole("link", { name: /^View Hotel: Karoo City/ })).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/our-hotels\?page=2$/)
    await page.getByRole("combobox", { name: "Facility", exact: true }).selectOption({ label: "Swimming pool" })
    await expect(page).toHaveURL(/\/our-hotels\?facility=Swimming\+pool$/)
    await expect(page.getByRole("link", { name: /^View Hotel: Karoo Courtyard/ }).first()).toBeVisible()
    await expect(page.getByRole("link", { name: /^View Hotel: Karoo Road/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "hotels-explorer-facility")
    await page.goto("/our-hotels?city=Atlantis")
    await expect(page.getByText(NO_HOTELS)).toBeVisible()
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "hotels-explorer-empty")
  })

  test("a hotel's page leads to a booking: Book this hotel opens its rate calendar", async ({ page }) => {
    await page.goto("/our-hotels")
    await page.getByRole("link", { name: `${VIEW_HOTEL}: ${SANDTON.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`${SANDTON.path}$`))
    await expect(page.getByRole("heading", { level: 1, name: SANDTON.name })).toBeVisible()
    await expect(page).toHaveTitle(`${SANDTON.name} · Karoo Hotels`)
    await expect(page.getByRole("heading", { name: "Room types" })).toBeVisible()
    // Its attractions and dining, from the content API (the seed's, server/db/seed/content-hotels.ts).
    await expect(page.getByRole("heading", { level: 2, name: "Attractions nearby" })).toBeVisible()
    await expect(page.getByRole("region", { name: "Attractions nearby" }).getByText("Nelson Mandela Square")).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: "The Kitchen" })).toBeVisible()
    await expect(page.getByRole("link", { name: "View menu: The Kitchen" })).toBeVisible()
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "hotel-page")
    await page.getByRole("link", { name: `${BOOK_THIS_HOTEL}: ${SANDTON.name}` }).click()
    await expect(page).toHaveURL(/\/booking\/calendar\?hotel=1&/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("contact-us's View Hotel and the mega-menu's View All Hotels lead to the hotel pages", async ({ page }) => {
    await page.goto("/contact-us")
    await page.getByRole("link", { name: `${VIEW_HOTEL}: ${SANDTON.name}` }).click()
    await expect(page.getByRole("heading", { level: 1, name: SANDTON.name })).toBeVisible()
    await page.getByRole("button", { name: "Hotels" }).click()
    await page.getByRole("link", { name: "View All Hotels" }).click()
    await expect(page).toHaveURL(/\/our-hotels$/)
    await expect(page.getByRole("heading", { level: 1, name: OUR_HOTELS })).toBeVisible()
  })

  test("a meeting request from a hotel's page: More Information, Book Now, the request lands in the hotel's outbox, View Hotel", async ({ page }) => {
    const email = `hotel.meeting.${Date.now()}@example.co.za`
    await page.goto(SANDTON.path)
    await expect(page.getByRole("heading", { level: 2, name: "Meeting rooms" })).toBeVisible()
    await page.getByRole("button", { name: `More Information: ${SANDTON.name}` }).click()
    const info = page.getByRole("dialog", { name: SANDTON.name })
    await expect(info).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "hotel-page-meeting-information")
    await info.getByRole("button", { name: "Book Now" }).click()
    const request = page.getByRole("dialog", { name: `Request a meeting room at ${SANDTON.name}` })
    await expect(request).toBeVisible()
    await request.getByRole("textbox", { name: "First Name" }).fill("Thandi")
    await request.getByRole("textbox", { name: "Surname" }).fill("Nkosi")
    await request.getByRole("textbox", { name: "Contact Number" }).fill("+27821234567")
    await request.getByRole("textbox", { name: "Email" }).fill(email)
    await request.getByRole("spinbutton", { name: "Number of Guests" }).fill("8")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "hotel-page-meeting-request")
    await request.getByRole("button", { name: "Send Request" }).click()
    const thanks = page.getByRole("dialog", { name: "Thank you" })
    await expect(thanks).toContainText(OFFER_REQUEST_SENT)
    await axeAtBothWidths(page)
    const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(SANDTON.email)}&kind=enquiry&format=json&limit=5`)).text()
    expect(outbox).toContain(email)
    await thanks.getByRole("link", { name: "View Hotel" }).click()
    await expect(thanks).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${SANDTON.path}$`))
    await expect(page.getByRole("heading", { level: 1, name: SANDTON.name })).toBeVisible()
  })
})
