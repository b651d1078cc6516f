import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { HOTELS_ROUTE, hotelPageRoute, thankYouRoute, THANK_YOU_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { AppLink } from "./app-link.tsx"
import { isServed } from "./served-routes-context.tsx"

/** A page no route of this build serves (every page the spec names is served now). */
const UNSERVED = "/gift-vouchers"

describe("AppLink", () => {
  it("renders a link to a served route", () => {
    renderInApp(<AppLink to={HOTELS_ROUTE}>Hotels</AppLink>, { served: ["/", HOTELS_ROUTE] })
    expect(screen.getByRole("link", { name: "Hotels" })).toHaveAttribute("href", HOTELS_ROUTE)
  })

  it("renders nothing for a route no landed work serves", () => {
    renderInApp(
      <p>
        <AppLink to={UNSERVED}>Gift vouchers</AppLink>
      </p>,
    )
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
    expect(screen.queryByText("Gift vouchers")).not.toBeInTheDocument()
  })

  it("renders the text without a link when asked to", () => {
    renderInApp(
      <AppLink to={UNSERVED} unserved="text">
        Gift vouchers
      </AppLink>,
    )
    expect(screen.getByText("Gift vouchers")).toBeInTheDocument()
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("matches a route by its path, whatever the query, and patterns with parameters", () => {
    expect(isServed([THANK_YOU_ROUTE], thankYouRoute("abc"))).toBe(true)
    expect(isServed(["/our-hotels/:brand/:id"], hotelPageRoute("city", 3))).toBe(true)
    expect(isServed(["/booking/rooms"], "/booking/rooms/extra")).toBe(false)
    expect(isServed([], "/")).toBe(false)
  })
})
