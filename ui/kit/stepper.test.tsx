import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { Stepper } from "./stepper.tsx"

const Adults = ({ max = 3 }: { readonly max?: number }) => {
  const [adults, setAdults] = useState(1)
  return (
    <Stepper
      label="Adults"
      unit="adult"
      value={adults}
      canDecrement={adults > 1}
      canIncrement={adults < max}
      onDecrement={() => setAdults(adults - 1)}
      onIncrement={() => setAdults(adults + 1)}
    />
  )
}

describe("Stepper", () => {
  it("names its buttons after the counted thing: Add adult and Remove adult", () => {
    renderInApp(<Adults />)
    expect(screen.getByRole("group", { name: "Adults" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Add adult" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Remove adult" })).toBeInTheDocument()
  })

  it("counts up and down and disables a button at the limit core gives", async () => {
    const user = userEvent.setup()
    renderInApp(<Adults max={2} />)
    const group = screen.getByRole("group", { name: "Adults" })
    expect(screen.getByRole("button", { name: "Remove adult" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Add adult" }))
    expect(group).toHaveTextContent("2")
    expect(screen.getByRole("button", { name: "Add adult" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Remove adult" }))
    expect(group).toHaveTextContent("1")
  })
})
