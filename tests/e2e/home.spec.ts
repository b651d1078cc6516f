import { EXPLORE_HOTELS, JOIN_TODAY, NEWSLETTER_THANK_YOU_TEXT, NEWSLETTER_THANK_YOU_TITLE, NEWSLETTER_TITLE, NEWSLETTER_LABELS, VIA_EMAIL } from "../../core/account/messages.ts"
import {
  HOME_TITLE,
  LATEST_SPECIAL_OFFERS,
  NEXT_BANNER,
  NO_RESULTS,
  NO_SPECIAL_OFFERS,
  PAUSE_BANNERS,
  PREVIOUS_BANNER,
  REVIEWS_HEADING,
} from "../../core/content/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { seedBookingSession, stayFromToday } from "./support/booking-session.ts"
import { SearchForm } from "./pages/search-form.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import type { Page } from "@playwright/test"

/** The seed's four home banners (server/db/seed/content-company.ts), in their sequence. */
const BANNERS = ["Stay longer, pay less", "Meet where business happens", "Every stay earns points", "A table worth travelling for"]

/** The JSON-LD objects of an HTML page, as a crawler reads them. */
const structuredData = (html: string): ReadonlyArray<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)

/** The banner on show: the others are hidden from the accessibility tree (aria-hidden, inert). */
const shownBanner = (page: Page) => page.getByRole("group", { name: /^Banner \d of 4$/ })

const CONTENT_READS = /\/api\/(web\/contents|web\/special_offers|social-places)/

test.describe("the home page (issue 25)", () => {
  test.describe.configure({ timeout: 120_000 })

  test("holds its heading, title, description, blocks and Organization schema.org data without JavaScript", async ({ request }) => {
    const response = await request.get("/")
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]).toBe(HOME_TITLE)
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe(HOME_TITLE)
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]?.length ?? 0).toBeGreaterThan(40)
    expect(structuredData(html)[0]).toMatchObject({ "@type": "Organization", name: "Karoo Hotels" })
    for (const text of [...BANNERS, LATEST_SPECIAL_OFFERS, REVIEWS_HEADING, "7324"]) expect(html, text).toContain(text)
    // every script the page carries has the response's nonce (the CSP allows no other inline script)
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1]
    expect(nonce).toBeDefined()
    for (const script of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)) expect(script[1], script[0]).toContain(`nonce="${nonce}"`)
  })

  test("hydrates the server's blocks without reading them again; the google tab reads its reviews", async ({ page }) => {
    const reads: Array<string> = []
    page.on("request", (request) => void (CONTENT_READS.test(request.url()) && reads.push(request.url())))
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: HOME_TITLE })).toBeVisible()
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await page.waitForLoadState("networkidle")
    expect(reads).toEqual([])
    const tabs = page.getByRole("tablist", { name: REVIEWS_HEADING })
    await expect(tabs.getByRole("tab", { name: "Tripadvisor" })).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("tabpanel").getByRole("img", { name: /^Rated [45](\.5)? out of 5$/ }).first()).toBeVisible()
    const googleRead = page.waitForRequest((request) => CONTENT_READS.test(request.url()) && request.url().includes("platform=google"))
    await tabs.getByRole("tab", { name: "Google" }).click()
    await googleRead
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible()
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "home")
  })

  test("the hero slider moves every 6 s with a 600 ms fade, loops, pauses on hover and on focus, and its buttons stop at the ends", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    const slider = page.getByRole("region", { name: "Featured" })
    await expect(shownBanner(page)).toBeVisible()
    // Hold the slider, stop the page's clock, go back to the first banner, then let go: its 6 s start now.
    await slider.hover()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const previous = slider.getByRole("button", { name: PREVIOUS_BANNER })
    while (await previous.isEnabled()) await previous.click()
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await expect(previous).toBeDisabled()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    await page.clock.runFor(5_900)
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await page.clock.runFor(100)
    await expect(shownBanner(page)).toContainText(BANNERS[1]!)
    const fade = await shownBanner(page).evaluate((slide) => getComputedStyle(slide).transitionDuration)
    expect(fade.split(",").map((each) => each.trim())).toContain("0.6s")
    // one banner at a time: each next timer is set as the page draws the banner before it
    await page.clock.runFor(6_000)
    await expect(shownBanner(page)).toContainText(BANNERS[2]!)
    await page.clock.runFor(6_000)
    await expect(shownBanner(page)).toContainText(BANNERS[3]!)
    await page.clock.runFor(6_000)
    // looping: after the last, the first
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)

    // hover holds it
    await slider.hover()
    await page.clock.runFor(18_000)
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await page.mouse.move(0, 0)
    await page.clock.runFor(6_000)
    await expect(shownBanner(page)).toContainText(BANNERS[1]!)

    // focus holds it
    await slider.getByRole("button", { name: PAUSE_BANNERS }).focus()
    await page.clock.runFor(18_000)
    await expect(shownBanner(page)).toContainText(BANNERS[1]!)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    await page.clock.runFor(6_000)
    await expect(shownBanner(page)).toContainText(BANNERS[2]!)

    // the buttons do not wrap: Next is disabled on the last banner
    await slider.getByRole("button", { name: NEXT_BANNER }).click()
    await expect(shownBanner(page)).toContainText(BANNERS[3]!)
    await expect(slider.getByRole("button", { name: NEXT_BANNER })).toBeDisabled()
  })

  test("under reduced motion the slider neither moves by itself nor fades", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await page.goto("/")
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await page.clock.runFor(13_000)
    await expect(shownBanner(page)).toContainText(BANNERS[0]!)
    await page.getByRole("button", { name: NEXT_BANNER }).click()
    await expect(shownBanner(page)).toContainText(BANNERS[1]!)
    // none, or the site's reduced-motion rule's token 0.01 ms (ui/kit/base.css)
    expect(Number.parseFloat(await shownBanner(page).evaluate((slide) => getComputedStyle(slide).transitionDuration))).toBeLessThan(0.001)
  })

  test("a newsletter sign-up lands in the database, then its thank-you; closing the thank-you closes both", async ({ page }) => {
    await page.goto("/")
    const signUp = page.getByRole("button", { name: NEWSLETTER_TITLE })
    await signUp.scrollIntoViewIfNeeded()
    await signUp.click()
    const dialog = page.getByRole("dialog", { name: NEWSLETTER_TITLE })
    await expect(dialog).toBeVisible()
    const join = dialog.getByRole("button", { name: JOIN_TODAY })
    await expect(join).toBeDisabled()
    await expect(dialog.getByRole("checkbox", { name: VIA_EMAIL })).not.toBeChecked()
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "home-newsletter")
    const email = `home-newsletter-${Date.now()}@example.com`
    await dialog.getByRole("textbox", { name: NEWSLETTER_LABELS.firstName }).fill("Thandi")
    await dialog.getByRole("textbox", { name: NEWSLETTER_LABELS.surname }).fill("Nkosi")
    await dialog.getByRole("textbox", { name: NEWSLETTER_LABELS.contactNumber }).fill("+27821234567")
    await dialog.getByRole("textbox", { name: NEWSLETTER_LABELS.email }).fill(email)
    await dialog.getByRole("checkbox", { name: VIA_EMAIL }).check()
    await expect(join).toBeEnabled()
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/web/news_letters") && response.request().method() === "POST")
    await join.click()
    const answer = await sent
    // 201 with the stored sign-up's id: the row is in the database (server/enquiries)
    expect(answer.status()).toBe(201)
    expect(await answer.json()).toMatchObject({ id: expect.any(Number) })
    const thanks = page.getByRole("dialog", { name: NEWSLETTER_THANK_YOU_TITLE })
    await expect(thanks).toBeVisible()
    await expect(thanks).toContainText(NEWSLETTER_THANK_YOU_TEXT)
    await expect(thanks.getByRole("button", { name: EXPLORE_HOTELS })).toBeVisible()
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "home-newsletter-thanks")
    await thanks.getByRole("button", { name: "Close" }).click()
    await expect(page.getByRole("dialog")).toHaveCount(0)
    // the form starts afresh
    await signUp.click()
    await expect(page.getByRole("dialog", { name: NEWSLETTER_TITLE }).getByRole("textbox", { name: NEWSLETTER_LABELS.email })).toHaveValue("")
  })

  test("every block says the spec's words when the content API has nothing", async ({ page }) => {
    const pagination = { current_page: 1, total_pages: 0, total_count: 0 }
    await page.route("**/api/web/contents?**", (route) => route.fulfill({ json: { contents: [], pagination } }))
    await page.route("**/api/web/special_offers?**", (route) => route.fulfill({ json: { specials: [], pagination } }))
    await page.route("**/api/social-places?**", (route) => route.fulfill({ json: { reviews: [] } }))
    // Drawn by the browser (a visit from another page): its reads go through the routes above.
    await page.goto("/contact-us")
    await page.getByRole("link", { name: "Karoo Hotels, home" }).click()
    await expect(page.getByRole("heading", { level: 1, name: HOME_TITLE })).toBeVisible()
    await expect(page.getByText(NO_SPECIAL_OFFERS, { exact: true })).toBeVisible()
    // banners, footprint, testimonials, reviews, partners
    await expect(page.getByText(NO_RESULTS, { exact: true })).toHaveCount(5)
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "home-empty")
  })

  test("a returning guest's home page hydrates as the server drew it, then its form shows their last search", async ({ page }) => {
    // seedBookingSession leaves the booking session of a search for hotel 801 in session storage.
    await seedBookingSession(page, { hotelCode: "801", ...stayFromToday(30, 2), rooms: [{ adults: 2, kids: 0 }] })
    const hotels = (await (await page.request.get("/api/web/hotels?page=1&per=100")).json()) as { hotels: ReadonlyArray<{ code: string; name: string }> }
    const hotel = hotels.hotels.find((candidate) => candidate.code === "801")!
    await page.goto("/")
    // The fixture fails the test on a page error: a hydration mismatch (React #418) is one.
    await expect(new SearchForm(page).destination).toHaveValue(hotel.name)
  })
})
