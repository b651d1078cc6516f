import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { CalendarPage } from "./pages/calendar-page.ts"
import { HomePage } from "./pages/home-page.ts"
import { HotelsPage } from "./pages/hotels-page.ts"
import { RoomsPage } from "./pages/rooms-page.ts"
import { daysFromToday, SearchForm } from "./pages/search-form.ts"

// Issue 27 §3: every booking page's address carries the whole search, whichever way the guest came, so opening it
// in a new browser (no booking session) shows the same results.

const ROSEBANK = /Karoo Courtyard Rosebank/

/** What a page shows for its search, read the same way in both browsers. */
type Results = (page: Page) => Promise<ReadonlyArray<string>>

const hotelNames: Results = async (page) => {
  const hotels = new HotelsPage(page)
  await hotels.waitForHotels()
  return hotels.hotelNames()
}

const roomNames: Results = async (page) => {
  const rooms = new RoomsPage(page)
  await rooms.waitForRooms("Room 1 of 1")
  return rooms.roomNames()
}

const calendarFor: Results = async (page) => {
  await new CalendarPage(page).waitForPrices()
  return [await page.getByText(/^Prices from, per night, at /).innerText()]
}

/** The page's address names its search, and a new browser opening it shows what this one shows. */
const expectShareable = async (page: Page, browser: Browser, address: RegExp, results: Results): Promise<void> => {
  await expect(page).toHaveURL(address)
  const here = await results(page)
  expect(here.length).toBeGreaterThan(0)
  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    await elsewhere.goto(page.url())
    await expect(elsewhere).toHaveURL(page.url())
    expect(await results(elsewhere)).toEqual(here)
  } finally {
    await other.close()
  }
}

const HOTELS_ADDRESS = /\/booking\/hotels\?location=[^&]+&lat=[^&]+&lng=[^&]+&check_in=[\d-]+&check_out=[\d-]+&rooms=\d-\d$/
const ROOMS_ADDRESS = /\/booking\/rooms\?hotel=\d+&code=\d+&name=[^&]+&check_in=[\d-]+&check_out=[\d-]+&rooms=\d-\d$/
const CALENDAR_ADDRESS = /\/booking\/calendar\?hotel=\d+&code=\d+&name=[^&]+&check_in=[\d-]+&check_out=[\d-]+&rooms=\d-\d&flexi=1$/

test.describe("issue 27 §3: every booking page's URL is shareable", () => {
  test("from the home form to the hotels, then View Rates on a hotel card to its rooms", async ({ page, browser }) => {
    await new HomePage(page).open()
    const search = new SearchForm(page)
    await search.destination.fill("Cape Town")
    await page.getByRole("option", { name: "Cape Town" }).first().click()
    await search.chooseDates(daysFromToday(20), daysFromToday(22))
    await search.button("Check Availability").click()
    await expectShareable(page, browser, HOTELS_ADDRESS, hotelNames)

    const [first] = await new HotelsPage(page).hotelNames()
    await new HotelsPage(page).viewRates(first!)
    await expectShareable(page, browser, ROOMS_ADDRESS, roomNames)
  })

  test("from the booking top bar's edited search to the rooms", async ({ page, browser }) => {
    await new HomePage(page).open()
    const search = new SearchForm(page)
    await search.destination.fill("Cape Town")
    await page.getByRole("option", { name: "Cape Town" }).first().click()
    await search.chooseDates(daysFromToday(20), daysFromToday(22))
    await search.button("Check Availability").click()
    await new HotelsPage(page).waitForHotels()

    const topBar = new SearchForm(page)
    await topBar.button("Edit").click()
    await topBar.chooseDestination("Rosebank", ROSEBANK)
    await topBar.button("Search for rates").click()
    await expectShareable(page, browser, ROOMS_ADDRESS, roomNames)
  })

  test("from contact-us's Book Hotel to the rate calendar, then the picked dates to the rooms", async ({ page, browser }) => {
    await page.goto("/contact-us")
    await page.getByRole("link", { name: "Book Hotel: Karoo City Sandton" }).click()
    await expectShareable(page, browser, CALENDAR_ADDRESS, calendarFor)

    const calendar = new CalendarPage(page)
    await calendar.pickStay(3, 2)
    await calendar.checkRates.click()
    await expectShareable(page, browser, ROOMS_ADDRESS, roomNames)
  })
})
