import { HOME_TITLE } from "../../core/content/messages.ts"
import { POPULAR_CITIES } from "../../core/search/popular-city-names.ts"
import { BRAND_PROFILES } from "../../server/db/seed/brands.ts"
import { HOTELS } from "../../server/db/seed/hotels.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { expectNoDeadInternalLinks } from "./support/links.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { HomePage } from "./pages/home-page.ts"
import { NotFoundPage } from "./pages/not-found-page.ts"

/** A text that starts with `text`, read literally. */
const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)

test.describe("the site shell", () => {
  test("home page at 360 and 1440 px: hero, popular cities, brands, no axe violation, no dead link", async ({ page }) => {
    // Every linked page is opened: the footer links the company's pages too since issue 26.
    test.setTimeout(120_000)
    const home = new HomePage(page)
    await home.open()
    await expect(page).toHaveTitle(/Karoo Hotels/)
    // the hero's banners are the slider's (tests/e2e/home.spec.ts); the page's h1 names the group
    await expect(home.heading).toHaveText(HOME_TITLE)
    await expect(home.popularCities.getByRole("listitem")).toHaveText([...POPULAR_CITIES])
    // issue 29 §13: one name per brand, as the hotel cards' badges read it
    await expect(home.shell.footer.getByRole("list", { name: "Our brands" }).getByRole("listitem")).toHaveText([
      "Karoo Courtyard",
      "Karoo City",
      "Karoo Town Lodge",
      "Karoo Road Lodge",
    ])
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "home")
    // issue 29 §13: Manage Booking in the desktop header; on a phone the quick-actions bar carries it
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage Booking" })).toBeVisible()
    await page.setViewportSize({ width: 360, height: 800 })
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage Booking" })).toBeHidden()
    await expectNoDeadInternalLinks(page)
  })

  test("the page carries this response's CSP nonce and is never cached", async ({ page }) => {
    const response = await page.goto("/")
    const policy = response?.headers()["content-security-policy"] ?? ""
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(policy).not.toContain("unsafe-inline")
    expect(response?.headers()["cache-control"]).toBe("no-store")
    await expect(page.locator('meta[name="csp-nonce"]')).toHaveAttribute("content", nonce ?? "")
  })

  test("the hotels mega-menu works with the keyboard alone: Courtyard first, arrows between brands, Escape returns focus", async ({ page }) => {
    // axe on each tab at both widths, then every link of the menu visited: more than the default 30 s on a loaded machine
    test.slow()
    const home = new HomePage(page)
    await home.open()
    await home.shell.openHotelsMenuByKeyboard()
    await expect(home.shell.hotelsMenu).toBeVisible()
    await expect(home.shell.brandTabs.getByRole("tab")).toHaveText(["Courtyard", "City", "Town Lodge", "Road Lodge", "Explore by City"])
    await expect(home.shell.tab("Courtyard")).toHaveAttribute("aria-selected", "true")
    await home.shell.tab("Courtyard").focus()
    await page.keyboard.press("ArrowRight")
    await expect(home.shell.tab("City")).toBeFocused()
    await expect(home.shell.tab("City")).toHaveAttribute("aria-selected", "true")
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "hotels-menu")
    // The hotel pages are served (issue 25): View All Hotels leads to the explorer.
    await expect(home.shell.hotelsMenu.getByRole("link", { name: "View All Hotels" })).toHaveAttribute("href", "/our-hotels")
    await expectNoDeadInternalLinks(page)
    await page.keyboard.press("Escape")
    await expect(home.shell.hotelsMenu).toBeHidden()
    await expect(home.shell.hotelsButton).toBeFocused()
  })

  test("the hotels mega-menu lists the seeded hotels of each brand, by name, and the distinct cities of all hotels", async ({ page }) => {
    // axe on each tab at both widths, then every link of the menu visited: more than the default 30 s on a loaded machine
    test.slow()
    // The seed (server/db/seed/hotels.ts) is the fresh database's: a hotel is named "<brand name> <place>".
    const byText = (a: string, b: string) => a.localeCompare(b, "en")
    const namesOf = (brand: keyof typeof BRAND_PROFILES) =>
      HOTELS.filter((hotel) => hotel.brand === brand)
        .map((hotel) => `${BRAND_PROFILES[brand].name} ${hotel.place}`)
        .sort(byText)
    const home = new HomePage(page)
    await home.open()
    await home.shell.hotelsButton.click()
    const panel = home.shell.hotelsMenu.getByRole("tabpanel")
    for (const [tab, brand] of [["Courtyard", "courtyard"], ["City", "city"], ["Town Lodge", "town"], ["Road Lodge", "road"]] as const) {
      await home.shell.tab(tab).click()
      await expect(home.shell.tab(tab)).toHaveAttribute("aria-selected", "true")
      // Each entry is the hotel's name, then its city.
      await expect(panel.getByRole("listitem")).toHaveText(namesOf(brand).map(startingWith))
    }
    await saveScreenshots(page, "hotels-menu-road")
    await home.shell.tab("Explore by City").click()
    const cities = [...new Set(HOTELS.map((hotel) => hotel.city))].sort(byText)
    await expect(panel.getByRole("listitem")).toHaveText(cities)
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "hotels-menu-cities")
    await home.shell.tab("Courtyard").click()
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
    }
    await saveScreenshots(page, "hotels-menu-courtyard")
    await expectNoDeadInternalLinks(page)
  })

  test("the skip link takes the keyboard to the page's content", async ({ page }) => {
    const home = new HomePage(page)
    await home.open()
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
  })

  test("on a 360 x 800 phone the quick-actions bar leaves Check Availability clear, and the booking flow's pages go without it (issue 29 §2)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const home = new HomePage(page)
    await home.open()
    const bar = page.getByRole("navigation", { name: "Quick actions" })
    await expect(bar).toBeVisible()
    const button = await page.getByRole("button", { name: "Check Availability" }).boundingBox()
    const barBox = await bar.boundingBox()
    expect(button!.y + button!.height).toBeLessThanOrEqual(barBox!.y)
    await bar.getByRole("link", { name: "Book Today" }).click()
    await expect(page).toHaveURL(/\/booking\//)
    await expect(page.getByRole("navigation", { name: "Quick actions" })).toHaveCount(0)
  })
})

test.describe("an unknown path", () => {
  // The server answers it with the 404 status and the page (issue 25's rendering); Chromium logs the status.
  test.use({ expectedHttpErrors: [404] })

  test("answers the 404 page, which leads home", async ({ page }) => {
    const notFound = new NotFoundPage(page)
    await notFound.open("/no-such-page")
    await expect(page).toHaveTitle(/Page not found/)
    await expectNoAxeViolations(page)
    await saveScreenshots(page, "not-found")
    await notFound.homeLink.click()
    await expect(page).toHaveURL("/")
  })
})
