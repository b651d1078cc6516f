import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { Button } from "./button.tsx"
import { FilterForm } from "./filter-form.tsx"
import { Select } from "./select.tsx"

const CITIES = [
  { value: "", label: "All cities" },
  { value: "durban", label: "Durban" },
  { value: "george", label: "George" },
]

/** A list's filters as a page writes them: the page keeps what was last filtered by. */
const CityFilters = ({ filtered }: { readonly filtered: Array<string> }) => {
  const [city, setCity] = useState("")
  const filterWith = (values: FormData) => {
    const chosen = String(values.get("city") ?? "")
    filtered.push(chosen)
    setCity(chosen)
  }
  return (
    <FilterForm className="filters" label="Hotel filters" onFilter={filterWith}>
      {(refilter) => (
        <>
          <Select name="city" label="City" value={city} options={CITIES} onChange={refilter} />
          <Button type="submit">Show hotels</Button>
        </>
      )}
    </FilterForm>
  )
}

describe("FilterForm", () => {
  it("is a GET form named for its filters, so without script it submits them as the page's query", () => {
    renderInApp(<CityFilters filtered={[]} />)
    expect(screen.getByRole("form", { name: "Hotel filters" })).toHaveAttribute("method", "get")
  })

  it("filters as soon as a select changes, with the form's values", async () => {
    const user = userEvent.setup()
    const filtered: Array<string> = []
    renderInApp(<CityFilters filtered={filtered} />)
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "Durban")
    expect(filtered).toEqual(["durban"])
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("durban")
  })

  it("filters on submit without leaving the page", async () => {
    const user = userEvent.setup()
    const filtered: Array<string> = []
    const submits: Array<boolean> = []
    const record = (event: Event) => submits.push(event.defaultPrevented)
    document.addEventListener("submit", record)
    renderInApp(<CityFilters filtered={filtered} />)
    await user.click(screen.getByRole("button", { name: "Show hotels" }))
    document.removeEventListener("submit", record)
    expect(filtered).toEqual([""])
    expect(submits).toEqual([true])
  })
})
