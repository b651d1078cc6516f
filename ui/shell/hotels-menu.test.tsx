import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../../core/content/testing/hotel-details.testing.ts"
import { NO_HOTELS } from "../../core/content/messages.ts"
import type { ContentApiData } from "../../core/ports/ContentApi.memory.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { HotelsMenu } from "./hotels-menu.tsx"

const hotels = [
  hotelDetails(1, "Karoo Courtyard Rosebank", 2, "Johannesburg"),
  hotelDetails(2, "Karoo Courtyard Arcadia", 2, "Pretoria"),
  hotelDetails(3, "Karoo City Waterfront", 1, "Cape Town"),
  hotelDetails(4, "Karoo Town Umhlanga", 4, "Umhlanga"),
  hotelDetails(5, "Karoo City Sandton", 1, "johannesburg "),
]

const renderMenu = (data: ContentApiData = { hotels }) => {
  const { contentApi: content } = renderInApp(<HotelsMenu />, { content: data })
  return { content, user: userEvent.setup() }
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Hotels" }))
  const menu = await screen.findByRole("dialog", { name: "Hotels" })
  // The panel's code arrives on first opening.
  await within(menu).findAllByRole("tab")
  return menu
}

const entries = (panel: HTMLElement) => within(panel).getAllByRole("listitem").map((item) => item.firstChild?.textContent)

describe("the hotels mega-menu (spec B §2)", () => {
  it("opens on Courtyard with its hotels by name, then lists each brand's hotels in its tab", async () => {
    const { user } = renderMenu()
    const menu = await openMenu(user)
    const tabs = within(menu).getAllByRole("tab").map((tab) => tab.textContent)
    expect(tabs).toEqual(["Courtyard", "City", "Town Lodge", "Road Lodge", "Explore by City"].map((label) => expect.stringContaining(label)))
    expect(within(menu).getByRole("tab", { name: /Courtyard/ })).toHaveAttribute("aria-selected", "true")
    expect(entries(await within(menu).findByRole("tabpanel"))).toEqual(["Karoo Courtyard Arcadia", "Karoo Courtyard Rosebank"])
    await user.click(within(menu).getByRole("tab", { name: "City" }))
    expect(entries(within(menu).getByRole("tabpanel"))).toEqual(["Karoo City Sandton", "Karoo City Waterfront"])
    await user.click(within(menu).getByRole("tab", { name: /Road/ }))
    expect(within(menu).getByRole("tabpanel")).toHaveTextContent(NO_HOTELS)
  })

  it("lists the distinct cities of all hotels under Explore by City", async () => {
    const { user } = renderMenu()
    const menu = await openMenu(user)
    await within(menu).findAllByRole("listitem")
    await user.click(within(menu).getByRole("tab", { name: "Explore by City" }))
    expect(entries(within(menu).getByRole("tabpanel"))).toEqual(["Cape Town", "Johannesburg", "Pretoria", "Umhlanga"])
  })

  it("fetches all hotels once, page 1 of 100, and opens from the cache afterwards", async () => {
    const { user, content } = renderMenu()
    await user.hover(screen.getByRole("button", { name: "Hotels" }))
    let menu = await openMenu(user)
    await within(menu).findAllByRole("listitem")
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    menu = await openMenu(user)
    expect(within(menu).getAllByRole("listitem")).toHaveLength(2)
    expect(content.calls).toStrictEqual([{ method: "hotels", args: [{ page: 1, per: 100 }] }])
  })

  it("says No hotels available when the hotels cannot be fetched, and tries again on the next opening", async () => {
    const { user, content } = renderMenu()
    content.failNext("hotels", new HttpError({ status: 503, message: "Request failed with status code 503" }))
    let menu = await openMenu(user)
    expect(await within(menu).findByText(NO_HOTELS)).toBeInTheDocument()
    content.failNext("hotels", undefined)
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    menu = await openMenu(user)
    await within(menu).findAllByRole("listitem")
    expect(entries(within(menu).getByRole("tabpanel"))).toEqual(["Karoo Courtyard Arcadia", "Karoo Courtyard Rosebank"])
  })

  it("links each hotel's name to its page and View All Hotels to /our-hotels (issue 25)", async () => {
    const { user } = renderMenu()
    const menu = await openMenu(user)
    await within(menu).findAllByRole("listitem")
    expect(within(menu).getByRole("link", { name: "Karoo Courtyard Rosebank" })).toHaveAttribute("href", "/our-hotels/courtyard/1")
    expect(within(menu).getByRole("link", { name: "View All Hotels" })).toHaveAttribute("href", "/our-hotels")
  })
})
