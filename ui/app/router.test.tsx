import { describe, expect, it } from "vitest"
import { DEFAULT_BOOKING_SESSION_STATE } from "../../core/booking/session-state.ts"
import { HOTELS_ROUTE, editBookingRoute, viewBookingRoute } from "../../core/routes.ts"
import { componentName, appRoutes } from "./router.tsx"
import { documentTitle, ROUTE_PRELOADS, ROUTE_TABLE, SERVED_ROUTES } from "./route-table.ts"

const entryAt = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path)!
const booking = DEFAULT_BOOKING_SESSION_STATE

describe("the route table", () => {
  it("names each page's component after its file", () => {
    expect(componentName("ui/booking/hotels-page.tsx")).toBe("HotelsPage")
    expect(componentName("ui/app/checkout-area.tsx")).toBe("CheckoutArea")
  })

  it("loads every page and area it names, each exporting the component named like its file", async () => {
    const [root] = appRoutes()
    const loaded = await Promise.all(
      (root?.children ?? []).flatMap((area) => [
        ...(area.lazy === undefined || typeof area.lazy !== "function" ? [] : [area.lazy()]),
        ...(area.children ?? []).flatMap((page) => (typeof page.lazy === "function" ? [page.lazy()] : [])),
      ]),
    )
    expect(loaded.length).toBeGreaterThanOrEqual(ROUTE_TABLE.length)
    for (const route of loaded) expect(typeof (route as { readonly Component?: unknown }).Component).toBe("function")
  })

  it("serves every page but the fallbacks, and preloads each page's area, page and calls", () => {
    expect(SERVED_ROUTES).toContain(HOTELS_ROUTE)
    expect(SERVED_ROUTES).not.toContain("*")
    expect(ROUTE_PRELOADS[HOTELS_ROUTE]).toEqual(["ui/app/booking-area.tsx", "ui/booking/hotels-page.tsx", "adapters/http/BookingApi.http.ts", "adapters/http/ContentApi.http.ts"])
  })

  it("titles every document with one separator, from the page's entry", () => {
    expect(documentTitle(entryAt("*"), { pathname: "/no-such-page", booking })).toBe("Page not found · Karoo Hotels")
    const place = { ...booking, destination: { category: "location" as const, name: "Umhlanga", latitude: -29.7, longitude: 31.08 } }
    expect(documentTitle(entryAt(HOTELS_ROUTE), { pathname: HOTELS_ROUTE, booking: place })).toBe("Hotels near Umhlanga · Karoo Hotels")
    const details = ROUTE_TABLE.filter((entry) => entry.page.endsWith("booking-details-page.tsx"))[0]!
    expect(documentTitle(details, { pathname: editBookingRoute("b-1"), booking })).toBe("Edit Booking · Karoo Hotels")
    expect(documentTitle(details, { pathname: viewBookingRoute("b-1"), booking })).toBe("View Booking · Karoo Hotels")
    expect(documentTitle(entryAt("/"), { pathname: "/", booking })).toBe("Karoo Hotels: City, Courtyard, Road and Town hotels across South Africa")
  })
})
