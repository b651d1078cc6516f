import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { MANAGE_BOOKINGS_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { UserMenu } from "./user-menu.tsx"

describe("the header's user menu (spec A §1, §2)", () => {
  it("offers the user menu's page links only once their pages are served", async () => {
    const user = userEvent.setup()
    const { unmount } = renderInApp(<UserMenu />, { served: ["/"] })
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByRole("button", { name: "New Login/signup" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Manage Booking" })).not.toBeInTheDocument()
    unmount()
    renderInApp(<UserMenu />, { served: ["/", MANAGE_BOOKINGS_ROUTE] })
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByRole("link", { name: "Manage Booking" })).toBeInTheDocument()
  })

  it("links existing club members to the older loyalty site only when the site's settings name one", async () => {
    const user = userEvent.setup()
    const { unmount } = renderInApp(<UserMenu />, { content: { siteConfig: { mapTiles: null, legacyLoyaltyUrl: "https://club.example.co.za" } } })
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByRole("link", { name: "Existing loyalty and corporate club members" })).toHaveAttribute("href", "https://club.example.co.za")
    unmount()
    renderInApp(<UserMenu />, { content: { siteConfig: { mapTiles: null, legacyLoyaltyUrl: null } } })
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByRole("button", { name: "New Login/signup" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Existing loyalty and corporate club members" })).not.toBeInTheDocument()
  })
})
