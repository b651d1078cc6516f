import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { CONTACT_US_ROUTE } from "../../core/routes.ts"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { ContactUsPage } from "./contact-us-page.tsx"

const hotels = [hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg"), hotelDetails(2, "Karoo Town Umhlanga", 4, "Umhlanga")]

describe("/contact-us", () => {
  it("lists every hotel's contacts with Book Hotel, and finds a hotel by what the guest types", async () => {
    renderInApp(<ContactUsPage />, { path: CONTACT_US_ROUTE, content: { hotels } })
    expect(await screen.findByRole("heading", { level: 3, name: "Karoo City Sandton" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("2 hotels")
    expect(screen.getByRole("link", { name: "hotel1@example.com" })).toHaveAttribute("href", "mailto:hotel1@example.com")
    expect(screen.getByRole("link", { name: "Book Hotel: Karoo City Sandton" })).toHaveAttribute("href", expect.stringContaining("/booking/calendar?hotel=1"))
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a hotel by name, city or province" }), "umhl")
    expect(screen.getByRole("status")).toHaveTextContent("1 of 2 hotels")
    expect(screen.queryByRole("heading", { name: "Karoo City Sandton" })).not.toBeInTheDocument()
    expect(screen.getByRole("searchbox")).toHaveValue("umhl")
  })
})
