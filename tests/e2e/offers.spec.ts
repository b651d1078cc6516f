import { existsSync, readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { EXPLORE_HOTELS, NEWSLETTER_FAILED, NEWSLETTER_THANK_YOU_TITLE, NEWSLETTER_TITLE, OFFER_REQUEST_SENT } from "../../core/account/messages.ts"
import { NO_SPECIAL_OFFERS } from "../../core/content/messages.ts"
import { SPECIAL_OFFERS } from "../../core/offers/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { SERVER_LOG } from "./support/server-log.ts"

/** The seed's first offer (server/db/seed/offers.ts): Karoo City and Courtyard hotels, promo code STAYLONGER. */
const OFFER = { slug: "stay-longer-pay-less", name: "Stay Longer, Pay Less", code: "STAYLONGER", path: "/special-offers/stay-longer-pay-less" }
/** Hotel 1 of the seed, one of the offer's hotels, and its e-mail (server/db/seed/catalogue.ts). */
const SANDTON = { name: "Karoo City Sandton", email: "sandton.city@karoohotels.example" }

const structuredData = (html: string): ReadonlyArray<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)

const textOf = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1]

const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** A guest of this run: an address no earlier run used. */
const guestEmail = (what: string) => `${what}.${Date.now()}@example.co.za`

test.describe("the special offers (issue 25)", () => {
  test.describe.configure({ timeout: 120_000 })

  test("the offer pages hold their heading, title, description and schema.org Offer without JavaScript; a missing offer is a 404; the sitemap lists them", async ({ request }) => {
    const listing = await request.get("/special-offers")
    expect(listing.status()).toBe(200)
    const listingHtml = await listing.text()
    expect(textOf(listingHtml, /<h1[^>]*>([^<]+)<\/h1>/)).toBe(SPECIAL_OFFERS)
    expect(textOf(listingHtml, /<title>([^<]+)<\/title>/)).toContain(SPECIAL_OFFERS)
    expect(textOf(listingHtml, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(40)
    expect(listingHtml).toContain(`href="${OFFER.path}"`)

    const one = await request.get(OFFER.path)
    expect(one.status()).toBe(200)
    const html = await one.text()
    expect(textOf(html, /<h1[^>]*>([^<]+)<\/h1>/)).toBe(OFFER.name)
    expect(textOf(html, /<title>([^<]+)<\/title>/)).toContain(OFFER.name)
    expect(textOf(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(40)
    expect(html).toContain(`<link rel="canonical" href="`)
    expect(html).toContain('<meta property="og:title"')
    expect(structuredData(html)[0]).toMatchObject({ "@type": "Offer", name: OFFER.name, validFrom: expect.any(String), validThrough: expect.any(String), url: expect.stringContaining(OFFER.path) })

    const missing = await request.get("/special-offers/no-such-offer")
    expect(missing.status()).toBe(404)
    // A hotel id no hotel has is a 404 too (issue 25, the hotel page).
    expect((await request.get("/our-hotels/city/999999")).status()).toBe(404)
    expect((await request.get("/our-hotels/city/1")).status()).toBe(200)
    const sitemap = await (await request.get("/sitemap.xml")).text()
    expect(sitemap).toContain("/special-offers</loc>")
    expect(sitemap).toContain(`${OFFER.path}</loc>`)
  })

  test("the listing: the six tabs in the URL, 12 a page, 'No special offers available' past the end", async ({ page }) => {
    await page.goto("/special-offers")
    await expect(page.getByRole("heading", { level: 1, name: SPECIAL_OFFERS })).toBeVisible()
    const tabs = page.getByRole("navigation", { name: "Kinds of offer" }).getByRole("link")
    await expect(tabs).toHaveText(["All offers", "Food & Beverage", "Accommodation & Food", "Experiences", "Accommodation", "Partnerships"])
    await expect(page.getByRole("link", { name: /^View Offer: / }).first()).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "offers-listing")
    await tabs.filter({ hasText: "Experiences" }).click()
    await expect(page).toHaveURL(/\/special-offers\?tab=Experiences$/)
    await expect(page.getByRole("link", { name: "Experiences" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByRole("link", { name: /^View Offer: Winelands Weekend/ })).toBeVisible()
    await expect(page.getByRole("link", { name: `View Offer: ${OFFER.name}` })).toHaveCount(0)
    await page.goto("/special-offers?page=9")
    await expect(page.getByText(NO_SPECIAL_OFFERS)).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "offers-empty")
  })

  test("an offer leads to a booking carrying its promo code", async ({ page }) => {
    await page.goto("/special-offers")
    await page.getByRole("link", { name: `View Offer: ${OFFER.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`${OFFER.path}$`))
    await expect(page.getByRole("heading", { level: 1, name: OFFER.name })).toBeVisible()
    await expect(page).toHaveTitle(`${OFFER.name} · Karoo Hotels`)
    await expect(page.getByRole("heading", { name: "Hotels this offer applies to" })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "offer-page")
    await page.getByRole("link", { name: `Book Now at ${SANDTON.name} with promo code ${OFFER.code}` }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/calendar\\?.*promo=${OFFER.code}`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.getByRole("form", { name: "Search hotels" }).getByRole("button", { name: "Edit" }).click()
    // The search carries the code: the search form shows it on its promo code button.
    await expect(page.getByRole("form", { name: "Search hotels" }).getByRole("button", { name: `Remove promo code ${OFFER.code}` })).toBeVisible()
  })

  test("an offer enquiry lands in the hotel's outbox and shows the thank-you modal", async ({ page }) => {
    const email = guestEmail("offer")
    await page.goto(OFFER.path)
    const send = page.getByRole("button", { name: "Send Enquiry" })
    await expect(send).toBeDisabled()
    await page.getByRole("textbox", { name: "First Name" }).fill("Thandi")
    await page.getByRole("textbox", { name: "Surname" }).fill("Mokoena")
    await page.getByRole("textbox", { name: "Contact Number" }).fill("+27821234567")
    await page.getByRole("textbox", { name: "Email" }).fill(email)
    await page.getByRole("combobox", { name: "Hotel" }).selectOption({ label: SANDTON.name })
    await expect(send).toBeEnabled()
    await send.click()
    const thanks = page.getByRole("dialog", { name: "Thank you" })
    await expect(thanks).toBeVisible()
    await expect(thanks).toContainText(OFFER_REQUEST_SENT)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "offer-enquiry-thank-you")
    await thanks.getByRole("button", { name: "Close" }).first().click()
    await expect(thanks).toBeHidden()
    const outbox = await page.request.get(`/dev/outbox?to=${encodeURIComponent(SANDTON.email)}&kind=enquiry&format=json&limit=5`)
    expect(await outbox.text()).toContain(email)
  })

  test("the newsletter sign-up on the specials page lands in the database; its thank-you's closing closes both", async ({ page }) => {
    const email = guestEmail("newsletter")
    await page.goto("/special-offers")
    await page.getByRole("button", { name: NEWSLETTER_TITLE }).click()
    const modal = page.getByRole("dialog", { name: NEWSLETTER_TITLE })
    await expect(modal).toBeVisible()
    const join = modal.getByRole("button", { name: "Join Today" })
    await expect(join).toBeDisabled()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "newsletter-modal")
    await modal.getByRole("textbox", { name: "First Name" }).fill("Thandi")
    await modal.getByRole("textbox", { name: "Surname" }).fill("Mokoena")
    await modal.getByRole("textbox", { name: "Contact Number" }).fill("0821234567")
    await modal.getByRole("textbox", { name: "Email" }).fill(email)
    await modal.getByRole("checkbox", { name: "Via Email" }).check()
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/web/news_letters") && response.request().method() === "POST")
    await join.click()
    const response = await answer
    expect(response.status()).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const thanks = page.getByRole("dialog", { name: NEWSLETTER_THANK_YOU_TITLE })
    await expect(thanks).toBeVisible()
    await expect(thanks.getByRole("button", { name: EXPLORE_HOTELS })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "newsletter-thank-you")
    await page.keyboard.press("Escape")
    await expect(thanks).toBeHidden()
    await expect(modal).toBeHidden()
    // The server recorded the sign-up under the id it answered (server/enquiries/EnquiryService.ts logs it).
    if (existsSync(SERVER_LOG)) expect(readFileSync(SERVER_LOG, "utf8")).toMatch(new RegExp(`newsletter sign-up recorded[^\\n]*signup_id[^\\n]*\\b${id}\\b`))
    // Opened again, the form starts afresh.
    await page.getByRole("button", { name: NEWSLETTER_TITLE }).click()
    await expect(page.getByRole("dialog", { name: NEWSLETTER_TITLE }).getByRole("textbox", { name: "Email" })).toHaveValue("")
    expect(NEWSLETTER_FAILED).toBe("Sign up has failed, Please try again.")
  })
})
