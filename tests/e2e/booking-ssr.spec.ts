import type { APIRequestContext, Browser } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../../core/routes.ts"
import type { SearchCriteria } from "../../core/search/search-criteria.ts"
import { searchLinkHref } from "../../core/search/search-link.ts"
import { addDays, hotelDayAt } from "../../core/time/hotel-day.ts"
import { HotelsPage } from "./pages/hotels-page.ts"
import { RoomsPage } from "./pages/rooms-page.ts"
import { CalendarPage } from "./pages/calendar-page.ts"

// Issue 27 §1: the booking pages are drawn on the server from the search their URL carries, so the first HTML already
// holds the list (and its first photo), and the browser hydrates it without a flash, an error or a second search.

const day = (days: number) => addDays(hotelDayAt(Date.now()), days)
const stay = { checkInDate: day(20), checkOutDate: day(22), flexiDate: false, guestRooms: [{ adults: 2, kids: 0 }], promoCode: "", clubCard: "" }
const CAPE_TOWN: SearchCriteria = { ...stay, destination: { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 } }

/** The hotels the API lists for the Cape Town search, as the page lists them (those with a rate). */
const listedHotels = async (request: APIRequestContext) => {
  const answer = await request.post("/api/web/bookings/hotels", {
    data: { rooms: { start_date: stay.checkInDate, end_date: stay.checkOutDate, guests: [{ adults: 2, kids: 0 }], latitude: -33.9249, longitude: 18.4241, location: "Cape Town", promotion_code: "" } },
  })
  expect(answer.ok()).toBe(true)
  const { hotels } = (await answer.json()) as { hotels: ReadonlyArray<{ id: number; code: string; name: string; lowest_rate: number }> }
  return hotels.filter((hotel) => hotel.lowest_rate >= 0)
}

const hotelSearch = (hotel: { id: number; code: string; name: string }, flexiDate = false): SearchCriteria => ({
  ...stay,
  flexiDate,
  destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
})

/** A page as a browser without JavaScript sees it: the server's HTML alone. */
const withoutJavaScript = async (browser: Browser, path: string) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  return { page, response, close: () => context.close() }
}

const SEARCH_CALLS = /\/api\/web\/bookings\/(hotels|rooms|calendar)$/

test.describe("issue 27 §1: the booking pages drawn on the server from their URL", () => {
  test("without JavaScript, the hotel list shows the URL's hotels with their prices and an eager first photo of high priority", async ({ browser, request }) => {
    const hotels = await listedHotels(request)
    expect(hotels.length).toBeGreaterThan(0)
    const { page, response, close } = await withoutJavaScript(browser, searchLinkHref(HOTELS_ROUTE, CAPE_TOWN))
    try {
      expect(response?.status()).toBe(200)
      const list = new HotelsPage(page)
      expect((await list.hotelNames()).toSorted()).toEqual(hotels.map((hotel) => hotel.name).toSorted())
      expect(await list.list.getByText(/^From R [0-9,.]+$/).count()).toBe(hotels.length)
      const photo = list.list.locator("img").first()
      await expect(photo).toHaveAttribute("loading", "eager")
      await expect(photo).toHaveAttribute("fetchpriority", "high")
    } finally {
      await close()
    }
    // The first HTML asks for the first photo early, and keeps the response's CSP nonce on the page's state.
    const answer = await request.get(searchLinkHref(HOTELS_ROUTE, CAPE_TOWN))
    const html = await answer.text()
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}"`)
    expect(html).toContain(`<script type="application/json" id="page-state" nonce="${nonce}">`)
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/)
  })

  test("without JavaScript, the rooms page shows the URL's hotel's rooms, and the calendar its prices", async ({ browser, request }) => {
    const [hotel] = await listedHotels(request)
    const rooms = await withoutJavaScript(browser, searchLinkHref(ROOMS_ROUTE, hotelSearch(hotel!)))
    try {
      expect(rooms.response?.status()).toBe(200)
      const page = new RoomsPage(rooms.page)
      await expect(page.heading).toBeVisible()
      expect((await page.roomNames()).length).toBeGreaterThan(0)
      await expect(rooms.page.getByText("Room 1 of 1")).toBeVisible()
    } finally {
      await rooms.close()
    }
    const calendar = await withoutJavaScript(browser, searchLinkHref(CALENDAR_ROUTE, hotelSearch(hotel!, true)))
    try {
      expect(calendar.response?.status()).toBe(200)
      await expect(calendar.page.getByText(`Prices from, per night, at ${hotel!.name}`)).toBeVisible()
      await new CalendarPage(calendar.page).waitForPrices()
    } finally {
      await calendar.close()
    }
  })

  test("a link with a promo code and a club card is drawn too, their checks handed over: the browser asks nothing again", async ({ browser, page, request }) => {
    // Seeded (server/db/seed/offers.ts): STAYLONGER applies at Karoo City and Courtyard hotels; 4006381333931 is a
    // well-formed club card number.
    const hotel = (await listedHotels(request)).find((each) => /Karoo (City|Courtyard)/.test(each.name))
    expect(hotel).toBeDefined()
    const address = searchLinkHref(ROOMS_ROUTE, { ...hotelSearch(hotel!), promoCode: "STAYLONGER", clubCard: "4006381333931" })
    const drawn = await withoutJavaScript(browser, address)
    try {
      expect(drawn.response?.status()).toBe(200)
      expect((await new RoomsPage(drawn.page).roomNames()).length).toBeGreaterThan(0)
    } finally {
      await drawn.close()
    }
    const asked: Array<string> = []
    page.on("request", (sent) => {
      const path = new URL(sent.url()).pathname
      if (SEARCH_CALLS.test(path) || path.startsWith("/api/web/special_offers") || path === "/api/web/clicks/validate") asked.push(path)
    })
    await page.goto(address)
    await new RoomsPage(page).waitForRooms("Room 1 of 1")
    await page.waitForTimeout(1_000)
    expect(asked).toEqual([])
    // The session the page hands over holds the server's answers: the code applied, the card valid.
    const state = await (await request.get(address)).text()
    expect(state).toMatch(/promoCodeValid\\?"\s*:\s*true/)
    expect(state).toMatch(/clubCardValid\\?"\s*:\s*true/)
  })

  test("the drawn pages do not move when they hydrate on a phone: their stylesheets come inline with the HTML, none fetched, none refused", async ({ browser, request }) => {
    const [hotel] = await listedHotels(request)
    for (const address of [searchLinkHref(HOTELS_ROUTE, CAPE_TOWN), searchLinkHref(ROOMS_ROUTE, hotelSearch(hotel!))]) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
      const page = await context.newPage()
      const stylesheets: Array<string> = []
      const errors: Array<string> = []
      page.on("request", (sent) => void (sent.resourceType() === "stylesheet" && stylesheets.push(sent.url())))
      page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
      await page.addInitScript(() => {
        const shifts: Array<number> = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value)
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(address, { waitUntil: "networkidle" })
      await page.waitForTimeout(1_000)
      const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: Array<number> }).layoutShifts.reduce((sum, value) => sum + value, 0))
      expect(shifted, address).toBeLessThan(0.1)
      expect(stylesheets, address).toEqual([])
      expect(errors, address).toEqual([])
      await context.close()
    }
  })

  test("a booking URL without a search is the browser's, as before: Redirecting... home", async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, "/booking/hotels")
    try {
      expect(await page.locator("#root").innerHTML()).toBe("")
    } finally {
      await close()
    }
  })

  for (const [name, path, ready] of [
    ["hotel list", () => searchLinkHref(HOTELS_ROUTE, CAPE_TOWN), (page: import("@playwright/test").Page) => new HotelsPage(page).waitForHotels()],
    ["rooms page", null, (page: import("@playwright/test").Page) => new RoomsPage(page).waitForRooms("Room 1 of 1")],
    ["rate calendar", null, (page: import("@playwright/test").Page) => new CalendarPage(page).waitForPrices()],
  ] as const) {
    test(`the ${name} hydrates with the server's answer: no second search, no console error`, async ({ page, request }) => {
      const [hotel] = await listedHotels(request)
      const address = path ?? (() => searchLinkHref(name === "rooms page" ? ROOMS_ROUTE : CALENDAR_ROUTE, hotelSearch(hotel!, name === "rate calendar")))
      const searches: Array<string> = []
      page.on("request", (sent) => void (SEARCH_CALLS.test(new URL(sent.url()).pathname) && searches.push(sent.url())))
      await page.goto(address())
      await ready(page)
      // Quiet for a while after it became interactive: nothing searched again (the page-state answers were used).
      await page.waitForTimeout(1_000)
      await ready(page)
      expect(searches).toEqual([])
    })
  }
})
