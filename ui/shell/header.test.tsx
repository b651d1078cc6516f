import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { MANAGE_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { Header } from "./header.tsx"

describe("the site header", () => {
  it("links Manage Booking from the main navigation beside Hotels (issue 29 §13)", () => {
    renderInApp(<Header userMenu={null} />, { served: ["/", MANAGE_BOOKINGS_ROUTE] })
    const main = screen.getByRole("navigation", { name: "Main" })
    expect(within(main).getByRole("link", { name: MANAGE_BOOKING })).toHaveAttribute("href", MANAGE_BOOKINGS_ROUTE)
  })
})
