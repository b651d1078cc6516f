import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { PageRequest } from "../../core/screen/page-render.ts"
import type { ContentApi } from "../../core/ports/ContentApi.ts"
import type { Layer } from "effect"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import { type ContentApiData, makeContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import { answersFromPageState } from "../../core/screen/page-render.ts"
import type { ContentItem } from "../../core/content/content-item.ts"
import { HOME_REVIEWS_STORE_ID } from "../../core/content/home-blocks-model.ts"
import type { SpecialOffer } from "../../core/content/special-offer.ts"
import { type BookingApiData, makeBookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import { BookingApi } from "../../core/ports/BookingApi.ts"
import { Layer as Layers } from "effect"
import { searchLinkHref } from "../../core/search/search-link.ts"
import type { SearchCriteria } from "../../core/search/search-criteria.ts"
import { CALENDAR_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE } from "../../core/routes.ts"
import { sampleOffer } from "../../core/booking/room-offer.testing.ts"
import { DRAWN_BOOKING_STATE } from "../../core/booking/session-store.ts"

/**
 * Server rendering's promise (issue 25): the server's HTML holds the page, and the browser, starting from the answers
 * handed over with it, hydrates that HTML without a mismatch, a skeleton or a second read.
 */

const ORIGIN = "https://hotels.example"
const HOTELS = [
  hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg", { socialPlacesId: "sp-1" }),
  hotelDetails(2, "Karoo Courtyard Rosebank", 2, "Johannesburg"),
]
const field = (id: number, key: string, value: string | number | boolean, fieldableType: "StringField" | "IntegerField" | "BooleanField" | "WriteUpField" = "StringField") =>
  ({ id, fieldableType, key, value, brandId: null }) as const
const contentItem = (id: number, contentType: string, fields: ContentItem["fields"]): ContentItem => ({
  id,
  contentType,
  fields,
  images: [{ id, name: "p.svg", type: "image/svg+xml", size: 10, url: `/images/content/${id}.svg`, thumb: null }],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
})
/** The home page's blocks (spec A §2). */
const HOME_CONTENT: ReadonlyArray<ContentItem> = [
  contentItem(101, "home_banner", [field(1, "heading", "Stay longer, pay less"), field(2, "sub_heading", "Save 20 %"), field(3, "link", "/our-hotels"), field(4, "sequence", 1, "IntegerField")]),
  contentItem(102, "home_banner", [field(5, "heading", "Meet where business happens"), field(6, "sub_heading", "Boardrooms"), field(7, "link", "/our-hotels"), field(8, "sequence", 2, "IntegerField")]),
  contentItem(103, "operating_footprint", [field(9, "heading", "Where you will find us"), field(10, "write_up", "<p>58 hotels</p>", "WriteUpField"), field(11, "sequence", 1, "IntegerField")]),
  contentItem(104, "testimonial", [field(12, "name", "Lerato M."), field(13, "description", "Spotless rooms"), field(14, "is_active", true, "BooleanField"), field(15, "sequence", 1, "IntegerField")]),
  contentItem(105, "partner", [field(16, "name", "Jacaranda Car Rental")]),
]
const HOME_OFFER: SpecialOffer = {
  id: 1,
  name: "Winter Warmer",
  slug: "winter-warmer",
  description: "Two nights for one",
  specialTag: null,
  image: null,
  bannerImage: null,
  specialType: "accommodation",
  actionType: null,
  promoCode: null,
  startAt: "2030-01-01",
  endAt: "2030-12-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [1],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "<p>Warm</p>" },
  termsAndConditions: null,
}
const DATA: ContentApiData = {
  hotels: HOTELS,
  contents: HOME_CONTENT,
  specialOffers: [HOME_OFFER],
  roomTypes: { 1: [{ id: 7, roomTypeCode: "DLX", name: "Deluxe King", description: "A king bed", images: [], amenities: [] }] },
  reviews: [
    { storeId: "sp-1", platform: "tripadvisor", rating: 5, reviewerText: "Lovely", reviewerName: "Thandi", storeUrl: "https://reviews.example/1" },
    { storeId: HOME_REVIEWS_STORE_ID, platform: "tripadvisor", rating: 4.5, reviewerText: "Friendly staff", reviewerName: "Pieter", storeUrl: "https://reviews.example/2" },
  ],
}
const content = () => {
  const memory = makeContentApiMemory(DATA)
  return { ...memory, layer: Layers.merge(memory.layer, makeBookingApiMemory().layer) }
}

/** issue 27: the booking pages rendered from their URL's search, over the server's booking port. */
const BOOKING: BookingApiData = {
  hotels: [
    { ...hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg", { code: "101" }), lowestRate: 125_000 },
    { ...hotelDetails(2, "Karoo Courtyard Rosebank", 2, "Johannesburg", { code: "102" }), lowestRate: 99_000 },
  ],
  roomOffers: [sampleOffer({ roomName: "Deluxe King Suite", roomTypeCode: "DKS", hotelCode: "101" })],
  calendarCells: [{ price: 88_800, description: "Bed and breakfast", start: "2030-03-10", end: "2030-03-11" }],
}
const bookingPorts = () => {
  const booking = makeBookingApiMemory(BOOKING)
  return { booking, layer: Layers.merge(makeContentApiMemory(DATA).layer, booking.layer) }
}
const stay = { checkInDate: "2030-03-10", checkOutDate: "2030-03-12", flexiDate: false, guestRooms: [{ adults: 2, kids: 0 }], promoCode: "", clubCard: "" } as const
const placeSearch: SearchCriteria = { ...stay, destination: { category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 } }
const hotelSearch: SearchCriteria = { ...stay, destination: { category: "hotel", hotelId: 1, hotelCode: "101", name: "Karoo City Sandton" } }

/**
 * The server's render, from modules of its own: in production it runs in another process than the browser's React,
 * and React's development build warns when one process renders a context on the server and in the browser at once.
 */
const renderPage = async (request: PageRequest, ports: Layer.Layer<ContentApi | BookingApi>) => {
  vi.resetModules()
  const server = await import("./render-page.tsx")
  return server.renderPage(request, ports)
}

/**
 * React's development build warns when one process renders the same context with its server renderer and its
 * browser renderer (react-router's, here): production never does both in one process. The warning is captured and
 * that warning alone is allowed; anything else React says fails the test.
 */
const ONE_PROCESS_WARNING = "Detected multiple renderers concurrently rendering the same context provider"
let reactSaid: Array<string> = []
beforeEach(() => {
  reactSaid = []
  vi.spyOn(console, "error").mockImplementation((...args: ReadonlyArray<unknown>) => void reactSaid.push(args.map(String).join(" ")))
})

let cleanup: () => void = () => undefined
afterEach(() => {
  cleanup()
  cleanup = () => undefined
  vi.restoreAllMocks()
  expect(reactSaid.filter((said) => !said.includes(ONE_PROCESS_WARNING))).toEqual([])
})

/**
 * The server's page in a document, hydrated by the app (modules of its own, as in a browser) over fresh fakes that
 * start from the page's answers.
 */
const hydrate = async (path: string) => {
  const server = content()
  const page = await renderPage({ url: path, origin: ORIGIN }, server.layer)
  if (page === null || page.html === null) throw new Error(`${path} was not rendered on the server`)
  const container = document.createElement("div")
  container.innerHTML = page.html
  document.body.append(container)
  vi.resetModules()
  const [{ act }, { hydrateRoot }, { createMemoryRouter }, { App }, { appRoutes }, { makeAppToasts }, { makeMemoryAppRuntime }, { makeNavigationMemory }, { answersFromPageState }] =
    await Promise.all([
      import("react"),
      import("react-dom/client"),
      import("react-router-dom"),
      import("./app.tsx"),
      import("./router.tsx"),
      import("./toasts.ts"),
      import("../testing/app-runtime.testing.ts"),
      import("../../core/ports/Navigation.memory.ts"),
      import("../../core/screen/page-render.ts"),
    ])
  const { runtime, contentApi: browser } = makeMemoryAppRuntime({ content: DATA, answers: answersFromPageState(page.state) }, { navigation: makeNavigationMemory().layer })
  const router = createMemoryRouter([...appRoutes()], { initialEntries: [path] })
  await new Promise<void>((resolve) => (router.state.initialized ? resolve() : router.subscribe((state) => state.initialized && resolve())))
  const mismatches: Array<unknown> = []
  // The browser's React here is a fresh instance: tell it, as the testing library tells its own, that tests act.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  await act(async () => {
    const root = hydrateRoot(container, <App runtime={runtime} router={router} toasts={makeAppToasts()} />, { onRecoverableError: (error) => void mismatches.push(error) })
    cleanup = () => {
      act(() => root.unmount())
      container.remove()
    }
  })
  return { page, server, browser, container, mismatches }
}

describe("a page rendered on the server", { timeout: 30_000 }, () => {
  it("holds the explorer's hotels, title, description and canonical URL", async () => {
    const server = content()
    const page = await renderPage({ url: "/our-hotels", origin: ORIGIN }, server.layer)
    expect(page?.status).toBe(200)
    expect(page?.html).toContain("Karoo City Sandton")
    expect(page?.html).toContain("Karoo Courtyard Rosebank")
    expect(page?.head).toMatchObject({ title: "Our Hotels · Karoo Hotels", canonicalPath: "/our-hotels" })
    expect(answersFromPageState(page?.state).map(([id]) => id)).toContain('hotels:{"page":1,"per":12}')
  })

  it("gives a hotel's page its Hotel schema.org data with address, geo, telephone and aggregate rating", async () => {
    const page = await renderPage({ url: "/our-hotels/city/1", origin: ORIGIN }, content().layer)
    expect(page?.html).toContain("Deluxe King")
    // The gallery's first photo is the page's largest paint on a phone: asked for first, and preloaded from the head.
    expect(page?.html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/)
    expect(page?.html).toMatch(/<img[^>]*fetchPriority="high"/)
    expect(page?.head.structuredData?.[0]).toMatchObject({
      "@type": "Hotel",
      name: "Karoo City Sandton",
      address: { "@type": "PostalAddress", addressLocality: "Johannesburg" },
      geo: { "@type": "GeoCoordinates" },
      telephone: HOTELS[0]?.phone,
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    })
  })

  it("holds the home page's blocks and the group's Organization schema.org data", async () => {
    const page = await renderPage({ url: "/", origin: ORIGIN }, content().layer)
    expect(page?.status).toBe(200)
    for (const text of ["Stay longer, pay less", "Where you will find us", "7324", "Winter Warmer", "Lerato M.", "Jacaranda Car Rental", "Friendly staff", "What our guests are saying"])
      expect(page?.html, text).toContain(text)
    expect(page?.head.structuredData?.[0]).toMatchObject({ "@type": "Organization" })
    expect(page?.head.canonicalPath).toBe("/")
  })

  it("leaves a booking page without a usable search in its URL to the browser", async () => {
    expect(await renderPage({ url: "/booking/rooms", origin: ORIGIN }, content().layer)).toBeNull()
    expect(await renderPage({ url: "/booking/hotels?location=Johannesburg", origin: ORIGIN }, content().layer)).toBeNull()
    expect(await renderPage({ url: searchLinkHref(HOTELS_ROUTE, hotelSearch), origin: ORIGIN }, content().layer)).toBeNull()
  })

  it("holds the hotel list of its URL's search, its first photo eager and of high priority, and the state to hydrate with", async () => {
    const { booking, layer } = bookingPorts()
    const page = await renderPage({ url: searchLinkHref(HOTELS_ROUTE, placeSearch), origin: ORIGIN }, layer)
    expect(page?.status).toBe(200)
    for (const text of ["Karoo City Sandton", "Karoo Courtyard Rosebank", "R 990", "2 hotels"]) expect(page?.html, text).toContain(text)
    expect(page?.html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/)
    expect(booking.calls.map(({ method }) => method)).toEqual(["searchHotels"])
    const ids = answersFromPageState(page?.state).map(([id]) => id)
    expect(ids.some((id) => id.startsWith("hotels "))).toBe(true)
    expect(ids).toContain(DRAWN_BOOKING_STATE)
  })

  it("holds the rooms of its URL's hotel search", async () => {
    const page = await renderPage({ url: searchLinkHref(ROOMS_ROUTE, hotelSearch), origin: ORIGIN }, bookingPorts().layer)
    expect(page?.status).toBe(200)
    expect(page?.html).toContain("Deluxe King Suite")
    expect(answersFromPageState(page?.state).some(([id]) => id.startsWith("rooms "))).toBe(true)
  })

  it("holds the rate calendar of its URL's flexible-dates hotel search", async () => {
    const page = await renderPage({ url: searchLinkHref(CALENDAR_ROUTE, { ...hotelSearch, flexiDate: true }), origin: ORIGIN }, bookingPorts().layer)
    expect(page?.status).toBe(200)
    expect(page?.html).toContain("Prices from, per night, at Karoo City Sandton")
    expect(page?.html).toContain("888")
    expect(answersFromPageState(page?.state).some(([id]) => id.startsWith("rate-calendar "))).toBe(true)
  })

  // The home page's hydration is proven in the browser (tests/e2e/home.spec.ts): here its availability form's lazy
  // fields resume hydrating after the server's renderer, in this same process, left react-router's context set
  // ("You cannot render a <Router> inside another <Router>"), which no browser shares.
  for (const path of ["/our-hotels", "/our-hotels/city/1", "/our-hotels/hotel-brand/2"]) {
    it(`hydrates ${path} without a mismatch and without reading again`, async () => {
      const { browser, container, mismatches, server } = await hydrate(path)
      expect(server.calls.length).toBeGreaterThan(0)
      expect(browser.calls).toEqual([])
      expect(mismatches).toEqual([])
      expect(container.querySelector("h1")?.textContent).not.toBe("")
      expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    })
  }
})
