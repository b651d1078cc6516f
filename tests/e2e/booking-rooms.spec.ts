import { SESSION_KEYS } from "../../core/booking/session-store.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { expectNoDeadInternalLinks } from "./support/links.ts"
import { saveScreenshots } from "./support/screenshots.ts"
import { BookingJourney, type LocationSearch } from "./pages/booking-journey.ts"

// Seeded hotels near Cape Town (server/db/seed/hotels.ts); two rooms, one with a child.
const capeTown: LocationSearch = {
  name: "Cape Town",
  latitude: -33.9249,
  longitude: 18.4241,
  guestRooms: [
    { adults: 2, kids: 0 },
    { adults: 1, kids: 1 },
  ],
  inDays: 30,
  nights: 2,
}

// A journey over several pages, each checked with axe and photographed at two widths: more than the default 30 s here.
const JOURNEY_TIMEOUT_MS = 120_000

for (const width of [1440, 360] as const) {
  test(`issue 11 flow 1, first half at ${width} px: location search, hotels, two rooms at different rates, the review`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS)
    await page.setViewportSize({ width, height: 900 })
    const journey = new BookingJourney(page)
    await journey.searchLocation(capeTown)
    await expect(journey.hotels.heading).toHaveText("Hotels near Cape Town")
    await expectNoAxeViolations(page)
    await saveScreenshots(page, `flow1-hotels-${width}`)
    await expectNoDeadInternalLinks(page)

    const [first] = await journey.hotels.hotelNames()
    await journey.viewRates(first!)
    await journey.rooms.waitForRooms("Room 1 of 2")
    await expectNoAxeViolations(page)
    await saveScreenshots(page, `flow1-rooms-${width}`)

    const firstRoom = (await journey.rooms.roomNames())[0]!
    const modal = await journey.rooms.openDetails(firstRoom)
    // spec B §2: View Room Specials opens the special offers page in a new tab (served since issue 25)
    await expect(modal.getByRole("link", { name: /View Room Specials/ })).toHaveAttribute("href", "/special-offers")
    await expectNoAxeViolations(page)
    await saveScreenshots(page, `flow1-room-modal-${width}`)
    await page.keyboard.press("Escape")
    await expect(modal).toBeHidden()

    const chosen = await journey.chooseRooms([0, 1])
    expect(chosen[0]!.ratePlanCode).not.toBe(chosen[1]!.ratePlanCode)
    const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "{}"), SESSION_KEYS.bookingState)
    expect(stored.guestRooms.map((room: { ratePlanCode: string }) => room.ratePlanCode)).toEqual(chosen.map((room) => room.ratePlanCode))
    expect(stored.totalPriceForStay).toBeGreaterThan(0)
  })
}

for (const width of [1440, 360] as const) {
  test(`issue 29 §1 at ${width} px: a hotel card's from-price is a night's, with the stay's total beside it`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS)
    await page.setViewportSize({ width, height: 900 })
    const journey = new BookingJourney(page)
    await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }] })
    await journey.hotels.waitForHotels()
    const nightly = await journey.hotels.fromPrices()
    expect(nightly.length).toBeGreaterThan(0)
    await expect(journey.hotels.list.getByText("per night, incl. VAT").first()).toBeVisible()
    expect(await journey.hotels.stayTotals(capeTown.nights)).toEqual(nightly.map((cents) => cents * capeTown.nights))
    await expect(journey.hotels.list.getByText("for your stay")).toHaveCount(0)
    await saveScreenshots(page, `hotels-per-night-${width}`)
  })
}

for (const width of [1440, 360] as const) {
  test(`issue 29 §12 at ${width} px: a room card's photo keeps its ratio and loads, and says whom its rates are for`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS)
    await page.setViewportSize({ width, height: 900 })
    const journey = new BookingJourney(page)
    await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }] })
    const [first] = await journey.hotels.hotelNames()
    await journey.viewRates(first!)
    await journey.rooms.waitForRooms("Room 1 of 1")
    const cards = page.locator(".room-card")
    await expect(cards.first().getByText("Priced for 2 guests")).toBeVisible()
    await expect(page.getByText(/^Sleeps \d/)).toHaveCount(0)
    const photos = page.locator("img.room-card__image")
    for (const index of [...Array(await photos.count()).keys()]) {
      const photo = photos.nth(index)
      // Loaded without scrolling to it (a page holds four rooms), and 4:3 beside the card's text, 16:10 above it.
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      const box = (await photo.boundingBox())!
      expect(box.width / box.height).toBeCloseTo(width === 1440 ? 4 / 3 : 16 / 10, 1)
    }
  })
}

test("the hotel list sorts by price and by distance, with a map beside it on wide screens", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS)
  await page.setViewportSize({ width: 1440, height: 900 })
  const journey = new BookingJourney(page)
  await journey.searchLocation({ ...capeTown, name: "Johannesburg", latitude: -26.2041, longitude: 28.0473 })
  await expect(journey.hotels.map).toBeVisible()
  await journey.hotels.sortBy("Price (lowest first)")
  const prices = await journey.hotels.fromPrices()
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  await journey.hotels.sortBy("Distance (nearest first)")
  const byDistance = await journey.hotels.hotelNames()
  await journey.hotels.sortBy("Recommended")
  // The server answers a coordinates search nearest first: its order is the distance order.
  expect(await journey.hotels.hotelNames()).toEqual(byDistance)
  await expectNoAxeViolations(page)
  await saveScreenshots(page, "hotels-sorted")
})

test("flexible dates: View Rates opens the rate calendar with prices, and picked dates lead to the rooms", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS)
  const journey = new BookingJourney(page)
  await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }], flexiDate: true })
  const [first] = await journey.hotels.hotelNames()
  await journey.hotels.viewRates(first!)
  await expect(page).toHaveURL(/\/booking\/calendar\?hotel=.*&flexi=1$/)
  await journey.calendar.waitForPrices()
  expect(await journey.calendar.pricedDays().count()).toBeGreaterThan(28)
  await expectNoAxeViolations(page)
  await saveScreenshots(page, "calendar")
  await journey.calendar.pickStay(3, 2)
  await journey.calendar.checkRates.click()
  await expect(page).toHaveURL(/\/booking\/rooms\?hotel=/)
  await journey.rooms.waitForRooms("Room 1 of 1")
})

test("a booking page without a search says Redirecting... and goes home", async ({ page }) => {
  await page.goto("/booking/rooms")
  await expect(page).toHaveURL("/")
})

test("a browser without a Temporal of its own fetches the polyfill and searches and picks dates as one with it", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS)
  // Safari and older browsers (ui/app/temporal-or-polyfill.ts): the page's own Temporal taken away before any script runs.
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal
  })
  const polyfill = page.waitForResponse((response) => /\/assets\/global\.esm-[^/]+\.js$/.test(new URL(response.url()).pathname))
  const journey = new BookingJourney(page)
  await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }] })
  expect((await polyfill).ok()).toBe(true)
  await expect(journey.hotels.heading).toHaveText("Hotels near Cape Town")
  const [first] = await journey.hotels.hotelNames()
  await journey.viewRates(first!)
  await journey.rooms.waitForRooms("Room 1 of 1")
})

test("a browser with a Temporal of its own never downloads the polyfill", async ({ page }) => {
  const scripts: Array<string> = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  const journey = new BookingJourney(page)
  await journey.searchLocation({ ...capeTown, guestRooms: [{ adults: 2, kids: 0 }] })
  await expect(journey.hotels.heading).toHaveText("Hotels near Cape Town")
  expect(scripts.filter((path) => path.includes("global.esm"))).toEqual([])
})
