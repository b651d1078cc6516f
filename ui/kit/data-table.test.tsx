import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { DataTable } from "./data-table.tsx"
import { Pagination } from "./pagination.tsx"

const rows = [
  { reference: "KH-1", guests: 2 },
  { reference: "KH-2", guests: 1 },
]

describe("the kit's data table and pagination", () => {
  it("lists a row per item, each cell labelled with its column for the phone layout", () => {
    render(<DataTable caption="Bookings" rows={rows} rowKey={(row) => row.reference} columns={[{ header: "Reference", cell: (row) => row.reference }, { header: "Guests", cell: (row) => row.guests }]} />)
    const table = screen.getByRole("table", { name: "Bookings" })
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Reference", "Guests"])
    expect(within(table).getByRole("cell", { name: "KH-2" })).toHaveAttribute("data-label", "Reference")
  })

  it("offers the pages core's window names, marks the current one and moves on a press", async () => {
    const onPage = vi.fn()
    render(<Pagination label="Booking pages" page={3} pageCount={9} pages={[1, "gap", 2, 3, 4, "gap"]} onPage={onPage} />)
    const nav = screen.getByRole("navigation", { name: "Booking pages" })
    expect(within(nav).getByRole("button", { name: "3" })).toHaveAttribute("aria-current", "page")
    await userEvent.click(within(nav).getByRole("button", { name: "4" }))
    await userEvent.click(within(nav).getByRole("button", { name: "Previous" }))
    expect(onPage.mock.calls).toEqual([[4], [2]])
  })

  it("says which page of how many without a window, and nothing when everything fits on one page", () => {
    const { rerender } = render(<Pagination label="Room pages" page={1} pageCount={2} onPage={() => undefined} />)
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument()
    rerender(<Pagination label="Room pages" page={1} pageCount={1} onPage={() => undefined} />)
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
  })
})
