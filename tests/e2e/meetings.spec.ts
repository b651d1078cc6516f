import type { Page } from "@playwright/test"
import { OFFER_REQUEST_SENT } from "../../core/account/messages.ts"
import { MEETINGS_AND_EVENTS } from "../../core/meetings/messages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"

/** Hotel 1 of the seed and its e-mail (server/db/seed/catalogue.ts): it lets a meeting room. */
const SANDTON = { name: "Karoo City Sandton", email: "sandton.city@karoohotels.example" }

const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

test.describe("meetings and events (issue 25)", () => {
  test.describe.configure({ timeout: 120_000 })

  test("the page holds its heading, title, description and the venues without JavaScript", async ({ request }) => {
    const answer = await request.get("/meetings-and-events/conferences")
    expect(answer.status()).toBe(200)
    const html = await answer.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${MEETINGS_AND_EVENTS}</h1>`))
    expect(html).toMatch(new RegExp(`<title>[^<]*${MEETINGS_AND_EVENTS}[^<]*</title>`))
    expect(html).toContain(`<link rel="canonical" href="`)
    expect(html).toContain(`>${SANDTON.name}</h2>`)
  })

  test("More Information, then Book Now: the request lands in the hotel's outbox as a conference, the thank-you leads to the hotel", async ({ page }) => {
    const email = `meeting.${Date.now()}@example.co.za`
    await page.goto("/meetings-and-events/conferences")
    await expect(page.getByRole("heading", { level: 1, name: MEETINGS_AND_EVENTS })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "meetings")
    await page.getByRole("button", { name: `More Information: ${SANDTON.name}` }).click()
    const info = page.getByRole("dialog", { name: SANDTON.name })
    await expect(info).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "meetings-more-information")
    await info.getByRole("button", { name: "Book Now" }).click()
    const request = page.getByRole("dialog", { name: `Request a meeting room at ${SANDTON.name}` })
    await expect(request).toBeVisible()
    const send = request.getByRole("button", { name: "Send Request" })
    await expect(send).toBeDisabled()
    await request.getByRole("textbox", { name: "First Name" }).fill("Sipho")
    await request.getByRole("textbox", { name: "Surname" }).fill("Dlamini")
    await request.getByRole("textbox", { name: "Contact Number" }).fill("+27821234567")
    await request.getByRole("textbox", { name: "Email" }).fill(email)
    await request.getByRole("spinbutton", { name: "Number of Guests" }).fill("12")
    await request.getByRole("combobox", { name: "Duration" }).selectOption("Half Day")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "meetings-request")
    await expect(send).toBeEnabled()
    await send.click()
    const thanks = page.getByRole("dialog", { name: "Thank you" })
    await expect(thanks).toContainText(OFFER_REQUEST_SENT)
    await axeAtBothWidths(page)
    await saveScreenshots(page, "meetings-thank-you")
    const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(SANDTON.email)}&kind=enquiry&format=json&limit=5`)).text()
    expect(outbox).toContain(email)
    expect(outbox).toContain("Conference")
    await thanks.getByRole("link", { name: "View Hotel" }).click()
    await expect(page).toHaveURL(/\/our-hotels\/city\/1$/)
    await expect(page.getByRole("heading", { level: 1, name: SANDTON.name })).toBeVisible()
  })
})
